import { analysisBase } from '@domain/completion/analyze';
import type { AnalysisBase } from '@domain/analysis/types';
import type { CompleteAnalysisOptions } from '@domain/completion/analyze-options';
import { parseCsv } from '@domain/csv/parse';
import { etsScopeDeclaredAsAssumed } from '@domain/register/register';
import { analysisAnswer } from '@domain/analysis-answer';
import { completeResult } from '@domain/completed-analysis';
import sampleCsv from '../../../public/sample_data.csv?raw';
import type { Analysis } from '../lib/api-types';

export { sampleCsv };

/**
 * The analysis answer the server would give for a CSV text, computed by the same domain code, for a
 * user who declared each plant's EU ETS scope as the demo account does, unless a register is given.
 */
export function analysisOf(
  csv: string,
  options: Pick<CompleteAnalysisOptions, 'permit' | 'register'> & { now?: string } = {},
): Analysis {
  const parsed = parseCsv(new TextEncoder().encode(csv));
  if (!parsed.ok) throw new Error(parsed.message);
  const base = analysisBase(parsed.dataset, parsed.quality, {});
  return analysisAnswer(
    completeResult(base, {
      now: options.now ?? '2025-06-30',
      permit: options.permit,
      register: options.register ?? etsScopeDeclaredOf(base),
    }),
  );
}

/** A register declaring the EU ETS scope of each plant of a base as its defaults assume it. */
export function etsScopeDeclaredOf(base: AnalysisBase) {
  const plants = new Map(base.etsBasis.flatMap((y) => y.plants).map((p) => [p.plant_id, p]));
  return etsScopeDeclaredAsAssumed([...plants.values()]);
}

type ScopeFacts = NonNullable<Analysis['scope']>;

/** The sample's plants as a scope's `available.plants` lists them. */
export const samplePlants = [
  { plant_id: 1, plant_name: 'Coal Plant Alpha' },
  { plant_id: 2, plant_name: 'Gas Turbine Beta' },
  { plant_id: 3, plant_name: 'CHP Plant Gamma' },
  { plant_id: 4, plant_name: 'Dual-Fuel Plant Delta' },
];

/** An analysis answer with what it says of its scope (issue 10), the sample's by default. */
export function withScope(
  analysis: Analysis,
  scope: Partial<ScopeFacts> = {},
  comparison: Analysis['comparison'] = null,
): Analysis {
  return {
    ...analysis,
    scope: {
      source: 'history',
      fileId: null,
      from: null,
      to: null,
      plants: [],
      available: {
        startDate: '2025-01-01',
        endDate: '2025-01-30',
        years: [2025],
        plants: samplePlants,
      },
      message: null,
      complianceYear: null,
      ...scope,
    },
    comparison,
  };
}
