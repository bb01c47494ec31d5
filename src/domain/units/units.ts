// The units a plant system may export its measures in, and their factors to the spec's units
// (MWh for energy, t for CO2, kg for CH4 and N2O, m3 or Nm3 for a volume of fuel). The history always holds the spec's units:
// a file's values are converted as they are read.
//
// Sources: SI prefixes and 1 Wh = 3,600 J (exact); 1 Btu (International Table) = 1,055.05585262 J,
// 1 therm = 100,000 Btu, 1 lb = 0.45359237 kg, 1 short ton = 2,000 lb (NIST Special Publication
// 811, 2008 edition, Appendix B.8 and B.9).

import { READ_MEASURES, type ReadMeasure } from '../readings/measures';

const JOULES_PER_MWH = 3.6e9;
const JOULES_PER_BTU = 1_055.05585262;
const KG_PER_LB = 0.45359237;

/** Each energy unit in MWh. */
export const ENERGY_UNITS = {
  Wh: 1e-6,
  kWh: 1e-3,
  MWh: 1,
  GWh: 1e3,
  kJ: 1e3 / JOULES_PER_MWH,
  MJ: 1e6 / JOULES_PER_MWH,
  GJ: 1e9 / JOULES_PER_MWH,
  TJ: 1e12 / JOULES_PER_MWH,
  mmBtu: (1e6 * JOULES_PER_BTU) / JOULES_PER_MWH,
  therm: (1e5 * JOULES_PER_BTU) / JOULES_PER_MWH,
} as const;

/** Each mass unit in kg. */
export const MASS_UNITS = {
  g: 1e-3,
  kg: 1,
  t: 1e3,
  kt: 1e6,
  lb: KG_PER_LB,
  short_ton: 2_000 * KG_PER_LB,
} as const;

/**
 * Each volume unit as a number of m3 at metered conditions or of Nm3 (normal cubic metres: gas at
 * 0 degC and 101.325 kPa). The two are different quantities, one only the gas's temperature and
 * pressure turn into the other: a unit scales within its own, never across.
 */
export const VOLUME_UNITS = {
  m3: { of: 'm3', factor: 1 },
  thousand_m3: { of: 'm3', factor: 1e3 },
  Nm3: { of: 'Nm3', factor: 1 },
  thousand_Nm3: { of: 'Nm3', factor: 1e3 },
} as const;

/**
 * Each power unit in MW: a power column becomes energy with the share of the hour operated (or the
 * reading interval), so 1 MW for a whole hour is 1 MWh.
 */
export const POWER_UNITS = { W: 1e-6, kW: 1e-3, MW: 1 } as const;

/** Operating time as the share (0-1) of the hour: given as that share, or minutes or hours of it. */
export const OPERATING_TIME_UNITS = { fraction: 1, minutes: 1 / 60, hours: 1 } as const;
export type OperatingTimeUnit = keyof typeof OPERATING_TIME_UNITS;

export type EnergyUnit = keyof typeof ENERGY_UNITS;
export type PowerUnit = keyof typeof POWER_UNITS;
export type MassUnit = keyof typeof MASS_UNITS;
export type VolumeUnit = keyof typeof VOLUME_UNITS;
export type Unit = EnergyUnit | PowerUnit | MassUnit | VolumeUnit;

/** Whether a unit is one of power (a rate), not of energy. */
export const isPowerUnit = (unit: string): unit is PowerUnit => Object.hasOwn(POWER_UNITS, unit);

/** A measure given in a unit of energy, mass or volume (efficiency, a percent, has no other unit). */
type UnitMeasure = Extract<ReadMeasure, { kind: 'energy' | 'mass' | 'volume' }>;

/** The spec's measure columns with a unit, each with its kind and the unit the history keeps it in. */
export const SPEC_UNITS = Object.fromEntries(
  READ_MEASURES.filter((m): m is UnitMeasure => m.kind !== 'percent').map((m) => [
    m.header,
    { kind: m.kind, unit: m.unit },
  ]),
) as {
  readonly [M in UnitMeasure as M['header']]: {
    readonly kind: M['kind'];
    readonly unit: M['unit'];
  };
};

export type MeasureColumn = keyof typeof SPEC_UNITS;

/** Whether a spec column is a measure given in a unit. */
export const isMeasureColumn = (column: string): column is MeasureColumn =>
  Object.hasOwn(SPEC_UNITS, column);

/** The units a measure column may be given in: those of its kind. */
export function unitsOf(column: MeasureColumn): readonly Unit[] {
  const spec = SPEC_UNITS[column];
  if (spec.kind === 'mass') return Object.keys(MASS_UNITS) as Unit[];
  if (spec.kind === 'volume') {
    return (Object.keys(VOLUME_UNITS) as VolumeUnit[]).filter(
      (u) => VOLUME_UNITS[u].of === spec.unit,
    );
  }
  return [...Object.keys(ENERGY_UNITS), ...Object.keys(POWER_UNITS)] as Unit[];
}

/**
 * What a value of `column` given in `unit` is multiplied by to be in the spec's unit (a power's, for
 * a whole hour); null when the unit is not one of the column's kind (kg for an energy, say).
 */
export function factorToSpec(column: MeasureColumn, unit: string): number | null {
  const spec = SPEC_UNITS[column];
  if (spec.kind === 'energy') {
    if (isPowerUnit(unit)) return POWER_UNITS[unit] / ENERGY_UNITS[spec.unit];
    return Object.hasOwn(ENERGY_UNITS, unit)
      ? ENERGY_UNITS[unit as EnergyUnit] / ENERGY_UNITS[spec.unit]
      : null;
  }
  if (spec.kind === 'volume') {
    const volume = Object.hasOwn(VOLUME_UNITS, unit) ? VOLUME_UNITS[unit as VolumeUnit] : null;
    return volume?.of === spec.unit ? volume.factor : null;
  }
  return Object.hasOwn(MASS_UNITS, unit)
    ? MASS_UNITS[unit as MassUnit] / MASS_UNITS[spec.unit]
    : null;
}
