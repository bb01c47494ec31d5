// The usage text of `sid`, and the error that answers with it.
import {
  CSV_MAX_SIZE_MB,
  DEFAULT_GWP_SET,
  DEFAULT_JURISDICTION,
  EXPORT_FORMATS,
  EXPORT_ROLES,
  GWP_SETS,
  JURISDICTIONS,
} from '@domain/constants';

/** A command line that cannot be carried out as written (exit 2 with the usage text). */
export class UsageError extends Error {}

/** One option line of the usage text, descriptions aligned. */
const option = (flag: string, text: string) => `  ${flag.padEnd(42)} ${text}`;

export const USAGE = [
  'Usage: sid <command> [options]',
  '',
  'Commands:',
  '  validate FILE    check a plant-data CSV file: a one-line summary, or every problem',
  '  analyze FILE...  print the analysis of CSV files as JSON; several files are merged, a later',
  '                   one replacing the plant-days it holds (a corrected day); a range and plants',
  '                   narrow it (--from, --to, --plant)',
  '  export FILE      print the compliance report in a format, filtered for a role',
  '  sample           write generated sample data (CSV) to standard output',
  '  upload FILE...   send CSV files to a server, in order, with the API token in SID_TOKEN',
  '  help             show this text',
  '',
  'Options of validate, analyze and export:',
  option(
    '--max-mb N',
    `refuse a file larger than N MB (default: no limit; uploads: ${CSV_MAX_SIZE_MB})`,
  ),
  option(
    '--profile FILE.json',
    'read the file through an import profile: its own columns, units, date format and time zone (docs/imports.md)',
  ),
  'Options of analyze and export:',
  option('--now YYYY-MM-DD', 'today, for current-year and permit logic (default: today)'),
  option(
    `--gwp ${Object.keys(GWP_SETS).join('|')}`,
    `global warming potentials (default ${DEFAULT_GWP_SET})`,
  ),
  'Options of analyze:',
  option('--permits N', 'active EU permits, to analyse their runway against the data'),
  option('--permit-year YYYY', 'the year of those permits (default: the year of --now)'),
  option(
    '--from YYYY-MM-DD',
    'the first day of the range to analyse (default: the first data day)',
  ),
  option('--to YYYY-MM-DD', 'the last day of the range, inclusive (default: the last data day)'),
  option('--plant ID', 'analyse this plant only; repeat for several (default: every plant)'),
  'Options of export:',
  option(`--format ${EXPORT_FORMATS.join('|')}`, 'required'),
  option(`--role ${Object.keys(EXPORT_ROLES).join('|')}`, 'required'),
  option(`--jurisdiction ${JURISDICTIONS.join('|')}`, `default ${DEFAULT_JURISDICTION}`),
  'Options of sample:',
  option('--plants N', 'number of plants (default 4)'),
  option('--days D', 'number of days of hourly rows (default 30)'),
  option('--seed S', 'seed of the generator (default 42)'),
  option('--start YYYY-MM-DD', 'first day (default 2025-01-01)'),
  'Options of upload:',
  option('--url URL', "required: the server's address, e.g. https://sid.example.com"),
  option('--profile FILE.json', 'read each file through an import profile before sending it'),
  option('SID_TOKEN (environment)', 'a personal API token from Settings > API tokens'),
  '',
].join('\n');
