// The plant-day cell, the unit of the plant history, and the sums it holds.

/** Sums over a set of rows, in the CSV's units. */
export interface Totals {
  rows: number;
  electricityMWh: number;
  heatMWh: number;
  fuelMWh: number;
  co2Tonnes: number;
  ch4Kg: number;
  n2oKg: number;
  /** Sum of efficiency_percent, for averages over rows. */
  efficiencySum: number;
}

/**
 * One plant's sums over one calendar day (as written in the file) of one upload: the unit of the
 * plant history (issue 10). Every figure of the analysis is a fold over these cells.
 */
export interface PlantDayCell {
  plant_id: number;
  /** Days since 1970-01-01. */
  day: number;
  /** The name and fuel of the plant's first row that day. */
  plant_name: string;
  fuel_type: string;
  totals: Totals;
  /** Distinct reading instants (hours, for hourly data). */
  readings: number;
  /** Rows beyond the first at an instant already read (all are counted in `totals`). */
  duplicateReadings: number;
  /** First and last reading of the day, epoch ms. */
  firstTimestamp: number;
  lastTimestamp: number;
}

export function emptyTotals(): Totals {
  return {
    rows: 0,
    electricityMWh: 0,
    heatMWh: 0,
    fuelMWh: 0,
    co2Tonnes: 0,
    ch4Kg: 0,
    n2oKg: 0,
    efficiencySum: 0,
  };
}

/** Adds `u` into `t`. */
export function addTotals(t: Totals, u: Totals): void {
  t.rows += u.rows;
  t.electricityMWh += u.electricityMWh;
  t.heatMWh += u.heatMWh;
  t.fuelMWh += u.fuelMWh;
  t.co2Tonnes += u.co2Tonnes;
  t.ch4Kg += u.ch4Kg;
  t.n2oKg += u.n2oKg;
  t.efficiencySum += u.efficiencySum;
}

/** Sorts cells by plant_id, then day. */
export function byPlantAndDay(a: PlantDayCell, b: PlantDayCell): number {
  return a.plant_id - b.plant_id || a.day - b.day;
}
