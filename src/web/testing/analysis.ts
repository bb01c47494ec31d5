import { analysisBase, completeAnalysis } from '../../domain/core/analysis/analyze';
import type { Analysis, AnalyzeOptions } from '../../domain/core/analysis/types';
import { parseCsv } from '../../domain/core/csv/parse';
import sampleCsv from '../../../public/sample_data.csv?raw';

export { sampleCsv };

/** The analysis the server would answer for a CSV text, computed by the same domain code. */
export function analysisOf(
  csv: string,
  options: Pick<AnalyzeOptions, 'permit'> & { now?: string } = {},
): Analysis {
  const parsed = parseCsv(new TextEncoder().encode(csv));
  if (!parsed.ok) throw new Error(parsed.message);
  return completeAnalysis(analysisBase(parsed.dataset, parsed.quality, {}), {
    now: options.now ?? '2025-06-30',
    permit: options.permit,
  });
}
