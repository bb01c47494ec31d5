// Issue 27 §3: the mapping step's look at a workbook: its sheets' headers and the first rows of one,
// read from the upload as the upload itself would read it (the same size limit, the same bounds on
// its sheet and on all it unpacks, the same refusals; read no further once its client has gone) and
// forgotten after: nothing is stored.
import { isWorkbookFile } from '@domain/csv/check-file';
import { MSG_NOT_WORKBOOK } from '@domain/messages';
import { ApiError } from '../http/api-error';
import { workbookSample, type WorkbookSample } from '../workbooks/workbook-csv';
import {
  drain,
  peek,
  spooledWorkbook,
  workbookReading,
  workbookSizeRefusal,
  type UploadLimits,
} from './upload-reading';

/**
 * Rows sampled, the header included: enough readings for the preview's first hours of many plants
 * every 15 minutes, as the browser's 64 KiB of a CSV file gives.
 */
export const PREVIEW_SHEET_ROWS = 1000;

/** The sample of an uploaded workbook's sheet (by name, else the first). */
export async function previewWorkbook(
  upload: { name: string; type?: string; chunks: AsyncIterable<Uint8Array> },
  sheet: string | null,
  limits: UploadLimits,
): Promise<WorkbookSample> {
  const { start, all } = await peek(upload.chunks);
  if (!isWorkbookFile({ ...upload, head: start })) {
    await drain(all);
    throw new ApiError(415, 'not_workbook', MSG_NOT_WORKBOOK);
  }
  const { path, close } = await spooledWorkbook(all, workbookSizeRefusal(limits.maxUploadMb));
  try {
    return await workbookSample(path, {
      sheet,
      maxRows: PREVIEW_SHEET_ROWS,
      ...workbookReading(limits),
    });
  } finally {
    await close();
  }
}
