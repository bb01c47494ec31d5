// An upload's parse as the server keeps it: accepted with its analysis and plant-day rows
// (their buffers listed to move off the thread), or refused with its problems. The same whether the
// file was parsed whole (the pool's `checkUpload`) or as it arrived (ingest-thread.ts).
import type { CsvCellsResult } from '@domain/csv/parse-result';
import { markNotReported, type NotReportable } from '@domain/readings/not-reported';
import { analysisOfParsed } from '../files/stored-analysis';
import { cellRowsOf } from '../db/cell-rows';
import type { TaskResult } from './serve-tasks';
import type { UploadCheck } from './server-tasks';

/** The check of a file's parse; its cells count no hour of a column the file does not report. */
export function checkedUpload(
  parsed: CsvCellsResult,
  notReported: readonly NotReportable[] = [],
): TaskResult<UploadCheck> {
  if (!parsed.ok) {
    return { output: parsed };
  }
  const { quality, flagged } = parsed;
  const cells = markNotReported(parsed.cells, notReported);
  const analysis = analysisOfParsed({ ...parsed, cells });
  const rows = cellRowsOf(cells);
  const { fields } = rows;
  return {
    output: { ok: true, quality, analysis, cells: rows, flagged },
    transfer: [fields.bytes.buffer, fields.rowEnds.buffer],
  };
}
