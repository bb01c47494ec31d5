// Issue 11 "Plant register": what a user declares of each plant, the spec's derived values that
// apply until they do (data §9, labelled "assumed"), and the overrides the analyses read.
import { factoryComparison } from '../analysis/benchmarks';
import {
  plantLocation,
  plantSector,
  renewableShare,
  type PlantIdentity,
} from '../analysis/plant-profile';
import type { AnalysisBase, PlantOverride } from '../analysis/types';
import { isAssumedInEts } from './countries';
import {
  ASSUMABLE_FIELDS,
  type AssumableField,
  type RegisterEntry,
} from '../analysis/register-entry-schema';

/** A plant's register facts: each field as declared, or its default. Capacity in MW, share in percent. */
export interface RegisterFacts {
  country: string;
  sector: string;
  capacity_mw: number | null;
  ets_installation_id: string | null;
  in_ets: boolean;
  sec_reporting: boolean;
  renewable_share: number;
}

/** What the user saved for a plant: null is "not declared" (the default applies). */
export interface SavedRegisterRow {
  plant_id: number;
  country: string | null;
  sector: string | null;
  capacity_mw: number | null;
  ets_installation_id: string | null;
  in_ets: boolean | null;
  sec_reporting: boolean | null;
  renewable_share: number | null;
  notes: string | null;
  /** IANA name or fixed offset; null: not declared, the plant's days are those its files write. */
  timezone: string | null;
  confirmed: boolean;
  updated_at: string | null;
}

/** data §2 "US SEC Climate Disclosure": the spec's SEC plants are plant_id 1 and 2. */
const SEC_PLANT_IDS: readonly number[] = [1, 2];

/**
 * A plant's register defaults: the spec's derived location, sector and renewable share (data §9), in
 * EU ETS scope when that location is an EU member state, reporting under the SEC rule for plants 1
 * and 2; no capacity and no ETS identifier. A country the user declared decides the assumed ETS
 * scope instead of the derived one.
 */
export function registerDefaults(
  plant: PlantIdentity,
  declaredCountry: string | null = null,
): RegisterFacts {
  const country = declaredCountry ?? plantLocation(plant);
  return {
    country,
    sector: plantSector(plant),
    capacity_mw: null,
    ets_installation_id: null,
    in_ets: isAssumedInEts(country),
    sec_reporting: SEC_PLANT_IDS.includes(plant.plant_id),
    renewable_share: renewableShare(plant),
  };
}

/**
 * A plant's register entry: each declared value, else its default marked assumed. A confirmed
 * entry has nothing assumed: its user accepted the values shown (capacity and ETS id may stay empty).
 */
export function registerEntry(plant: PlantIdentity, saved?: SavedRegisterRow): RegisterEntry {
  const defaults = registerDefaults(plant, saved?.country);
  const confirmed = saved?.confirmed ?? false;
  const facts = { ...defaults };
  const assumed = {} as Record<AssumableField, boolean>;
  for (const field of ASSUMABLE_FIELDS) {
    const value = saved?.[field] ?? null;
    if (value !== null) (facts as Record<AssumableField, unknown>)[field] = value;
    assumed[field] = value === null && !confirmed;
  }
  return {
    plant_id: plant.plant_id,
    plant_name: plant.plant_name,
    fuel_type: plant.fuel_type,
    ...facts,
    notes: saved?.notes ?? null,
    timezone: saved?.timezone ?? null,
    confirmed,
    assumed,
    updated_at: saved?.updated_at ?? null,
  };
}

/** The register entries of these plants, from the user's saved rows (a plant without one: its defaults). */
export function registerOf(
  plants: readonly PlantIdentity[],
  saved: readonly SavedRegisterRow[],
): RegisterEntry[] {
  const byPlant = new Map(saved.map((r) => [r.plant_id, r]));
  return plants.map((p) => registerEntry(p, byPlant.get(p.plant_id)));
}

/**
 * The values that confirming an entry declares: every default still assumed is written down, so a
 * confirmed entry no longer moves when a default rule changes.
 */
export function confirmedValues(
  plant: PlantIdentity,
  saved: Partial<SavedRegisterRow> = {},
): Pick<SavedRegisterRow, 'country' | 'sector' | 'in_ets' | 'sec_reporting' | 'renewable_share'> {
  const d = registerDefaults(plant, saved.country);
  return {
    country: saved.country ?? d.country,
    sector: saved.sector ?? d.sector,
    in_ets: saved.in_ets ?? d.in_ets,
    sec_reporting: saved.sec_reporting ?? d.sec_reporting,
    renewable_share: saved.renewable_share ?? d.renewable_share,
  };
}

/** The analysis overrides of the user's saved register rows: only the fields they declared. */
export function plantOverridesOf(
  rows: readonly Pick<SavedRegisterRow, 'plant_id' | 'country' | 'sector' | 'renewable_share'>[],
): Record<number, PlantOverride> {
  const out: Record<number, PlantOverride> = {};
  for (const r of rows) {
    const o: PlantOverride = {};
    if (r.country !== null) o.location = r.country;
    if (r.sector !== null) o.sector = r.sector;
    if (r.renewable_share !== null) o.renewableShare = r.renewable_share;
    if (Object.keys(o).length > 0) out[r.plant_id] = o;
  }
  return out;
}

/**
 * A base with its plants' identity (location, sector, renewable share) and its factories and
 * benchmarks derived again with the overrides: a stored base completed with the register without
 * reading its file again. Without overrides the base is returned as it is.
 */
export function withPlantFacts(
  base: AnalysisBase,
  overrides: Readonly<Record<number, PlantOverride>>,
): AnalysisBase {
  if (Object.keys(overrides).length === 0) return base;
  const inventory = base.inventory.map((p) => {
    const o = overrides[p.plant_id];
    return {
      ...p,
      location: plantLocation(p, o),
      sector: plantSector(p, o),
      renewableShare: renewableShare(p, o),
    };
  });
  const { factories, benchmarks } = factoryComparison(inventory);
  return { ...base, inventory, factories, benchmarks };
}

/**
 * Register rows declaring each plant's EU ETS scope as its defaults assume it: what the demo account
 * declares for the sample's plants, so that its EU ETS figures rest on a declared scope.
 */
export function etsScopeDeclaredAsAssumed(plants: readonly PlantIdentity[]): SavedRegisterRow[] {
  return plants.map((p) => ({
    plant_id: p.plant_id,
    country: null,
    sector: null,
    capacity_mw: null,
    ets_installation_id: null,
    in_ets: registerDefaults(p).in_ets,
    sec_reporting: null,
    renewable_share: null,
    notes: null,
    timezone: null,
    confirmed: false,
    updated_at: null,
  }));
}
