// What a row adds to each sum of its plant-day cell, by position: the cell builder
// (plant-day-cells.ts) reads these, and the generated adder (measure-sums.generated.ts, written by
// scripts/measure-sums.ts) is spelt out from them.
import { measureIndex, SUMMED_MEASURES } from './measures';

/** A term that counts 1 per row kept, and one that counts 1 per hour holding a reading. */
export const ROW = -1;
export const HOUR = -2;

/**
 * What each summed measure adds, in SUMMED_MEASURES order: the index of its value among the row's
 * measures, ROW or HOUR, and whether squared. Typed arrays keep the per-row loop free of property
 * lookups by name.
 */
export const TERM_SOURCES = Int32Array.from(SUMMED_MEASURES, (m) =>
  m.adds === 'row' ? ROW : m.adds === 'hour' ? HOUR : measureIndex(m.adds),
);
export const TERM_SQUARED = Uint8Array.from(SUMMED_MEASURES, (m) => ('squared' in m ? 1 : 0));
/** A value an hour not operated does not add: it is no reading of the plant at work. */
const EFFICIENCY = measureIndex('efficiency_percent');
/** A CO2 of NaN is a missing value: the hour is a gap, though its energy and fuel count. */
export const CO2 = measureIndex('CO2_emissions_tonnes');
export const countsOperatedOnly = (source: number) => source === ROW || source === EFFICIENCY;
/** The terms summed row by row as they come: neither squared nor counted per hour. */
export const RUNNING_TERMS = Int32Array.from(
  SUMMED_MEASURES.flatMap((_, k) => (TERM_SQUARED[k] || TERM_SOURCES[k] === HOUR ? [] : [k])),
);
