import { describe, expect, it } from 'vitest';
import golden from '../analysis/golden/sample-analysis.json' with { type: 'json' };
import type { Analysis } from '../analysis/types';
import { JURISDICTIONS } from '../constants';
import { buildComplianceReport } from '../report/compliance-report';
import { REPORT_FRAMEWORKS } from './report-frameworks';

const sample = golden as unknown as Analysis;
const PARTS = ['csrdCompliance', 'etsCompliance', 'dataActCompliance', 'secDisclosure'] as const;

describe('REPORT_FRAMEWORKS', () => {
  it.each(JURISDICTIONS)('lists exactly the parts the %s report contains', (jurisdiction) => {
    const report = buildComplianceReport({
      inventory: sample.inventory,
      register: sample.register,
      ets: sample.ets,
      period: sample.period,
      gwpSet: sample.gwpSet,
      jurisdiction,
      generatedAt: '2025-03-15T00:00:00.000Z',
    });
    const listed = REPORT_FRAMEWORKS[jurisdiction].map((f) => f.part);
    expect(listed).toEqual(PARTS.filter((part) => report[part] !== null));
  });
});
