import { queryOptions } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { callApiJson, type SuccessBody } from '@web/lib/call-api';
import { queryKeys } from '@web/lib/query-keys';

export const MSG_API_TOKENS_LOAD_FAILED = 'Failed to load your API tokens';

type TokenList = SuccessBody<Awaited<ReturnType<typeof api.api.tokens.$get>>>;
/** A personal API token as the API lists it: never the token itself. */
export type ApiToken = TokenList['tokens'][number];

/** The user's API tokens, newest first. */
export const apiTokensQuery = () =>
  queryOptions({
    queryKey: queryKeys.apiTokens(),
    queryFn: async () =>
      (await callApiJson(() => api.api.tokens.$get(), MSG_API_TOKENS_LOAD_FAILED)).tokens,
  });
