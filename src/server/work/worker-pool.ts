// Heavy work (rendering a PDF, checking an upload) runs on worker threads so that the event loop
// only routes and answers (docs/design.md "Second round"). At most `threads` tasks run at once, at most
// `queueLimit` wait; past that a request is refused at once with 503 and Retry-After, and a task
// running past its time limit, or whose caller has gone, is stopped by ending its thread. Work that
// reads its input first takes a place in the same line; one place of a key (a user) at a time has
// its turn, so that one user's requests wait behind each other instead of filling the threads.
import type { Transferable, Worker } from 'node:worker_threads';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ApiError } from '../http/api-error';
import type { WorkLimits } from '../config';
import { startWorker } from '../threads/start-worker';

/** The tasks a worker module serves: each one's input and output. */
export type TaskMap = Record<string, { input: unknown; output: unknown }>;

/** What a worker posts back for one task. */
export type TaskReply =
  { ok: true; output: unknown } | { ok: false; message: string; stack?: string };

/** What a worker posts: that it has loaded and takes tasks, or a task's reply. */
export type WorkerMessage = { ready: true } | TaskReply;

export interface WorkerPoolOptions<T extends TaskMap> extends WorkLimits {
  /** The worker module (`.js`, or `.ts` from source: then tsx's loader runs first). */
  module: URL;
  /** How each task is named in an error message ("Rendering the PDF report"). */
  labels: Record<keyof T & string, string>;
  /** Heap limit of one worker thread: a task needing more fails alone, the server stays up. */
  heapMb?: number;
  /** Places in line one key (a user) may hold at once: the one whose turn it is and those behind. */
  placesPerKey: number;
}

export interface RunOptions {
  /** The caller has gone: the task leaves the queue, or its thread is ended, and it rejects. */
  signal?: AbortSignal;
  /** The place in line the task runs in (it counts as that place, not as one more). */
  place?: Place;
  /** Buffers in the input to move to the thread instead of copying them. */
  transfer?: Transferable[];
}

/** A key's place in line, taken by `enter`, until `leave`. */
export interface Place {
  /** Gives up the place: the key's next place gets its turn. */
  leave(): void;
}

export interface WorkerPool<T extends TaskMap> {
  /**
   * Runs a task on a free thread, or queues it. Rejects with a 503 ApiError when the line is full
   * or the task outlives the time limit, with a 499 one when its caller has gone.
   */
  run<K extends keyof T & string>(
    task: K,
    input: T[K]['input'],
    options?: RunOptions,
  ): Promise<T[K]['output']>;
  /**
   * Takes a place in line for work of a key that reads its tasks' input first (a user's report
   * reads its source from the database), so that requests past the limit are refused before they
   * cost anything: 503 when the line or the key's share of it is full. Resolves when the key's
   * earlier places have left: one place of a key has its turn at a time, while other keys' tasks go
   * ahead. Rejects with a 499 ApiError when the caller goes while it waits.
   */
  enter(key: string, signal?: AbortSignal): Promise<Place>;
  /** Ends every thread; queued and running tasks, and places waiting for their turn, are rejected. */
  close(): Promise<void>;
}

interface Job {
  task: string;
  input: unknown;
  transfer: Transferable[];
  /** Called once, when the task has an outcome. */
  finish(outcome: { output?: unknown; error?: Error }): void;
}

/** The places of one key: how many are held, and the resumes of those waiting for their turn. */
interface KeyLine {
  places: number;
  waiting: { resume(): void; reject(error: Error): void }[];
}

interface Thread {
  worker: Worker;
  /** The worker module has loaded: a task posted now starts at once. */
  ready: boolean;
  running?: { job: Job; started: number; timer?: NodeJS.Timeout };
}

/** Weight of the newest task in the running average of task durations (for Retry-After). */
const AVERAGE_WEIGHT = 0.2;
const FIRST_GUESS_MS = 1_000;

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** The 503 of a task (named as in an error message) stopped at its time limit. */
export function workTimeout(label: string, timeoutMs: number): ApiError {
  return new ApiError(
    503,
    'work_timeout',
    `${label} took longer than the limit of ${seconds(timeoutMs)} s and was stopped.`,
  );
}

/** The answer to a request whose client went before its work was done (nobody reads it; logs do). */
export function workCancelled(): ApiError {
  return new ApiError(
    499 as ContentfulStatusCode,
    'client_closed_request',
    'The client closed the request, and its work was cancelled.',
  );
}

function busy(message: string, waitMs: number): ApiError {
  const wait = seconds(waitMs);
  return new ApiError(503, 'busy', `${message} Try again in ${wait} s.`, undefined, {
    'Retry-After': String(wait),
  });
}

/**
 * Calls `cancel` when the signal aborts, until the returned function is called; a signal aborted
 * already is the caller's to check.
 */
function onAbort(signal: AbortSignal | undefined, cancel: () => void): () => void {
  if (!signal) return () => undefined;
  signal.addEventListener('abort', cancel, { once: true });
  return () => signal.removeEventListener('abort', cancel);
}

