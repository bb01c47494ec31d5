// The sums of a set of rows, a module of its own so that the generated adder
// (measure-sums.generated.ts) and the plant-day cell that re-exports it share the type.
import type { SummedMeasure } from './measures';

/** Sums over a set of rows, in the CSV's units: one field per summed measure. */
export type Totals = { [M in SummedMeasure as M['field']]: number };
