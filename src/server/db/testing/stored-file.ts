// Test helper: a file stored as an upload stores it, its content written in parts first (the
// parts an upload writes: FILE_PART_BYTES each but the last), then the file with its facts.
import { createHash } from 'node:crypto';
import { FILE_PART_BYTES, type FilePart } from '../queries/file-contents';
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

/** The content cut into parts numbered from 0, as the upload's part writer numbers them. */
function partsOf(content: Uint8Array): FilePart[] {
  const parts: FilePart[] = [];
  for (let at = 0; at < content.byteLength; at += FILE_PART_BYTES) {
    parts.push({ part: parts.length, bytes: content.subarray(at, at + FILE_PART_BYTES) });
  }
  return parts;
}

export async function storeFile(
  files: FileQueries,
  orgId: string,
  file: TestFile,
): Promise<FileEntry> {
  const contentId = await files.beginContent(orgId);
  await files.insertParts(contentId, partsOf(file.content));
  const sha256 = createHash('sha256').update(file.content).digest('hex');
  const { entry } = await files.insertFile(orgId, {
    actor: 'test',
    contentId,
    fileName: file.fileName,
    sizeBytes: file.content.byteLength,
    uploadedAt: file.uploadedAt,
    facts: { sha256, ...file.facts },
  });
  return entry;
}
