import { describe, expect, it } from 'vitest';
import { REQUIRED_HEADERS } from '../constants';
import type { PlantDataset } from '../readings/dataset';
import type { CsvParseResult } from './parse-result';
import { createCsvParser, parseCsv } from './parse';

const HEADER = REQUIRED_HEADERS.join(',');
const encode = (text: string) => new TextEncoder().encode(text);

function row(date: string, id: number, name: string, values = '100,0,250,85,1.5,2,40'): string {
  return `${date},${id},${name},coal,${values}`;
}

function accepted(r: CsvParseResult): PlantDataset {
  if (!r.ok) throw new Error(`refused: ${r.message}`);
  return r.dataset;
}

function refused(r: CsvParseResult) {
  if (r.ok) throw new Error('accepted');
  return r;
}

describe('parseCsv: what it reads', () => {
  it('reads every column of a plain file by header name', () => {
    const d = accepted(parseCsv(encode(`${HEADER}\n${row('2025-01-01 00:00:00', 1, 'Alpha')}\n`)));
    expect(d.rowCount).toBe(1);
    expect(d.plantId[0]).toBe(1);
    expect(d.strings[d.plantName[0]!]).toBe('Alpha');
    expect(d.strings[d.fuelType[0]!]).toBe('coal');
    expect([
      d.electricityMWh[0],
      d.heatMWh[0],
      d.fuelMWh[0],
      d.co2Tonnes[0],
      d.ch4Kg[0],
      d.n2oKg[0],
      d.efficiencyPct[0],
    ]).toEqual([100, 0, 250, 85, 1.5, 2, 40]);
    expect(d.timestamp[0]).toBe(Date.UTC(2025, 0, 1));
    expect(d.line[0]).toBe(2);
  });

  it('finds columns in any order and ignores extra columns', () => {
    const header = [...REQUIRED_HEADERS].reverse().join(',') + ',comment';
    const d = accepted(
      parseCsv(encode(`${header}\n40,2,1.5,85,250,0,100,coal,Alpha,7,2025-01-02,hello\n`)),
    );
    expect(d.plantId[0]).toBe(7);
    expect(d.co2Tonnes[0]).toBe(85);
    expect(d.efficiencyPct[0]).toBe(40);
    expect(d.day[0]).toBe(Date.UTC(2025, 0, 2) / 86_400_000);
  });

  it('accepts a UTF-8 BOM, CRLF line ends and blank trailing lines', () => {
    const text = `\uFEFF${HEADER}\r\n${row('2025-01-01 00:00:00', 1, 'A')}\r\n${row('2025-01-01 01:00:00', 1, 'A')}\r\n\r\n\r\n`;
    const d = accepted(parseCsv(encode(text)));
    expect(d.rowCount).toBe(2);
    expect(d.efficiencyPct[1]).toBe(40);
  });

  it('reads RFC 4180 quoted names holding commas, quotes and a line break, counting lines', () => {
    const text = `${HEADER}\n2025-01-01,1,"North, ""Big"" Unit",coal,1,0,2,3,4,5,6\n2025-01-01,2,"Two\nLines",coal,1,0,2,3,4,5,6\n2025-01-01,3,C,coal,1,0,2,3,4,5,6\n`;
    const d = accepted(parseCsv(encode(text)));
    expect(d.strings[d.plantName[0]!]).toBe('North, "Big" Unit');
    expect(d.strings[d.plantName[1]!]).toBe('Two\nLines');
    expect(Array.from(d.line)).toEqual([2, 3, 5]);
  });

  it('reads European exports: semicolons with decimal commas, detected from the header', () => {
    const text = `${REQUIRED_HEADERS.join(';')}\n2025-01-01 00:00:00;1;"Alpha; Süd";Kohle;100,5;0;250,25;85,1;1,5;2;40,7\n`;
    const r = parseCsv(encode(text));
    const d = accepted(r);
    expect(d.electricityMWh[0]).toBe(100.5);
    expect(d.fuelMWh[0]).toBe(250.25);
    expect(d.efficiencyPct[0]).toBe(40.7);
    expect(d.strings[d.plantName[0]!]).toBe('Alpha; Süd');
    expect(r.ok && r.quality.delimiter).toBe(';');
  });

  it('refuses a decimal point in a semicolon file rather than guessing a thousands separator', () => {
    const text = `${REQUIRED_HEADERS.join(';')}\n2025-01-01;1;A;coal;1.234;0;2;3;4;5;6\n`;
    expect(refused(parseCsv(encode(text))).problems[0]!.message).toBe(
      'Row 2: electricity_output_MWh must be a number, got 1.234',
    );
  });

  it.each([
    ['2025-01-01 05:30:00', Date.UTC(2025, 0, 1, 5, 30), '2025-01-01'],
    ['2025-01-01T05:30:00', Date.UTC(2025, 0, 1, 5, 30), '2025-01-01'],
    ['2025-01-01T05:30:00Z', Date.UTC(2025, 0, 1, 5, 30), '2025-01-01'],
    ['2025-01-01T05:30:00+02:00', Date.UTC(2025, 0, 1, 3, 30), '2025-01-01'],
    ['2025-01-01T23:30:00-01:00', Date.UTC(2025, 0, 2, 0, 30), '2025-01-01'],
    ['2025-01-01', Date.UTC(2025, 0, 1), '2025-01-01'],
    ['2025-01-01 05:30', Date.UTC(2025, 0, 1, 5, 30), '2025-01-01'],
    ['2024-02-29 00:00:00', Date.UTC(2024, 1, 29), '2024-02-29'],
  ])('reads the date %s', (text, instant, calendarDay) => {
    const d = accepted(parseCsv(encode(`${HEADER}\n${row(text, 1, 'A')}\n`)));
    expect(d.timestamp[0]).toBe(instant);
    // The calendar day is the one written, whatever the offset.
    expect(d.day[0]).toBe(Date.parse(`${calendarDay}T00:00:00Z`) / 86_400_000);
  });

  it.each(['2025-13-01', '2025-02-30', '2025-01-01 24:00:00', '01/02/2025', 'yesterday', ''])(
    'refuses the unreadable date "%s" as a row error',
    (text) => {
      const r = refused(parseCsv(encode(`${HEADER}\n${row(text, 1, 'A')}\n`)));
      expect(r.problems[0]!.line).toBe(2);
      expect(r.problems[0]!.message).toMatch(/^Row 2: date must be YYYY-MM-DD/);
    },
  );
});

