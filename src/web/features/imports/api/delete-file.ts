import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MSG_DELETE_FAILED } from '@domain/messages';
import { api } from '@web/lib/api-client';
import { callApi } from '@web/lib/call-api';
import { useLoadedData } from '@web/lib/loaded-data';
import { ALL_FILES, queryKeys } from '@web/lib/query-keys';

/** Deletes one of the user's files; deleting the file shown clears the data (accounts §4). */
export function useDeleteFile() {
  const queryClient = useQueryClient();
  const { scope, clear } = useLoadedData();
  return useMutation({
    mutationFn: async (id: string) => {
      // 204 has no body to read; a refusal throws with the server's message.
      await callApi(() => api.api.files[':id'].$delete({ param: { id } }), MSG_DELETE_FAILED);
    },
    onSuccess: async (_, id) => {
      // Cleared before the list is fetched again, so the next file is not loaded in its place.
      if (scope?.source === 'file' && scope.fileId === id) clear();
      queryClient.removeQueries({ queryKey: queryKeys.analysis.ofFile(id) });
      // The history falls back to the older uploads of the plant-days the file held.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.files() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.analysis.ofFile(ALL_FILES) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.ets.all() }),
      ]);
    },
  });
}
