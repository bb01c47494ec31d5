// Issue 26: the Benchmarking "EU ETS" chip states its basis, and a plant without CO2 owes nothing.
import { describe, expect, it } from 'vitest';
import { aggregate } from '../analysis/aggregate';
import { makeDataset, testRow } from '../testing/make-dataset';
import { savedRegisterRow } from '../testing/saved-register-row';
import { allowanceRecordOf, DEFAULT_ETS_SETTINGS, etsYear } from './ets-year';
import { etsChip } from './ets-words';
import { etsYearsOf } from './year-emissions';
import { permitAnalysisOf } from '../permits/permit-runway';

// Plant 2 (Germany: in the EU ETS by default) emitted 0 t in 2025; plant 3 emitted 500 t.
const rows = [
  testRow({ date: '2025-03-01 00:00:00', plant_id: 2, CO2_emissions_tonnes: 0 }),
  testRow({ date: '2025-03-01 00:00:00', plant_id: 3, CO2_emissions_tonnes: 500 }),
  testRow({ date: '2025-03-01 00:00:00', plant_id: 1, CO2_emissions_tonnes: 100 }),
];
const data = etsYearsOf(aggregate(makeDataset(rows))).find((y) => y.year === 2025)!;
// No allowances at all: a deficit, so a runway light would be red. Plants 2 and 3 declared in scope.
const declared = [
  savedRegisterRow({ plant_id: 2, in_ets: true }),
  savedRegisterRow({ plant_id: 3, in_ets: true }),
];
const ets = etsYear(
  data,
  declared,
  allowanceRecordOf(undefined),
  DEFAULT_ETS_SETTINGS,
  '2025-06-01',
);

describe('the EU ETS chip', () => {
  it('gives a plant in scope that emitted 0 t nothing to surrender, never non-compliant', () => {
    const chip = etsChip(ets, 2, undefined);
    expect(chip.status).toBe('compliant');
    expect(chip.message).toBe(
      'Declared in EU ETS scope: 0 t CO2 in 2025, so nothing to surrender for it.',
    );
  });

  it('does not assess a plant whose scope is only assumed, and says which way it leans', () => {
    // Plant 1 (US) is assumed outside; nothing was declared for it.
    expect(etsChip(ets, 1, undefined)).toEqual({
      status: 'not_assessed',
      message:
        'EU ETS scope not declared: its 100.0 t CO2 of 2025 count in no EU ETS figure until you ' +
        'declare in the plant register whether it is in scope (its country suggests outside).',
    });
    expect(etsChip(ets, 3, undefined).message).toMatch(/^Declared in EU ETS scope: 100.0% /);
    const out = etsYear(
      data,
      [savedRegisterRow({ plant_id: 1, in_ets: false })],
      null,
      DEFAULT_ETS_SETTINGS,
      '2025-06-01',
    );
    expect(etsChip(out, 1, undefined)).toEqual({
      status: 'out_of_scope',
      message: 'Declared outside EU ETS scope: its 100.0 t CO2 of 2025 need no allowances.',
    });
  });

  it('does not assess a plant without data in the compliance year', () => {
    expect(etsChip(ets, 9, undefined)).toEqual({
      status: 'not_assessed',
      message: 'No data in 2025, the compliance year.',
    });
  });
});

describe('the EU ETS chip of an ended year', () => {
  it('states how the year ended, not a runway', () => {
    // 2025 is over on 2026-06-01: 500 t against one permit, a surplus.
    const ended = etsYear(
      { ...data, days_with_data: 365, last_date: '2025-12-31' },
      declared,
      allowanceRecordOf({ active_permits: 1 }),
      DEFAULT_ETS_SETTINGS,
      '2026-06-01',
    );
    const permits = permitAnalysisOf(ended, { permit_year: 2025, active_permits: 1 }, '2026-06-01');
    const chip = etsChip(ended, 3, permits);
    expect(chip.status).toBe('compliant');
    expect(chip.message).toBe(
      "Declared in EU ETS scope: 100.0% of 2025's reported CO2 (500.0 of 500.0 t), its CO2 measured. The year's position: surplus of 99,500.0 t; 2025 ended, covered, not verified.",
    );
    expect(chip.message).not.toMatch(/runway|Active/);
  });
});
