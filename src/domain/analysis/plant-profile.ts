import {
  DEFAULT_PLANT_LOCATION,
  PLANT_LOCATIONS,
  RENEWABLE_SHARE_CHP,
  RENEWABLE_SHARE_NATURAL_GAS,
  RENEWABLE_SHARE_OTHER,
} from '../constants';
import type { PlantOverride } from './types';

/** The identity of a plant that the location, sector and renewable-share rules read. */
export interface PlantIdentity {
  plant_id: number;
  plant_name: string;
  fuel_type: string;
}

/** A plant's location on every screen: the user's override (the register's country), else data §9 by plant_id. */
export function plantLocation(p: PlantIdentity, override?: PlantOverride): string {
  return override?.location ?? PLANT_LOCATIONS[p.plant_id] ?? DEFAULT_PLANT_LOCATION;
}

function fuelMentions(p: PlantIdentity, word: string): boolean {
  return p.fuel_type.toLowerCase().includes(word);
}

/** data §9 "Sector by fuel": coal, natural gas, diesel (oil), otherwise plain Energy. */
export function plantSector(p: PlantIdentity, override?: PlantOverride): string {
  if (override?.sector) return override.sector;
  if (fuelMentions(p, 'coal')) return 'Energy - Coal';
  if (fuelMentions(p, 'natural gas') || fuelMentions(p, 'natural_gas'))
    return 'Energy - Natural Gas';
  if (fuelMentions(p, 'diesel')) return 'Energy - Oil';
  return 'Energy';
}

/** data §9 "Renewable share" in percent: CHP in the name 25, natural gas 15, otherwise 5. */
export function renewableShare(p: PlantIdentity, override?: PlantOverride): number {
  if (override?.renewableShare !== undefined) return override.renewableShare;
  if (/\bCHP\b/i.test(p.plant_name)) return RENEWABLE_SHARE_CHP;
  if (fuelMentions(p, 'natural gas') || fuelMentions(p, 'natural_gas'))
    return RENEWABLE_SHARE_NATURAL_GAS;
  return RENEWABLE_SHARE_OTHER;
}
