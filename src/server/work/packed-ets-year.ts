// An ETS year's data as a worker thread receives it: each plant's figures in one typed array whose
// buffer is moved, not copied, and the names as one text, so handing over a fleet of plants does not
// clone an object per plant on the event loop (issue 34 §6).
import type { EtsYearData } from '../../domain/core/ets/ets-year';

/** EtsYearData with its plants packed. */
export interface PackedEtsYearData {
  year: number;
  days_with_data: number;
  last_date: string | null;
  /** plant_id, co2_t, hours and co2_sq_sum of each plant in turn. */
  figures: Float64Array;
  /** The plants' names and fuels in turn, as JSON text. */
  labels: string;
}

const FIGURES_PER_PLANT = 4;

/** The data packed, with the buffer to transfer. */
export function packEtsYearData(data: EtsYearData): {
  packed: PackedEtsYearData;
  transfer: ArrayBuffer[];
} {
  const figures = new Float64Array(data.plants.length * FIGURES_PER_PLANT);
  const labels: string[] = [];
  data.plants.forEach((p, i) => {
    figures.set([p.plant_id, p.co2_t, p.hours, p.co2_sq_sum], i * FIGURES_PER_PLANT);
    labels.push(p.plant_name, p.fuel_type);
  });
  const { year, days_with_data, last_date } = data;
  return {
    packed: { year, days_with_data, last_date, figures, labels: JSON.stringify(labels) },
    transfer: [figures.buffer],
  };
}

/** The data a packing holds. */
export function unpackEtsYearData(packed: PackedEtsYearData): EtsYearData {
  const { year, days_with_data, last_date, figures } = packed;
  const labels = JSON.parse(packed.labels) as string[];
  const plants: EtsYearData['plants'] = [];
  for (let i = 0; i < figures.length / FIGURES_PER_PLANT; i++) {
    const at = i * FIGURES_PER_PLANT;
    plants.push({
      plant_id: figures[at]!,
      plant_name: labels[2 * i]!,
      fuel_type: labels[2 * i + 1]!,
      co2_t: figures[at + 1]!,
      hours: figures[at + 2]!,
      co2_sq_sum: figures[at + 3]!,
    });
  }
  return { year, days_with_data, last_date, plants };
}
