import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MSG_UPLOAD_FAILED } from '@domain/messages';
import { api } from '@web/lib/api-client';
import { callApiJson } from '@web/lib/call-api';
import { ALL_FILES, queryKeys } from '@web/lib/query-keys';
import { fetchWithUploadProgress } from '../lib/fetch-with-upload-progress';

/**
 * Uploads a CSV file as multipart, optionally read through an import profile (its id), reporting
 * progress (0 to 1, null when idle); lists files again.
 */
export function useUploadFile() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: async ({ file, profile }: { file: File; profile?: string }) => {
      setProgress(0);
      // The form is sent as it is: the route documents it as a plain schema (it reads it as it
      // arrives), which the client's types do not know, hence no object literal here.
      const input = { query: profile ? { profile } : {}, form: { file } };
      try {
        return await callApiJson(
          () => api.api.files.$post(input, { fetch: fetchWithUploadProgress(setProgress) }),
          MSG_UPLOAD_FAILED,
        );
      } finally {
        setProgress(null);
      }
    },
    // The new file's plant-days win over older uploads' in the history.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.files() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.analysis.ofFile(ALL_FILES) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.ets.all() }),
      ]),
  });
  const upload = (file: File, profile?: string) => mutation.mutateAsync({ file, profile });
  return { upload, uploading: mutation.isPending, progress };
}