describe('parseCsv: validation with the spec messages', () => {
  it('names every missing header', () => {
    const header = REQUIRED_HEADERS.filter((h) => h !== 'plant_id' && h !== 'N2O_emissions_kg');
    const r = refused(parseCsv(encode(`${header.join(',')}\n1,2,3\n`)));
    expect(r.message).toBe(
      'CSV validation failed: Missing required headers: plant_id, N2O_emissions_kg',
    );
    // Issue 27: the refusal names the file's headers as written beside the spec's it lacks.
    expect(r.headers).toEqual({ found: header, needed: ['plant_id', 'N2O_emissions_kg'] });
  });

  it("names no headers when a file has all of the spec's", () => {
    const r = refused(parseCsv(encode(`${REQUIRED_HEADERS.join(',')}\n1,2,3\n`)));
    expect(r.headers).toBeUndefined();
  });

  it('checks the column count of every row, not only the first five', () => {
    const rows = Array.from({ length: 500 }, (_, i) => row(`2025-01-01 00:00:00`, i + 1, 'A'));
    rows[449] = '2025-01-01,1,A,coal,1,2';
    const r = refused(parseCsv(encode(`${HEADER}\n${rows.join('\n')}\n`)));
    // Row 450 of the data is line 451 of the file (header = line 1).
    expect(r.message).toBe('CSV validation failed: Row 451 has 6 columns, expected 11');
    expect(r.problemCount).toBe(1);
  });

  it('reports an empty numeric cell, a word, a negative value and an efficiency above 100', () => {
    const text = `${HEADER}\n${row('2025-01-01', 1, 'A', ',0,250,-85,1.5,two,140')}\n`;
    const r = refused(parseCsv(encode(text)));
    expect(r.problems.map((p) => p.message)).toEqual([
      'Row 2: electricity_output_MWh must be a number, got an empty cell',
      'Row 2: CO2_emissions_tonnes must not be negative, got -85',
      'Row 2: N2O_emissions_kg must be a number, got two',
      'Row 2: efficiency_percent must be between 0 and 100, got 140',
    ]);
    expect(r.message.startsWith('CSV validation failed: Row 2: electricity_output_MWh')).toBe(true);
  });

  it('refuses a plant_id that is not a whole number', () => {
    const r = refused(parseCsv(encode(`${HEADER}\n2025-01-01,1.5,A,coal,1,0,2,3,4,5,6\n`)));
    expect(r.problems[0]!.message).toBe('Row 2: plant_id must be a whole number, got 1.5');
  });

  it('lists the first 20 problems and counts them all', () => {
    const rows = Array.from({ length: 30 }, () => row('2025-01-01', 1, 'A', 'x,0,1,1,1,1,1'));
    const r = refused(parseCsv(encode(`${HEADER}\n${rows.join('\n')}\n`)));
    expect(r.problems).toHaveLength(20);
    expect(r.problemCount).toBe(30);
    expect(r.problems[19]!.line).toBe(21);
    expect(r.message).toMatch(/\(and 10 more; 30 problems in total\)$/);
  });

  it('refuses a file with a header and no data rows', () => {
    expect(refused(parseCsv(encode(`${HEADER}\n\n`))).problems[0]!.message).toBe(
      'The file needs a header row and at least one data row',
    );
    expect(refused(parseCsv(encode(''))).ok).toBe(false);
  });

  it('refuses a quoted cell that is never closed', () => {
    const r = refused(parseCsv(encode(`${HEADER}\n2025-01-01,1,"A,coal,1,0,2,3,4,5,6\n`)));
    expect(r.problemCount).toBe(1);
  });
});

