// Test helper: builds a PlantDataset from readable row objects, without going through CSV text.
import { measureColumns, type PlantDataset } from '../readings/dataset';
import { OPTIONAL_MEASURE_HEADERS, READ_MEASURES } from '../readings/measures';

export interface RowInput {
  /** `YYYY-MM-DD HH:MM:SS` or `YYYY-MM-DD`, read as UTC. */
  date: string;
  plant_id: number;
  plant_name: string;
  fuel_type: string;
  electricity_output_MWh: number;
  heat_output_MWh?: number;
  fuel_consumption_MWh: number;
  CO2_emissions_tonnes: number;
  CH4_emissions_kg: number;
  N2O_emissions_kg: number;
  efficiency_percent: number;
  /** Optional columns: a dataset none of whose rows gives one does not report it. */
  SO2_emissions_kg?: number;
  NOx_emissions_kg?: number;
  fuel_consumption_t?: number;
  fuel_consumption_m3?: number;
  fuel_consumption_Nm3?: number;
}

/** A row of plant 1 "Alpha" (coal) on 2025-01-01 with zero readings, changed by `fields`. */
export function testRow(fields: Partial<RowInput> = {}): RowInput {
  return {
    date: '2025-01-01',
    plant_id: 1,
    plant_name: 'Alpha',
    fuel_type: 'Coal',
    electricity_output_MWh: 0,
    fuel_consumption_MWh: 0,
    CO2_emissions_tonnes: 0,
    CH4_emissions_kg: 0,
    N2O_emissions_kg: 0,
    efficiency_percent: 0,
    ...fields,
  };
}

export function makeDataset(rows: readonly RowInput[]): PlantDataset {
  const n = rows.length;
  const strings: string[] = [];
  const ids = new Map<string, number>();
  const intern = (s: string) => {
    let id = ids.get(s);
    if (id === undefined) {
      id = strings.length;
      strings.push(s);
      ids.set(s, id);
    }
    return id;
  };
  const d = {
    rowCount: n,
    line: new Uint32Array(n),
    timestamp: new Float64Array(n),
    day: new Int32Array(n),
    plantId: new Int32Array(n),
    unitId: new Uint32Array(n).fill(intern('')),
    hour: new Uint8Array(n),
    plantName: new Uint32Array(n),
    fuelType: new Uint32Array(n),
    ...measureColumns(READ_MEASURES.map(() => new Float64Array(n))),
    strings,
    notReported: OPTIONAL_MEASURE_HEADERS.filter((h) => rows.every((r) => r[h] === undefined)),
  };
  rows.forEach((r, i) => {
    const ts = Date.parse(
      `${r.date.length === 10 ? `${r.date}T00:00:00` : r.date.replace(' ', 'T')}Z`,
    );
    d.line[i] = i + 2;
    d.timestamp[i] = ts;
    d.day[i] = Math.floor(ts / 86_400_000);
    d.plantId[i] = r.plant_id;
    d.hour[i] = new Date(ts).getUTCHours();
    d.plantName[i] = intern(r.plant_name);
    d.fuelType[i] = intern(r.fuel_type);
    READ_MEASURES.forEach((m, k) => (d.measures[k]![i] = r[m.header] ?? 0));
  });
  return d;
}
