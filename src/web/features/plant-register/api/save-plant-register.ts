import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterPatchInput } from '@domain/register/register-schema';
import { api } from '@web/lib/api-client';
import { callApiJson } from '@web/lib/call-api';
import { queryKeys } from '@web/lib/query-keys';

export const MSG_PLANT_REGISTER_SAVE_FAILED = 'Failed to save the plant';

/**
 * Declares fields of one plant (or confirms it); every analysis and ETS year reads the register (its
 * ETS scope), so all are fetched again.
 */
export function useSavePlantRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ plantId, patch }: { plantId: number; patch: RegisterPatchInput }) =>
      callApiJson(
        () =>
          api.api.plants[':plant_id'].$put({ param: { plant_id: String(plantId) }, json: patch }),
        MSG_PLANT_REGISTER_SAVE_FAILED,
      ),
    onSuccess: async () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.analysis.all() });
      void queryClient.invalidateQueries({ queryKey: queryKeys.ets.all() });
      await queryClient.invalidateQueries({ queryKey: queryKeys.plantRegister() });
    },
  });
}
