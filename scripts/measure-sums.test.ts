import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { MEASURE_SUMS_FILE, measureSumsSource } from './measure-sums-source';

it('keeps measure-sums.generated.ts as the measure table writes it', async () => {
  expect(
    readFileSync(MEASURE_SUMS_FILE, 'utf8'),
    'measure-sums.generated.ts differs from the measure table: run `npm run generate:measure-sums`',
  ).toBe(await measureSumsSource());
});
