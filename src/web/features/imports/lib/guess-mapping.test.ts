import { describe, expect, it } from 'vitest';
import { epaDailyFile } from '@domain/testing/epa-daily';
import { EPA_HOURLY_HEADER } from '@domain/testing/epa-hourly';
import { guessMapping } from './guess-mapping';
import type { FileSample } from './file-sample';

const sampleOf = (lines: string[]): FileSample => ({
  bytes: new TextEncoder().encode(`${lines.join('\n')}\n`),
  delimiter: ',',
});

const epaRow = (date: string, hour: number) =>
  `AZ,Ocotillo,116,1,${date},${hour},1.00,50,,0.3,Measured,0.001,Calculated,0.01,Measured,4.5,Calculated,29.5,Measured,0.059,Calculated,500,1160,11601`;

describe("the mapping step's guesses for a US EPA hourly file", () => {
  const { values, notes } = guessMapping(
    sampleOf([EPA_HOURLY_HEADER.join(','), epaRow('07-04-1995', 0), epaRow('07-04-1995', 13)]),
    'epa',
  );

  it('maps heat input in mmBtu to the fuel consumed, not to the heat produced', () => {
    expect(values.columns.fuel_consumption_MWh).toBe('HEAT_INPUT (mmBtu)');
    expect(values.units.fuel_consumption_MWh).toBe('mmBtu');
    expect(values.columns.heat_output_MWh).toBe('');
  });

  it('takes (tons) for short tons, and asks rather than taking it for tonnes', () => {
    expect(values.columns.CO2_emissions_tonnes).toBe('CO2_MASS (tons)');
    expect(values.units.CO2_emissions_tonnes).toBe('short_ton');
    expect(notes.CO2_emissions_tonnes).toEqual({
      sure: 'ask',
      why: '"tons" in a US export are short tons (2,000 lb), not tonnes: confirm the unit',
    });
  });

  it('takes the facility code for the plant, never the unit id, and the load for electricity', () => {
    expect(values.columns.plant_id).toBe('ORISPL_CODE');
    expect(values.columns.plant_name).toBe('FACILITY_NAME');
    expect(values.columns.electricity_output_MWh).toBe('GLOAD (MW)');
    expect(notes.electricity_output_MWh?.sure).toBe('ask');
  });

  it('takes UNITID for the unit (not the database key UNIT_ID), OP_TIME as a share, GLOAD in MW', () => {
    expect(values.columns.unit_id).toBe('UNITID');
    expect(values.columns.operating_time).toBe('OP_TIME');
    expect(values.units.operating_time).toBe('fraction');
    expect(values.units.electricity_output_MWh).toBe('MW');
    expect(values.columns.date).toBe('OP_DATE');
  });

  it('joins OP_DATE and OP_HOUR and reads them as MM-DD-YYYY H, asking which is the month', () => {
    expect(values.columns.date).toBe('OP_DATE');
    expect(values.time_column).toBe('OP_HOUR');
    expect(values.date_format).toBe('MM-DD-YYYY H');
    expect(notes.date?.sure).toBe('ask');
  });

  it('maps the SO2 and NOx masses in pounds, never their rates per mmBtu or their flags', () => {
    expect(values.columns.SO2_emissions_kg).toBe('SO2_MASS (lbs)');
    expect(values.units.SO2_emissions_kg).toBe('lb');
    expect(values.columns.NOx_emissions_kg).toBe('NOX_MASS (lbs)');
    expect(values.units.NOx_emissions_kg).toBe('lb');
    expect(notes.SO2_emissions_kg).toEqual({
      sure: 'likely',
      why: 'Guessed from the header: check it',
    });
    expect(notes.NOx_emissions_kg).toEqual(notes.SO2_emissions_kg);
    const mapped = Object.values(values.columns);
    for (const header of EPA_HOURLY_HEADER.filter((h) => /RATE|FLG/.test(h))) {
      expect(mapped, header).not.toContain(header);
    }
  });

  it('takes each row for a reading: the date has an hour column beside it', () => {
    expect(values.period).toBe('reading');
    expect(notes.period).toBeUndefined();
  });

  it('says a header named as the spec names it is sure', () => {
    const { notes: own } = guessMapping(sampleOf(['plant_id,Zeit', '1,2025-01-01']), 'own');
    expect(own.plant_id).toEqual({ sure: 'sure', why: "The spec's own name" });
  });
});

