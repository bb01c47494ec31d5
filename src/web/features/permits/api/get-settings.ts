import { queryOptions } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { callApiJson, type SuccessBody } from '@web/lib/call-api';
import { queryKeys } from '@web/lib/query-keys';

export const MSG_SETTINGS_LOAD_FAILED = 'Failed to load your settings';

/** The user's EUA price, permit block size and GWP set as the API answers them. */
export type UserSettingsView = SuccessBody<Awaited<ReturnType<typeof api.api.settings.$get>>>;

/** The user's settings: the defaults (85 EUR per EUA, 100,000 t per permit, AR4) until changed. */
export const settingsQuery = () =>
  queryOptions({
    queryKey: queryKeys.settings(),
    queryFn: () => callApiJson(() => api.api.settings.$get(), MSG_SETTINGS_LOAD_FAILED),
  });
