import { afterEach, describe, expect, it } from 'vitest';
import { REQUIRED_HEADERS } from '@domain/constants';
import { parseCsvToCells } from '@domain/csv/parse';
import { importProfileSchema } from '@domain/imports/import-profile';
import { createProfileReader, NO_BLANKS } from '@domain/imports/read-through-profile';
import { generateSampleCsv } from '@domain/sample/generate-sample';
import { checkedUpload } from './checked-upload';
import {
  createUploadIngest,
  PARSE_BACKLOG_BYTES,
  type IngestRun,
  type UploadIngest,
} from './ingest';

const encode = (text: string) => new TextEncoder().encode(text);
const SAMPLE = encode(generateSampleCsv({ plants: 4, days: 5, seed: 3 }));
const OTHER = encode(generateSampleCsv({ plants: 2, days: 9, seed: 8 }));

/** What checking the whole file in this thread gives. */
function checkedHere(bytes: Uint8Array) {
  return checkedUpload(parseCsvToCells(bytes)).output;
}

/** Hands a file's bytes over in slices of `size`, one after the other, as an upload's arrive. */
function sendInSlices(run: IngestRun, bytes: Uint8Array, size: number) {
  for (let start = 0; start < bytes.byteLength; start += size) {
    run.received(bytes.subarray(start, start + size));
  }
}

