import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MSG_PERMIT_SAVE_FAILED } from '@domain/messages';
import type { PermitValues } from '@domain/validation/permit';
import { api } from '@web/lib/api-client';
import { ApiError } from '@web/lib/api-error';
import { callApiJson } from '@web/lib/call-api';
import { queryKeys } from '@web/lib/query-keys';

/** accounts §4 "Permit form": creates the year's record (POST) or updates the loaded one (PUT). */
export function useSavePermit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: string | null; values: PermitValues }) =>
      id
        ? callApiJson(
            () => api.api.permits[':id'].$put({ param: { id }, json: values }),
            MSG_PERMIT_SAVE_FAILED,
          )
        : callApiJson(() => api.api.permits.$post({ json: values }), MSG_PERMIT_SAVE_FAILED),
    onError: (error) => {
      // A record for the year was created elsewhere meanwhile: fetch it, so the form can update it.
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.permits.all() });
      }
    },
    onSuccess: async () => {
      // The analysis and the ETS years embed the year's allowances, so they are fetched again too.
      void queryClient.invalidateQueries({ queryKey: queryKeys.analysis.all() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.ets.all() });
      await queryClient.invalidateQueries({ queryKey: queryKeys.permits.all() });
    },
  });
}
