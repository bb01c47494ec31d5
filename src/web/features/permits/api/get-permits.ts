import { queryOptions } from '@tanstack/react-query';
import { MSG_PERMIT_LOAD_FAILED } from '@domain/messages';
import { api } from '@web/lib/api-client';
import { callApiJson, type SuccessBody } from '@web/lib/call-api';
import { queryKeys } from '@web/lib/query-keys';

type PermitList = SuccessBody<Awaited<ReturnType<typeof api.api.permits.$get>>>;
/** A yearly permit record as the API answers it. */
export type Permit = PermitList['permits'][number];

/** The user's permit records, newest year first (the form picks the selected year's). */
export const permitsQuery = () =>
  queryOptions({
    queryKey: queryKeys.permits.list(),
    queryFn: async () =>
      (await callApiJson(() => api.api.permits.$get(), MSG_PERMIT_LOAD_FAILED)).permits,
  });
