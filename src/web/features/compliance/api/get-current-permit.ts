import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { MSG_PERMIT_DATA_LOAD_FAILED } from '../../../../domain/core/messages';
import { api, readJson } from '../../../lib/api-client';

type CurrentPermitResponse = InferResponseType<typeof api.api.permits.current.$get, 200>;
/** The user's permit record for the current year as the API answers it; null without one. */
export type CurrentPermit = CurrentPermitResponse['permit'];

/**
 * data §7: the current-year EU permit record, fetched when the permit card opens. data §8: a call that
 * throws reads 'Failed to load permit data'; an answer with an error passes the service's message on.
 * Under ['permits'], so saving a permit in Settings refreshes it.
 */
export const currentPermitQuery = () =>
  queryOptions({
    queryKey: ['permits', 'current'],
    queryFn: async () => {
      let response: Response;
      try {
        response = await api.api.permits.current.$get();
      } catch {
        throw new Error(MSG_PERMIT_DATA_LOAD_FAILED);
      }
      return (await readJson<CurrentPermitResponse>(response, MSG_PERMIT_DATA_LOAD_FAILED)).permit;
    },
  });

export const useCurrentPermit = () => useQuery(currentPermitQuery());