/** The cells of a valid row, by header. */
const VALID: Record<(typeof REQUIRED_HEADERS)[number], string> = {
  date: '2025-01-01 00:00:00',
  plant_id: '1',
  plant_name: 'Alpha',
  fuel_type: 'coal',
  electricity_output_MWh: '100',
  heat_output_MWh: '0',
  fuel_consumption_MWh: '250',
  CO2_emissions_tonnes: '85',
  CH4_emissions_kg: '1.5',
  N2O_emissions_kg: '2',
  efficiency_percent: '40',
};

/** The cells of a valid row with some replaced, in header order. */
const cells = (changes: Partial<typeof VALID> = {}) =>
  REQUIRED_HEADERS.map((h) => changes[h] ?? VALID[h]);

/** A comma-separated file of the given rows' cells, one line each. */
const fileOf = (...rows: string[][]) =>
  encode(`${HEADER}\n${rows.map((r) => r.join(',')).join('\n')}\n`);

/**
 * A file whose line 2 holds `first` and line 3 holds `failing`, written two ways: plain lines
 * (read in one scan) and every cell quoted (read by the RFC 4180 reader).
 */
function bothWays(failing: string[], first: string[] = cells()): Record<string, Uint8Array> {
  const file = (line: (c: string[]) => string) =>
    encode(`${HEADER}\n${line(first)}\n${line(failing)}\n`);
  return {
    plain: file((c) => c.join(',')),
    quoted: file((c) => c.map((v) => `"${v}"`).join(',')),
  };
}

