// Issue 27: a historian's export read through a profile gives the spec's rows whose totals equal
// sums the test computes itself from the readings it wrote.
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../csv/parse';
import { importProfileSchema } from './import-profile';
import { createProfileReader } from './read-through-profile';
import { berlinText } from '../testing/berlin-clock';
import { EPA_HOURLY_PROFILE, epaHourlyFile, epaHours } from '../testing/epa-hourly';

const MS_PER_MINUTE = 60_000;
const profile = importProfileSchema.parse({
  name: 'Historian export',
  columns: {
    date: 'Zeitstempel',
    plant_id: 'Anlage',
    plant_name: 'Name',
    fuel_type: 'Brennstoff',
    electricity_output_MWh: 'Strom [kWh]',
    heat_output_MWh: 'Wärme [GJ]',
    fuel_consumption_MWh: 'Brennstoff [MWh]',
    CO2_emissions_tonnes: 'CO2 [kg]',
    CH4_emissions_kg: 'CH4 [g]',
    N2O_emissions_kg: 'N2O [g]',
    efficiency_percent: 'Wirkungsgrad',
  },
  units: {
    electricity_output_MWh: 'kWh',
    heat_output_MWh: 'GJ',
    CO2_emissions_tonnes: 'kg',
    CH4_emissions_kg: 'g',
    N2O_emissions_kg: 'g',
  },
  date_format: 'DD.MM.YYYY HH:mm',
  timezone: 'Europe/Berlin',
  decimal: ',',
  delimiter: ';',
});

interface Written {
  at: number;
  kwh: number;
  gj: number;
  fuel: number;
  co2kg: number;
}

/** 15-minute readings of plant 7 over UTC instants [from, to), each a little different. */
function readings(from: number, to: number): Written[] {
  const out: Written[] = [];
  for (let t = from, i = 0; t < to; t += 15 * MS_PER_MINUTE, i++) {
    out.push({
      at: t,
      kwh: 25_000 + (i % 7) * 125.5,
      gj: 18 + (i % 3) * 0.25,
      fuel: 60 + (i % 5) * 0.5,
      co2kg: 12_000 + (i % 11) * 37.25,
    });
  }
  return out;
}

const decimalComma = (x: number) => String(x).replace('.', ',');
const HEADER =
  'Zeitstempel;Anlage;Name;Brennstoff;Strom [kWh];Wärme [GJ];Brennstoff [MWh];CO2 [kg];CH4 [g];N2O [g];Wirkungsgrad';
const line = (r: Written) =>
  [
    berlinText(r.at),
    '7',
    'Block Süd',
    'natural_gas',
    decimalComma(r.kwh),
    decimalComma(r.gj),
    decimalComma(r.fuel),
    decimalComma(r.co2kg),
    '1500',
    '250',
    '41,5',
  ].join(';');

/** The file's bytes through the reader, in chunks of `size` bytes. */
function readThrough(text: string, size = 4096) {
  const reader = createProfileReader(profile);
  const bytes = new TextEncoder().encode(text);
  const parts: Uint8Array[] = [];
  for (let i = 0; i < bytes.length; i += size) parts.push(reader.push(bytes.subarray(i, i + size)));
  parts.push(reader.finish());
  const decoded = parts.map((p) => new TextDecoder().decode(p)).join('');
  return { reader, csv: decoded };
}

const sum = (rows: Written[], f: (r: Written) => number) => rows.reduce((s, r) => s + f(r), 0);
// Local midnights in Berlin: 29 March 2025 is UTC+1, 1 April UTC+2; 25 October UTC+2, 28 October UTC+1.
const SPRING = { from: Date.UTC(2025, 2, 28, 23), to: Date.UTC(2025, 2, 31, 22) };
const AUTUMN = { from: Date.UTC(2025, 9, 24, 22), to: Date.UTC(2025, 9, 27, 23) };

