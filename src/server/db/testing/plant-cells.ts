// Test helper: a plant's plant-day cells over a span of days, as an upload's worker would make them.
import { dateToDay, type PlantDayCell } from '../../../domain/core/analysis/aggregate';
import type { DataQualityReport } from '../../../domain/core/csv/dataset';

/** A plant's cells from one day to another, each worth `co2` t (values exact in binary). */
export function plantCells(
  plant: number,
  name: string,
  from: string,
  to: string,
  co2: number,
): PlantDayCell[] {
  const out: PlantDayCell[] = [];
  for (let day = dateToDay(from); day <= dateToDay(to); day++) {
    out.push({
      plant_id: plant,
      day,
      plant_name: name,
      fuel_type: 'gas',
      totals: {
        rows: 24,
        electricityMWh: 100,
        heatMWh: 0,
        fuelMWh: 200,
        co2Tonnes: co2,
        ch4Kg: 1,
        n2oKg: 0.5,
        efficiencySum: 24 * 40,
      },
      readings: 24,
      duplicateReadings: 0,
      firstTimestamp: day * 86_400_000,
      lastTimestamp: day * 86_400_000 + 23 * 3_600_000,
    });
  }
  return out;
}

/** A quality report the rollup migrations' uploads carry (they read only the cells). */
export const SOME_QUALITY = {
  rows: 1,
  plants: 1,
  firstDate: '',
  lastDate: '',
} as DataQualityReport;
