import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';
import { callApiJson, type SuccessBody } from './call-api';
import { queryKeys } from './query-keys';

export type AlertView = SuccessBody<
  Awaited<ReturnType<typeof api.api.alerts.$get>>
>['alerts'][number];

const MSG_ALERTS_LOAD_FAILED = 'Failed to load the alerts';

/** The active organisation's alerts (issue 28 §4), for the bell; read again every 5 minutes. */
export const alertsQuery = () =>
  queryOptions({
    queryKey: queryKeys.alerts(),
    queryFn: () => callApiJson(() => api.api.alerts.$get(), MSG_ALERTS_LOAD_FAILED),
    refetchInterval: 5 * 60_000,
  });

export type DigestFrequency = SuccessBody<
  Awaited<ReturnType<typeof api.api.digest.$get>>
>['frequency'];

export const digestQuery = () =>
  queryOptions({
    queryKey: queryKeys.digest(),
    queryFn: () => callApiJson(() => api.api.digest.$get(), 'Failed to load your digest setting'),
  });
