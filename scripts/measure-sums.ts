// `npm run generate:measure-sums`: writes src/domain/readings/measure-sums.generated.ts from
// the measure table (the build runs it too).
import { writeMeasureSums } from './measure-sums-source';

console.log(
  (await writeMeasureSums())
    ? 'measure-sums.generated.ts written'
    : 'measure-sums.generated.ts is up to date',
);
