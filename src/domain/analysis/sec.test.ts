import { describe, expect, it } from 'vitest';
import { ghgReportingOf } from './ghg-reporting';
import { MSG_SEC_NO_DATA, MSG_SEC_RULE_STATUS } from '../messages';
import { plantOverridesOf, registerOf, type SavedRegisterRow } from '../register/register';
import { makeDataset, testRow as row, type RowInput } from '../testing/make-dataset';
import { savedRegisterRow } from '../testing/saved-register-row';
import { aggregate } from './aggregate';
import { plantInventory } from './inventory';
import { secReport } from './sec';
import type { ReportingPeriod } from './types';

const period: ReportingPeriod = { startDate: '2025-01-01', endDate: '2025-01-02', year: 2025 };
const generatedAt = '2025-02-01T10:00:00.000Z';

// Plants 1 and 2 report under the SEC rule by default (assumed); 3 and 4 do not.
// Plant 1 (US by default): CO2 1500 t, CH4 2000 kg x 25 = 50 tCO2e, N2O 1000 kg x 298 = 298 tCO2e -> 1848 tCO2e
// Plant 2 (Germany):       CO2 2500 t, CH4 4000 kg x 25 = 100 tCO2e -> 2600 tCO2e
// Plant 3 (Denmark):       CO2 1.4 t -> 1.4 tCO2e
// Plant 4 (France):        CO2 50 t
const rows: RowInput[] = [
  row({
    plant_id: 1,
    plant_name: 'Alpha Coal',
    fuel_type: 'Coal',
    CO2_emissions_tonnes: 1000,
    CH4_emissions_kg: 2000,
    N2O_emissions_kg: 1000,
    fuel_consumption_MWh: 3000,
  }),
  row({
    date: '2025-01-02',
    plant_id: 1,
    plant_name: 'Alpha Coal',
    fuel_type: 'Coal',
    CO2_emissions_tonnes: 500,
    fuel_consumption_MWh: 1000,
  }),
  row({
    plant_id: 2,
    plant_name: 'Beta Gas',
    fuel_type: 'Natural Gas',
    CO2_emissions_tonnes: 2500,
    CH4_emissions_kg: 4000,
    fuel_consumption_MWh: 6000,
  }),
  row({
    plant_id: 3,
    plant_name: 'Gamma Diesel',
    fuel_type: 'Diesel',
    CO2_emissions_tonnes: 1.4,
    fuel_consumption_MWh: 10,
  }),
  row({
    plant_id: 4,
    plant_name: 'Delta CHP',
    fuel_type: 'Biomass',
    CO2_emissions_tonnes: 50,
    fuel_consumption_MWh: 500,
  }),
];

/** The SEC extract of rows with the user's saved register rows (none: every plant at its defaults). */
const extractOf = (
  r: RowInput[],
  saved: SavedRegisterRow[] = [],
  gwp: 'AR4' | 'AR6' = 'AR4',
  span: ReportingPeriod | null = period,
) => {
  const inventory = plantInventory(aggregate(makeDataset(r)), gwp, plantOverridesOf(saved));
  return secReport(inventory, registerOf(inventory, saved), span, generatedAt, gwp);
};
const allAssumed = { location: true, sector: true, renewableShare: true, secReporting: true };