describe('every row rule, whichever way a line is read', () => {
  it.each([
    ['column count', cells().slice(0, 6), 'Row 3 has 6 columns, expected 11'],
    [
      'numbers in numeric columns',
      cells({ heat_output_MWh: 'abc' }),
      'Row 3: heat_output_MWh must be a number, got abc',
    ],
    [
      'an empty numeric cell',
      cells({ fuel_consumption_MWh: '' }),
      'Row 3: fuel_consumption_MWh must be a number, got an empty cell',
    ],
    [
      'no negatives',
      cells({ CO2_emissions_tonnes: '-85' }),
      'Row 3: CO2_emissions_tonnes must not be negative, got -85',
    ],
    [
      'efficiency 0-100',
      cells({ efficiency_percent: '100.5' }),
      'Row 3: efficiency_percent must be between 0 and 100, got 100.5',
    ],
    [
      'a whole plant_id',
      cells({ plant_id: '1.5' }),
      'Row 3: plant_id must be a whole number, got 1.5',
    ],
    [
      'readable dates',
      cells({ date: '2025-02-30' }),
      'Row 3: date must be YYYY-MM-DD, YYYY-MM-DD HH:MM:SS or YYYY-MM-DDTHH:MM:SS with an optional Z or ±hh:mm, got 2025-02-30',
    ],
    [
      'dates from 1990 to 2100',
      cells({ date: '0050-01-01 00:00:00' }),
      'Row 3: date must be between 1990-01-01 and 2100-12-31, got 0050-01-01 00:00:00',
    ],
    [
      'plant names of at most 200 characters',
      cells({ plant_name: 'A'.repeat(201) }),
      'Row 3: plant_name must be at most 200 characters long, got 201',
    ],
    [
      'finite numbers',
      cells({ N2O_emissions_kg: '1e309' }),
      'Row 3: N2O_emissions_kg must be a finite number, got 1e309',
    ],
    [
      'a finite plant_id',
      cells({ plant_id: '1e309' }),
      'Row 3: plant_id must be a finite number, got 1e309',
    ],
    [
      'no control character in a plant name',
      cells({ plant_name: 'Al\u0000pha' }),
      'Row 3: plant_name contains a control character (U+0000)',
    ],
    [
      'no control character in a fuel type',
      cells({ fuel_type: 'co\u001bal' }),
      'Row 3: fuel_type contains a control character (U+001B)',
    ],
  ])('%s: the same problem on the same line', (_rule, failing, message) => {
    for (const [way, bytes] of Object.entries(bothWays(failing))) {
      const r = refused(parseCsv(bytes));
      expect({ way, problems: r.problems }).toEqual({ way, problems: [{ line: 3, message }] });
    }
  });

  it('totals that outgrow what can be calculated with: the row that passes the limit', () => {
    const huge = cells({ CO2_emissions_tonnes: '1e300' });
    for (const [way, bytes] of Object.entries(bothWays(huge, huge))) {
      const r = refused(parseCsv(bytes));
      expect({ way, problems: r.problems }).toEqual({
        way,
        problems: [
          {
            line: 3,
            message:
              'Row 3: the total of CO2_emissions_tonnes up to this row is above 1e300, too large to calculate with',
          },
        ],
      });
    }
  });

  it('required headers: the same problem whether the header is quoted or not', () => {
    const header = REQUIRED_HEADERS.filter((h) => h !== 'fuel_type');
    for (const line of [header.join(','), header.map((h) => `"${h}"`).join(',')]) {
      const r = refused(parseCsv(encode(`${line}\n${cells().join(',')}\n`)));
      expect(r.problems).toEqual([{ line: 1, message: 'Missing required headers: fuel_type' }]);
    }
  });
});

