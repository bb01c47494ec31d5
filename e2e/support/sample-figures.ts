import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { generateDemoCsv } from '@domain/sample/demo-sample';
import { SAMPLE_PATH } from './sample-data';

// The figures of a file's last 30 days (the range the screens open on) worked out here from the
// CSV with another parser and plain arithmetic, independently of src/domain (which only generates
// the demo's CSV), written as the screens print them (en-US).

type Row = Record<string, string>;

const whole = (v: number) => Math.round(v).toLocaleString('en-US');
const oneDecimal = (v: number) =>
  v.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const sum = (rows: readonly Row[], column: string) =>
  rows.reduce((s, r) => s + Number(r[column]), 0);
const mean = (rows: readonly Row[], column: string) => sum(rows, column) / rows.length;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

export interface PlantFigures {
  id: number;
  name: string;
  fuel: string;
  electricity: string;
  co2: string;
  efficiency: string;
  /** (electricity + heat) / fuel over the plant's rows, percent with 1 decimal. */
  energyWeighted: string;
  status: 'Critical' | 'Warning' | 'Optimal';
}

export interface SampleFigures {
  totalElectricity: string;
  totalCo2: string;
  avgEfficiency: string;
  plants: PlantFigures[];
  /** CO2 tonnes over the 30 days ending on the last date in the data (the figures' range). */
  co2Last30Days: string;
  daysTracked: string;
  /** tCO2e of every plant, 1 decimal as the PDF prints it: CO2 + CH4 kg/1000 x 25 + N2O kg/1000 x 298 (AR4). */
  totalGhg: string;
  /** The same for plants 1 and 2 only (the SEC extract), whole as the Compliance screen prints it. */
  secTotalGhg: string;
  facilityCount: number;
  firstDate: string;
  lastDate: string;
}

/** The figures the data screens should show for public/sample_data.csv (30 days). */
export const sampleFigures = (): SampleFigures => figuresOf(readFileSync(SAMPLE_PATH, 'utf8'));

/** The figures the data screens should show for the demo account, made today (UTC) by the server. */
export const demoFigures = (): SampleFigures =>
  figuresOf(generateDemoCsv(new Date().toISOString().slice(0, 10)));

/** The figures of the last 30 days of a CSV in the spec's columns. */
function figuresOf(csv: string): SampleFigures {
  const all = Papa.parse<Row>(csv, { header: true, skipEmptyLines: true }).data;
  const end = dayNumber(
    all.reduce((last, r) => (r.date! > last ? r.date! : last), '').slice(0, 10),
  );
  const rows = all.filter((r) => dayNumber(r.date!.slice(0, 10)) > end - 30);
  const byPlant = new Map<number, Row[]>();
  for (const r of rows) {
    const id = Number(r.plant_id);
    byPlant.set(id, [...(byPlant.get(id) ?? []), r]);
  }
  const plants = [...byPlant.entries()]
    .sort(([a], [b]) => a - b)
    .map(([id, own]): PlantFigures => {
      const efficiency = mean(own, 'efficiency_percent');
      return {
        id,
        name: own[0]!.plant_name!,
        fuel: own[0]!.fuel_type!,
        electricity: whole(sum(own, 'electricity_output_MWh')),
        co2: whole(sum(own, 'CO2_emissions_tonnes')),
        efficiency: oneDecimal(efficiency),
        energyWeighted: oneDecimal(
          ((sum(own, 'electricity_output_MWh') + sum(own, 'heat_output_MWh')) /
            sum(own, 'fuel_consumption_MWh')) *
            100,
        ),
        status: efficiency < 45 ? 'Critical' : efficiency < 60 ? 'Warning' : 'Optimal',
      };
    });

  const dates = [...new Set(rows.map((r) => r.date!.slice(0, 10)))].sort();

  const ghg = (some: readonly Row[]) =>
    sum(some, 'CO2_emissions_tonnes') +
    (sum(some, 'CH4_emissions_kg') / 1000) * 25 +
    (sum(some, 'N2O_emissions_kg') / 1000) * 298;

  return {
    totalElectricity: whole(sum(rows, 'electricity_output_MWh')),
    totalCo2: whole(sum(rows, 'CO2_emissions_tonnes')),
    avgEfficiency: oneDecimal(mean(rows, 'efficiency_percent')),
    plants,
    co2Last30Days: whole(sum(rows, 'CO2_emissions_tonnes')),
    daysTracked: String(dates.length),
    totalGhg: oneDecimal(ghg(rows)),
    secTotalGhg: whole(ghg(rows.filter((r) => r.plant_id === '1' || r.plant_id === '2'))),
    facilityCount: byPlant.size,
    firstDate: dates[0]!,
    lastDate: dates.at(-1)!,
  };
}
