import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { CEMS } from '../testing/cems-profile';
import { importProfileSchema, profileNotReported } from './import-profile';

const problems = (input: unknown) => {
  const result = importProfileSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('an import profile', () => {
  it('takes a CEMS export’s mapping, with the defaults filled in', () => {
    const profile = importProfileSchema.parse(CEMS);
    expect(profile).toMatchObject({
      decimal: '.',
      delimiter: null,
      sheet: null,
      timezone: '-06:00',
    });
    expect(profile.columns.date).toEqual(['Date', 'Hour']);
  });

  it('names each spec column left unmapped, and a mapped one marked absent', () => {
    const columns: Record<string, unknown> = { ...CEMS.columns };
    delete columns.fuel_consumption_MWh;
    expect(
      problems({
        ...CEMS,
        columns,
        absent: ['heat_output_MWh', 'CH4_emissions_kg', 'N2O_emissions_kg'],
      }),
    ).toEqual([
      'columns.fuel_consumption_MWh names no header',
      'columns.efficiency_percent names no header: map it or mark it absent',
    ]);
    expect(problems({ ...CEMS, absent: [...CEMS.absent, 'fuel_consumption_MWh'] })).toEqual([
      'absent may list heat_output_MWh, CO2_emissions_tonnes, CH4_emissions_kg, N2O_emissions_kg, efficiency_percent',
    ]);
    expect(problems({ ...CEMS, absent: [...CEMS.absent, 'CO2_emissions_tonnes'] })).toEqual([
      'CO2_emissions_tonnes is both mapped and marked absent',
    ]);
    expect(
      problems({ ...CEMS, columns: { ...CEMS.columns, heat_output_MWh: 'Steam Load' } }),
    ).toEqual(['heat_output_MWh is both mapped and marked absent']);
  });

  it('takes an export without CO2: the column marked absent, its hours not reporting CO2 (issue 38)', () => {
    const columns: Record<string, unknown> = { ...CEMS.columns };
    delete columns.CO2_emissions_tonnes;
    const profile = importProfileSchema.parse({
      ...CEMS,
      columns,
      absent: [...CEMS.absent, 'CO2_emissions_tonnes'],
    });
    expect(profileNotReported(profile)).toContain('CO2_emissions_tonnes');
    expect(problems({ ...CEMS, columns })).toEqual([
      'columns.CO2_emissions_tonnes names no header: map it or mark it absent',
    ]);
  });

  it('refuses a unit of the wrong kind, a bad date format or time zone, and unknown columns', () => {
    expect(problems({ ...CEMS, units: { CO2_emissions_tonnes: 'MWh' } })).toEqual([
      'units.CO2_emissions_tonnes must be one of g, kg, t, kt, lb, short_ton',
    ]);
    expect(problems({ ...CEMS, date_format: 'DD.MM.YY' })[0]).toMatch(/^The date format has "Y"/);
    expect(problems({ ...CEMS, timezone: 'Europe/Berlni' })).toEqual([
      'timezone must be an IANA time zone such as Europe/Berlin, or an offset such as -06:00',
    ]);
    expect(problems({ ...CEMS, columns: { ...CEMS.columns, SO2: 'SO2 Mass' } })).toHaveLength(1);
    expect(problems({ ...CEMS, name: 'a\u0000b' })).toEqual([
      'name may not contain control characters',
    ]);
  });

  it('keeps a declared interval of whole minutes from 1 to 60, and refuses any other', () => {
    expect(importProfileSchema.parse({ ...CEMS, interval_minutes: 15 }).interval_minutes).toBe(15);
    expect(importProfileSchema.parse({ ...CEMS, interval_minutes: null }).interval_minutes).toBe(
      null,
    );
    for (const interval_minutes of [0, 61, 7.5, '15']) {
      expect(problems({ ...CEMS, interval_minutes })).toEqual([
        'interval_minutes must be a whole number of minutes from 1 to 60 (or null: read from the timestamps)',
      ]);
    }
  });

  it('maps an operating-time column with its unit, and says what a row of blanks is', () => {
    const profile = importProfileSchema.parse({
      ...CEMS,
      columns: { ...CEMS.columns, operating_time: 'Op Time' },
      units: { ...CEMS.units, electricity_output_MWh: 'MW', operating_time: 'minutes' },
    });
    expect(profile.columns.operating_time).toBe('Op Time');
    expect(profile.units.operating_time).toBe('minutes');
    // Without an operating-time column a row of blank measures is a missing hour, unless said.
    expect(profile.empty).toBe('missing');
    expect(importProfileSchema.parse({ ...CEMS, empty: 'not_operating' }).empty).toBe(
      'not_operating',
    );
    expect(problems({ ...CEMS, empty: 'zero' })).toEqual([
      'empty must be "missing" or "not_operating"',
    ]);
    expect(problems({ ...CEMS, units: { operating_time: 'percent' } })).toEqual([
      'units.operating_time must be one of fraction, minutes, hours',
    ]);
  });

  it('is a zod schema the API documents', () => {
    expect(
      z.toJSONSchema(importProfileSchema, { io: 'input', unrepresentable: 'any' }),
    ).toHaveProperty('properties.columns');
  });
});

describe('fixed values of an import profile', () => {
  const withoutFuel: Partial<typeof CEMS.columns> = { ...CEMS.columns };
  delete withoutFuel.fuel_type;
  const fixedFuel = { ...CEMS, columns: withoutFuel, fixed: { fuel_type: 'Natural Gas' } };

  it('gives a column the export lacks a value: neither mapped nor absent', () => {
    expect(importProfileSchema.parse(fixedFuel).fixed).toEqual({ fuel_type: 'Natural Gas' });
    expect(importProfileSchema.parse(CEMS).fixed).toEqual({});
    expect(problems({ ...CEMS, columns: withoutFuel })).toEqual([
      'columns.fuel_type names no header',
    ]);
  });

  it('refuses a column both mapped and fixed, a fixed measure, and a value of more than a line', () => {
    expect(problems({ ...fixedFuel, columns: CEMS.columns })).toEqual([
      'fuel_type is both mapped and given a fixed value',
    ]);
    expect(problems({ ...fixedFuel, fixed: { CO2_emissions_tonnes: '5' } })).toHaveLength(2);
    expect(problems({ ...fixedFuel, fixed: { fuel_type: 'Gas\nOil' } })).toEqual([
      'fixed.fuel_type may not contain control characters',
    ]);
    expect(problems({ ...fixedFuel, fixed: { fuel_type: '' } })).toEqual([
      'fixed.fuel_type is empty',
    ]);
  });

  it('gives every plant a country of the register, and refuses one it does not list', () => {
    const inUs = { ...fixedFuel, fixed: { fuel_type: 'Natural Gas', country: 'US' } };
    expect(importProfileSchema.parse(inUs).fixed).toEqual({
      fuel_type: 'Natural Gas',
      country: 'US',
    });
    expect(problems({ ...inUs, fixed: { fuel_type: 'Natural Gas', country: 'Arizona' } })).toEqual([
      'fixed.country: Choose a country from the list',
    ]);
  });
});
