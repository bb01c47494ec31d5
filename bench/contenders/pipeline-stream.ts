// The product as the server reads an upload: the file in 1 MiB chunks through the streaming
// parser (never the whole file in memory), then the analysis.
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { analyze } from '@domain/completion/analyze';
import { createCsvParser } from '@domain/csv/parse';
import { BENCH_ANALYZE_OPTIONS } from './analyze-options';
import { measure } from './measure';

const CHUNK_BYTES = 1024 * 1024;

measure((file) => {
  const t0 = performance.now();
  const fd = openSync(file, 'r');
  // The size is known, as an upload's Content-Length is: the columns are allocated once.
  const parser = createCsvParser({ expectedBytes: fstatSync(fd).size });
  try {
    // One buffer refilled for every chunk: the parser copies the unfinished tail it keeps.
    const chunk = new Uint8Array(CHUNK_BYTES);
    for (;;) {
      const n = readSync(fd, chunk, 0, CHUNK_BYTES, null);
      if (n === 0) break;
      parser.push(n === CHUNK_BYTES ? chunk : chunk.subarray(0, n));
    }
  } finally {
    closeSync(fd);
  }
  const result = parser.finish();
  const t1 = performance.now();
  if (!result.ok) throw new Error(result.message);
  const analysis = analyze(result.dataset, result.quality, BENCH_ANALYZE_OPTIONS);
  const t2 = performance.now();
  return { rows: analysis.quality.rows, phases: { readParse: t1 - t0, analyze: t2 - t1 } };
});
