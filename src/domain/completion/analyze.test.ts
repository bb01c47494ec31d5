// The split of the analysis into a cacheable base and a per-request completion.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { DataQualityReport, PlantDataset } from '../readings/dataset';
import { parseCsv } from '../csv/parse';
import { makeDataset, testRow } from '../testing/make-dataset';
import { analysisBase, analyze, completeAnalysis } from './analyze';
import type { AnalysisBase } from '../analysis/types';
import type { CompleteAnalysisOptions } from './analyze-options';

const parsed = parseCsv(readFileSync(new URL('../../../public/sample_data.csv', import.meta.url)));
if (!parsed.ok) throw new Error(parsed.message);
const sample = parsed;

function made(dataset: PlantDataset): { dataset: PlantDataset; quality: DataQualityReport } {
  const quality: DataQualityReport = {
    rows: dataset.rowCount,
    plants: new Set(dataset.plantId).size,
    firstDate: null,
    lastDate: null,
    delimiter: ',',
    decimalSeparator: '.',
    warnings: [],
    warningCount: 0,
  };
  return { dataset, quality };
}

const files = {
  'the sample file': sample,
  // Zeros everywhere: the divisions by zero that could leave NaN or Infinity, which JSON writes as null.
  'one all-zero row': made(makeDataset([testRow()])),
  'no rows': made(makeDataset([])),
};

const requests: Record<string, CompleteAnalysisOptions> = {
  'without a permit record': { now: '2025-03-15' },
  'with a permit record of the current year': {
    now: '2025-03-15',
    permit: { permit_year: 2025, active_permits: 5 },
  },
  'with a historical permit record': {
    now: '2026-02-01',
    permit: { permit_year: 2024, active_permits: 0 },
  },
};

const cases = Object.entries(files).flatMap(([file, input]) =>
  Object.entries(requests).map(([request, options]) => ({ file, request, input, options })),
);

describe('a cached analysis base', () => {
  it.each(cases)(
    'of $file survives JSON and completes to what analyze gives, $request',
    ({ input, options }) => {
      const { dataset, quality } = input;
      const stored = JSON.parse(JSON.stringify(analysisBase(dataset, quality, {}))) as AnalysisBase;
      const full = analyze(dataset, quality, options);
      expect(completeAnalysis(stored, options)).toStrictEqual(full);
      // The per-request parts are there, so the comparison above covers them.
      expect(full.permits?.input.current_date).toBe(options.permit ? options.now : undefined);
    },
  );

  it('completes with a SEC extract generated today', () => {
    const { dataset, quality } = sample;
    const sec = completeAnalysis(analysisBase(dataset, quality, {}), { now: '2025-03-15' }).sec;
    expect(sec).toHaveProperty('generatedAt', '2025-03-15');
  });

  it('holds no per-request part', () => {
    const base = analysisBase(sample.dataset, sample.quality, {});
    for (const key of ['sec', 'permits', 'insights', 'optimization', 'complianceAssistant']) {
      expect(base).not.toHaveProperty(key);
    }
  });

  it('uses the plant overrides and GWP set it was built with', () => {
    const { dataset, quality } = sample;
    const options = { gwpSet: 'AR6' as const, plantOverrides: { 1: { renewableShare: 40 } } };
    const now = { now: '2025-03-15' };
    expect(completeAnalysis(analysisBase(dataset, quality, options), now)).toStrictEqual(
      analyze(dataset, quality, { ...options, ...now }),
    );
  });

  it('completed again without a permit record loses the old permit analysis', () => {
    const { dataset, quality } = sample;
    const withPermit = analyze(dataset, quality, {
      now: '2025-03-15',
      permit: { permit_year: 2025, active_permits: 5 },
    });
    expect(completeAnalysis(withPermit, { now: '2025-03-15' })).toStrictEqual(
      analyze(dataset, quality, { now: '2025-03-15' }),
    );
  });
});
