// Test helper: InsightInput literals from a few readable plant figures, without going through CSV rows.
import { NO_AIR_POLLUTANTS } from '../analysis/air-pollutants';
import { ghgReportingOf } from '../analysis/ghg-reporting';
import { EMPTY_COHORT_BENCHMARKS } from '../constants';
import { dateToDay, dayToDate } from '../readings/day-number';
import { energyWeightedEfficiency } from '../analysis/efficiency';
import { ghgBreakdown } from '../analysis/ghg';
import type { PlantInventory } from '../analysis/inventory';
import { plantStatus, gaugeColor } from '../analysis/plants';
import type { DailyEmissionsPoint, PlantSummary, SecFacility, SecReport } from '../analysis/types';
import { round } from '../round';
import { allowanceRecordOf, DEFAULT_ETS_SETTINGS, etsYear } from '../ets/ets-year';
import { etsScopeDeclaredAsAssumed, registerOf } from '../register/register';
import type { InsightInput } from '../insights/input';

export interface PlantSpec {
  id: number;
  name: string;
  fuel?: string;
  /** Mean efficiency, percent. */
  efficiency: number;
  co2: number;
  electricity?: number;
  rows?: number;
  fuelMWh?: number;
  heatMWh?: number;
  ch4Kg?: number;
  n2oKg?: number;
  location?: string;
  renewableShare?: number;
}

function summary(s: PlantSpec): PlantSummary {
  return {
    plant_id: s.id,
    plant_name: s.name,
    fuel_type: s.fuel ?? 'Coal',
    total_electricity: round(s.electricity ?? 0),
    total_emissions: round(s.co2),
    avg_efficiency: round(s.efficiency, 1),
    energy_weighted_efficiency: energyWeightedEfficiency({
      electricityMWh: s.electricity ?? 0,
      heatMWh: s.heatMWh ?? 0,
      fuelMWh: s.fuelMWh ?? 0,
    }),
    status: plantStatus(s.efficiency),
    gauge_color: gaugeColor(s.efficiency),
    units: [],
  };
}

function inventory(s: PlantSpec): PlantInventory {
  const ghg = ghgBreakdown({ co2Tonnes: s.co2, ch4Kg: s.ch4Kg ?? 0, n2oKg: s.n2oKg ?? 0 }, 'AR4');
  return {
    plant_id: s.id,
    plant_name: s.name,
    fuel_type: s.fuel ?? 'Coal',
    location: s.location ?? 'Germany',
    sector: 'Energy - Coal',
    renewableShare: s.renewableShare ?? 5,
    rows: s.rows ?? 24,
    electricityMWh: s.electricity ?? 0,
    heatMWh: s.heatMWh ?? 0,
    fuelMWh: s.fuelMWh ?? 0,
    co2Tonnes: s.co2,
    ch4Kg: s.ch4Kg ?? 0,
    n2oKg: s.n2oKg ?? 0,
    hours: s.rows ?? 24,
    co2Hours: s.rows ?? 24,
    ch4Hours: s.rows ?? 24,
    n2oHours: s.rows ?? 24,
    so2Kg: 0,
    noxKg: 0,
    fuelTonnes: 0,
    fuelTonnesHours: 0,
    fuelM3: 0,
    fuelM3Hours: 0,
    fuelNm3: 0,
    fuelNm3Hours: 0,
    so2Hours: 0,
    noxHours: 0,
    gasEstimates: { co2: null, ch4: null, n2o: null },
    ch4CO2e: ghg.ch4CO2e,
    n2oCO2e: ghg.n2oCO2e,
    totalCO2e: ghg.totalCO2e,
    avgEfficiency: s.efficiency,
  };
}

/** Daily points on consecutive dates from `start`; null is a day without data. */
export function dailyPoints(start: string, co2: readonly (number | null)[]): DailyEmissionsPoint[] {
  const first = dateToDay(start);
  return co2.map((v, i) => ({
    date: dayToDate(first + i),
    CO2: v,
    CH4: v === null ? null : 0,
    N2O: v === null ? null : 0,
    total: v,
    airPollutantsKg: NO_AIR_POLLUTANTS,
    hasData: v !== null,
  }));
}

/** An SEC report holding the given facilities, with their summary. */
export function secReportOf(facilities: SecFacility[]): SecReport {
  return {
    facilities,
    summary: {
      totalGHGEmissions: facilities.reduce((s, f) => s + f.emissionsCO2e, 0),
      totalEnergyConsumption: facilities.reduce((s, f) => s + f.energyMWh, 0),
      weightedRenewableShare: 5,
      facilitiesCount: facilities.length,
      facilitiesAssumed: facilities.filter((f) => f.assumed.secReporting).length,
      ghgReporting: ghgReportingOf({ hours: 24, co2Hours: 24, ch4Hours: 24, n2oHours: 24 }),
    },
    reportingPeriod: { startDate: '2025-01-01', endDate: '2025-01-07', year: 2025 },
    generatedAt: '2025-02-01T00:00:00Z',
    gwpSet: 'AR4',
  };
}