describe('secReport', () => {
  it('throws the spec message without rows (data §5)', () => {
    expect(() => extractOf([], [], 'AR4', null)).toThrow(MSG_SEC_NO_DATA);
    expect(() => secReport([], [], period, generatedAt, 'AR4')).toThrow(
      'No data provided for SEC compliance calculation',
    );
  });

  it('lists plants 1 and 2 by default, each labelled assumed, with no allowances and no verdict', () => {
    const report = extractOf(rows);
    expect(report.facilities.map((f) => f.facility)).toEqual(['Alpha Coal', 'Beta Gas']);
    expect(report.facilities[0]).toEqual({
      plant_id: 1,
      facility: 'Alpha Coal',
      location: 'US',
      sector: 'Energy - Coal',
      emissionsCO2e: 1848,
      emissionsCO2: 1500,
      emissionsCH4: 50,
      emissionsN2O: 298,
      ghgReporting: ghgReportingOf({ hours: 2, co2Hours: 2, ch4Hours: 2, n2oHours: 2 }),
      energyMWh: 4000, // fuel 3000 + 1000
      renewableShare: 5,
      secNote:
        'Alpha Coal emitted 1,848 tCO2e from 2025-01-01 to 2025-01-02: medium emission intensity ' +
        '(above 1,000 and up to 2,000 tCO2e). Of this, CO2 is 81.2%, CH4 2.7% and N2O 16.1% ' +
        '(CH4 and N2O as CO2e with AR4 GWPs). Renewable share: 5%.',
      // 1500 / 1848 = 81.17 %, 50 / 1848 = 2.71 %, 298 / 1848 = 16.13 %
      assumed: allAssumed,
    });
    expect(report.facilities[1]).toMatchObject({
      location: 'Germany',
      emissionsCO2e: 2600,
      renewableShare: 15,
      assumed: allAssumed,
    });
    // 2500 / 2600 = 96.15 %, 100 / 2600 = 3.85 %
    expect(report.facilities[1]?.secNote).toBe(
      'Beta Gas emitted 2,600 tCO2e from 2025-01-01 to 2025-01-02: high emission intensity ' +
        '(above 2,000 tCO2e). Of this, CO2 is 96.2%, CH4 3.8% and N2O 0% ' +
        '(CH4 and N2O as CO2e with AR4 GWPs). Renewable share: 15%.',
    );
    expect(report.summary).toEqual({
      totalGHGEmissions: 4448, // 1848 + 2600
      totalEnergyConsumption: 10000, // 4000 + 6000
      weightedRenewableShare: 11, // (5 x 4000 + 15 x 6000) / 10000
      facilitiesCount: 2,
      facilitiesAssumed: 2,
      ghgReporting: ghgReportingOf({ hours: 3, co2Hours: 3, ch4Hours: 3, n2oHours: 3 }),
    });
    expect(report.reportingPeriod).toEqual(period);
    expect(report.generatedAt).toBe(generatedAt);
    expect(report.gwpSet).toBe('AR4');
  });

  it("lists exactly the plants the register marks as reporting, with the register's identity", () => {
    const report = extractOf(rows, [
      savedRegisterRow({ plant_id: 2, sec_reporting: false }),
      savedRegisterRow({
        plant_id: 3,
        sec_reporting: true,
        country: 'Canada',
        renewable_share: 40,
      }),
      // Located in the US but not marked: a location alone puts no plant in the extract.
      savedRegisterRow({ plant_id: 4, country: 'US' }),
    ]);
    expect(report.facilities.map((f) => f.plant_id)).toEqual([1, 3]);
    expect(report.facilities[0]?.assumed).toEqual(allAssumed);
    expect(report.facilities[1]).toMatchObject({
      facility: 'Gamma Diesel',
      location: 'Canada',
      sector: 'Energy - Oil',
      renewableShare: 40,
      assumed: { location: false, sector: true, renewableShare: false, secReporting: false },
    });
    expect(report.facilities[1]?.secNote).toContain(
      'Gamma Diesel emitted 1.4 tCO2e from 2025-01-01 to 2025-01-02: low emission intensity (up to 1,000 tCO2e).',
    );
    expect(report.facilities[1]?.secNote).toContain('Renewable share: 40%.');
    expect(report.summary).toEqual({
      totalGHGEmissions: 1849.4, // 1848 + 1.4
      totalEnergyConsumption: 4010,
      // (5 x 4000 + 40 x 10) / 4010 = 20400 / 4010
      weightedRenewableShare: expect.closeTo(5.087282, 6) as number,
      facilitiesCount: 2,
      facilitiesAssumed: 1,
      ghgReporting: ghgReportingOf({ hours: 3, co2Hours: 3, ch4Hours: 3, n2oHours: 3 }),
    });
  });

  it('labels nothing assumed on a confirmed entry', () => {
    const report = extractOf(rows, [savedRegisterRow({ plant_id: 1, confirmed: true })]);
    expect(report.facilities[0]?.assumed).toEqual({
      location: false,
      sector: false,
      renewableShare: false,
      secReporting: false,
    });
    expect(report.summary.facilitiesAssumed).toBe(1); // plant 2 still assumed
  });

  it('lists no facilities when no plant reports under the rule', () => {
    const report = extractOf(rows.slice(3));
    expect(report.facilities).toEqual([]);
    expect(report.summary).toEqual({
      totalGHGEmissions: 0,
      totalEnergyConsumption: 0,
      weightedRenewableShare: 0,
      facilitiesCount: 0,
      facilitiesAssumed: 0,
      ghgReporting: ghgReportingOf({ hours: 0, co2Hours: 0, ch4Hours: 0, n2oHours: 0 }),
    });
  });

  it('applies the chosen GWP set and names it', () => {
    const report = extractOf(rows.slice(0, 2), [], 'AR6');
    // AR6: CH4 2 t x 29.8 = 59.6, N2O 1 t x 273 = 273; 1500 + 59.6 + 273 = 1832.6 tCO2e
    const f = report.facilities[0];
    expect(f?.emissionsCH4).toBeCloseTo(59.6, 9);
    expect(f?.emissionsN2O).toBe(273);
    expect(f?.emissionsCO2e).toBeCloseTo(1832.6, 9);
    expect(f?.secNote).toContain('with AR6 GWPs');
    expect(report.gwpSet).toBe('AR6');
  });

  it('places the intensity bands at their thresholds (data §9)', () => {
    const note = (co2: number) =>
      extractOf([
        row({ plant_id: 1, plant_name: 'P', fuel_type: 'Coal', CO2_emissions_tonnes: co2 }),
      ]).facilities[0]?.secNote;
    expect(note(1000)).toContain(
      '1,000 tCO2e from 2025-01-01 to 2025-01-02: low emission intensity',
    );
    expect(note(1000.1)).toContain('medium emission intensity');
    expect(note(2000)).toContain(
      '2,000 tCO2e from 2025-01-01 to 2025-01-02: medium emission intensity',
    );
    expect(note(2000.1)).toContain('high emission intensity');
    // 2000.04 prints as 2,000, so it reads as medium rather than "2,000: above 2,000"
    expect(note(2000.04)).toContain('2,000 tCO2e from 2025-01-01 to 2025-01-02: medium');
  });

  it('says so when a facility recorded no emissions, with a 0 energy weight', () => {
    const report = extractOf([row({ plant_id: 2, plant_name: 'Idle', fuel_type: 'Coal' })]);
    expect(report.facilities[0]?.secNote).toContain('No greenhouse-gas emissions were recorded.');
    expect(report.summary.weightedRenewableShare).toBe(0); // no energy consumed
  });

  it('takes the reporting year from the end date', () => {
    const span = { startDate: '2024-12-31', endDate: '2025-01-02', year: 2024 };
    expect(extractOf(rows, [], 'AR4', span).reportingPeriod).toEqual({
      startDate: '2024-12-31',
      endDate: '2025-01-02',
      year: 2025,
    });
  });
});

describe('MSG_SEC_RULE_STATUS', () => {
  it('states that the SEC ended its defence of the rule, with its sources, and that the extract is voluntary', () => {
    expect(MSG_SEC_RULE_STATUS).toContain('This extract is voluntary');
    expect(MSG_SEC_RULE_STATUS).toContain(
      'adopted on 2024-03-06 (SEC Release No. 33-11275) and stayed in April 2024 (SEC Release No. 33-11280)',
    );
    expect(MSG_SEC_RULE_STATUS).toContain(
      'on 2025-03-27 the SEC voted to end its defence (SEC press release of 27 March 2025)',
    );
    // No proposed rescission: no document of it is named.
    expect(MSG_SEC_RULE_STATUS).not.toContain('rescind');
  });
});