describe('hostile numbers and names', () => {
  it.each(['1e309', '1E400', '9'.repeat(400)])(
    'refuses %s, which would count as infinite, instead of reading it as 0 t',
    (value) => {
      const r = refused(parseCsv(fileOf(cells({ CO2_emissions_tonnes: value }))));
      expect(r.message).toBe(
        `CSV validation failed: Row 2: CO2_emissions_tonnes must be a finite number, got ${value}`,
      );
    },
  );

  it.each(['Infinity', '-Infinity', 'NaN', 'inf'])(
    'refuses the word %s as not a number',
    (value) => {
      const r = refused(parseCsv(fileOf(cells({ heat_output_MWh: value }))));
      expect(r.problems[0]!.message).toBe(`Row 2: heat_output_MWh must be a number, got ${value}`);
    },
  );

  it('refuses many values of 1e308 once, at the row whose total passes the limit', () => {
    const big = cells({ fuel_consumption_MWh: '1e308' });
    const r = refused(parseCsv(fileOf(cells({ fuel_consumption_MWh: '1e299' }), big, big, big)));
    expect(r.problems).toEqual([
      {
        line: 3,
        message:
          'Row 3: the total of fuel_consumption_MWh up to this row is above 1e300, too large to calculate with',
      },
    ]);
  });

  it('accepts totals up to the limit, and large single values within it', () => {
    const d = accepted(parseCsv(fileOf(cells({ CO2_emissions_tonnes: '1e300' }))));
    expect(d.co2Tonnes[0]).toBe(1e300);
  });

  it('refuses every row holding a control character, not only the first', () => {
    const rows = [1, 2, 3].map((id) => cells({ plant_id: String(id), plant_name: 'Alpha\u0007' }));
    const r = refused(parseCsv(fileOf(...rows)));
    expect(r.problems.map((p) => p.line)).toEqual([2, 3, 4]);
    expect(r.problems[0]!.message).toBe('Row 2: plant_name contains a control character (U+0007)');
  });

  it('quotes a refused cell with its control characters named, never raw', () => {
    const r = refused(
      parseCsv(fileOf(cells({ date: '"2025-01\n-01"', heat_output_MWh: '1\u001b[2J' }))),
    );
    expect(r.problems.map((p) => p.message)).toEqual([
      'Row 2: date must be YYYY-MM-DD, YYYY-MM-DD HH:MM:SS or YYYY-MM-DDTHH:MM:SS with an optional Z or ±hh:mm, got 2025-01<U+000A>-01',
      'Row 2: heat_output_MWh must be a number, got 1<U+001B>[2J',
    ]);
  });

  it('accepts the first and last day of 1990 to 2100 and refuses the days beside them', () => {
    const dated = (...dates: string[]) => fileOf(...dates.map((date) => cells({ date })));
    const d = accepted(parseCsv(dated('1990-01-01 00:00:00', '2100-12-31T23:00:00-05:00')));
    expect(d.rowCount).toBe(2);
    const r = refused(parseCsv(dated('1989-12-31 23:00:00', '2101-01-01', '9999-12-31')));
    expect(r.problems.map((p) => p.line)).toEqual([2, 3, 4]);
    expect(r.problems[1]!.message).toBe(
      'Row 3: date must be between 1990-01-01 and 2100-12-31, got 2101-01-01',
    );
  });

  it('counts a name in characters, not bytes or UTF-16 units, and refuses each row holding a long one', () => {
    // 200 characters of 4 bytes and 2 UTF-16 units each.
    const d = accepted(parseCsv(fileOf(cells({ plant_name: '🏭'.repeat(200) }))));
    expect(d.strings[d.plantName[0]!]).toBe('🏭'.repeat(200));
    const long = 'x'.repeat(1_000_000);
    const r = refused(
      parseCsv(fileOf(cells(), cells({ plant_name: long }), cells({ plant_name: long }))),
    );
    expect(r.problems).toEqual(
      [3, 4].map((line) => ({
        line,
        message: `Row ${line}: plant_name must be at most 200 characters long, got 1000000`,
      })),
    );
  });

  it('keeps a tab in a name, and a line break in a quoted name', () => {
    const d = accepted(
      parseCsv(
        fileOf(
          cells({ plant_name: 'North\tUnit' }),
          cells({ plant_id: '2', plant_name: '"Two\r\nLines"' }),
        ),
      ),
    );
    expect(d.strings[d.plantName[0]!]).toBe('North\tUnit');
    expect(d.strings[d.plantName[1]!]).toBe('Two\r\nLines');
  });
});

