import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { readJson } from '../../../lib/api-client';
import type { FileEntry } from '../../../lib/api-types';
import { filesQuery } from '../../../lib/files-api';
import { postWithProgress } from '../lib/post-with-progress';
import { MSG_UPLOAD_FAILED } from '../../../../domain/core/messages';

// The typed client sends with fetch, which reports no upload progress; this is its POST /api/files.
const UPLOAD_URL = '/api/files';

/** Uploads a CSV file as multipart, reporting progress (0 to 1, null when idle); lists files again. */
export function useUploadFile() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: async (file: File) => {
      const body = new FormData();
      body.append('file', file);
      setProgress(0);
      try {
        return await readJson<FileEntry>(
          await postWithProgress(UPLOAD_URL, body, setProgress),
          MSG_UPLOAD_FAILED,
        );
      } finally {
        setProgress(null);
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: filesQuery().queryKey }),
  });
  return { upload: mutation.mutateAsync, uploading: mutation.isPending, progress };
}
