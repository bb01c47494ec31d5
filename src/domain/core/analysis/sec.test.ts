import { describe, expect, it } from 'vitest';
import { MSG_SEC_NO_DATA } from '../messages';
import { makeDataset, testRow as row, type RowInput } from '../testing/make-dataset';
import { aggregate } from './aggregate';
import { plantInventory } from './inventory';
import {
  isSecEligible,
  secAllowancesAllocated,
  secAllowancesUsed,
  secReport,
  secStatus,
} from './sec';
import type { PlantOverride, ReportingPeriod } from './types';

const period: ReportingPeriod = { startDate: '2025-01-01', endDate: '2025-01-02', year: 2025 };
const generatedAt = '2025-02-01T10:00:00.000Z';

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

const inventoryOf = (
  r: RowInput[],
  overrides: Record<number, PlantOverride> = {},
  gwp: 'AR4' | 'AR6' = 'AR4',
) => plantInventory(aggregate(makeDataset(r)), gwp, overrides);

describe('isSecEligible', () => {
  it('admits plant 1, plant 2 and any plant located in the US (data §5)', () => {
    expect(isSecEligible({ plant_id: 1, location: 'Germany' })).toBe(true);
    expect(isSecEligible({ plant_id: 2, location: 'Germany' })).toBe(true);
    expect(isSecEligible({ plant_id: 3, location: 'US' })).toBe(true);
    expect(isSecEligible({ plant_id: 3, location: 'Denmark' })).toBe(false);
    expect(isSecEligible({ plant_id: 4, location: 'France' })).toBe(false);
    expect(isSecEligible({ plant_id: 7, location: 'Europe' })).toBe(false);
  });
});

describe('SEC allowances', () => {
  it('allocates emissions x 1.1 rounded up without float noise adding one', () => {
    expect(100 * 1.1).toBe(110.00000000000001); // the trap
    expect(secAllowancesAllocated(100)).toBe(110);
    expect(secAllowancesAllocated(90)).toBe(99); // 90 x 1.1 = 99.00000000000001 in floats
    expect(secAllowancesAllocated(100.01)).toBe(111); // 110.011 -> 111
    expect(secAllowancesAllocated(1848)).toBe(2033); // 2032.8 -> 2033
    expect(secAllowancesAllocated(0)).toBe(0);
  });

  it('uses emissions rounded to a whole number', () => {
    expect(secAllowancesUsed(1847.5)).toBe(1848);
    expect(secAllowancesUsed(1847.4)).toBe(1847);
  });
});

describe('secStatus', () => {
  it('is Surplus below 80 % of allocated, Compliant up to allocated, Shortfall above (data §4)', () => {
    expect(secStatus(79, 100)).toBe('Surplus');
    expect(secStatus(80, 100)).toBe('Compliant'); // exactly 80 %
    expect(secStatus(99, 125)).toBe('Surplus'); // 80 % of 125 = 100
    expect(secStatus(100, 125)).toBe('Compliant');
    expect(secStatus(100, 100)).toBe('Compliant'); // used == allocated
    expect(secStatus(101, 100)).toBe('Shortfall');
    expect(secStatus(0, 0)).toBe('Compliant');
  });
});

