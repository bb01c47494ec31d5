// Uploads checked while they arrive, on one thread of their own (ingest-thread.ts). The check of a
// year of 100 plants takes about 1.1 s after its last byte when the file is parsed whole; here the
// parse keeps pace with the bytes, and only its end (the analysis and plant-day rows) is left once
// they are in. Each slice of bytes is parsed as it comes, between other uploads' slices: a slow
// client holds no thread, and the report pool's threads never wait for an upload.
import type { Worker } from 'node:worker_threads';
import type { ImportProfile } from '@domain/imports/import-profile';
import type { ProfileRead } from '@domain/imports/profile-check';
import { SpecCsvWriter, specCsvExtras, type HourBatch } from '@domain/imports/spec-csv-writer';
import type { NotReportable } from '@domain/readings/not-reported';
import type { IngestReply, IngestRequest, IngestThreadData } from './ingest-messages';
import { CHECK_UPLOAD_LABEL, WORKER_HEAP_MB, type UploadCheck } from './server-tasks';
import { startWorker } from '../threads/start-worker';
import { workTimeout } from './worker-pool';

// Built, this module is part of dist/server/main.js and the thread is dist/server/ingest-thread.js.
const INGEST_MODULE = new URL(
  import.meta.url.endsWith('.ts') ? './ingest-thread.ts' : './ingest-thread.js',
  import.meta.url,
);

/**
 * The thread's young generation, MiB: small, so the slices it was handed and has parsed are
 * collected soon instead of piling up: an upload's peak memory is lower than with V8's default,
 * in the same time.
 */
const YOUNG_GENERATION_MB = 2;

/**
 * The young generation of the thread that reads files through import profiles, MiB. Its reader
 * makes short-lived texts and numbers for every reading and hour: in 2 MiB, collecting them took
 * as long as the reading.
 */
const PROFILE_YOUNG_GENERATION_MB = 32;

/**
 * How many bytes of one upload may wait for the thread to parse them before the upload reads no
 * further: a client faster than the parse is held to its pace instead of the file piling up in
 * the thread's queue. 4 MiB is a few tens of milliseconds of the parse: the thread always has
 * bytes to parse while more arrive.
 */
export const PARSE_BACKLOG_BYTES = 4 * 1024 * 1024;

/** One upload's check while its bytes arrive. */
export interface IngestRun {
  /**
   * The upload's next bytes, handed on to be parsed after the ones before: copied, so the view's
   * memory may take later bytes at once. Resolves once fewer than PARSE_BACKLOG_BYTES wait for the
   * parse (or the check has failed: its finish says why).
   */
  received(bytes: Uint8Array): Promise<void>;
  /**
   * Every byte has arrived: the check's result, within the time limit after the last byte. Its
   * cells count no hour of the columns the file does not report (none: it reports them all).
   */
  finish(notReported?: NotReportable[]): Promise<UploadCheck>;
  /** The upload failed or was refused: its check is dropped. */
  drop(): void;
}

/**
 * One upload's reading through an import profile and check (issue 27): the thread reads the file's
 * bytes into hours and checks them; the server writes the spec CSV of the hours it hands back, to
 * store.
 */
export interface ProfileRun extends Omit<IngestRun, 'received'> {
  /**
   * The spec CSV the profile makes of `source` as its bytes arrive. Reads no further while the
   * thread's reading, or the caller taking the CSV, is behind. Once it ends, `read` says what the
   * reading gave.
   */
  specCsv(source: AsyncIterable<Uint8Array>): AsyncIterable<Uint8Array>;
  /** What the reading gave, once `specCsv` has ended. */
  read(): ProfileRead;
}

/** How long a check may take after its last byte, and the most plants a file may hold. */
export interface IngestLimits {
  timeoutMs: number;
  maxPlantsPerFile: number;
}

export interface UploadIngest {
  /** An upload's check, its readings placed on the local days of the plants in `zones`. */
  begin(zones?: [number, string][]): IngestRun;
  /** An upload's reading through `profile` and its check, as `begin`'s. */
  beginProfile(zones: [number, string][], profile: ImportProfile): ProfileRun;
  /** Ends the thread; checks still open fail. */
  close(): Promise<void>;
}

interface Pending {
  resolve(check: UploadCheck): void;
  reject(error: Error): void;
}

/** An open upload's bytes handed to the thread and not parsed yet, and who waits for fewer. */
interface Backlog {
  bytes: number;
  waiting: (() => void)[];
  /** A profile's reading: the hours back from the thread and not written yet, and its end. */
  output?: SpecOutput;
}

