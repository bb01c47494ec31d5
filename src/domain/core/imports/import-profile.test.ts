import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { importProfileSchema } from './import-profile';

// A US CEMS-style hourly export: facility, date and hour apart, short tons and mmBtu, no heat
// output, CH4, N2O or efficiency, local standard time all year.
const cems = {
  name: 'CEMS hourly',
  columns: {
    date: ['Date', 'Hour'],
    plant_id: 'Facility ID',
    plant_name: 'Facility Name',
    fuel_type: 'Primary Fuel',
    electricity_output_MWh: 'Gross Load (MW)',
    fuel_consumption_MWh: 'Heat Input (mmBtu)',
    CO2_emissions_tonnes: 'CO2 Mass (short tons)',
  },
  units: { fuel_consumption_MWh: 'mmBtu', CO2_emissions_tonnes: 'short_ton' },
  date_format: 'YYYY-MM-DD H',
  timezone: '-06:00',
  absent: ['heat_output_MWh', 'CH4_emissions_kg', 'N2O_emissions_kg', 'efficiency_percent'],
};

const problems = (input: unknown) => {
  const result = importProfileSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('an import profile', () => {
  it('takes a CEMS export’s mapping, with the defaults filled in', () => {
    const profile = importProfileSchema.parse(cems);
    expect(profile).toMatchObject({
      decimal: '.',
      delimiter: null,
      sheet: null,
      timezone: '-06:00',
    });
    expect(profile.columns.date).toEqual(['Date', 'Hour']);
  });

  it('names each spec column left unmapped, and a mapped one marked absent', () => {
    const columns: Record<string, unknown> = { ...cems.columns };
    delete columns.fuel_consumption_MWh;
    expect(
      problems({
        ...cems,
        columns,
        absent: ['heat_output_MWh', 'CH4_emissions_kg', 'N2O_emissions_kg'],
      }),
    ).toEqual([
      'columns.fuel_consumption_MWh names no header',
      'columns.efficiency_percent names no header: map it or mark it absent',
    ]);
    expect(problems({ ...cems, absent: [...cems.absent, 'CO2_emissions_tonnes'] })).toEqual([
      'absent may list heat_output_MWh, CH4_emissions_kg, N2O_emissions_kg, efficiency_percent',
    ]);
    expect(
      problems({ ...cems, columns: { ...cems.columns, heat_output_MWh: 'Steam Load' } }),
    ).toEqual(['heat_output_MWh is both mapped and marked absent']);
  });

  it('refuses a unit of the wrong kind, a bad date format or time zone, and unknown columns', () => {
    expect(problems({ ...cems, units: { CO2_emissions_tonnes: 'MWh' } })).toEqual([
      'units.CO2_emissions_tonnes must be one of g, kg, t, kt, lb, short_ton',
    ]);
    expect(problems({ ...cems, date_format: 'DD.MM.YY' })[0]).toMatch(/^The date format has "Y"/);
    expect(problems({ ...cems, timezone: 'Europe/Berlni' })).toEqual([
      'timezone must be an IANA time zone such as Europe/Berlin, or an offset such as -06:00',
    ]);
    expect(problems({ ...cems, columns: { ...cems.columns, SO2: 'SO2 Mass' } })).toHaveLength(1);
    expect(problems({ ...cems, name: 'a\u0000b' })).toEqual([
      'name may not contain control characters',
    ]);
  });

  it('is a zod schema the API documents', () => {
    expect(
      z.toJSONSchema(importProfileSchema, { io: 'input', unrepresentable: 'any' }),
    ).toHaveProperty('properties.columns');
  });
});