describe('checking uploads as they arrive', () => {
  let ingest: UploadIngest;
  afterEach(() => ingest.close());

  it('gives the same check as the whole file checked at once, however the bytes are sliced', async () => {
    ingest = createUploadIngest({ timeoutMs: 60_000, maxPlantsPerFile: 5_000 });
    const bytes = SAMPLE;
    for (const size of [1, 7, 4096, bytes.byteLength]) {
      const run = ingest.begin();
      sendInSlices(run, bytes, size);
      expect(await run.finish()).toEqual(checkedHere(SAMPLE));
    }
  });

  it('parses the bytes as they were when handed on, though their memory takes the next ones', async () => {
    ingest = createUploadIngest({ timeoutMs: 60_000, maxPlantsPerFile: 5_000 });
    const run = ingest.begin();
    const reused = new Uint8Array(new SharedArrayBuffer(1000));
    for (let start = 0; start < SAMPLE.byteLength; start += reused.byteLength) {
      const slice = SAMPLE.subarray(start, start + reused.byteLength);
      reused.set(slice);
      run.received(reused.subarray(0, slice.byteLength));
    }
    reused.fill(0);
    expect(await run.finish()).toEqual(checkedHere(SAMPLE));
  });

  it('keeps uploads that arrive at the same time apart', async () => {
    ingest = createUploadIngest({ timeoutMs: 60_000, maxPlantsPerFile: 5_000 });
    const [a, b] = [ingest.begin(), ingest.begin()];
    for (let start = 0; start < Math.max(SAMPLE.byteLength, OTHER.byteLength); start += 100) {
      a.received(SAMPLE.subarray(start, start + 100));
      b.received(OTHER.subarray(start, start + 100));
    }
    const [checkedA, checkedB] = await Promise.all([a.finish(), b.finish()]);
    expect(checkedA).toEqual(checkedHere(SAMPLE));
    expect(checkedB).toEqual(checkedHere(OTHER));
  });

  it('checks an upload to its end while another one waits for the rest of its bytes', async () => {
    ingest = createUploadIngest({ timeoutMs: 60_000, maxPlantsPerFile: 5_000 });
    const stalled = ingest.begin();
    const half = Math.floor(SAMPLE.byteLength / 2);
    stalled.received(SAMPLE.subarray(0, half));
    const next = ingest.begin();
    next.received(OTHER);
    expect(await next.finish()).toEqual(checkedHere(OTHER));
    stalled.received(SAMPLE.subarray(half));
    expect(await stalled.finish()).toEqual(checkedHere(SAMPLE));
  });

  it('refuses a file with its problems, and a dropped upload leaves the next one whole', async () => {
    ingest = createUploadIngest({ timeoutMs: 60_000, maxPlantsPerFile: 5_000 });
    const dropped = ingest.begin();
    dropped.received(OTHER.subarray(0, 200));
    dropped.drop();
    const bad = encode('date,plant_id\n2025-01-01 00:00:00,1\n');
    const refused = ingest.begin();
    refused.received(bad);
    expect(await refused.finish()).toEqual(checkedHere(bad));
    expect(checkedHere(bad).ok).toBe(false);
    const next = ingest.begin();
    next.received(SAMPLE);
    expect(await next.finish()).toEqual(checkedHere(SAMPLE));
  });

  it('holds an upload to the pace of its parse instead of queueing the whole file', async () => {
    ingest = createUploadIngest({ timeoutMs: 60_000, maxPlantsPerFile: 5_000 });
    const big = encode(generateSampleCsv({ plants: 60, days: 40, seed: 2 }));
    expect(big.byteLength).toBeGreaterThan(PARSE_BACKLOG_BYTES + 1024 * 1024);
    const run = ingest.begin();
    const resumed: boolean[] = [];
    const waits: Promise<void>[] = [];
    for (let start = 0; start < big.byteLength; start += 1024 * 1024) {
      const index = resumed.push(false) - 1;
      const wait = run.received(big.subarray(start, start + 1024 * 1024));
      waits.push(wait.then(() => void (resumed[index] = true)));
    }
    // Parsed slices are reported between turns of the event loop, never before this check.
    await Promise.resolve();
    const slicesUnderBacklog = PARSE_BACKLOG_BYTES / (1024 * 1024) - 1;
    expect(resumed.slice(0, slicesUnderBacklog)).toEqual(Array(slicesUnderBacklog).fill(true));
    expect(resumed.slice(slicesUnderBacklog)).not.toContain(true);
    await Promise.all(waits);
    expect(await run.finish()).toEqual(checkedHere(big));
    // It parses a big file twice (on the thread and here to compare): slow on a loaded machine.
  }, 90_000);

  it('lets the reader of a dropped upload go on instead of waiting for its parse', async () => {
    ingest = createUploadIngest({ timeoutMs: 60_000, maxPlantsPerFile: 5_000 });
    const run = ingest.begin();
    const wait = run.received(new Uint8Array(PARSE_BACKLOG_BYTES));
    run.drop();
    await expect(wait).resolves.toBeUndefined();
  });

  it('stops a check that outlives the time limit after the last byte', async () => {
    ingest = createUploadIngest({ timeoutMs: 1, maxPlantsPerFile: 5_000 });
    const big = encode(generateSampleCsv({ plants: 40, days: 60, seed: 1 }));
    const slow = ingest.begin();
    slow.received(big);
    await expect(slow.finish()).rejects.toMatchObject({
      status: 503,
      code: 'work_timeout',
      message: 'Checking the uploaded file took longer than the limit of 1 s and was stopped.',
    });
  });

  /** A profile that reads a spec CSV as it is: each column mapped onto itself. */
  const SELF = importProfileSchema.parse({
    name: 'As the spec',
    columns: Object.fromEntries(REQUIRED_HEADERS.map((h) => [h, h])),
    date_format: 'YYYY-MM-DD HH:mm:ss',
  });

  /** A file's bytes in chunks of `size`, as a request's arrive. */
  async function* chunksOf(bytes: Uint8Array, size: number) {
    for (let start = 0; start < bytes.byteLength; start += size) {
      yield bytes.subarray(start, start + size);
    }
  }

  /** What reading `bytes` through the profile and checking them here gives. */
  function throughProfileHere(bytes: Uint8Array) {
    const reader = createProfileReader(SELF);
    const csv = Buffer.concat([reader.push(bytes), reader.finish()]);
    return { csv, check: checkedUpload(parseCsvToCells(csv)).output };
  }

  async function readAll(rows: AsyncIterable<Uint8Array>) {
    const parts: Uint8Array[] = [];
    for await (const part of rows) parts.push(part);
    return Buffer.concat(parts);
  }

  it('reads uploads through profiles on their thread, apart from each other and from spec uploads', async () => {
    ingest = createUploadIngest({ timeoutMs: 60_000, maxPlantsPerFile: 5_000 });
    const [a, b] = [ingest.beginProfile([], SELF), ingest.beginProfile([], SELF)];
    const spec = ingest.begin();
    sendInSlices(spec, SAMPLE, 999);
    const [csvA, csvB] = await Promise.all([
      readAll(a.specCsv(chunksOf(SAMPLE, 777))),
      readAll(b.specCsv(chunksOf(OTHER, 100_000))),
    ]);
    expect(a.read()).toEqual({ refusal: null, partialHours: [], flagged: [], blanks: NO_BLANKS });
    expect(csvA).toEqual(throughProfileHere(SAMPLE).csv);
    expect(csvB).toEqual(throughProfileHere(OTHER).csv);
    expect(await a.finish()).toEqual(throughProfileHere(SAMPLE).check);
    expect(await b.finish()).toEqual(throughProfileHere(OTHER).check);
    expect(await spec.finish()).toEqual(checkedHere(SAMPLE));
  });

  it("fails a profile's reading whose bytes fail, and one that is dropped, and goes on", async () => {
    ingest = createUploadIngest({ timeoutMs: 60_000, maxPlantsPerFile: 5_000 });
    const gone = new Error('aborted');
    async function* halfThenGone() {
      yield SAMPLE.subarray(0, SAMPLE.byteLength / 2);
      throw gone;
    }
    const cut = ingest.beginProfile([], SELF);
    await expect(readAll(cut.specCsv(halfThenGone()))).rejects.toBe(gone);
    cut.drop();
    const dropped = ingest.beginProfile([], SELF);
    const never = (async function* () {
      yield SAMPLE.subarray(0, 1000);
      await new Promise(() => {});
    })();
    const reading = readAll(dropped.specCsv(never));
    await new Promise((resolve) => setTimeout(resolve, 50));
    dropped.drop();
    await expect(reading).rejects.toThrow('The upload was dropped');
    const next = ingest.beginProfile([], SELF);
    expect(await readAll(next.specCsv(chunksOf(OTHER, 4096)))).toEqual(
      throughProfileHere(OTHER).csv,
    );
    expect(await next.finish()).toEqual(throughProfileHere(OTHER).check);
  });
});
