// Issue 38 "The ETS year uses the method the register declares per source stream": the CO2 of a
// plant's year the ETS counts. A plant that declares streams counts its calculation streams'
// fossil CO2 and the measured CO2 its measurement streams cover; one that declares none counts its
// measured CO2, or, when its data hold no CO2, the calculation from its fuel type's defaults.
// Issue 38: hours whose file did not report CO2 (a profile marked it absent) are never 0 t: a year
// none of whose hours report it is calculated from the fuel type; one reporting it in some hours
// counts the measured CO2 and states the others as a data gap, since the history keeps no fuel of
// those hours apart and MRR Art. 45 substitution concerns measured CO2 only.
import type { z } from 'zod';
import type { PlantCo2BasisSchema } from '../analysis/ets-schema';
import { plantCalculation, type PlantStream } from '../source-streams/plant-calculation';

export type PlantCo2Basis = z.infer<typeof PlantCo2BasisSchema>;

/** A unit's year in the data: its measured CO2 and fuel energy. */
export interface UnitYearCo2 {
  unit_id: string;
  co2_t: number;
  fuel_mwh: number;
}

/** What a plant's year of data gives the choice: its fuel type, measured CO2, fuel energy, units. */
export interface PlantYearCo2 {
  fuel_type: string;
  co2_t: number;
  /** The sum of the squares of its hourly CO2: with co2_t, whether any hour holds CO2. */
  co2_sq_sum: number;
  fuel_mwh: number;
  /** The hours with a reading, and those whose file reports CO2. */
  hours: number;
  co2_hours: number;
  units: readonly UnitYearCo2[];
}

/**
 * Whether a plant's year holds CO2: some hour reports it (issue 38) and reads more than 0 t (a
 * spec CSV cannot leave the column out, so an export without CO2 may fill it with 0).
 */
export const holdsCo2 = (y: Pick<PlantYearCo2, 'co2_t' | 'co2_sq_sum' | 'co2_hours'>) =>
  y.co2_hours > 0 && (y.co2_t !== 0 || y.co2_sq_sum !== 0);

/** The hours of a year that do not report CO2, stated beside its measured CO2; none: undefined. */
function notReported(year: PlantYearCo2): PlantCo2Basis['co2_not_reported'] {
  const hours = year.hours - year.co2_hours;
  return hours > 0 ? { hours, of_hours: year.hours } : undefined;
}

/**
 * Whether a plant counted on this basis counts measured CO2 (MRR Art. 45's substitution and the
 * report's measured sources concern it); a basis not decided (a year kept before) was measured.
 */
export const countsMeasuredCo2 = (basis: PlantCo2Basis['co2_basis'] | undefined) =>
  basis !== 'calculated' && basis !== 'fuel_type';

/** The measured CO2 the measurement streams cover: the plant's when one feeds it whole, else their units'. */
function measuredCovered(streams: readonly PlantStream[], year: PlantYearCo2): number {
  const measured = streams.filter((s) => s.method === 'measurement');
  if (measured.some((s) => !s.unit_id)) return year.co2_t;
  const units = new Set(measured.map((s) => s.unit_id));
  return year.units.filter((u) => units.has(u.unit_id)).reduce((sum, u) => sum + u.co2_t, 0);
}

const measuredOnly = (co2: number): PlantCo2Basis => ({
  co2_basis: 'measured',
  co2_counted_t: co2,
  co2_measured_t: co2,
  co2_calculated_t: 0,
  co2_biomass_memo_t: 0,
  calculation_streams: 0,
  corroboration: null,
});

/**
 * The CO2 of a plant's year the ETS counts, from the streams its register declares and its data:
 * each stream's activity is its days as read (each day at the factors valid on it), else the
 * year's fuel energy of its unit (of the plant without a unit).
 */
export function plantCo2Basis(declared: readonly PlantStream[], year: PlantYearCo2): PlantCo2Basis {
  // Without streams, a year with CO2 is measured, and one without fuel has nothing to calculate.
  if (declared.length === 0 && (holdsCo2(year) || year.fuel_mwh === 0)) {
    const gap = holdsCo2(year) ? notReported(year) : undefined;
    return { ...measuredOnly(year.co2_t), ...(gap ? { co2_not_reported: gap } : {}) };
  }
  const fuelOfUnit = new Map(year.units.map((u) => [u.unit_id, u.fuel_mwh]));
  const measured = measuredCovered(declared, year);
  const calculation = plantCalculation(
    declared,
    year.fuel_type,
    (s) => {
      if (s.activity_data !== 'file_fuel_mwh') return null;
      return s.unit_id ? (fuelOfUnit.get(s.unit_id) ?? null) : year.fuel_mwh;
    },
    measured,
  );
  if (calculation.streams_from === 'none') return measuredOnly(year.co2_t);
  const withoutData = calculation.streams
    .filter((s) => s.method === 'calculation' && s.emissions === null)
    .map((s) => s.name);
  // A stream whose activity the data never report calculates nothing: counting its 0 t would drop
  // the plant's emissions from the year, so a plant whose data hold CO2 counts that instead.
  if (withoutData.length > 0 && holdsCo2(year)) {
    return { ...measuredOnly(year.co2_t), streams_without_data: withoutData };
  }
  const calculated = calculation.streams.filter((s) => s.method === 'calculation').length;
  const hasMeasurement = calculation.corroboration !== null;
  return {
    co2_basis:
      calculation.streams_from === 'fuel_type'
        ? 'fuel_type'
        : !hasMeasurement
          ? 'calculated'
          : calculated > 0
            ? 'measured_and_calculated'
            : 'measured',
    co2_counted_t: measured + calculation.calculated.co2_t,
    co2_measured_t: measured,
    co2_calculated_t: calculation.calculated.co2_t,
    co2_biomass_memo_t: calculation.calculated.co2_biomass_memo_t,
    calculation_streams: calculated,
    corroboration: calculation.corroboration,
    ...(withoutData.length > 0 ? { streams_without_data: withoutData } : {}),
  };
}
