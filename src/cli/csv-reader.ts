// Reading the CSV file a command names, within the size --max-mb allows, through the import
// profile --profile names when it names one.
import type { CliIo } from './cli-io';
import { wholeNumber } from './option-checks';

export type FileValues = { 'max-mb'?: string; profile?: string };

/**
 * Checks --max-mb and --profile, then loads the CSV parser and returns the reader of validate,
 * analyze and export: it writes why a file is refused to stderr and returns null.
 */
export async function csvReader(values: FileValues, io: CliIo) {
  // No size limit unless asked: the web upload's limit protects a shared server, not a local file.
  const maxMb = wholeNumber('max-mb', values['max-mb'], 1) ?? Infinity;
  const profile =
    values.profile === undefined
      ? null
      : await (await import('./load-profile')).loadProfile(values.profile);
  const { loadCsv } = await import('./load-csv');
  return (path: string, named = false) => loadCsv(path, { maxMb, profile }, io, named);
}
