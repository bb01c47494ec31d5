import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, readJson } from '../../../lib/api-client';
import { analysisQuery, filesQuery } from '../../../lib/files-api';
import { useLoadedData } from '../../../lib/loaded-data';
import { MSG_DELETE_FAILED } from '../../../../domain/core/messages';

/** Deletes one of the user's files; deleting the loaded file clears the data (accounts §4). */
export function useDeleteFile() {
  const queryClient = useQueryClient();
  const { file, clear } = useLoadedData();
  return useMutation({
    mutationFn: async (id: string) => {
      const response = await api.api.files[':id'].$delete({ param: { id } });
      // 204 has no body to read; a refusal throws with the server's message.
      if (!response.ok) await readJson(response, MSG_DELETE_FAILED);
    },
    onSuccess: async (_, id) => {
      // Cleared before the list is fetched again, so the next file is not loaded in its place.
      if (file?.id === id) clear();
      queryClient.removeQueries({ queryKey: analysisQuery(id).queryKey });
      await queryClient.invalidateQueries({ queryKey: filesQuery().queryKey });
    },
  });
}
