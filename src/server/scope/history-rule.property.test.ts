// Issue 25 item 2: the history rule is written twice, in SQL (plant_days' winners and their
// roll-ups per day, week, month and year, kept by every upload and delete) and in the domain
// (newestWins over the uploads' cells, oldest first). This property drives random histories
// through the upload and delete routes and checks that both read the same plant-days and sums.
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { dateToDay, dayToDate } from '@domain/readings/day-number';
import type { PlantDayCell } from '@domain/readings/plant-day-cell';
import { parseCsvToCells } from '@domain/csv/parse';
import { availableOfCells, cellsSums } from '@domain/history/cells-source';
import type { ScopeFilter } from '@domain/history/date-range';
import { newestWins } from '@domain/history/newest-wins';
import { describeApi, type ApiContext, type TestUser } from '../testing/test-app';
import { csvHeader } from '@domain/testing/csv-header';

const HEADER = csvHeader();

/**
 * Days are drawn from 2024-11-24 to 2025-02-06: a history crosses two month ends and a year end,
 * and a range inside it reads whole weeks, months and years from the roll-ups.
 */
const FIRST_DAY = dateToDay('2024-11-24');
const SPAN = 75;

/**
 * Most plant-days fall on a few days, so uploads overlap often: the span's first days, a month
 * end, mid-December, the year end and the end of January.
 */
const OFTEN = [
  '2024-11-24',
  '2024-11-25',
  '2024-11-30',
  '2024-12-01',
  '2024-12-15',
  '2024-12-31',
  '2025-01-01',
  '2025-01-31',
].map((d) => dateToDay(d) - FIRST_DAY);
const day = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...OFTEN) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: SPAN - 1 }) },
);

/** Whole numbers: their sums are exact in any order, so SQL and memory must agree to the bit. */
const whole = fc.integer({ min: 0, max: 500 });

/** One plant-day of an upload: a plant, a day and one to three distinct hours of readings. */
const plantDay = fc.record({
  plant: fc.integer({ min: 1, max: 3 }),
  day,
  // A plant may carry another name in another upload: the winner's name must show.
  name: fc.constantFrom('Alpha', 'Beta'),
  hours: fc.uniqueArray(fc.integer({ min: 0, max: 23 }), { minLength: 1, maxLength: 3 }),
  values: fc.tuple(whole, whole, whole, whole, whole, whole, fc.integer({ min: 1, max: 100 })),
});

/** A CSV of a few plant-days (a repeated plant-day adds its readings to it). */
const upload = fc.array(plantDay, { minLength: 1, maxLength: 5 }).map((cells) => {
  const rows = cells.flatMap(({ plant, day, name, hours, values }) =>
    hours.map(
      (h) =>
        `${dayToDate(FIRST_DAY + day)} ${String(h).padStart(2, '0')}:00:00,${plant},${name} ${plant},gas,${values.join(',')}`,
    ),
  );
  return [HEADER, ...rows].join('\n') + '\n';
});

type Operation =
  | { kind: 'upload'; csv: string }
  /**
   * Uploads again an earlier upload (counted among all uploads so far): its bytes, or re-exported
   * with a blank line more (the same readings in other bytes).
   */
  | { kind: 'reupload'; of: number; reexported: boolean }
  /** Deletes an upload still stored, counted back from the newest (0 the newest). */
  | { kind: 'delete'; of: number };

const operation: fc.Arbitrary<Operation> = fc.oneof(
  { weight: 2, arbitrary: upload.map((csv) => ({ kind: 'upload' as const, csv })) },
  {
    weight: 1,
    arbitrary: fc
      .record({ of: fc.nat(), reexported: fc.boolean() })
      .map((r) => ({ kind: 'reupload' as const, ...r })),
  },
  { weight: 1, arbitrary: fc.nat({ max: 3 }).map((of) => ({ kind: 'delete' as const, of })) },
);

/** A range's end: open, or a day of the span or just outside it. */
const rangeEnd = fc.option(fc.integer({ min: -5, max: SPAN + 5 }), { freq: 4 });

const scenario = fc.record({
  operations: fc.array(operation, { minLength: 1, maxLength: 7 }),
  ranges: fc.array(
    fc.record({
      from: rangeEnd,
      to: rangeEnd,
      plants: fc.uniqueArray(fc.integer({ min: 1, max: 4 }), { maxLength: 2 }),
    }),
    { minLength: 2, maxLength: 3 },
  ),
});

const dateOf = (offset: number | null) => (offset === null ? null : dayToDate(FIRST_DAY + offset));

function filterOf(r: { from: number | null; to: number | null; plants: number[] }): ScopeFilter {
  let { from, to } = r;
  if (from !== null && to !== null && from > to) [from, to] = [to, from];
  return { from: dateOf(from), to: dateOf(to), plants: [...r.plants].sort((a, b) => a - b) };
}

