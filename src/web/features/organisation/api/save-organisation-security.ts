import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { callApiJson } from '@web/lib/call-api';
import { queryKeys } from '@web/lib/query-keys';

export const MSG_SECURITY_SAVE_FAILED = "Failed to change the organisation's security setting";

/**
 * Issue 28 §4: requires a second factor of every member of the active organisation, or stops
 * requiring it. The signed-in user's organisation (GET /api/me) and the audit log change with it.
 */
export function useSaveOrganisationSecurity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requireTwoFactor: boolean) =>
      callApiJson(
        () => api.api.organisation.$put({ json: { require_two_factor: requireTwoFactor } }),
        MSG_SECURITY_SAVE_FAILED,
      ),
    onSuccess: async () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.auditAll() });
      await queryClient.invalidateQueries({ queryKey: queryKeys.me() });
    },
  });
}
