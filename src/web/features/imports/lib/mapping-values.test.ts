import { describe, expect, it } from 'vitest';
import { importProfileSchema, MAY_BE_ABSENT } from '@domain/imports/import-profile';
import { epaHourlyFile, epaHours } from '@domain/testing/epa-hourly';
import { guessMapping } from './guess-mapping';
import {
  ABSENT,
  FIXED,
  mappingSchema,
  profileInputOf,
  unitsForPeriod,
  type MappingValues,
} from './mapping-values';

/**
 * EPA's hourly file as the mapping step first proposes it, completed as its user would: the
 * columns it lacks marked absent, its fuel given for every row.
 */
function epaHourlyValues(): MappingValues {
  const { values } = guessMapping(
    {
      bytes: new TextEncoder().encode(epaHourlyFile(epaHours(['07-04-1995']))),
      delimiter: ',',
    },
    'epa',
  );
  const absent = Object.fromEntries(MAY_BE_ABSENT.map((c) => [c, ABSENT]));
  return {
    ...values,
    columns: { ...values.columns, ...absent, fuel_type: FIXED },
    fixed: { plant_name: '', fuel_type: 'Natural Gas', country: '' },
  };
}

describe('the profile the mapping step saves', () => {
  it('maps an optional measure with its unit, and leaves one not in the file out, unit and all', () => {
    const values = epaHourlyValues();
    const input = profileInputOf({
      ...values,
      columns: { ...values.columns, NOx_emissions_kg: '' },
    });
    expect(input.columns?.SO2_emissions_kg).toBe('SO2_MASS (lbs)');
    expect(input.units?.SO2_emissions_kg).toBe('lb');
    expect(input.columns).not.toHaveProperty('NOx_emissions_kg');
    expect(input.units).not.toHaveProperty('NOx_emissions_kg');
  });

  it('turns a power into its energy and a share of the hour into hours once rows are days', () => {
    const { units } = epaHourlyValues();
    expect(units.electricity_output_MWh).toBe('MW');
    const daily = unitsForPeriod(units, 'day');
    expect(daily.electricity_output_MWh).toBe('MWh');
    expect(daily.operating_time).toBe('hours');
    expect(daily.fuel_consumption_MWh).toBe('mmBtu');
    expect(unitsForPeriod(units, 'reading')).toBe(units);
  });

  it("is refused with the server's words when a day's totals keep an hour column", () => {
    const values = epaHourlyValues();
    expect(mappingSchema.safeParse(values).success).toBe(true);
    const daily = { ...values, period: 'day' as const, units: unitsForPeriod(values.units, 'day') };
    const result = mappingSchema.safeParse(daily);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      [
        'date_format',
        'date_format of a daily profile (period "day") names a day, not a time: MM-DD-YYYY H',
      ],
      ['columns.date', 'columns.date of a daily profile names one column: the day'],
    ]);
    // Without the hour column and the hour of its format, the server takes it.
    const day = { ...daily, time_column: '', date_format: 'MM-DD-YYYY' };
    expect(importProfileSchema.safeParse(profileInputOf(day)).success).toBe(true);
  });
});
