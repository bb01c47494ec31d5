// Issue 27: the check of a file read through a profile, its hours handed over as values, is the
// check the spec's parser makes of the CSV the profile writes: accepted or refused, the same cells,
// quality report, problems and line numbers; and the hours it hands on write that CSV, byte for
// byte.
import { describe, expect, it } from 'vitest';
import { createCellsParser } from '../csv/parse';
import { importProfileSchema, type ImportProfile } from './import-profile';
import { createProfileCheck } from './profile-check';
import { createProfileReader } from './read-through-profile';
import { SpecCsvWriter, specCsvExtras } from './spec-csv-writer';

const base = {
  name: 'Export',
  columns: {
    date: 'Zeit',
    plant_id: 'Anlage',
    plant_name: 'Name',
    fuel_type: 'Brennstoff',
    electricity_output_MWh: 'Strom',
    heat_output_MWh: 'Wärme',
    fuel_consumption_MWh: 'Einsatz',
    CO2_emissions_tonnes: 'CO2',
    CH4_emissions_kg: 'CH4',
    N2O_emissions_kg: 'N2O',
    efficiency_percent: 'Wirkungsgrad',
  },
  units: { electricity_output_MWh: 'kWh', CO2_emissions_tonnes: 'kg', CH4_emissions_kg: 'g' },
  date_format: 'YYYY-MM-DD HH:mm',
  timezone: 'Europe/Berlin',
  decimal: '.',
  delimiter: ',',
};
const profile = importProfileSchema.parse(base);
const HEADER = 'Zeit,Anlage,Name,Brennstoff,Strom,Wärme,Einsatz,CO2,CH4,N2O,Wirkungsgrad';

/** Rows of 15-minute readings of two plants over `hours` hours of 2025-01-06, `edit` changing some. */
function exportText(hours: number, edit: (cells: string[], i: number) => void = () => {}): string {
  const lines = [HEADER];
  let i = 0;
  for (let h = 0; h < hours; h++) {
    for (let q = 0; q < 60; q += 15) {
      for (const plant of [3, 8]) {
        const time = `2025-01-06 ${String(h).padStart(2, '0')}:${String(q).padStart(2, '0')}`;
        const cells = [
          time,
          String(plant),
          plant === 3 ? 'Nord' : '"Süd, Block 2"',
          'natural_gas',
          String(1234.567 + (i % 7) * 3.1),
          String(0.7 + (i % 3) / 10),
          String(4.1 + (i % 5) / 3),
          String(812.25 + (i % 11)),
          String(0.3333 + (i % 2)),
          '0.0000001234567',
          String(38.5 + (i % 4)),
        ];
        edit(cells, i++);
        lines.push(cells.join(','));
      }
    }
  }
  return lines.join('\n');
}

/** The check as the text path made it: the reader's CSV read by the spec's parser. */
function checkOfText(text: string, p: ImportProfile, zones = new Map<number, string>()) {
  const reader = createProfileReader(p);
  const parser = createCellsParser({ zones });
  const bytes = new TextEncoder().encode(text);
  const csv: Uint8Array[] = [];
  for (let at = 0; at < bytes.length; at += 777) {
    csv.push(reader.push(bytes.subarray(at, at + 777)));
    parser.push(csv.at(-1)!);
  }
  csv.push(reader.finish());
  parser.push(csv.at(-1)!);
  return { read: reader.refusal(), check: parser.finish(), csv: Buffer.concat(csv).toString() };
}

/** The check through the profile, its hours written as the server writes them. */
function checkOfValues(text: string, p: ImportProfile, zones = new Map<number, string>()) {
  const check = createProfileCheck(p, { zones });
  const writer = new SpecCsvWriter(specCsvExtras(p));
  const bytes = new TextEncoder().encode(text);
  const csv: Uint8Array[] = [];
  for (let at = 0; at < bytes.length; at += 1000) {
    writer.addBatch(check.push(bytes.subarray(at, at + 1000)));
    csv.push(writer.take());
  }
  const ended = check.end();
  writer.addBatch(ended.hours);
  csv.push(writer.take());
  return { read: ended.read.refusal, check: check.finish(), csv: Buffer.concat(csv).toString() };
}