describe('an export read through its profile', () => {
  const written = [...readings(SPRING.from, SPRING.to), ...readings(AUTUMN.from, AUTUMN.to)];
  const { reader, csv } = readThrough([HEADER, ...written.map(line)].join('\r\n'), 1000);
  const parsed = parseCsv(new TextEncoder().encode(csv));

  it('gives the spec rows whose totals equal the independent sums in MWh and tonnes', () => {
    expect(reader.problems()).toEqual([]);
    if (!parsed.ok) throw new Error(parsed.message);
    const totals = parsed.dataset;
    // 3 local days around each change: 24 + 23 + 24 and 24 + 25 + 24 hours, one row per hour.
    expect(parsed.quality.rows).toBe(71 + 73);
    const sumOf = (column: Float64Array) => column.reduce((s, v) => s + v, 0);
    expect(sumOf(totals.electricityMWh)).toBeCloseTo(sum(written, (r) => r.kwh) / 1000, 6);
    expect(sumOf(totals.co2Tonnes)).toBeCloseTo(sum(written, (r) => r.co2kg) / 1000, 6);
    expect(sumOf(totals.fuelMWh)).toBeCloseTo(
      sum(written, (r) => r.fuel),
      6,
    );
    // 1 GJ = 1 / 3.6 MWh.
    expect(sumOf(totals.heatMWh)).toBeCloseTo(sum(written, (r) => r.gj) / 3.6, 6);
    // 1,500 g of CH4 per reading = 1.5 kg.
    expect(sumOf(totals.ch4Kg)).toBeCloseTo(written.length * 1.5, 6);
    expect(reader.partialHours()).toEqual([]);
  });

  it('reads the repeated autumn hour in file order: summer time first, then winter time', () => {
    // 26 October 2025, 02:00-02:59 occurs twice: 00:00-00:59 UTC, then 01:00-01:59 UTC.
    expect(csv).toContain('2025-10-26T00:00:00.000Z,7,');
    expect(csv).toContain('2025-10-26T01:00:00.000Z,7,');
    expect(csv.match(/^2025-10-26T0[01]:00:00\.000Z,7,/gm)).toHaveLength(2);
  });

  it('leaves out an hour with under 80 % of its readings and lists it', () => {
    // Five-minute readings: 10 of 12 in the first hour (83 %, scaled by 12/10), 9 in the second (75 %).
    const start = Date.UTC(2025, 5, 1, 10);
    const five = (n: number, from: number) =>
      Array.from({ length: n }, (_, i) => ({
        at: from + i * 5 * MS_PER_MINUTE,
        kwh: 1000,
        gj: 0,
        fuel: 3,
        co2kg: 500,
      }));
    const rows = [...five(10, start), ...five(9, start + 60 * MS_PER_MINUTE)];
    // A third hour that is whole, so the second is closed by a reading two hours on.
    rows.push(...five(12, start + 120 * MS_PER_MINUTE));
    const through = readThrough([HEADER, ...rows.map(line)].join('\n'));
    const p = parseCsv(new TextEncoder().encode(through.csv));
    if (!p.ok) throw new Error(p.message);
    expect(p.quality.rows).toBe(2);
    // The first hour: 10 readings of 1,000 kWh scaled to 12: 12 MWh; the third: 12 MWh.
    expect([...p.dataset.electricityMWh]).toEqual([12, 12]);
    expect(through.reader.partialHours()).toEqual([
      {
        plantId: 7,
        plantName: expect.any(String),
        hour: start + 60 * 60_000,
        readings: 9,
        expected: 12,
      },
    ]);
  });

  it("names the row and the file's own column of a value it cannot read", () => {
    const bad = line(written[0]!).replace(/;25000;/, ';viel;');
    const { reader: r } = readThrough([HEADER, line(written[1]!), bad].join('\n'));
    expect(r.problems()).toEqual(['Row 3: Strom [kWh] must be a number, got viel']);
  });

  it('refuses a header without a column the profile maps, naming what the file has', () => {
    const { reader: r, csv: out } = readThrough('Zeit;Anlage\n01.01.2025 00:00;7\n');
    expect(r.problems()[0]).toBe(
      'The file has no column "Zeitstempel" (the profile\'s date); its columns are: Zeit, Anlage',
    );
    expect(out.trim().split('\n')).toHaveLength(1);
  });
});

describe("an EPA hourly export's dates, read as the profile writes them", () => {
  const epa = importProfileSchema.parse({
    name: 'EPA hourly',
    columns: {
      date: ['OP_DATE', 'OP_HOUR'],
      plant_id: 'ORISPL_CODE',
      plant_name: 'FACILITY_NAME',
      fuel_type: 'STATE',
      electricity_output_MWh: 'GLOAD (MW)',
      fuel_consumption_MWh: 'HEAT_INPUT (mmBtu)',
      CO2_emissions_tonnes: 'CO2_MASS (tons)',
    },
    units: { fuel_consumption_MWh: 'mmBtu', CO2_emissions_tonnes: 'short_ton' },
    absent: ['heat_output_MWh', 'CH4_emissions_kg', 'N2O_emissions_kg', 'efficiency_percent'],
    date_format: 'MM-DD-YYYY H',
    timezone: '-07:00',
  });
  const header =
    'STATE,FACILITY_NAME,ORISPL_CODE,OP_DATE,OP_HOUR,GLOAD (MW),HEAT_INPUT (mmBtu),CO2_MASS (tons)';
  const row = (date: string, hour: number) => `AZ,Ocotillo,116,${date},${hour},50,500,29.5`;
  const through = (lines: string[]) => {
    const reader = createProfileReader(epa);
    const bytes = new TextEncoder().encode([header, ...lines].join('\n'));
    const csv = new TextDecoder().decode(concat(reader.push(bytes), reader.finish()));
    return { reader, csv };
  };
  const concat = (a: Uint8Array, b: Uint8Array) => new Uint8Array([...a, ...b]);

  it('reads MM-DD-YYYY dates and a separate OP_HOUR as local standard time', () => {
    const hours = [0, 1, 22, 23];
    const { reader, csv } = through(hours.map((h) => row('07-04-1995', h)));
    expect(reader.problems()).toEqual([]);
    expect(csv).toContain('1995-07-04T07:00:00.000Z,116,');
    expect(csv).toContain('1995-07-05T06:00:00.000Z,116,');
  });

  it("quotes the profile's date format, not the spec's, for a date it cannot read", () => {
    const { reader } = through([row('07-04-1995', 0), row('13-04-1995', 1)]);
    expect(reader.problems()).toEqual([
      "Row 3: date must be written as MM-DD-YYYY H (the profile's date_format), got 13-04-1995 1",
    ]);
  });
});

describe("a profile's fixed values", () => {
  it("gives every row the fuel the export has no column for, whatever the file's other columns", () => {
    const reader = createProfileReader(importProfileSchema.parse(EPA_HOURLY_PROFILE));
    const file = new TextEncoder().encode(epaHourlyFile(epaHours(['07-04-1995'])));
    const csv = new TextDecoder().decode(
      new Uint8Array([...reader.push(file), ...reader.finish()]),
    );
    expect(reader.problems()).toEqual([]);
    const rows = parseCsv(new TextEncoder().encode(csv));
    expect(rows.ok).toBe(true);
    const lines = csv.trim().split('\n').slice(1);
    expect(lines).toHaveLength(48);
    expect(lines.every((l) => l.includes(',Natural Gas,'))).toBe(true);
    expect(lines[0]).toMatch(/^1995-07-04T07:00:00.000Z,116,Ocotillo,Natural Gas,/);
  });
});