interface SpecOutput {
  chunks: HourBatch[];
  bytes: number;
  read: ProfileRead | null;
  /** Why no more will come: the thread stopped or the upload was dropped. */
  failure: Error | null;
  /** Who waits for a change. */
  waiting: (() => void)[];
}

function release(backlog: Backlog): void {
  for (const resume of backlog.waiting.splice(0)) resume();
  if (backlog.output) changed(backlog.output);
}

function changed(output: SpecOutput): void {
  for (const resume of output.waiting.splice(0)) resume();
}

const changeOf = (output: SpecOutput) => new Promise<void>((resume) => output.waiting.push(resume));

/**
 * How many bytes of hours may wait to be written and stored before a profile's reading reads no
 * further: a database slower than the thread holds the upload to its pace.
 */
const SPEC_BACKLOG_BYTES = 4 * 1024 * 1024;

/** How many bytes of a file a profile reads are handed to the thread at once, at least. */
const HAND_ON_BYTES = 256 * 1024;

/**
 * Uploads checked on a thread of their own; those read through an import profile on another, whose
 * memory is set for its reader (see PROFILE_YOUNG_GENERATION_MB). Each thread starts with its first
 * upload.
 */
export function createUploadIngest(limits: IngestLimits): UploadIngest {
  const spec = createIngestThread(limits, YOUNG_GENERATION_MB);
  const profiled = createIngestThread(limits, PROFILE_YOUNG_GENERATION_MB);
  return {
    begin: spec.begin,
    beginProfile: profiled.beginProfile,
    async close() {
      await Promise.all([spec.close(), profiled.close()]);
    },
  };
}

