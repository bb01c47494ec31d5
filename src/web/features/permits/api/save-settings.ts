import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SettingsPatch } from '@domain/validation/settings';
import { api } from '@web/lib/api-client';
import { callApiJson } from '@web/lib/call-api';
import { queryKeys } from '@web/lib/query-keys';

export const MSG_SETTINGS_SAVE_FAILED = 'Failed to save your settings';

/**
 * Saves the EUA price, permit block size and GWP set. Every analysis and ETS year reads them, so
 * all are fetched again: every screen shows the new figures.
 */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: SettingsPatch) =>
      callApiJson(() => api.api.settings.$put({ json: patch }), MSG_SETTINGS_SAVE_FAILED),
    onSuccess: async (saved) => {
      queryClient.setQueryData(queryKeys.settings(), saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.analysis.all() });
      await queryClient.invalidateQueries({ queryKey: queryKeys.ets.all() });
    },
  });
}
