import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';
import { callApiJson } from './call-api';
import { queryKeys } from './query-keys';

const MSG_PLANT_SEARCH_FAILED = 'Failed to find plants';

/** The plants whose name holds `text`, whatever the case: the first page of them in plant_id order. */
export const plantSearchQuery = (text: string) =>
  queryOptions({
    queryKey: queryKeys.plantSearch(text),
    queryFn: () =>
      callApiJson(() => api.api.plants.$get({ query: { search: text } }), MSG_PLANT_SEARCH_FAILED),
    enabled: text !== '',
  });
