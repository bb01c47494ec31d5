// `sid analyze FILE...`: the analysis as JSON, of one file or of several merged, over a range and
// plants when asked.
import { parseArgs } from 'node:util';
import type { CliIo } from './cli-io';
import { EXIT_OK } from './exit-codes';
import { ANALYSIS_OPTIONS, wholeNumber } from './option-checks';
import { analyseFile, analyseScope } from './run-analysis';
import { UsageError } from './usage';

export async function analyzeCommand(args: string[], io: CliIo): Promise<number> {
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
