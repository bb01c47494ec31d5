// `sid validate FILE`: a one-line summary of a sound file and its warnings, or why it is refused.
import { parseArgs } from 'node:util';
import type { CliIo } from './cli-io';
import { csvReader } from './csv-reader';
import { EXIT_FAILED, EXIT_OK } from './exit-codes';
import { FILE_OPTIONS, singleFile } from './option-checks';

export async function validateCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    options: FILE_OPTIONS,
    allowPositionals: true,
  });
  const file = singleFile(positionals, 'validate');
  const loaded = await (await csvReader(values, io))(file);
  if (!loaded) return EXIT_FAILED;
  const q = loaded.quality;
  const lines = [
    `OK ${loaded.name}: ${q.rows} rows, ${q.plants} plants, ${q.firstDate} to ${q.lastDate}, ${q.warningCount} warnings`,
    ...q.warnings.map((w) => `warning: ${w.message}`),
  ];
  await io.out(lines.join('\n') + '\n');
  return EXIT_OK;
}
