// The naive baseline: decode, split lines and cells, parseFloat every numeric column into arrays.
import { readFileSync } from 'node:fs';
import { measure } from './measure';

/** Columns 4-10 of the sample layout: electricity .. efficiency. */
const FIRST_MEASURE = 4;
const MEASURE_COUNT = 7;

measure((file) => {
  const lines = readFileSync(file, 'utf8').split('\n');
  const n = lines.length - 1;
  const plantId = new Int32Array(n);
  const measures = Array.from({ length: MEASURE_COUNT }, () => new Float64Array(n));
  let rows = 0;
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i]!;
    if (line === '') continue;
    const cells = line.split(',');
    plantId[rows] = parseInt(cells[1]!, 10);
    for (let m = 0; m < MEASURE_COUNT; m++)
      measures[m]![rows] = parseFloat(cells[FIRST_MEASURE + m]!);
    rows++;
  }
  return { rows };
});