export function createWorkerPool<T extends TaskMap>(options: WorkerPoolOptions<T>): WorkerPool<T> {
  const { threads: size, queueLimit, timeoutMs, labels, placesPerKey } = options;
  const threads = new Set<Thread>();
  const idle: Thread[] = [];
  const queue: Job[] = [];
  const keys = new Map<string, KeyLine>();
  /** Tasks running or waiting outside any place, and places held: what the limit counts. */
  let inLine = 0;
  let averageMs = FIRST_GUESS_MS;
  let closed = false;

  function spawn(): Thread {
    const worker = startWorker(options.module, {
      resourceLimits: options.heapMb ? { maxOldGenerationSizeMb: options.heapMb } : undefined,
    });
    const thread: Thread = { worker, ready: false };
    worker.on('message', (message: WorkerMessage) => {
      if ('ready' in message) {
        thread.ready = true;
        if (thread.running) dispatch(thread);
        return;
      }
      settle(
        thread,
        message.ok ? { output: message.output } : { error: workerError(thread, message) },
        false,
      );
    });
    worker.on('error', (error) => settle(thread, { error }, true));
    worker.on('exit', (code) =>
      settle(thread, { error: new Error(`The worker thread stopped (exit code ${code})`) }, true),
    );
    threads.add(thread);
    return thread;
  }

  function workerError(thread: Thread, reply: { message: string; stack?: string }): Error {
    const error = new Error(
      `${labels[thread.running?.job.task ?? ''] ?? 'A task'}: ${reply.message}`,
    );
    if (reply.stack) error.stack = reply.stack;
    return error;
  }

  /** Ends a thread's task; a broken thread (crashed, stopped, timed out) is replaced on demand. */
  function settle(thread: Thread, outcome: { output?: unknown; error?: Error }, broken: boolean) {
    const running = thread.running;
    thread.running = undefined;
    if (broken) {
      threads.delete(thread);
      const at = idle.indexOf(thread);
      if (at >= 0) idle.splice(at, 1);
      void thread.worker.terminate();
    }
    if (!running) return;
    clearTimeout(running.timer);
    if (!broken) {
      const ms = performance.now() - running.started;
      averageMs += AVERAGE_WEIGHT * (ms - averageMs);
      // An idle thread must not keep the process alive.
      thread.worker.unref();
      idle.push(thread);
    }
    running.job.finish(outcome);
    drain();
  }

  function start(job: Job) {
    const thread = idle.pop() ?? spawn();
    thread.worker.ref();
    thread.running = { job, started: performance.now() };
    // A new thread first loads its module; the time limit counts from the task's start.
    if (thread.ready) dispatch(thread);
  }

  function dispatch(thread: Thread) {
    const running = thread.running!;
    const { job } = running;
    running.started = performance.now();
    running.timer = setTimeout(() => {
      settle(thread, { error: workTimeout(labels[job.task] ?? 'A task', timeoutMs) }, true);
    }, timeoutMs);
    thread.worker.postMessage({ task: job.task, input: job.input }, job.transfer);
  }

  function drain() {
    while (!closed && queue.length > 0 && (idle.length > 0 || threads.size < size)) {
      start(queue.shift()!);
    }
  }

  /** The line is full: the waiting spread over the threads, at the average task's duration. */
  function lineFull(): ApiError | null {
    if (inLine < size + queueLimit) return null;
    return busy('The server is busy with other reports and uploads.', (inLine / size) * averageMs);
  }

  /** A caller gone while its task waits takes it off the queue; one running ends its thread. */
  function cancel(job: Job) {
    const at = queue.indexOf(job);
    if (at >= 0) {
      queue.splice(at, 1);
      job.finish({ error: workCancelled() });
      return;
    }
    for (const thread of threads) {
      if (thread.running?.job === job) settle(thread, { error: workCancelled() }, true);
    }
  }

  return {
    run(task, input, { signal, place, transfer = [] } = {}) {
      if (closed) return Promise.reject(new Error('The worker pool is closed'));
      if (signal?.aborted) return Promise.reject(workCancelled());
      const refusal = place ? null : lineFull();
      if (refusal) return Promise.reject(refusal);
      if (!place) inLine += 1;
      return new Promise((resolve, reject) => {
        const job: Job = {
          task,
          input,
          transfer,
          finish({ output, error }) {
            stopListening();
            if (!place) inLine -= 1;
            if (error) reject(error);
            else resolve(output);
          },
        };
        const stopListening = onAbort(signal, () => cancel(job));
        queue.push(job);
        drain();
      });
    },
    enter(key, signal) {
      if (closed) return Promise.reject(new Error('The worker pool is closed'));
      if (signal?.aborted) return Promise.reject(workCancelled());
      const line = keys.get(key) ?? { places: 0, waiting: [] };
      const refusal =
        lineFull() ??
        (line.places >= placesPerKey
          ? busy(
              `Your earlier requests still wait for their turn (at most ${placesPerKey} at once).`,
              line.places * averageMs,
            )
          : null);
      if (refusal) return Promise.reject(refusal);
      keys.set(key, line);
      line.places += 1;
      inLine += 1;
      let left = false;
      /** Gives the place up; the key's next place gets its turn when this one had it. */
      const give = (hadTurn: boolean) => {
        if (left) return;
        left = true;
        inLine -= 1;
        line.places -= 1;
        if (line.places === 0) keys.delete(key);
        if (hadTurn) line.waiting.shift()?.resume();
      };
      const place: Place = { leave: () => give(true) };
      if (line.places === 1) return Promise.resolve(place);
      return new Promise((resolve, reject) => {
        const waiter = {
          resume() {
            stopListening();
            resolve(place);
          },
          reject(error: Error) {
            stopListening();
            line.waiting.splice(line.waiting.indexOf(waiter), 1);
            give(false);
            reject(error);
          },
        };
        const stopListening = onAbort(signal, () => waiter.reject(workCancelled()));
        line.waiting.push(waiter);
      });
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.finish({ error: new Error('The server is stopping') });
      for (const line of keys.values()) {
        for (const waiter of [...line.waiting]) waiter.reject(new Error('The server is stopping'));
      }
      await Promise.all(
        [...threads].map((thread) => {
          settle(thread, { error: new Error('The server is stopping') }, true);
          return thread.worker.terminate();
        }),
      );
    },
  };
}
