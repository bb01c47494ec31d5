// Seeded sample data: hourly readings of a small fleet of fossil plants, physically consistent
// (fuel = electricity / efficiency, emissions = fuel energy x IPCC default factors), for the
// sample download, the demo account, tests and benchmarks. Same options, same bytes.
import { KG_PER_TONNE, REQUIRED_HEADERS } from '../constants';
import { GJ_PER_MWH } from '../factors/fuel-emissions';
import { IPCC_2006_FUELS, type FuelFactors } from '../factors/ipcc-2006';
import { mulberry32, uniform, type Random } from './prng';

/** Default emission factors of one fuel, per TJ of fuel burnt (net calorific value). */
export interface CombustionFactors {
  co2KgPerTj: number;
  ch4KgPerTj: number;
  n2oKgPerTj: number;
}

/** A fuel's factors of the library, as the sample uses them. */
const perTj = (f: FuelFactors): CombustionFactors => ({
  co2KgPerTj: f.co2.value,
  ch4KgPerTj: f.ch4.value,
  n2oKgPerTj: f.n2o.value,
});
export const IPCC_COAL = perTj(IPCC_2006_FUELS.other_bituminous_coal);
export const IPCC_NATURAL_GAS = perTj(IPCC_2006_FUELS.natural_gas);
export const IPCC_DIESEL = perTj(IPCC_2006_FUELS.gas_diesel_oil);

/** 1 MWh = 3.6 GJ = 0.0036 TJ. */
export const TJ_PER_MWH = GJ_PER_MWH / 1_000;

/** The dual-fuel plant burns mostly gas with diesel as backup: shares of fuel energy. */
export const DUAL_FUEL_GAS_SHARE = 0.8;

interface Range {
  min: number;
  max: number;
}

/** One kind of plant the sample cycles through. */
interface Archetype {
  name: string;
  fuel: string;
  factors: CombustionFactors;
  capacityMw: Range;
  /** Net electrical efficiency at full load, percent. */
  efficiencyPct: Range;
  /** Efficiency points lost at zero load (part-load penalty, linear in the unused share). */
  partLoadPenaltyPts: number;
  /** Load factor at the night trough and at the afternoon peak. */
  load: Range;
  /** Share of fuel energy delivered as useful heat, percent (CHP only). */
  heatPct?: Range;
}

/** A mix of fuels by energy share, as one set of factors. */
function blend(parts: readonly [CombustionFactors, number][]): CombustionFactors {
  const sum = (key: keyof CombustionFactors) =>
    parts.reduce((acc, [factors, share]) => acc + factors[key] * share, 0);
  return {
    co2KgPerTj: sum('co2KgPerTj'),
    ch4KgPerTj: sum('ch4KgPerTj'),
    n2oKgPerTj: sum('n2oKgPerTj'),
  };
}

// Typical figures of the fleet: subcritical coal 36-40 % net, combined-cycle gas 54-62 % (H-class),
// CHP 38-42 % electrical plus 40-45 % heat (80-85 % total), diesel-backed gas units 42-47 %.
// A CHP's efficiency_percent is its electrical efficiency: the heat is reported separately.
const ARCHETYPES: readonly Archetype[] = [
  {
    name: 'Coal Plant Alpha',
    fuel: 'coal',
    factors: IPCC_COAL,
    capacityMw: { min: 400, max: 600 },
    efficiencyPct: { min: 37, max: 40 },
    partLoadPenaltyPts: 3,
    load: { min: 0.6, max: 0.95 },
  },
  {
    name: 'Gas Turbine Beta',
    fuel: 'natural gas',
    factors: IPCC_NATURAL_GAS,
    capacityMw: { min: 250, max: 400 },
    efficiencyPct: { min: 54, max: 62 },
    partLoadPenaltyPts: 5,
    load: { min: 0.45, max: 0.95 },
  },
  {
    name: 'CHP Plant Gamma',
    fuel: 'natural gas',
    factors: IPCC_NATURAL_GAS,
    capacityMw: { min: 80, max: 150 },
    efficiencyPct: { min: 39, max: 42 },
    partLoadPenaltyPts: 2,
    load: { min: 0.6, max: 0.95 },
    heatPct: { min: 40, max: 45 },
  },
  {
    name: 'Dual-Fuel Plant Delta',
    fuel: 'natural gas/diesel',
    factors: blend([
      [IPCC_NATURAL_GAS, DUAL_FUEL_GAS_SHARE],
      [IPCC_DIESEL, 1 - DUAL_FUEL_GAS_SHARE],
    ]),
    capacityMw: { min: 150, max: 250 },
    efficiencyPct: { min: 42, max: 47 },
    partLoadPenaltyPts: 4,
    load: { min: 0.4, max: 0.9 },
  },
];

/** Load during a maintenance dip (one unit of the plant offline), and its length in hours. */
const MAINTENANCE_LOAD = 0.3;
const MAINTENANCE_HOURS = 8;
/** Weekend demand relative to weekdays. */
const WEEKEND_LOAD = 0.92;
/** Hour of the night trough of the daily load curve (its peak is 12 hours later). */
const TROUGH_HOUR = 4;
/** Relative hour-to-hour noise on load, and absolute noise on efficiency (points). */
const LOAD_NOISE = 0.02;
const EFFICIENCY_NOISE_PTS = 0.3;

const MS_PER_DAY = 86_400_000;
const HOURS = Array.from({ length: 24 }, (_, h) => ` ${String(h).padStart(2, '0')}:00:00`);

/** The fixed traits of one plant of the sample. */
interface SamplePlant {
  id: number;
  name: string;
  archetype: Archetype;
  capacityMw: number;
  efficiencyPct: number;
  heatPct: number;
  /** Day index and first hour of the maintenance dip. */
  maintenanceDay: number;
  maintenanceHour: number;
  /** Per-MWh-of-fuel factors in the CSV's units. */
  co2TPerMwh: number;
  ch4KgPerMwh: number;
  n2oKgPerMwh: number;
}

