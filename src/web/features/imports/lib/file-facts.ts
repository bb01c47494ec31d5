import type { FileFacts } from '@domain/csv/check-file';

/**
 * What the upload's checks know of a chosen file: its name, type, size and first bytes (a
 * workbook is known by its zip signature whatever its name, as the server knows it).
 */
export async function fileFacts(file: File): Promise<FileFacts> {
  const head = new Uint8Array(await file.slice(0, 4).arrayBuffer());
  return { name: file.name, type: file.type, size: file.size, head };
}
