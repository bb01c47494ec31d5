import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PermitValues } from '../../../../domain/core/validation/permit';
import { api, ApiRequestError, readJson } from '../../../lib/api-client';
import { MSG_PERMIT_SAVE_FAILED } from '../../../../domain/core/messages';
import { permitsQuery, type Permit } from './get-permits';

/** accounts §4 "Permit form": creates the year's record (POST) or updates the loaded one (PUT). */
export function useSavePermit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, values }: { id: string | null; values: PermitValues }) =>
      readJson<Permit>(
        id
          ? await api.api.permits[':id'].$put({ param: { id }, json: values })
          : await api.api.permits.$post({ json: values }),
        MSG_PERMIT_SAVE_FAILED,
      ),
    onError: (error) => {
      // A record for the year was created elsewhere meanwhile: fetch it, so the form can update it.
      if (error instanceof ApiRequestError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: permitsQuery().queryKey });
      }
    },
    onSuccess: async () => {
      // The analysis embeds the current year's permit, so it is fetched again too.
      void queryClient.invalidateQueries({ queryKey: ['analysis'] });
      await queryClient.invalidateQueries({ queryKey: permitsQuery().queryKey });
    },
  });
}
