// Audit-write benchmark (`npm run bench:audit`, issue 28 "audit writes add at most
// 2 % to an upload"): on PostgreSQL (a throwaway schema), the store of an upload of a year of 100
// plants (36,500 plant-days: its entry, plant-days, rollups and its audit event, in one
// transaction), and in the same run the audit event alone, written in a transaction of its own.
// The event's share of the upload is their ratio: an upper bound, since the event alone pays a
// transaction and a commit that inside the upload it shares. Medians of ROUNDS rounds.
import { randomBytes, randomUUID } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { DataQualityReport } from '@domain/readings/dataset';
import { cellRowsOf } from '@server/db/cell-rows';
import { openDatabase } from '@server/db/connect';
import { migrateToLatest } from '@server/db/migrate';
import { recordEvent } from '@server/db/queries/audit-events';
import { createFileQueries } from '@server/db/queries/files';
import { plantCells } from '@server/db/testing/plant-cells';
import { storeFile } from '@server/db/testing/stored-file';
import { median } from './median';
import { postgresSchema } from './postgres-schema';

const PLANTS = 100;
const ROUNDS = 7;
/** Audit writes timed per round: one is too short for the clock to tell apart from noise. */
const EVENTS_PER_ROUND = 50;

const cells = cellRowsOf(
  Array.from({ length: PLANTS }, (_, p) =>
    plantCells(p + 1, `Plant ${p + 1}`, '2023-01-01', '2023-12-31', 10),
  ).flat(),
);
const quality = {
  rows: cells.count * 24,
  plants: PLANTS,
  firstDate: '2023-01-01',
  lastDate: '2023-12-31',
} as DataQualityReport;

const postgres = await postgresSchema();
const handle = await openDatabase({ databaseUrl: postgres.url });
try {
  await migrateToLatest(handle.db);
  const files = createFileQueries(handle.db);
  console.log(
    `# Audit-write benchmark: ${PLANTS} plants x a year on PostgreSQL, ${availableParallelism()} cores, load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const uploads: number[] = [];
  const events: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const user = `bench-${randomUUID()}`;
    const began = performance.now();
    await storeFile(files, user, {
      fileName: `${round}.csv`,
      content: randomBytes(64),
      facts: { quality, analysis: {}, analysisVersion: 1, cells },
    });
    const stored = performance.now();
    for (let k = 0; k < EVENTS_PER_ROUND; k++) {
      await handle.db.transaction().execute((trx) =>
        recordEvent(trx, user, {
          actor: 'bench@example.com',
          action: 'upload',
          target: `${round}.csv`,
          details: { file_name: `${round}.csv`, rows: quality.rows, plants: PLANTS, years: [2023] },
        }),
      );
    }
    const event = (performance.now() - stored) / EVENTS_PER_ROUND;
    uploads.push(stored - began);
    events.push(event);
    console.log(
      `round ${round + 1}: upload store ${(stored - began).toFixed(0)} ms, audit event ${event.toFixed(2)} ms`,
    );
  }
  const upload = median(uploads);
  const event = median(events);
  console.log(
    JSON.stringify({
      uploadStoreMs: Math.round(upload),
      auditEventMs: Number(event.toFixed(2)),
      auditShareOfUploadPct: Number(((event / upload) * 100).toFixed(3)),
    }),
  );
} finally {
  await handle.close();
  await postgres.drop();
}