export interface SampleOptions {
  /** Number of plants; beyond 4 the archetypes repeat with numbered names. */
  plants?: number;
  /** Number of calendar days of hourly rows. */
  days?: number;
  seed?: number;
  /** First day, `YYYY-MM-DD` (UTC). */
  start?: string;
}

/** The CSV header line the sample writes (the spec's columns in the spec's order). */
export const SAMPLE_HEADER = REQUIRED_HEADERS.join(',');

function positiveInteger(name: string, value: number): number {
  if (!Number.isInteger(value) || value < 1) {
    throw new RangeError(`${name} must be a positive whole number, got ${value}`);
  }
  return value;
}

function startDay(start: string): number {
  const ms = /^\d{4}-\d{2}-\d{2}$/.test(start) ? Date.parse(`${start}T00:00:00Z`) : NaN;
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== start) {
    throw new RangeError(`start must be a date YYYY-MM-DD, got ${start}`);
  }
  return ms;
}

function makePlant(index: number, days: number, random: Random): SamplePlant {
  const archetype = ARCHETYPES[index % ARCHETYPES.length]!;
  const cycle = Math.floor(index / ARCHETYPES.length) + 1;
  const { factors } = archetype;
  return {
    id: index + 1,
    name: cycle === 1 ? archetype.name : `${archetype.name} ${cycle}`,
    archetype,
    capacityMw: Math.round(uniform(random, archetype.capacityMw.min, archetype.capacityMw.max)),
    efficiencyPct: uniform(random, archetype.efficiencyPct.min, archetype.efficiencyPct.max),
    heatPct: archetype.heatPct ? uniform(random, archetype.heatPct.min, archetype.heatPct.max) : 0,
    maintenanceDay: Math.floor(random() * days),
    maintenanceHour: 6 + Math.floor(random() * 8),
    co2TPerMwh: (factors.co2KgPerTj * TJ_PER_MWH) / KG_PER_TONNE,
    ch4KgPerMwh: factors.ch4KgPerTj * TJ_PER_MWH,
    n2oKgPerMwh: factors.n2oKgPerTj * TJ_PER_MWH,
  };
}

/** Share of the day's swing at this hour: 0 at the night trough, 1 at the afternoon peak. */
function dailyShape(hour: number): number {
  return 0.5 - 0.5 * Math.cos((2 * Math.PI * (hour - TROUGH_HOUR)) / 24);
}

function row(
  plant: SamplePlant,
  timestamp: string,
  day: number,
  hour: number,
  weekend: boolean,
  random: Random,
): string {
  const a = plant.archetype;
  const inMaintenance =
    day === plant.maintenanceDay &&
    hour >= plant.maintenanceHour &&
    hour < plant.maintenanceHour + MAINTENANCE_HOURS;
  let load = a.load.min + (a.load.max - a.load.min) * dailyShape(hour);
  if (weekend) load *= WEEKEND_LOAD;
  if (inMaintenance) load = MAINTENANCE_LOAD;
  load = Math.min(1, load * (1 + uniform(random, -LOAD_NOISE, LOAD_NOISE)));
  const efficiency =
    plant.efficiencyPct -
    a.partLoadPenaltyPts * (1 - load) +
    uniform(random, -EFFICIENCY_NOISE_PTS, EFFICIENCY_NOISE_PTS);
  // Fuel is derived from the rounded figures written, so the file is consistent to the digit.
  const electricity = Number((plant.capacityMw * load).toFixed(2));
  const efficiencyText = efficiency.toFixed(2);
  const fuel = Number((electricity / (Number(efficiencyText) / 100)).toFixed(2));
  const heat = (fuel * plant.heatPct) / 100;
  return (
    `${timestamp},${plant.id},${plant.name},${a.fuel},${electricity.toFixed(2)},${heat.toFixed(2)},` +
    `${fuel.toFixed(2)},${(fuel * plant.co2TPerMwh).toFixed(3)},${(fuel * plant.ch4KgPerMwh).toFixed(3)},` +
    `${(fuel * plant.n2oKgPerMwh).toFixed(3)},${efficiencyText}`
  );
}

/** The sample CSV in pieces: the header line, then one piece per day (LF line endings). */
export function* generateSampleChunks(options: SampleOptions = {}): Generator<string> {
  const plantCount = positiveInteger('plants', options.plants ?? 4);
  const days = positiveInteger('days', options.days ?? 30);
  const seed = options.seed ?? 42;
  if (!Number.isInteger(seed)) throw new RangeError(`seed must be a whole number, got ${seed}`);
  const firstDayMs = startDay(options.start ?? '2025-01-01');
  const random = mulberry32(seed);
  const plants = Array.from({ length: plantCount }, (_, i) => makePlant(i, days, random));
  yield `${SAMPLE_HEADER}\n`;
  for (let day = 0; day < days; day++) {
    const date = new Date(firstDayMs + day * MS_PER_DAY);
    const weekday = date.getUTCDay();
    const weekend = weekday === 0 || weekday === 6;
    const dateText = date.toISOString().slice(0, 10);
    const lines: string[] = [];
    for (let hour = 0; hour < 24; hour++) {
      const timestamp = dateText + HOURS[hour]!;
      for (const plant of plants) lines.push(row(plant, timestamp, day, hour, weekend, random));
    }
    lines.push('');
    yield lines.join('\n');
  }
}

/** The whole sample CSV as one string (hourly rows, sorted by time then plant). */
export function generateSampleCsv(options: SampleOptions = {}): string {
  return [...generateSampleChunks(options)].join('');
}
