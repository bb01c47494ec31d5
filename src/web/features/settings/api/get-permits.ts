import { queryOptions } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, readJson } from '../../../lib/api-client';
import { MSG_PERMIT_LOAD_FAILED } from '../../../../domain/core/messages';

type PermitList = InferResponseType<typeof api.api.permits.$get, 200>;
/** A yearly permit record as the API answers it. */
export type Permit = PermitList['permits'][number];

/** The user's permit records, newest year first (the form picks the selected year's). */
export const permitsQuery = () =>
  queryOptions({
    queryKey: ['permits'],
    queryFn: async () =>
      (await readJson<PermitList>(await api.api.permits.$get(), MSG_PERMIT_LOAD_FAILED)).permits,
  });