describe('secReport', () => {
  it('throws the spec message without rows (data §5)', () => {
    expect(() => secReport(inventoryOf([]), null, generatedAt, 'AR4')).toThrow(MSG_SEC_NO_DATA);
    expect(() => secReport([], period, generatedAt, 'AR4')).toThrow(
      'No data provided for SEC compliance calculation',
    );
  });

  it('lists plants 1 and 2 and leaves out non-US plants 3 and 4', () => {
    const report = secReport(inventoryOf(rows), period, generatedAt, 'AR4');
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
      energyMWh: 4000, // fuel 3000 + 1000
      renewableShare: 5,
      allowancesAllocated: 2033, // ceil(1848 x 1.1 = 2032.8)
      allowancesUsed: 1848,
      complianceStatus: 'Compliant', // 1848 >= 0.8 x 2033 = 1626.4 and <= 2033
      secNote:
        'Alpha Coal emitted 1,848 tCO2e from 2025-01-01 to 2025-01-02: medium emission intensity ' +
        '(above 1,000 and up to 2,000 tCO2e). Of this, CO2 is 81.2%, CH4 2.7% and N2O 16.1% ' +
        '(CH4 and N2O as CO2e with AR4 GWPs). Renewable share: 5%.',
      // 1500 / 1848 = 81.17 %, 50 / 1848 = 2.71 %, 298 / 1848 = 16.13 %
    });
    expect(report.facilities[1]).toMatchObject({
      location: 'Germany',
      emissionsCO2e: 2600,
      allowancesAllocated: 2860, // 2600 x 1.1 = 2860.0000000000005 in floats
      allowancesUsed: 2600,
      complianceStatus: 'Compliant',
      renewableShare: 15,
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
      totalAllowancesAllocated: 4893, // 2033 + 2860
      totalAllowancesUsed: 4448,
      overallComplianceStatus: 'Compliant',
      facilitiesCount: 2,
      compliantFacilities: 2,
      nonCompliantFacilities: 0,
    });
    expect(report.reportingPeriod).toEqual(period);
    expect(report.generatedAt).toBe(generatedAt);
    expect(report.gwpSet).toBe('AR4');
  });

  it('includes plant 3 when the user locates it in the US, and counts its Surplus as non-compliant', () => {
    const report = secReport(
      inventoryOf(rows, { 3: { location: 'US' } }),
      period,
      generatedAt,
      'AR4',
    );
    expect(report.facilities.map((f) => f.plant_id)).toEqual([1, 2, 3]);
    // Plant 3: 1.4 tCO2e -> allocated ceil(1.54) = 2, used 1; 1 < 0.8 x 2 = 1.6 -> Surplus
    expect(report.facilities[2]).toMatchObject({
      location: 'US',
      allowancesAllocated: 2,
      allowancesUsed: 1,
      complianceStatus: 'Surplus',
    });
    expect(report.facilities[2]?.secNote).toContain(
      'Gamma Diesel emitted 1.4 tCO2e from 2025-01-01 to 2025-01-02: low emission intensity (up to 1,000 tCO2e).',
    );
    expect(report.summary).toMatchObject({
      facilitiesCount: 3,
      compliantFacilities: 2,
      nonCompliantFacilities: 1,
      overallComplianceStatus: 'Non-Compliant',
      totalEnergyConsumption: 10010,
    });
    // (5 x 4000 + 15 x 6000 + 5 x 10) / 10010 = 110050 / 10010
    expect(report.summary.weightedRenewableShare).toBeCloseTo(10.994006, 6);
  });

  it('reports no facilities, and Compliant, when no plant is eligible', () => {
    const report = secReport(inventoryOf(rows.slice(3)), period, generatedAt, 'AR4');
    expect(report.facilities).toEqual([]);
    expect(report.summary).toEqual({
      totalGHGEmissions: 0,
      totalEnergyConsumption: 0,
      weightedRenewableShare: 0,
      totalAllowancesAllocated: 0,
      totalAllowancesUsed: 0,
      overallComplianceStatus: 'Compliant',
      facilitiesCount: 0,
      compliantFacilities: 0,
      nonCompliantFacilities: 0,
    });
  });

  it('applies the chosen GWP set and names it', () => {
    const report = secReport(inventoryOf(rows.slice(0, 2), {}, 'AR6'), period, generatedAt, 'AR6');
    // AR6: CH4 2 t x 29.8 = 59.6, N2O 1 t x 273 = 273; 1500 + 59.6 + 273 = 1832.6 tCO2e
    const f = report.facilities[0];
    expect(f?.emissionsCH4).toBeCloseTo(59.6, 9);
    expect(f?.emissionsN2O).toBe(273);
    expect(f?.emissionsCO2e).toBeCloseTo(1832.6, 9);
    expect(f?.allowancesAllocated).toBe(2016); // ceil(1832.6 x 1.1 = 2015.86)
    expect(f?.secNote).toContain('with AR6 GWPs');
    expect(report.gwpSet).toBe('AR6');
  });

  it('places the intensity bands at their thresholds (data §9)', () => {
    const note = (co2: number) =>
      secReport(
        inventoryOf([
          row({ plant_id: 1, plant_name: 'P', fuel_type: 'Coal', CO2_emissions_tonnes: co2 }),
        ]),
        period,
        generatedAt,
        'AR4',
      ).facilities[0]?.secNote;
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

  it('says so when a facility recorded no emissions, with zero allowances and a 0 energy weight', () => {
    const report = secReport(
      inventoryOf([row({ plant_id: 2, plant_name: 'Idle', fuel_type: 'Coal' })]),
      period,
      generatedAt,
      'AR4',
    );
    expect(report.facilities[0]).toMatchObject({
      allowancesAllocated: 0,
      allowancesUsed: 0,
      complianceStatus: 'Compliant', // 0 <= 0 and not below 0.8 x 0
    });
    expect(report.facilities[0]?.secNote).toContain('No greenhouse-gas emissions were recorded.');
    expect(report.summary.weightedRenewableShare).toBe(0); // no energy consumed
  });

  it('takes the reporting year from the end date', () => {
    const span = { startDate: '2024-12-31', endDate: '2025-01-02', year: 2024 };
    expect(secReport(inventoryOf(rows), span, generatedAt, 'AR4').reportingPeriod).toEqual({
      startDate: '2024-12-31',
      endDate: '2025-01-02',
      year: 2025,
    });
  });
});