describe("the mapping step's guesses for a US EPA daily file", () => {
  const day = (date: string, opHours: number) => ({
    facility: 116,
    unit: '1',
    date,
    opHours,
    loadMwh: opHours > 0 ? 900 : null,
    heatMmbtu: opHours > 0 ? 9000 : null,
    co2ShortTons: opHours > 0 ? 530 : null,
  });
  const file = epaDailyFile([day('07-04-2025', 24), day('07-05-2025', 0), day('07-06-2025', 6.5)]);
  const { values, notes } = guessMapping(
    { bytes: new TextEncoder().encode(file), delimiter: ',' },
    'daily',
  );

  it("takes each row for a day's totals: OP_DATE holds no time and no hour column is found", () => {
    expect(values.columns.date).toBe('OP_DATE');
    expect(values.time_column).toBe('');
    expect(values.date_format).toBe('MM-DD-YYYY');
    expect(values.period).toBe('day');
    expect(notes.period).toEqual({
      sure: 'likely',
      why: "The dates hold no time and no column holds one: each row a day's totals",
    });
  });

  it("reads SUM_OP_TIME as the day's hours operated and the load as energy", () => {
    expect(values.columns.operating_time).toBe('SUM_OP_TIME');
    expect(values.units.operating_time).toBe('hours');
    expect(values.columns.electricity_output_MWh).toBe('GLOAD (MWh)');
    expect(values.units.electricity_output_MWh).toBe('MWh');
  });

  it('maps the SO2 and NOx masses in short tons, asking, and never the NOx rate', () => {
    expect(values.columns.SO2_emissions_kg).toBe('SO2_MASS (tons)');
    expect(values.columns.NOx_emissions_kg).toBe('NOX_MASS (tons)');
    expect(values.units.NOx_emissions_kg).toBe('short_ton');
    expect(notes.NOx_emissions_kg?.sure).toBe('ask');
  });

  it("takes dates in the spec's own day (YYYY-MM-DD) for days too", () => {
    const { values: own } = guessMapping(
      {
        bytes: new TextEncoder().encode('plant_id,date\n1,2025-01-01\n1,2025-01-02\n'),
        delimiter: ',',
      },
      'own',
    );
    expect(own.period).toBe('day');
    expect(own.date_format).toBe('');
  });
});

describe("the mapping step's guesses for a gas plant's export metering its fuel by volume", () => {
  const { values, notes } = guessMapping(
    sampleOf([
      'Zeitstempel,Anlage,Strom (MWh),CO2 (t),Erdgas (1000 Nm3),Fackelgas [m³],Stützgas Nm3/h',
      '01.01.2025 00:00,1,100,12,1.2,40,300',
    ]),
    'gas',
  );

  it('maps a volume in Nm3 to the Nm3 column and one in m3 to the m3 column, in thousands if so', () => {
    expect(values.columns.fuel_consumption_Nm3).toBe('Erdgas (1000 Nm3)');
    expect(values.units.fuel_consumption_Nm3).toBe('thousand_Nm3');
    expect(values.columns.fuel_consumption_m3).toBe('Fackelgas [m³]');
    expect(values.units.fuel_consumption_m3).toBe('m3');
    expect(notes.fuel_consumption_Nm3).toEqual({
      sure: 'likely',
      why: 'Guessed from the header: check it',
    });
    expect(values.columns.fuel_consumption_MWh).toBe('');
  });

  it('asks about a flow per hour rather than taking it for a volume', () => {
    const flow = guessMapping(
      sampleOf(['Zeitstempel,Anlage,Erdgas Nm3/h', '01.01.2025 00:00,1,1000']),
      'flow',
    );
    expect(flow.values.columns.fuel_consumption_Nm3).toBe('Erdgas Nm3/h');
    expect(flow.values.units.fuel_consumption_Nm3).toBe('Nm3');
    expect(flow.notes.fuel_consumption_Nm3?.sure).toBe('ask');
  });
});

describe("the mapping step's guesses for a coal plant's export weighing its fuel", () => {
  const guess = (header: string) =>
    guessMapping(
      sampleOf([`Timestamp,Plant,Gross generation (MWh),${header}`, '2025-01-01 00:00,1,700,100']),
      'coal',
    ).values;

  it('maps a mass of fuel to the fuel in tonnes, in the unit its header names', () => {
    for (const [header, unit] of [
      ['Coal burnt (t)', 't'],
      ['Fuel mass (tonnes)', 't'],
      ['Kohleeinsatz t', 't'],
      ['fuel_mass_kg', 'kg'],
      ['Brennstoffmenge (kg)', 'kg'],
    ] as const) {
      const values = guess(header);
      expect(values.columns.fuel_consumption_t, header).toBe(header);
      expect(values.units.fuel_consumption_t, header).toBe(unit);
      expect(values.columns.fuel_consumption_MWh, header).toBe('');
    }
  });

  it('keeps fuel energy in MWh for the fuel energy, never for the tonnes', () => {
    const values = guess('Fuel consumption (MWh)');
    expect(values.columns.fuel_consumption_MWh).toBe('Fuel consumption (MWh)');
    expect(values.columns.fuel_consumption_t).toBe('');
  });
});
