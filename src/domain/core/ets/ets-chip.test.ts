// Issue 26: the Benchmarking "EU ETS" chip states its basis, and a plant without CO2 owes nothing.
import { describe, expect, it } from 'vitest';
import { aggregate } from '../analysis/aggregate';
import { makeDataset, testRow } from '../testing/make-dataset';
import { savedRegisterRow } from '../testing/saved-register-row';
import { allowanceRecordOf, DEFAULT_ETS_SETTINGS, etsYear } from './ets-year';
import { etsChip } from './ets-words';
import { etsYearsOf } from './year-emissions';

// Plant 2 (Germany: in the EU ETS by default) emitted 0 t in 2025; plant 3 emitted 500 t.
const rows = [
  testRow({ date: '2025-03-01 00:00:00', plant_id: 2, CO2_emissions_tonnes: 0 }),
  testRow({ date: '2025-03-01 00:00:00', plant_id: 3, CO2_emissions_tonnes: 500 }),
  testRow({ date: '2025-03-01 00:00:00', plant_id: 1, CO2_emissions_tonnes: 100 }),
];
const data = etsYearsOf(aggregate(makeDataset(rows))).find((y) => y.year === 2025)!;
// No allowances at all: a deficit, so a runway light would be red.
const ets = etsYear(data, [], allowanceRecordOf(undefined), DEFAULT_ETS_SETTINGS, '2025-06-01');

describe('the EU ETS chip', () => {
  it('gives a plant in scope that emitted 0 t nothing to surrender, never non-compliant', () => {
    const chip = etsChip(ets, 2, undefined);
    expect(chip.status).toBe('compliant');
    expect(chip.message).toBe(
      'In EU ETS scope (assumed; confirm it in the plant register): 0 t CO2 in 2025, so nothing to surrender for it.',
    );
  });

  it('says "assumed" for a scope the register only assumes, and not for a declared one', () => {
    expect(etsChip(ets, 3, undefined).message).toMatch(/^In EU ETS scope \(assumed; /);
    expect(etsChip(ets, 1, undefined)).toMatchObject({
      status: 'out_of_scope',
      message: expect.stringMatching(/^Outside EU ETS scope \(assumed; /) as unknown as string,
    });
    const declared = etsYear(
      data,
      [savedRegisterRow({ plant_id: 3, in_ets: true })],
      null,
      DEFAULT_ETS_SETTINGS,
      '2025-06-01',
    );
    expect(etsChip(declared, 3, undefined).message).toMatch(/^In EU ETS scope: /);
  });

  it('does not assess a plant without data in the compliance year', () => {
    expect(etsChip(ets, 9, undefined)).toEqual({
      status: 'not_assessed',
      message: 'No data in 2025, the compliance year.',
    });
  });
});