/** The whole history, and ranges that start and end mid-week, mid-month and across a year end. */
const FIXED_FILTERS: ScopeFilter[] = [
  { from: null, to: null, plants: [] },
  { from: '2024-11-27', to: '2025-01-19', plants: [] },
  { from: '2024-12-01', to: '2024-12-31', plants: [] },
  { from: '2024-12-10', to: null, plants: [2] },
  { from: null, to: '2025-01-03', plants: [1, 3] },
];

/** A stored upload: its id, its bytes and its cells as the domain parses them. */
interface Stored {
  id: string;
  csv: string;
  cells: PlantDayCell[];
}

function cellsOf(csv: string): PlantDayCell[] {
  const parsed = parseCsvToCells(new TextEncoder().encode(csv));
  if (!parsed.ok) throw new Error(`the generated CSV is refused: ${JSON.stringify(parsed)}`);
  return parsed.cells;
}

/** Uploads the CSV: its new id, or null when it was one of the user's stored files (409). */
async function postFile(t: ApiContext, user: TestUser, csv: string): Promise<string | null> {
  const form = new FormData();
  form.append('file', new File([csv], 'history.csv', { type: 'text/csv' }));
  const res = await t.request('/api/files', { method: 'POST', cookie: user.cookie, body: form });
  if (res.status === 409) return null;
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** The SQL's winners: which upload holds each plant-day of the history. */
async function sqlWinners(t: ApiContext, orgId: string): Promise<string[]> {
  const rows = await t.db
    .selectFrom('plant_days')
    .select(['file_id', 'plant_id', 'day'])
    .where('org_id', '=', orgId)
    .where('wins', '=', true)
    .execute();
  return rows.map((r) => `${r.plant_id}:${r.day}:${r.file_id}`).sort();
}

const row = (date: string, plant: number, co2: number) =>
  `${date} 12:00:00,${plant},Plant ${plant},gas,10,0,20,${co2},1,1,40`;

/**
 * Always tried first: three uploads of 31 December (the third the first one again, re-exported),
 * then the first one's bytes again, refused, and the newest deleted, so the day falls back to the
 * second upload, not to the oldest.
 */
const FALLBACK = {
  operations: [
    { kind: 'upload', csv: [HEADER, row('2024-12-31', 1, 5), ''].join('\n') },
    {
      kind: 'upload',
      csv: [HEADER, row('2024-12-31', 1, 7), row('2025-01-01', 2, 3), ''].join('\n'),
    },
    { kind: 'reupload', of: 0, reexported: true },
    { kind: 'reupload', of: 0, reexported: false },
    { kind: 'delete', of: 0 },
  ] satisfies Operation[],
  ranges: [{ from: 30, to: 40, plants: [] }],
};

describeApi('one history rule in SQL and in the domain', (t) => {
  it('reads the same winning plant-days and sums after any uploads, re-uploads and deletes', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ({ operations, ranges }) => {
        const user = await t.signUp();
        const uploaded: string[] = [];
        /** The uploads still stored, oldest first. */
        let stored: Stored[] = [];
        for (const op of operations) {
          if (op.kind === 'delete') {
            if (stored.length === 0) continue;
            const gone = stored[stored.length - 1 - (op.of % stored.length)]!;
            const res = await t.request(`/api/files/${gone.id}`, {
              method: 'DELETE',
              cookie: user.cookie,
            });
            expect(res.status).toBe(204);
            stored = stored.filter((s) => s !== gone);
            continue;
          }
          let csv = op.kind === 'upload' ? op.csv : uploaded[op.of % uploaded.length];
          if (csv === undefined) continue;
          if (op.kind === 'reupload' && op.reexported) csv += '\n';
          uploaded.push(csv);
          // A user's bytes are stored once: the same bytes again change nothing.
          const id = await postFile(t, user, csv);
          expect(id === null, 'refused as a copy').toBe(stored.some((s) => s.csv === csv));
          if (id !== null) stored.push({ id, csv, cells: cellsOf(csv) });
        }

        // The domain's reading: newest wins over the stored uploads' cells, each tagged with its
        // upload's id.
        const merged = newestWins(
          stored.map(({ id, cells }) => cells.map((c) => ({ ...c, fileId: id }))),
        );
        expect(await sqlWinners(t, user.id)).toEqual(
          merged.map((c) => `${c.plant_id}:${c.day}:${c.fileId}`).sort(),
        );

        const { plantDays } = t.services.queries;
        expect(await plantDays.available(user.id, { kind: 'history' })).toEqual(
          availableOfCells(merged),
        );
        for (const filter of [...FIXED_FILTERS, ...ranges.map(filterOf)]) {
          const sql = plantDays.sums(user.id, { kind: 'history' }, filter);
          const memory = cellsSums(merged, filter);
          // The plant-days per day, the plants' totals per year, the first and last reading.
          expect(await sql.rollup(filter), JSON.stringify(filter)).toEqual(memory.rollup(filter));
          expect(await sql.qualityFacts(), JSON.stringify(filter)).toEqual(memory.qualityFacts());
        }
      }),
      { numRuns: 40, examples: [[FALLBACK]] },
    );
  }, 120_000);
});
