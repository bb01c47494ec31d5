// Uploads checked while they arrive, on one thread of their own (ingest-thread.ts). The check of a
// year of 100 plants takes about 1.1 s after its last byte when the file is parsed whole; here the
// parse keeps pace with the bytes, and only its end (the analysis and plant-day rows) is left once
// they are in. Each slice of bytes is parsed as it comes, between other uploads' slices: a slow
// client holds no thread, and the report pool's threads never wait for an upload.
import type { Worker } from 'node:worker_threads';
import type { NotReportable } from '../../domain/core/readings/not-reported';
import type { IngestReply, IngestRequest } from './ingest-messages';
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

export interface UploadIngest {
  /** An upload's check, its readings placed on the local days of the plants in `zones`. */
  begin(zones?: [number, string][]): IngestRun;
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
}

function release(backlog: Backlog): void {
  for (const resume of backlog.waiting.splice(0)) resume();
}

export function createUploadIngest(limits: { timeoutMs: number }): UploadIngest {
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
      resourceLimits: {
        maxOldGenerationSizeMb: WORKER_HEAP_MB,
        maxYoungGenerationSizeMb: YOUNG_GENERATION_MB,
      },
    });
    started.on('message', (reply: IngestReply) => {
      if ('parsed' in reply) {
        const backlog = open.get(reply.id);
        if (!backlog) return;
        backlog.bytes -= reply.parsed;
        if (backlog.bytes < PARSE_BACKLOG_BYTES) release(backlog);
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

  return {
    begin(zones = []) {
      const id = nextId++;
      const backlog: Backlog = { bytes: 0, waiting: [] };
      open.set(id, backlog);
      thread().ref();
      if (zones.length > 0) post({ id, zones });
      return {
        received(bytes) {
          if (bytes.byteLength === 0 || !open.has(id)) return Promise.resolve();
          // A copy moves to the thread: the upload's buffer takes later bytes.
          const copy = bytes.slice();
          backlog.bytes += copy.byteLength;
          post({ id, bytes: copy }, [copy.buffer]);
          if (backlog.bytes < PARSE_BACKLOG_BYTES) return Promise.resolve();
          return new Promise((resume) => backlog.waiting.push(resume));
        },
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
          release(backlog);
          if (!open.delete(id) || !worker) return;
          worker.postMessage({ id, drop: true } satisfies IngestRequest);
          if (open.size === 0) worker.unref();
        },
      };
    },
    async close() {
      stop(new Error('The server is stopping'));
    },
  };
}
