import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { callApiJson } from '@web/lib/call-api';
import { queryKeys } from '@web/lib/query-keys';

// The Password tab says what failed in its own words; this is callApi's fallback only.
const MSG_API_TOKENS_REVOKE_ALL_FAILED = 'Failed to revoke your API tokens';

/** Revokes every token of the user: from then on the server answers each 401. Resolves how many. */
export function useRevokeAllApiTokens() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await callApiJson(() => api.api.tokens.$delete(), MSG_API_TOKENS_REVOKE_ALL_FAILED)).revoked,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.apiTokens() }),
  });
}