function createIngestThread(limits: IngestLimits, youngGenerationMb: number): UploadIngest {
  let worker: Worker | null = null;
  let nextId = 1;
  /** Every open upload of the current thread, and the waiting finish of those that have one. */
  const open = new Map<number, Backlog>();
  const finishing = new Map<number, Pending>();
  /** Uploads whose thread stopped before they finished, with the reason. */
  const lost = new Map<number, Error>();

  /** Ends the current thread; each upload open on it fails with the error. */
  function stop(error: Error) {
    const stopped = worker;
    worker = null;
    for (const [id, backlog] of open) {
      if (backlog.output) backlog.output.failure ??= error;
      release(backlog);
      const pending = finishing.get(id);
      if (pending) pending.reject(error);
      else lost.set(id, error);
    }
    open.clear();
    finishing.clear();
    void stopped?.terminate();
  }

  function thread(): Worker {
    if (worker) return worker;
    const started = startWorker(INGEST_MODULE, {
      workerData: { maxPlants: limits.maxPlantsPerFile } satisfies IngestThreadData,
      resourceLimits: {
        maxOldGenerationSizeMb: WORKER_HEAP_MB,
        maxYoungGenerationSizeMb: youngGenerationMb,
      },
    });
    started.on('message', (reply: IngestReply) => {
      if ('parsed' in reply) {
        const backlog = open.get(reply.id);
        if (!backlog) return;
        backlog.bytes -= reply.parsed;
        if (reply.hours) taken(backlog.output, reply.hours);
        if (backlog.bytes < PARSE_BACKLOG_BYTES) release(backlog);
        return;
      }
      if ('read' in reply) {
        const output = open.get(reply.id)?.output;
        if (!output) return;
        taken(output, reply.hours);
        output.read = reply.read;
        changed(output);
        return;
      }
      const pending = finishing.get(reply.id);
      finishing.delete(reply.id);
      open.delete(reply.id);
      if (open.size === 0) started.unref();
      if (!pending) return;
      if (reply.ok) return pending.resolve(reply.output);
      const error = new Error(`${CHECK_UPLOAD_LABEL}: ${reply.message}`);
      if (reply.stack) error.stack = reply.stack;
      pending.reject(error);
    });
    const fail = (error: Error) => {
      if (worker === started) stop(error);
    };
    started.on('error', fail);
    started.on('exit', (code) => fail(new Error(`The upload thread stopped (exit code ${code})`)));
    worker = started;
    return started;
  }

  const post = (request: IngestRequest, transfer: ArrayBuffer[] = []) =>
    thread().postMessage(request, transfer);

  /** Hours back from the thread, to be written. */
  function taken(output: SpecOutput | undefined, hours: HourBatch) {
    if (!output) return;
    output.chunks.push(hours);
    output.bytes += hours.values.byteLength;
    changed(output);
  }

  function run(zones: [number, string][], profile: ImportProfile | null) {
    const id = nextId++;
    const backlog: Backlog = { bytes: 0, waiting: [] };
    if (profile) {
      backlog.output = { chunks: [], bytes: 0, read: null, failure: null, waiting: [] };
    }
    open.set(id, backlog);
    thread().ref();
    if (zones.length > 0 || profile) post({ id, zones, ...(profile && { profile }) });
    /** Moves bytes of the upload's own to the thread. */
    const handOn = (bytes: Uint8Array): Promise<void> => {
      if (bytes.byteLength === 0 || !open.has(id)) return Promise.resolve();
      backlog.bytes += bytes.byteLength;
      post({ id, bytes }, [bytes.buffer as ArrayBuffer]);
      if (backlog.bytes < PARSE_BACKLOG_BYTES) return Promise.resolve();
      return new Promise((resume) => backlog.waiting.push(resume));
    };
    const checkRun: IngestRun = {
      // A copy moves to the thread: the upload's buffer takes later bytes (a Buffer's `slice`
      // would be a view of them).
      received: (bytes) => handOn(new Uint8Array(bytes)),
      finish(notReported = []) {
        const failure = lost.get(id);
        lost.delete(id);
        if (failure) return Promise.reject(failure);
        return new Promise<UploadCheck>((resolve, reject) => {
          const timer = setTimeout(
            () => stop(workTimeout(CHECK_UPLOAD_LABEL, limits.timeoutMs)),
            limits.timeoutMs,
          );
          const settle =
            <T>(then: (value: T) => void) =>
            (value: T) => {
              clearTimeout(timer);
              then(value);
            };
          finishing.set(id, { resolve: settle(resolve), reject: settle(reject) });
          post({ id, finish: true, notReported });
        });
      },
      drop() {
        lost.delete(id);
        if (backlog.output) backlog.output.failure ??= new Error('The upload was dropped');
        release(backlog);
        if (!open.delete(id) || !worker) return;
        worker.postMessage({ id, drop: true } satisfies IngestRequest);
        if (open.size === 0) worker.unref();
      },
    };
    return { id, backlog, checkRun, handOn };
  }

  /** The spec CSV of upload `id` as the thread reads `source` through `profile`. */
  async function* specCsv(
    id: number,
    profile: ImportProfile,
    output: SpecOutput,
    handOn: (bytes: Uint8Array) => Promise<void>,
    source: AsyncIterable<Uint8Array>,
  ): AsyncIterable<Uint8Array> {
    let stopped = false;
    let failed: { error: unknown } | null = null;
    // The chunks of a request are small: gathered, they cost the thread fewer messages.
    let gathered: Uint8Array[] = [];
    let gatheredBytes = 0;
    const handOnGathered = () => {
      const bytes = new Uint8Array(gatheredBytes);
      let at = 0;
      for (const chunk of gathered) {
        bytes.set(chunk, at);
        at += chunk.byteLength;
      }
      gathered = [];
      gatheredBytes = 0;
      return handOn(bytes);
    };
    const pump = async () => {
      for await (const chunk of source) {
        if (stopped || output.failure) return;
        gathered.push(chunk);
        gatheredBytes += chunk.byteLength;
        if (gatheredBytes < HAND_ON_BYTES) continue;
        await handOnGathered();
        while (!stopped && !output.failure && output.bytes >= SPEC_BACKLOG_BYTES) {
          await changeOf(output);
        }
      }
      if (stopped || output.failure) return;
      await handOnGathered();
      post({ id, end: true });
    };
    pump().catch((error: unknown) => {
      failed = { error };
      changed(output);
    });
    // The spec CSV is written here, beside the thread's reading: the two take both cores.
    const writer = new SpecCsvWriter(specCsvExtras(profile));
    try {
      for (;;) {
        const hours = output.chunks.shift();
        if (hours) {
          output.bytes -= hours.values.byteLength;
          changed(output);
          writer.addBatch(hours);
          const csv = writer.take();
          if (csv.byteLength > 0) yield csv;
          continue;
        }
        if (failed) throw (failed as { error: unknown }).error;
        if (output.read) {
          // The header, when no hour was read.
          const rest = writer.take();
          if (rest.byteLength > 0) yield rest;
          return;
        }
        if (output.failure) throw output.failure;
        await changeOf(output);
      }
    } finally {
      stopped = true;
      changed(output);
    }
  }

  return {
    begin(zones = []) {
      return run(zones, null).checkRun;
    },
    beginProfile(zones, profile) {
      const { id, backlog, checkRun, handOn } = run(zones, profile);
      const output = backlog.output!;
      return {
        finish: checkRun.finish,
        drop: checkRun.drop,
        specCsv: (source) => specCsv(id, profile, output, handOn, source),
        read() {
          if (!output.read) throw new Error('The profile has not read the whole file yet');
          return output.read;
        },
      };
    },
    async close() {
      stop(new Error('The server is stopping'));
    },
  };
}