function expectSameCheck(text: string, p = profile, zones?: Map<number, string>) {
  const values = checkOfValues(text, p, zones);
  const ofText = checkOfText(text, p, zones);
  expect(values.read).toEqual(ofText.read);
  expect(values.check).toEqual(ofText.check);
  expect(values.csv).toBe(ofText.csv);
  return values;
}

describe('a file checked through its profile', () => {
  it("gives the cells and quality report of the CSV it writes, on plants' local days too", () => {
    const { check, csv } = expectSameCheck(exportText(30));
    expect(check.ok).toBe(true);
    expect(csv.split('\n')[0]).toBe(
      'date,plant_id,plant_name,fuel_type,electricity_output_MWh,heat_output_MWh,fuel_consumption_MWh,CO2_emissions_tonnes,CH4_emissions_kg,N2O_emissions_kg,efficiency_percent',
    );
    expectSameCheck(exportText(30), profile, new Map([[3, 'Europe/Berlin']]));
  });

  it('keeps an hour whose derived efficiency passes 100 % at 100 %, as the CSV it writes', () => {
    // An efficiency the derivation takes past 100 (a start-up hour), and a name with a line break.
    const derived = importProfileSchema.parse({
      ...base,
      columns: { ...base.columns, efficiency_percent: undefined },
      absent: ['efficiency_percent'],
    });
    const kept = expectSameCheck(
      exportText(6, (cells, i) => {
        if (i % 8 === 0) cells[2] = '"Nord\nHalle"';
        if (i > 20) cells[6] = '0.001';
      }),
      derived,
    );
    expect(kept.check).toMatchObject({ ok: true });
    expect(kept.csv.trimEnd().split('\n').at(-1)!.endsWith(',100')).toBe(true);
  });

  it('carries the hours a plant was off, blank in the file, as operating time 0', () => {
    // No operating-time column: a row of blank measures is an hour not operated, as the profile says.
    const offWhenBlank = importProfileSchema.parse({ ...base, empty: 'not_operating' });
    const { check, csv } = expectSameCheck(
      exportText(4, (cells, i) => {
        if (i >= 8 && i < 16) for (let k = 4; k < cells.length; k++) cells[k] = '';
      }),
      offWhenBlank,
    );
    expect(check.ok).toBe(true);
    const rows = csv.trimEnd().split('\n');
    expect(rows[0]!.endsWith(',operating_time')).toBe(true);
    // Hour 01:00 of both plants was off: its measures 0, its operating time 0.
    expect(rows.filter((r) => r.endsWith(',0,0,0,0,0,0,0,0'))).toHaveLength(2);
    expect(rows.slice(1).filter((r) => r.endsWith(',1'))).toHaveLength(6);
  });

  it('refuses a control character and a long name as the CSV it writes', () => {
    const refused = expectSameCheck(
      exportText(3, (cells, i) => {
        // Every reading of an hour: the hour's row takes its last reading's texts.
        const hour = Math.floor(i / 8);
        if (hour === 0 && cells[1] === '3') cells[2] = 'Nord\u0007';
        if (hour === 1) cells[3] = 'gas\u0001';
        if (hour === 2 && cells[1] === '8') cells[2] = 'y'.repeat(300);
      }),
    );
    expect(refused.check).toMatchObject({ ok: false, problemCount: 4 });
    expect(refused.check.ok).toBe(false);
  });

  it('reads a line with quotes as the same line without them, bad numbers and short rows too', () => {
    /** Row i's cells, some of them refused, row 30 missing its last cells. */
    const edit = (cells: string[], i: number) => {
      if (i === 12) cells[4] = '12x';
      if (i === 17) cells[6] = ' 4.5 ';
      if (i === 30) cells.splice(8);
    };
    const quoted = exportText(4, (cells, i) => {
      edit(cells, i);
      // Every line of plant 3 quoted: read by the record splitter, the others in one scan.
      if (cells[1] === '3') cells.forEach((c, k) => (cells[k] = c.startsWith('"') ? c : `"${c}"`));
    });
    const plain = checkOfValues(exportText(4, edit), profile);
    expect(plain.read?.problemCount).toBeGreaterThan(0);
    const fromQuoted = checkOfValues(quoted, profile);
    expect(fromQuoted.read).toEqual(plain.read);
    expect(fromQuoted.csv).toBe(plain.csv);
  });

  it('refuses an empty file as the CSV it writes', () => {
    expect(expectSameCheck(HEADER).check.ok).toBe(false);
  });
});
