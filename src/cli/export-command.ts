// `sid export FILE`: the compliance report of a file in a format, filtered for a role.
import { parseArgs } from 'node:util';
import { DEFAULT_JURISDICTION, JURISDICTIONS, type Jurisdiction } from '@domain/constants';
import type { CliIo } from './cli-io';
import { EXIT_FAILED, EXIT_OK } from './exit-codes';
import { ANALYSIS_OPTIONS, oneOf } from './option-checks';
import { analyseFile } from './run-analysis';
import { UsageError } from './usage';

export async function exportCommand(args: string[], io: CliIo): Promise<number> {
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
    import('@domain/report/compliance-report'),
    import('@domain/export'),
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
