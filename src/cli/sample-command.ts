// `sid sample`: generated sample data (CSV) on standard output.
import { parseArgs } from 'node:util';
import type { CliIo } from './cli-io';
import { EXIT_OK } from './exit-codes';
import { date, wholeNumber } from './option-checks';

export async function sampleCommand(args: string[], io: CliIo): Promise<number> {
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
  const { generateSampleChunks } = await import('@domain/sample/generate-sample');
  const chunks = generateSampleChunks(options);
  for (const chunk of chunks) await io.out(chunk);
  return EXIT_OK;
}
