import type { CsvCellsResult } from '@domain/csv/parse-result';
import { createCellsParser, parseCsvToCells } from '@domain/csv/parse';
import type { PlantClock, PlantZones } from '@domain/csv/plant-clock';
import { SPEC_CSV } from '@domain/imports/workbook-writing';
import { startsAsZip } from '@domain/csv/check-file';
import { workbookCsv } from '../workbooks/workbook-csv';

/**
 * A stored file's bytes read again to plant-day cells: a CSV file as it is, an Excel workbook
 * stored as uploaded (issue 27 §3) through its first sheet's CSV, a chunk at a time. Unbounded: the
 * workbook's CSV was within its bound when it was uploaded. `clock`, when given, places the readings.
 */
export async function parseStoredFile(
  bytes: Uint8Array,
  zones: PlantZones,
  clock?: PlantClock,
): Promise<CsvCellsResult> {
  if (!startsAsZip(bytes)) return parseCsvToCells(bytes, zones, clock);
  const parser = createCellsParser({ zones, clock });
  const csv = workbookCsv(bytes, { sheet: null, writing: SPEC_CSV, maxCsvBytes: Infinity });
  for await (const chunk of csv) parser.push(chunk);
  return parser.finish();
}
