import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VerificationStatement } from '@domain/validation/ets-verification';
import { api } from '@web/lib/api-client';
import { callApi, callApiJson } from '@web/lib/call-api';
import { queryKeys } from '@web/lib/query-keys';

export const MSG_VERIFICATION_SAVE_FAILED = "Failed to record the verifier's statement";
export const MSG_VERIFICATION_REMOVE_FAILED = "Failed to remove the verifier's statement";

/**
 * Records or removes the verifier's statement on a year. Every analysis and ETS year says
 * "reported" or "verified" from it, so all are fetched again.
 */
export function useVerificationStatement(year: number) {
  const queryClient = useQueryClient();
  const refetch = async () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.analysis.all() });
    await queryClient.invalidateQueries({ queryKey: queryKeys.ets.all() });
  };
  const param = { year: String(year) };
  const record = useMutation({
    mutationFn: (statement: VerificationStatement) =>
      callApiJson(
        () => api.api.ets[':year'].verification.$put({ param, json: statement }),
        MSG_VERIFICATION_SAVE_FAILED,
      ),
    onSuccess: refetch,
  });
  const remove = useMutation({
    mutationFn: async () => {
      // 204 has no body to read; a refusal throws with the server's message.
      await callApi(
        () => api.api.ets[':year'].verification.$delete({ param }),
        MSG_VERIFICATION_REMOVE_FAILED,
      );
    },
    onSuccess: refetch,
  });
  return { record, remove };
}
