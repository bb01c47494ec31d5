// Test helper: a file stored as an upload stores it, its content written a part at a time first
// (receive-upload.ts), then the file with its facts.
import { createHash } from 'node:crypto';
import { receiveUpload, wholeChunks } from '../../uploads/receive-upload';
import type { FileEntry } from '../queries/file-entries';
import type { FileQueries } from '../queries/files';
import type { FileFacts } from '../queries/insert-file';

export interface TestFile {
  fileName: string;
  content: Uint8Array;
  uploadedAt?: Date;
  /** The facts but the SHA-256, which is the content's. */
  facts: Omit<FileFacts, 'sha256'>;
}

export async function storeFile(
  files: FileQueries,
  orgId: string,
  file: TestFile,
): Promise<FileEntry> {
  const contentId = await files.beginContent(orgId);
  const sizeBytes = await receiveUpload(wholeChunks(file.content), () => null, {
    received: async () => undefined,
    writeParts: (parts) => files.insertParts(contentId, parts),
  });
  const sha256 = createHash('sha256').update(file.content).digest('hex');
  return files.insertFile(orgId, {
    actor: 'test',
    contentId,
    fileName: file.fileName,
    sizeBytes,
    uploadedAt: file.uploadedAt,
    facts: { sha256, ...file.facts },
  });
}
