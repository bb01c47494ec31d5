import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  factorEntrySchema,
  overlappingEntry,
  type FactorEntry,
  type FactorEntryInput,
} from './factor-entry-schema';

const ENTRY: FactorEntryInput = {
  parameter: 'ncv',
  value: 24.1,
  valid_from: '2025-01-01',
  valid_to: '2025-01-31',
  source: 'Laboratory analysis, batch 42',
};

const messages = (input: unknown) => {
  const checked = z.safeParse(factorEntrySchema, input);
  return checked.success ? [] : checked.error.issues.map((i) => i.message);
};

describe('a factor entry as a user gives it', () => {
  it('keeps a value within its parameter’s range, the stream’s', () => {
    expect(messages(ENTRY)).toEqual([]);
    expect(messages({ ...ENTRY, value: 0 })).toEqual([
      'NCV must be a number above 0 and at most 1,000 GJ per unit',
    ]);
    expect(messages({ ...ENTRY, parameter: 'emission_factor', value: 1_001 })).toEqual([
      'Emission factor must be between 0 and 1,000 t CO2 per TJ',
    ]);
    expect(messages({ ...ENTRY, parameter: 'biomass_fraction', value: 1.01 })).toEqual([
      'Biomass fraction must be between 0 and 1',
    ]);
    expect(messages({ ...ENTRY, parameter: 'oxidation_factor', value: 0.99 })).toEqual([]);
    expect(messages({ ...ENTRY, parameter: 'density' })).toEqual([
      'Parameter must be ncv, emission_factor, oxidation_factor or biomass_fraction',
    ]);
  });

  it('takes calendar dates, the last not before the first, and a named source', () => {
    expect(messages({ ...ENTRY, valid_from: '2025-02-30' })).toEqual([
      'Valid from must be a date (YYYY-MM-DD)',
    ]);
    expect(messages({ ...ENTRY, valid_to: '2024-12-31' })).toEqual([
      'Valid to must be on or after valid from',
    ]);
    expect(messages({ ...ENTRY, valid_to: '2025-01-01' })).toEqual([]);
    expect(messages({ ...ENTRY, source: '  ' })).toEqual([
      'Name the source of the value, e.g. "Laboratory analysis, batch 42"',
    ]);
  });
});

describe('an entry overlapping another of its parameter', () => {
  const january: FactorEntry = {
    ...(z.parse(factorEntrySchema, ENTRY) as FactorEntry),
    id: 'jan',
    stream_id: 's',
  };
  const period = (valid_from: string, valid_to: string, parameter = 'ncv' as const) => ({
    parameter,
    valid_from,
    valid_to,
  });

  it('shares a day, both ends included', () => {
    expect(overlappingEntry([january], period('2025-01-31', '2025-02-28'))).toBe(january);
    expect(overlappingEntry([january], period('2024-12-01', '2025-01-01'))).toBe(january);
    expect(overlappingEntry([january], period('2025-01-10', '2025-01-12'))).toBe(january);
  });

  it('is none for the next day on, or for another parameter', () => {
    expect(overlappingEntry([january], period('2025-02-01', '2025-02-28'))).toBeUndefined();
    expect(
      overlappingEntry(
        [{ ...january, parameter: 'emission_factor' }],
        period('2025-01-01', '2025-01-31'),
      ),
    ).toBeUndefined();
  });
});
