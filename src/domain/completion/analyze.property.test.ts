import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { readingValues } from '../testing/arbitraries';
import { REQUIRED_HEADERS } from '../constants';
import { parseCsv } from '../csv/parse';
import { aggregate } from '../analysis/aggregate';
import { analyze } from './analyze';

const encode = (text: string) => new TextEncoder().encode(text);
type Cell = string;

const plantName = fc.constantFrom('Alpha', 'Beta, "North"', 'CHP Gamma', 'Delta; Süd', 'E');
const fuel = fc.constantFrom('coal', 'natural gas', 'natural gas/diesel', '');

/** Rows of a valid file: plant identity fixed per plant_id, hourly readings over a few days. */
const validRows = fc
  .array(
    fc.record({
      plant: fc.integer({ min: 1, max: 5 }),
      hour: fc.integer({ min: 0, max: 24 * 40 }),
      values: readingValues,
    }),
    { minLength: 1, maxLength: 60 },
  )
  .chain((rows) =>
    fc
      .tuple(
        fc.array(plantName, { minLength: 6, maxLength: 6 }),
        fc.array(fuel, { minLength: 6, maxLength: 6 }),
      )
      .map(([names, fuels]) =>
        rows.map((r): Cell[] => [
          new Date(Date.UTC(2025, 0, 1) + r.hour * 3_600_000)
            .toISOString()
            .slice(0, 19)
            .replace('T', ' '),
          String(r.plant),
          names[r.plant]!,
          fuels[r.plant]!,
          ...r.values.map(String),
        ]),
      ),
  );

interface Variant {
  permutation: number[];
  crlf: boolean;
  bom: boolean;
  quoteAll: boolean;
}

function render(rows: Cell[][], v: Variant): Uint8Array {
  const header = v.permutation.map((k) => REQUIRED_HEADERS[k]!);
  const body = rows.map((r) => v.permutation.map((k) => r[k]!));
  const text = Papa.unparse([header, ...body], {
    quotes: v.quoteAll,
    newline: v.crlf ? '\r\n' : '\n',
  });
  return encode((v.bom ? '\uFEFF' : '') + text + (v.crlf ? '\r\n' : '\n'));
}

const identity: Variant = {
  permutation: REQUIRED_HEADERS.map((_, k) => k),
  crlf: false,
  bom: false,
  quoteAll: false,
};

const variant = fc.record({
  permutation: fc.shuffledSubarray(
    REQUIRED_HEADERS.map((_, k) => k),
    { minLength: REQUIRED_HEADERS.length, maxLength: REQUIRED_HEADERS.length },
  ),
  crlf: fc.boolean(),
  bom: fc.boolean(),
  quoteAll: fc.boolean(),
});

function analysisOf(bytes: Uint8Array) {
  const r = parseCsv(bytes);
  if (!r.ok) throw new Error(r.message);
  return analyze(r.dataset, r.quality, { now: '2025-06-01' });
}

describe('properties of ingestion and analysis', () => {
  it('never throws on arbitrary bytes: it accepts or returns problems', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 600 }), (bytes) => {
        const r = parseCsv(bytes);
        expect(typeof r.ok).toBe('boolean');
      }),
      { numRuns: 400 },
    );
  });

  it('never throws on a valid header followed by arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (tail) => {
        const r = parseCsv(encode(`${REQUIRED_HEADERS.join(',')}\n${tail}`));
        if (!r.ok) expect(r.message.startsWith('CSV validation failed: ')).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('permuting columns, CRLF or LF, a BOM and quoting every field leave the analysis unchanged', () => {
    fc.assert(
      fc.property(validRows, variant, (rows, v) => {
        expect(analysisOf(render(rows, v))).toEqual(analysisOf(render(rows, identity)));
      }),
      { numRuns: 60 },
    );
  });

  it('file totals equal the sum of the per-plant totals', () => {
    fc.assert(
      fc.property(validRows, (rows) => {
        const r = parseCsv(render(rows, identity));
        if (!r.ok) throw new Error(r.message);
        const agg = aggregate(r.dataset);
        const sum = (f: (t: (typeof agg)['totals']) => number) =>
          agg.plants.reduce((s, p) => s + f(p.totals), 0);
        expect(agg.totals.co2Tonnes).toBe(sum((t) => t.co2Tonnes));
        expect(agg.totals.electricityMWh).toBe(sum((t) => t.electricityMWh));
        // A repeated plant and instant counts once, its later row (issue 26).
        const kept = new Map(rows.map((row, i) => [`${row[1]}|${row[0]}`, i]));
        expect(agg.totals.rows).toBe(kept.size);
        // And the sum of the raw column's kept rows, within floating-point reordering.
        const raw = [...kept.values()].reduce((s, i) => s + r.dataset.co2Tonnes[i]!, 0);
        expect(agg.totals.co2Tonnes).toBeCloseTo(raw, 6);
      }),
      { numRuns: 100 },
    );
  });
});
