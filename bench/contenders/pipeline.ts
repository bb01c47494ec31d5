// The product: read the file into one buffer, parse and validate it, analyse it.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { analyze } from '@domain/completion/analyze';
import { parseCsv } from '@domain/csv/parse';
import { BENCH_ANALYZE_OPTIONS } from './analyze-options';
import { measure } from './measure';

measure((file) => {
  const t0 = performance.now();
  const bytes = readFileSync(file);
  const t1 = performance.now();
  const result = parseCsv(bytes);
  const t2 = performance.now();
  if (!result.ok) throw new Error(result.message);
  const analysis = analyze(result.dataset, result.quality, BENCH_ANALYZE_OPTIONS);
  const t3 = performance.now();
  return {
    rows: analysis.quality.rows,
    phases: { read: t1 - t0, parse: t2 - t1, analyze: t3 - t2 },
  };
});
