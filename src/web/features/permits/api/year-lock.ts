import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { callApi, callApiJson } from '@web/lib/call-api';
import { queryKeys } from '@web/lib/query-keys';

export const MSG_LOCK_FAILED = 'Failed to lock the year';
export const MSG_UNLOCK_FAILED = 'Failed to unlock the year';

/**
 * Issue 28 §3: locks a year (its ETS figures frozen) or unlocks it with a reason. The year's ETS
 * answer and the audit log change with it, so both are fetched again.
 */
export function useYearLock(year: number) {
  const queryClient = useQueryClient();
  const refetch = async () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.auditAll() });
    await queryClient.invalidateQueries({ queryKey: queryKeys.ets.year(year) });
  };
  const param = { year: String(year) };
  const lock = useMutation({
    mutationFn: () =>
      callApiJson(() => api.api.years[':year'].lock.$post({ param }), MSG_LOCK_FAILED),
    onSuccess: refetch,
  });
  const unlock = useMutation({
    mutationFn: async (reason: string) => {
      // 204 has no body to read; a refusal throws with the server's message.
      await callApi(
        () => api.api.years[':year'].lock.$delete({ param, json: { reason } }),
        MSG_UNLOCK_FAILED,
      );
    },
    onSuccess: refetch,
  });
  return { lock, unlock };
}
