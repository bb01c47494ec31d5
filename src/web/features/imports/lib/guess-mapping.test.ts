import { describe, expect, it } from 'vitest';
import { EPA_HOURLY_HEADER } from '../../../../domain/core/testing/epa-hourly';
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

  it('says a header named as the spec names it is sure', () => {
    const { notes: own } = guessMapping(sampleOf(['plant_id,Zeit', '1,2025-01-01']), 'own');
    expect(own.plant_id).toEqual({ sure: 'sure', why: "The spec's own name" });
  });
});
