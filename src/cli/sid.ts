// The `sid` command line: validate, analyse and export plant-data CSV files with the same domain
// code as the server, write generated sample data, and upload files to a server. The only room besides the server with I/O.
// This module checks the arguments and prints the usage; each command imports the domain code it
// needs once its arguments are sound, so `sid help` or a usage error starts as fast as Node does.
import { once } from 'node:events';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { Analysis } from '../domain/core/analysis/types';
import {
  CSV_MAX_SIZE_MB,
  DEFAULT_GWP_SET,
  DEFAULT_JURISDICTION,
  EXPORT_FORMATS,
  EXPORT_ROLES,
  GWP_SETS,
  JURISDICTIONS,
  type GwpSetName,
  type Jurisdiction,
} from '../domain/core/constants';
import type { CliIo } from './cli-io';

const EXIT_OK = 0;
const EXIT_FAILED = 1;
const EXIT_USAGE = 2;

/** A command line that cannot be carried out as written (exit 2 with the usage text). */
class UsageError extends Error {}

/** One option line of the usage text, descriptions aligned. */
const option = (flag: string, text: string) => `  ${flag.padEnd(42)} ${text}`;

const USAGE = [
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
  option('SID_TOKEN (environment)', 'a personal API token from Settings > API tokens'),
  '',
].join('\n');

const FILE_OPTIONS = { 'max-mb': { type: 'string' } } as const;
const ANALYSIS_OPTIONS = {
  ...FILE_OPTIONS,
  now: { type: 'string' },
  gwp: { type: 'string' },
} as const;

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

/** The real process: stdout with backpressure, stderr, the system clock. */
function processIo(): CliIo {
  // A closed stdout (`sid sample | head`) emits EPIPE as an event: keep it for the next write.
  let stdoutError: Error | null = null;
  process.stdout.on('error', (e) => (stdoutError = e));
  return {
    async out(text) {
      if (stdoutError) throw stdoutError;
      if (!process.stdout.write(text)) await once(process.stdout, 'drain');
    },
    err(text) {
      process.stderr.write(text);
    },
    today() {
      const d = new Date();
      return `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())}`;
    },
    clock() {
      return new Date().toISOString();
    },
    env(name) {
      return process.env[name];
    },
  };
}

function wholeNumber(option: string, text: string | undefined, min: number): number | undefined {
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!/^-?\d+$/.test(text) || n < min) {
    throw new UsageError(`--${option} must be a whole number of at least ${min}, got ${text}`);
  }
  return n;
}

function date(option: string, text: string): string {
  const ms = /^\d{4}-\d{2}-\d{2}$/.test(text) ? Date.parse(`${text}T00:00:00Z`) : NaN;
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== text) {
    throw new UsageError(`--${option} must be a date YYYY-MM-DD, got ${text}`);
  }
  return text;
}

function oneOf<T extends string>(option: string, text: string, allowed: readonly T[]): T {
  if (!(allowed as readonly string[]).includes(text)) {
    throw new UsageError(`--${option} must be one of ${allowed.join(', ')}, got ${text}`);
  }
  return text as T;
}

function singleFile(positionals: string[], command: string): string {
  if (positionals.length !== 1) throw new UsageError(`${command} needs exactly one FILE`);
  return positionals[0]!;
}

/**
 * Checks --max-mb, then loads the CSV parser and returns the reader of validate, analyze and
 * export: it writes why a file is refused to stderr and returns null.
 */
async function csvReader(maxMbText: string | undefined, io: CliIo) {
  // No size limit unless asked: the web upload's limit protects a shared server, not a local file.
  const maxMb = wholeNumber('max-mb', maxMbText, 1) ?? Infinity;
  const { loadCsv } = await import('./load-csv');
  return (path: string, named = false) => loadCsv(path, maxMb, io, named);
}

async function validate(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: FILE_OPTIONS,
    allowPositionals: true,
  });
  const file = singleFile(positionals, 'validate');
  const loaded = await (await csvReader(values['max-mb'], io))(file);
  if (!loaded) return EXIT_FAILED;
  const q = loaded.quality;
  const lines = [
    `OK ${loaded.name}: ${q.rows} rows, ${q.plants} plants, ${q.firstDate} to ${q.lastDate}, ${q.warningCount} warnings`,
    ...q.warnings.map((w) => `warning: ${w.message}`),
  ];
  await io.out(lines.join('\n') + '\n');
  return EXIT_OK;
}

interface AnalysisRun {
  analysis: Analysis;
  now: string;
}

