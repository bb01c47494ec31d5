import { useMutation } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { callApi } from '@web/lib/call-api';

export const MSG_ORGANISATION_DELETE_FAILED = 'The organisation was not deleted. Try again.';

/** Deletes the active organisation with all of its data (its owner, typing its name to confirm). */
export function useDeleteOrganisation() {
  return useMutation({
    mutationFn: async (confirm: string) => {
      await callApi(
        () => api.api.organisation.$delete({ json: { confirm } }),
        MSG_ORGANISATION_DELETE_FAILED,
      );
    },
  });
}
