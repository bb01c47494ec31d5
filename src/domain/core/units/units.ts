// The units a plant system may export its measures in, and their factors to the spec's units
// (MWh for energy, t for CO2, kg for CH4 and N2O). The history always holds the spec's units:
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

export type EnergyUnit = keyof typeof ENERGY_UNITS;
export type MassUnit = keyof typeof MASS_UNITS;
export type Unit = EnergyUnit | MassUnit;

/** A measure given in a unit of energy or mass (efficiency, a percent, has no other unit). */
type UnitMeasure = Extract<ReadMeasure, { kind: 'energy' | 'mass' }>;

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
  return Object.keys(SPEC_UNITS[column].kind === 'energy' ? ENERGY_UNITS : MASS_UNITS) as Unit[];
}

/**
 * What a value of `column` given in `unit` is multiplied by to be in the spec's unit; null when
 * the unit is not one of the column's kind (kg for an energy, say).
 */
export function factorToSpec(column: MeasureColumn, unit: string): number | null {
  const spec = SPEC_UNITS[column];
  if (spec.kind === 'energy') {
    return Object.hasOwn(ENERGY_UNITS, unit)
      ? ENERGY_UNITS[unit as EnergyUnit] / ENERGY_UNITS[spec.unit]
      : null;
  }
  return Object.hasOwn(MASS_UNITS, unit)
    ? MASS_UNITS[unit as MassUnit] / MASS_UNITS[spec.unit]
    : null;
}
