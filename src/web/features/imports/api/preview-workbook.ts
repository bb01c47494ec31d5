import { api } from '@web/lib/api-client';
import { callApiJson } from '@web/lib/call-api';

export const MSG_WORKBOOK_PREVIEW_FAILED = 'Failed to read the first rows of the workbook';

/**
 * Issue 27 §3: a workbook's sheets with their headers and the first rows of one (the first unless
 * named), read by the server: the browser cannot read a workbook's sheet. Nothing is stored.
 */
export async function previewWorkbook(file: File, sheet?: string) {
  // The form is sent as it is, as for an upload (see upload-file.ts).
  const input = { query: sheet ? { sheet } : {}, form: { file } };
  return callApiJson(() => api.api.files.preview.$post(input), MSG_WORKBOOK_PREVIEW_FAILED);
}

export type WorkbookPreview = Awaited<ReturnType<typeof previewWorkbook>>;
