// EPA's exports come in blocks of days out of order, and start-up hours may hold CO2 without a
// load or fuel: such a file reads as its sorted self, the odd row kept and counted.
import { describe, expect, it } from 'vitest';
import { parseCsv, parseCsvToCells } from '../csv/parse';
import { hoursIn } from '../coverage/hour-mask';
import { importProfileSchema } from './import-profile';
import { createProfileReader } from './read-through-profile';

const profile = importProfileSchema.parse({
  name: 'EPA CAMD hourly',
  columns: {
    date: ['OP_DATE', 'OP_HOUR'],
    plant_id: 'ORISPL_CODE',
    plant_name: 'FACILITY_NAME',
    fuel_type: 'FUEL',
    operating_time: 'OP_TIME',
    electricity_output_MWh: 'GLOAD (MW)',
    fuel_consumption_MWh: 'HEAT_INPUT (MWh)',
    CO2_emissions_tonnes: 'CO2_MASS (t)',
  },
  units: { electricity_output_MWh: 'MW', operating_time: 'minutes' },
  absent: ['heat_output_MWh', 'CH4_emissions_kg', 'N2O_emissions_kg', 'efficiency_percent'],
  date_format: 'YYYY-MM-DD H',
});

const HEADER =
  'FACILITY_NAME,ORISPL_CODE,OP_DATE,OP_HOUR,OP_TIME,GLOAD (MW),CO2_MASS (t),HEAT_INPUT (MWh),FUEL';

/** Plant 5's rows of 1-14 May 2025: 30 minutes of each hour at 100 MW, hour 3 of 2 May without load. */
function rows(): string[][] {
  const out: string[][] = [];
  for (let day = 1; day <= 14; day++) {
    const block: string[] = [];
    for (let hour = 0; hour < 24; hour++) {
      const date = `2025-05-${String(day).padStart(2, '0')}`;
      const odd = day === 2 && hour === 3;
      block.push(`Mesa,5,${date},${hour},30,${odd ? '' : 100},${40 + hour},${odd ? '' : 150},Gas`);
    }
    out.push(block);
  }
  return out;
}

function read(lines: readonly string[]) {
  const reader = createProfileReader(profile);
  const text = [HEADER, ...lines].join('\n');
  const csv = Buffer.concat([reader.push(new TextEncoder().encode(text)), reader.finish()]);
  expect(reader.refusal()).toBeNull();
  const parsed = parseCsv(csv);
  if (!parsed.ok) throw new Error(parsed.message);
  return { reader, dataset: parsed.dataset, csv };
}

describe('rows in any order, and odd rows', () => {
  it('reads a file of weekly blocks out of order as the same file in order', () => {
    const days = rows();
    const inOrder = read(days.flat());
    // The second week first, and within it the days backwards.
    const shuffled = read([...days.slice(7).reverse(), ...days.slice(0, 7)].flat());
    const total = (d: typeof inOrder.dataset) =>
      [d.electricityMWh, d.co2Tonnes].map((c) => c.reduce((s, v) => s + v, 0));
    expect(shuffled.dataset.rowCount).toBe(14 * 24);
    expect(total(shuffled.dataset)).toEqual(total(inOrder.dataset));
    // 100 MW for half of each hour but the one without load.
    expect(total(inOrder.dataset)[0]).toBe((14 * 24 - 1) * 50);
  });

  it('keeps a row with CO2 but no load or fuel, and counts it', () => {
    const { reader, dataset } = read(rows().flat());
    expect(dataset.rowCount).toBe(14 * 24);
    expect(reader.blanks()).toMatchObject({ incomplete: 1, missing: 0, notOperating: 0 });
  });

  it('counts the load and fuel of an operated hour without its CO2, the hour a gap', () => {
    const lines = rows().flat();
    // 3 May 05:00: operated, its CO2 not recorded.
    const at = 2 * 24 + 5;
    lines[at] = 'Mesa,5,2025-05-03,5,30,100,,150,Gas';
    const { reader, csv } = read(lines);
    expect(reader.blanks()).toMatchObject({ missing: 1, incomplete: 1 });
    // The stored spec CSV, read again as the history reads it.
    const parsed = parseCsvToCells(csv);
    if (!parsed.ok) throw new Error(parsed.message);
    const day = parsed.cells.find((c) => c.day === Date.UTC(2025, 4, 3) / 86_400_000)!;
    // Every hour ran half of the hour at 100 MW and burnt 150 MWh; the CO2 of hour 5 is missing.
    expect(day.totals.electricityMWh).toBe(24 * 50);
    expect(day.totals.fuelMWh).toBe(24 * 150);
    expect(day.totals.co2Tonnes).toBe(
      Array.from({ length: 24 }, (_, h) => (h === 5 ? 0 : 40 + h)).reduce((s, v) => s + v, 0),
    );
    expect(hoursIn(day.hourMask)).toBe(23);
    expect(day.hourMask & (1 << 5)).toBe(0);
    expect(day.readings).toBe(23);
  });

  it('refuses a blank CO2 in a spec CSV that does not say the hour was operated', () => {
    const csv = [
      'date,plant_id,plant_name,fuel_type,electricity_output_MWh,heat_output_MWh,fuel_consumption_MWh,CO2_emissions_tonnes,CH4_emissions_kg,N2O_emissions_kg,efficiency_percent',
      '2025-05-01T00:00:00Z,5,Mesa,Gas,50,0,150,,0,0,33',
    ].join('\n');
    const parsed = parseCsv(new TextEncoder().encode(csv));
    expect(parsed.ok).toBe(false);
  });
});