/** An SEC facility with its emissions, in the extract by default (assumed) or as declared. */
export function secFacility(
  plant_id: number,
  facility: string,
  emissionsCO2e: number,
  secReportingAssumed = true,
): SecFacility {
  return {
    plant_id,
    facility,
    location: 'US',
    sector: 'Energy - Coal',
    emissionsCO2e,
    emissionsCO2: emissionsCO2e,
    emissionsCH4: 0,
    emissionsN2O: 0,
    ghgReporting: ghgReportingOf({ hours: 24, co2Hours: 24, ch4Hours: 24, n2oHours: 24 }),
    energyMWh: 1000,
    renewableShare: 5,
    secNote: '',
    assumed: {
      location: secReportingAssumed,
      sector: secReportingAssumed,
      renewableShare: secReportingAssumed,
      secReporting: secReportingAssumed,
    },
  };
}

/**
 * An input with the given plants over 2025-01-01 to 2025-01-07 (7 days without gaps unless `points`
 * says otherwise, with the CO2 spread evenly); the KPI efficiency is the row-weighted mean, as the analysis computes it.
 */
export function makeInput(
  plants: readonly PlantSpec[],
  overrides: Partial<InsightInput> = {},
): InsightInput {
  const rows = plants.reduce((s, p) => s + (p.rows ?? 24), 0);
  const effSum = plants.reduce((s, p) => s + p.efficiency * (p.rows ?? 24), 0);
  const co2 = plants.reduce((s, p) => s + p.co2, 0);
  // By default the CO2 is spread evenly over the 7 days: a flat trend and no gap.
  const points =
    overrides.dailyEmissions ??
    (plants.length > 0 ? dailyPoints('2025-01-01', Array<number>(7).fill(co2 / 7)) : []);
  const withData = points.filter((p) => p.hasData);
  // The compliance year 2025 of the 7 days with the permits of `overrides` (else no record), seen on
  // the permit's date (else 2025-03-15).
  const identities = plants.map((p) => ({
    plant_id: p.id,
    plant_name: p.name,
    fuel_type: p.fuel ?? 'Coal',
  }));
  // Each plant's EU ETS scope declared as its defaults assume it.
  const declared = etsScopeDeclaredAsAssumed(identities);
  const ets = etsYear(
    {
      year: 2025,
      days_with_data: plants.length > 0 ? 7 : 0,
      last_date: plants.length > 0 ? '2025-01-07' : null,
      plants: plants.map((p) => ({
        plant_id: p.id,
        plant_name: p.name,
        fuel_type: p.fuel ?? 'Coal',
        co2_t: p.co2,
        hours: 7 * 24,
        co2_sq_sum: 0,
      })),
    },
    declared,
    allowanceRecordOf(overrides.permits),
    DEFAULT_ETS_SETTINGS,
    overrides.permits?.input.current_date ?? '2025-03-15',
  );
  return {
    ets,
    register: registerOf(identities, declared),
    period:
      plants.length > 0 ? { startDate: '2025-01-01', endDate: '2025-01-07', year: 2025 } : null,
    inventory: plants.map(inventory),
    kpis: {
      totalElectricity: round(plants.reduce((s, p) => s + (p.electricity ?? 0), 0)),
      totalEmissions: round(co2),
      totalFuelConsumption: round(plants.reduce((s, p) => s + (p.fuelMWh ?? 0), 0)),
      avgEfficiency: rows > 0 ? round(effSum / rows, 1) : 0,
      energyWeightedEfficiency: energyWeightedEfficiency({
        electricityMWh: plants.reduce((s, p) => s + (p.electricity ?? 0), 0),
        heatMWh: plants.reduce((s, p) => s + (p.heatMWh ?? 0), 0),
        fuelMWh: plants.reduce((s, p) => s + (p.fuelMWh ?? 0), 0),
      }),
    },
    changes: {
      currentDate: null,
      previousDate: null,
      totalElectricity: null,
      totalEmissions: null,
      totalFuelConsumption: null,
      avgEfficiency: null,
    },
    plants: plants.map(summary),
    dailyEmissions: points,
    dailyTotals: {
      CO2: withData.reduce((s, p) => s + (p.CO2 ?? 0), 0),
      CH4: 0,
      N2O: 0,
      airPollutantsKg: NO_AIR_POLLUTANTS,
      daysTracked: withData.length,
      windowStart: points[0]?.date ?? null,
      windowEnd: points.at(-1)?.date ?? null,
      windowDays: points.length,
    },
    factories: [],
    benchmarks: { ...EMPTY_COHORT_BENCHMARKS, defaults: true },
    sec:
      plants.length > 0
        ? secReportOf([])
        : { error: 'No data provided for SEC compliance calculation' },
    ...overrides,
  };
}