describe('data-quality warnings', () => {
  it('flags duplicate timestamps, missing hours and a plant whose name or fuel changes', () => {
    const lines = [
      row('2025-01-01 00:00:00', 1, 'A'),
      row('2025-01-01 01:00:00', 1, 'A'),
      row('2025-01-01 01:00:00', 1, 'A'),
      row('2025-01-01 05:00:00', 1, 'A Renamed'),
      `2025-01-01 06:00:00,1,A Renamed,gas,100,0,250,85,1.5,2,40`,
    ];
    const r = parseCsv(encode(`${HEADER}\n${lines.join('\n')}\n`));
    if (!r.ok) throw new Error(r.message);
    const byKind = Object.fromEntries(r.quality.warnings.map((w) => [w.kind, w]));
    expect(byKind.duplicate_timestamp!.lines).toEqual([3, 4]);
    // 01:00 to 05:00 leaves 02:00, 03:00 and 04:00 empty.
    expect(byKind.missing_hours!.message).toBe(
      'Plant 1 (A) has no data for 3 hours between 2025-01-01 01:00:00 (line 4) and 2025-01-01 05:00:00 (line 5)',
    );
    expect(byKind.plant_name_changed!.lines).toEqual([5]);
    expect(byKind.fuel_type_changed!.message).toBe(
      'Plant 1 changes its fuel type from "coal" to "gas" at line 6; the first fuel type is used',
    );
    expect(r.quality.warningCount).toBe(4);
    expect(r.quality.rows).toBe(5);
    expect(r.quality.firstDate).toBe('2025-01-01 00:00:00');
    expect(r.quality.lastDate).toBe('2025-01-01 06:00:00');
  });

  it('finds duplicates and gaps in a file that is not in time order', () => {
    const lines = [
      row('2025-01-01 03:00:00', 2, 'B'),
      row('2025-01-01 00:00:00', 2, 'B'),
      row('2025-01-01 01:00:00', 2, 'B'),
      row('2025-01-01 00:00:00', 2, 'B'),
      row('2025-01-01 02:00:00', 2, 'B'),
      row('2025-01-01 06:00:00', 2, 'B'),
    ];
    const r = parseCsv(encode(`${HEADER}\n${lines.join('\n')}\n`));
    if (!r.ok) throw new Error(r.message);
    expect(r.quality.warnings.map((w) => [w.kind, w.lines])).toEqual([
      ['duplicate_timestamp', [3, 5]],
      ['missing_hours', [2, 7]],
    ]);
  });
});

describe('streaming', () => {
  it('gives the same dataset whatever the chunk boundaries', () => {
    const text = `\uFEFF${HEADER}\r\n2025-01-01 00:00:00,1,"Q ""x"", y",coal,1.5,0,2,3,4,5,6\r\n${row('2025-01-01 01:00:00', 2, 'B')}\r\n`;
    const bytes = encode(text);
    const whole = accepted(parseCsv(bytes));
    for (let size = 1; size <= 17; size++) {
      const p = createCsvParser();
      for (let i = 0; i < bytes.length; i += size) p.push(bytes.subarray(i, i + size));
      expect(accepted(p.finish())).toEqual(whole);
    }
  });
});

describe('column allocation', () => {
  it('gives the same dataset when the size estimate is far too small (the columns grow in blocks)', () => {
    const lines = Array.from({ length: 300 }, (_, i) =>
      row(`2025-01-01 00:00:00`, i + 1, `Plant ${i}`),
    );
    const bytes = encode(`${HEADER}\n${lines.join('\n')}\n`);
    const small = createCsvParser({ expectedBytes: 100 });
    small.push(bytes);
    const grown = accepted(small.finish());
    expect(grown).toEqual(accepted(parseCsv(bytes)));
    expect(Array.from(grown.plantId.subarray(295))).toEqual([296, 297, 298, 299, 300]);
  });
});

describe('a caller that refills one buffer for every chunk', () => {
  it('still sees the quotes of the new content', () => {
    const first = encode(`${HEADER}\n${row('2025-01-01 00:00:00', 1, 'Alpha')}\n`);
    const rest = '2025-01-01 01:00:00,2,"Beta",coal,100,0,250,85,1.5,2,40\n';
    // The same length as the first chunk, so the very same array object carries both chunks.
    const second = encode(
      rest.replace('"Beta"', `"Beta${' '.repeat(first.length - rest.length)}"`),
    );
    const buffer = new Uint8Array(first.length);
    const p = createCsvParser();
    buffer.set(first);
    p.push(buffer);
    buffer.set(second);
    p.push(buffer);
    const d = accepted(p.finish());
    expect(d.strings[d.plantName[1]!]).toBe('Beta');
  });
});
