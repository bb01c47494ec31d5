import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { callApi } from '@web/lib/call-api';
import { queryKeys } from '@web/lib/query-keys';

export const MSG_API_TOKEN_REVOKE_FAILED = 'Failed to revoke the token';

/** Revokes one of the user's tokens: from then on the server answers it 401. */
export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      // 204 has no body to read; a refusal throws with the server's message.
      await callApi(
        () => api.api.tokens[':id'].$delete({ param: { id } }),
        MSG_API_TOKEN_REVOKE_FAILED,
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.apiTokens() }),
  });
}