type AnalysisValues = { 'max-mb'?: string; now?: string; gwp?: string };
type PermitOf = ((now: string) => { permit_year: number; active_permits: number }) | null;

/** Today and the GWP set of analyze and export. */
function analysisSettings(values: AnalysisValues, io: CliIo) {
  const now = values.now === undefined ? io.today() : date('now', values.now);
  const gwpSet = oneOf<GwpSetName>(
    'gwp',
    values.gwp ?? DEFAULT_GWP_SET,
    Object.keys(GWP_SETS) as GwpSetName[],
  );
  return { now, gwpSet };
}

/** Parses and analyses the file named in `positionals`, or returns an exit code. */
async function analyseFile(
  command: string,
  positionals: string[],
  values: AnalysisValues,
  permit: PermitOf,
  io: CliIo,
): Promise<AnalysisRun | number> {
  const file = singleFile(positionals, command);
  const { now, gwpSet } = analysisSettings(values, io);
  const loaded = await (await csvReader(values['max-mb'], io))(file);
  if (!loaded) return EXIT_FAILED;
  // The analysis and its screen models' schemas bring all of zod: the largest part of the bundle.
  const [{ analysisBase }, { completeResult }] = await Promise.all([
    import('../domain/core/completion/analyze'),
    import('../domain/completed-analysis'),
  ]);
  const analysis = completeResult(analysisBase(loaded.dataset, loaded.quality, { gwpSet }), {
    now,
    ...(permit ? { permit: permit(now) } : {}),
  });
  return { analysis, now };
}

/**
 * Parses the files named in `positionals` (a later one is the newer upload), merges them as the
 * history is merged and analyses the range and plants asked for; or returns an exit code.
 */
async function analyseScope(
  positionals: string[],
  values: AnalysisValues & { from?: string; to?: string; plant?: string[] },
  permit: PermitOf,
  io: CliIo,
): Promise<AnalysisRun | number> {
  if (positionals.length === 0) throw new UsageError('analyze needs at least one FILE');
  const { now, gwpSet } = analysisSettings(values, io);
  const { parseScopeFilter } = await import('../domain/core/history/date-range');
  const parsed = parseScopeFilter({ from: values.from, to: values.to, plants: values.plant });
  if (!parsed.ok) throw new UsageError(parsed.message);
  const readCsv = await csvReader(values['max-mb'], io);
  // As in analyseFile: the history's analysis and the scope schemas bring all of zod.
  const { analyseHistory, uploadCells } = await import('./analyze-history');
  const uploads: ReturnType<typeof uploadCells>[] = [];
  let refused = false;
  for (const [upload, path] of positionals.entries()) {
    // Every file is checked, so that one run names every refused file.
    const loaded = await readCsv(path, positionals.length > 1);
    if (loaded) uploads.push(uploadCells(loaded.dataset, upload));
    else refused = true;
  }
  if (refused) return EXIT_FAILED;
  const result = await analyseHistory(
    uploads,
    parsed.filter,
    { gwpSet },
    { now, ...(permit ? { permit: permit(now) } : {}) },
  );
  if (!result.ok) {
    io.err(`${result.message}\n`);
    return EXIT_FAILED;
  }
  return { analysis: result.analysis, now };
}

async function analyzeCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: {
      ...ANALYSIS_OPTIONS,
      permits: { type: 'string' },
      'permit-year': { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      plant: { type: 'string', multiple: true },
    },
    allowPositionals: true,
  });
  const activePermits = wholeNumber('permits', values.permits, 0);
  const permitYear = wholeNumber('permit-year', values['permit-year'], 1);
  if (permitYear !== undefined && activePermits === undefined) {
    throw new UsageError('--permit-year needs --permits');
  }
  const permit =
    activePermits === undefined
      ? null
      : (now: string) => ({
          permit_year: permitYear ?? Number(now.slice(0, 4)),
          active_permits: activePermits,
        });
  // One file without a range or plants: the spec's analysis of a file, as before the history.
  const wholeFile =
    positionals.length === 1 &&
    values.from === undefined &&
    values.to === undefined &&
    values.plant === undefined;
  const run = wholeFile
    ? await analyseFile('analyze', positionals, values, permit, io)
    : await analyseScope(positionals, values, permit, io);
  if (typeof run === 'number') return run;
  await io.out(JSON.stringify(run.analysis, null, 2) + '\n');
  return EXIT_OK;
}

