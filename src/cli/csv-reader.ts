// Reading the CSV file a command names, within the size --max-mb allows.
import type { CliIo } from './cli-io';
import { wholeNumber } from './option-checks';

/**
 * Checks --max-mb, then loads the CSV parser and returns the reader of validate, analyze and
 * export: it writes why a file is refused to stderr and returns null.
 */
export async function csvReader(maxMbText: string | undefined, io: CliIo) {
  // No size limit unless asked: the web upload's limit protects a shared server, not a local file.
  const maxMb = wholeNumber('max-mb', maxMbText, 1) ?? Infinity;
  const { loadCsv } = await import('./load-csv');
  return (path: string, named = false) => loadCsv(path, maxMb, io, named);
}
