import { analysisBase } from '../../domain/core/analysis/analyze';
import type { AnalyzeOptions } from '../../domain/core/analysis/types';
import { parseCsv } from '../../domain/core/csv/parse';
import { completeResult } from '../../domain/completed-analysis';
import sampleCsv from '../../../public/sample_data.csv?raw';
import type { Analysis } from '../lib/api-types';

export { sampleCsv };

/** The analysis answer the server would give for a CSV text, computed by the same domain code. */
export function analysisOf(
  csv: string,
  options: Pick<AnalyzeOptions, 'permit'> & { now?: string } = {},
): Analysis {
  const parsed = parseCsv(new TextEncoder().encode(csv));
  if (!parsed.ok) throw new Error(parsed.message);
  return completeResult(analysisBase(parsed.dataset, parsed.quality, {}), {
    now: options.now ?? '2025-06-30',
    permit: options.permit,
  });
}
