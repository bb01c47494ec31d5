// Issue 36: hours kept as the file gives them but flagged on the data-quality screen, never a
// reason to refuse a row: an operated hour holding CO2 without any fuel or load, and an hour whose
// efficiency, derived as (electricity + heat) / fuel, passed 100 % (a start-up hour's partial load
// against its fuel) and is kept at 100 %.
import { measureIndex } from './measures';

export const HOUR_FLAGS = ['co2_without_fuel_or_load', 'efficiency_above_100'] as const;
export type HourFlag = (typeof HOUR_FLAGS)[number];

/** One flagged hour of a plant's unit. */
export interface FlaggedHour {
  kind: HourFlag;
  plantId: number;
  /** The plant's unit ('': the plant itself). */
  unitId: string;
  /** The instant the hour begins (epoch ms). */
  hour: number;
  /** Of `efficiency_above_100`, the efficiency derived (%) before it was kept at 100 %; else NaN. */
  efficiency: number;
}

const CO2 = measureIndex('CO2_emissions_tonnes');
const ELECTRICITY = measureIndex('electricity_output_MWh');
const HEAT = measureIndex('heat_output_MWh');
const FUEL = measureIndex('fuel_consumption_MWh');

/**
 * Whether a row (its measures in READ_MEASURES order, the share of its hour operated, NaN: not
 * said) holds CO2 of an operated hour without any fuel, electricity or heat.
 */
export const holdsCo2WithoutFuelOrLoad = (
  measures: ArrayLike<number>,
  operatingTime: number,
): boolean =>
  operatingTime !== 0 &&
  measures[CO2]! > 0 &&
  measures[FUEL] === 0 &&
  measures[ELECTRICITY] === 0 &&
  measures[HEAT] === 0;