async function exportCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: {
      ...ANALYSIS_OPTIONS,
      format: { type: 'string' },
      role: { type: 'string' },
      jurisdiction: { type: 'string' },
    },
    allowPositionals: true,
  });
  if (values.format === undefined) throw new UsageError('export needs --format');
  if (values.role === undefined) throw new UsageError('export needs --role');
  const jurisdiction = oneOf<Jurisdiction>(
    'jurisdiction',
    values.jurisdiction ?? DEFAULT_JURISDICTION,
    JURISDICTIONS,
  );
  const run = await analyseFile('export', positionals, values, null, io);
  if (typeof run === 'number') return run;
  const { analysis } = run;
  const [{ buildComplianceReport }, { ExportError, exportReport }] = await Promise.all([
    import('../domain/core/report'),
    import('../domain/core/export'),
  ]);
  const report = buildComplianceReport({
    inventory: analysis.inventory,
    register: analysis.register,
    ets: analysis.ets,
    period: analysis.period,
    gwpSet: analysis.gwpSet,
    jurisdiction,
    generatedAt: values.now === undefined ? io.clock() : `${run.now}T00:00:00.000Z`,
  });
  let content: string;
  try {
    // Format and role go to the domain as typed: it owns the spec's refusals (data §5).
    content = exportReport(report, values.format, values.role).content;
  } catch (e) {
    if (!(e instanceof ExportError)) throw e;
    io.err(`${e.message}\n`);
    return EXIT_FAILED;
  }
  await io.out(content.endsWith('\n') ? content : content + '\n');
  return EXIT_OK;
}

async function sampleCommand(args: string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      plants: { type: 'string' },
      days: { type: 'string' },
      seed: { type: 'string' },
      start: { type: 'string' },
    },
  });
  const options = {
    plants: wholeNumber('plants', values.plants, 1),
    days: wholeNumber('days', values.days, 1),
    seed: wholeNumber('seed', values.seed, Number.MIN_SAFE_INTEGER),
    start: values.start === undefined ? undefined : date('start', values.start),
  };
  const { generateSampleChunks } = await import('../domain/core/sample/generate-sample');
  const chunks = generateSampleChunks(options);
  for (const chunk of chunks) await io.out(chunk);
  return EXIT_OK;
}

async function uploadCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: { url: { type: 'string' } },
    allowPositionals: true,
  });
  if (positionals.length === 0) throw new UsageError('upload needs at least one FILE');
  if (values.url === undefined) throw new UsageError("upload needs --url, the server's address");
  const url = URL.canParse(values.url) ? new URL(values.url) : null;
  if (url?.protocol !== 'http:' && url?.protocol !== 'https:') {
    throw new UsageError(`--url must be an http or https address, got ${values.url}`);
  }
  const token = io.env('SID_TOKEN');
  if (!token) {
    throw new UsageError(
      'upload needs a personal API token in the SID_TOKEN environment variable (Settings > API tokens)',
    );
  }
  // Its zod/mini checks bring zod's locales.
  const { uploadFiles } = await import('./upload-files');
  return (await uploadFiles(positionals, { url: values.url, token }, io)) ? EXIT_OK : EXIT_FAILED;
}

const COMMANDS: Readonly<Record<string, (args: string[], io: CliIo) => Promise<number>>> = {
  validate,
  analyze: analyzeCommand,
  export: exportCommand,
  sample: sampleCommand,
  upload: uploadCommand,
};

/** Runs one `sid` command line (without the program name); resolves to the exit code. */
export async function main(argv: string[], io: CliIo = processIo()): Promise<number> {
  const [command, ...args] = argv;
  if (command === undefined || command === 'help' || command === '--help' || command === '-h') {
    await io.out(USAGE);
    return EXIT_OK;
  }
  const run = COMMANDS[command];
  if (!run) {
    io.err(`Unknown command: ${command}\n\n${USAGE}`);
    return EXIT_USAGE;
  }
  try {
    return await run(args, io);
  } catch (e) {
    // parseArgs throws TypeErrors with an ERR_PARSE_ARGS_* code for unknown or malformed options.
    const parseError = (e as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
    if (e instanceof UsageError || parseError) {
      io.err(`${(e as Error).message}\n\n${USAGE}`);
      return EXIT_USAGE;
    }
    // The reader went away (`sid sample | head`): what it wanted was written.
    if ((e as { code?: string }).code === 'EPIPE') return EXIT_OK;
    throw e;
  }
}

// `tsx src/cli/sid.ts ...` (npm run sample) runs the file itself; bin/sid.js imports it instead.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
