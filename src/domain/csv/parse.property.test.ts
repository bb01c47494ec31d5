import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REQUIRED_HEADERS } from '../constants';
import type { CsvParseResult } from './parse-result';
import { parseCsv } from './parse';

const encode = (text: string) => new TextEncoder().encode(text);

function dataset(bytes: Uint8Array) {
  const r = parseCsv(bytes);
  if (!r.ok) throw new Error(r.message);
  return r.dataset;
}

/** Characters a name may hold in a plain line: no delimiter, no quote, no control character. */
const nameText = fc.string({
  unit: fc.constantFrom(...'Alpha Nord-Süd/Ünit (2) ; 漢字 é.'),
  maxLength: 12,
});

/** A number as exports write it: plain, with decimals, an exponent, a sign, zeros or spaces. */
const numberText = (max: number) =>
  fc
    .tuple(
      fc.double({ min: 0, max, noNaN: true }),
      fc.constantFrom('string', 'fixed0', 'fixed2', 'fixed4', 'exponent', 'plus', 'zeros', 'space'),
    )
    .map(([v, form]) => {
      switch (form) {
        case 'string':
          return String(v);
        case 'fixed0':
          return Math.min(Math.round(v), max).toFixed(0);
        case 'fixed2':
          return (Math.floor(v * 100) / 100).toFixed(2);
        case 'fixed4':
          return (Math.floor(v * 1e4) / 1e4).toFixed(4);
        case 'exponent':
          return (Math.floor(v * 1000) / 1000).toExponential(2);
        case 'plus':
          return `+${String(v)}`;
        case 'zeros':
          return `00${Math.floor(v)}`;
        default:
          return ` ${String(v)} `;
      }
    })
    .filter((text) => Number(text) <= max);

const dateText = fc
  .tuple(fc.integer({ min: 0, max: 24 * 800 }), fc.constantFrom('space', 'iso', 'zulu', 'day'))
  .map(([hour, form]) => {
    const iso = new Date(Date.UTC(2024, 0, 1) + hour * 3_600_000).toISOString().slice(0, 19);
    if (form === 'iso') return iso;
    if (form === 'zulu') return `${iso}Z`;
    if (form === 'day') return iso.slice(0, 10);
    return iso.replace('T', ' ');
  });

/** The cells of one valid row, in REQUIRED_HEADERS order. */
const validRow = fc.tuple(
  dateText,
  fc.oneof(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 0x7fffffff })).map(String),
  nameText,
  nameText,
  numberText(1e6),
  numberText(1e6),
  numberText(1e6),
  numberText(1e6),
  numberText(1e3),
  numberText(1e3),
  numberText(100),
);

/** The dataset's measure columns, in REQUIRED_HEADERS order from the fifth column on. */
const MEASURES = [
  'electricityMWh',
  'heatMWh',
  'fuelMWh',
  'co2Tonnes',
  'ch4Kg',
  'n2oKg',
  'efficiencyPct',
] as const;

/** Columns written as text (plant_name, fuel_type): quoted in a semicolon file. */
const TEXT_CELLS = new Set([2, 3]);

/**
 * The same rows written as plain lines, with every cell quoted, with some cells quoted, and as
 * a European export (semicolons, decimal commas).
 */
function fourWays(rows: string[][], quoteSome: boolean[][]): Uint8Array[] {
  const file = (delimiter: string, cell: (text: string, row: number, k: number) => string) =>
    encode(
      `${REQUIRED_HEADERS.join(delimiter)}\n${rows
        .map((r, i) => r.map((c, k) => cell(c, i, k)).join(delimiter))
        .join('\n')}\n`,
    );
  const quoted = (c: string) => `"${c}"`;
  return [
    file(',', (c) => c),
    file(',', quoted),
    file(',', (c, i, k) => (quoteSome[i]?.[k] ? quoted(c) : c)),
    file(';', (c, _i, k) => (TEXT_CELLS.has(k) ? quoted(c) : k > 0 ? c.replace('.', ',') : c)),
  ];
}

const quoteFlags = fc.array(fc.array(fc.boolean(), { minLength: 11, maxLength: 11 }), {
  maxLength: 40,
});

describe('parseCsv: plain and quoted lines read alike (property)', () => {
  it('gives the same dataset for random valid rows however written, with the numbers JavaScript reads', () => {
    fc.assert(
      fc.property(fc.array(validRow, { minLength: 1, maxLength: 40 }), quoteFlags, (rows, q) => {
        const [d, ...others] = fourWays(rows, q).map(dataset);
        for (const other of others) expect(other).toEqual(d);
        rows.forEach((r, i) => {
          expect(d!.plantId[i]).toBe(Number(r[1]));
          MEASURES.forEach((key, m) => expect(d![key][i]).toBe(Number(r[4 + m])));
        });
      }),
    );
  });

  it('gives the same problems, on the same lines, when a cell is replaced by anything', () => {
    const junk = fc.string({ unit: fc.constantFrom(...'0123456789.eE+- xaN'), maxLength: 8 });
    const withJunk = fc
      .tuple(
        fc.array(validRow, { minLength: 1, maxLength: 10 }),
        fc.nat(),
        fc.nat({ max: 10 }),
        junk,
      )
      .map(([rows, at, cell, text]) => {
        const copy = rows.map((r) => [...r]);
        copy[at % copy.length]![cell] = text;
        return copy;
      });
    fc.assert(
      fc.property(withJunk, quoteFlags, (rows, q) => {
        // The comma files only: a semicolon file shows the decimal commas it was written with.
        const [plain, ...others] = fourWays(rows, q)
          .slice(0, 3)
          .map((bytes) => parseCsv(bytes));
        const problems = (r: CsvParseResult) => (r.ok ? [] : r.problems);
        for (const other of others) expect(problems(other)).toEqual(problems(plain!));
      }),
    );
  });
});
