// Heavy work (rendering a PDF, checking an upload) runs on worker threads so that the event loop
// only routes and answers (DESIGN.md "Second round"). At most `threads` tasks run at once, at most
// `queueLimit` wait; past that a request is refused at once with 503 and Retry-After, and a task
// running past its time limit is stopped by ending its thread.
import type { Transferable, Worker } from 'node:worker_threads';
import { ApiError } from '../http/api-error';
import type { WorkLimits } from '../config';
import { startWorker } from './start-worker';

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
}

export interface WorkerPool<T extends TaskMap> {
  /**
   * Runs a task on a free thread, or queues it; the transfer list's buffers move to the worker
   * (the caller's views of them become empty). Rejects with a 503 ApiError when the queue is full
   * or the task outlives the time limit. `onStart` is called when a thread starts on the task.
   */
  run<K extends keyof T & string>(
    task: K,
    input: T[K]['input'],
    transfer?: Transferable[],
    onStart?: () => void,
  ): Promise<T[K]['output']>;
  /** Ends every thread; queued and running tasks are rejected. */
  close(): Promise<void>;
}

interface Job {
  task: string;
  input: unknown;
  transfer: Transferable[];
  onStart?: () => void;
  resolve(output: unknown): void;
  reject(error: Error): void;
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

export function createWorkerPool<T extends TaskMap>(options: WorkerPoolOptions<T>): WorkerPool<T> {
  const { threads: size, queueLimit, timeoutMs, labels } = options;
  const threads = new Set<Thread>();
  const idle: Thread[] = [];
  const queue: Job[] = [];
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
    if (outcome.error) running.job.reject(outcome.error);
    else running.job.resolve(outcome.output);
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
    job.onStart?.();
  }

  function drain() {
    while (!closed && queue.length > 0 && (idle.length > 0 || threads.size < size)) {
      start(queue.shift()!);
    }
  }

  return {
    run(task, input, transfer = [], onStart) {
      if (closed) return Promise.reject(new Error('The worker pool is closed'));
      const free = idle.length > 0 || threads.size < size;
      if (!free && queue.length >= queueLimit) {
        // Everything ahead (running and queued) spread over the threads, at the average duration.
        const wait = seconds(((queue.length + size) / size) * averageMs);
        return Promise.reject(
          new ApiError(
            503,
            'busy',
            `The server is busy with other reports and uploads. Try again in ${wait} s.`,
            undefined,
            { 'Retry-After': String(wait) },
          ),
        );
      }
      return new Promise((resolve, reject) => {
        queue.push({ task, input, transfer, onStart, resolve, reject });
        drain();
      });
    },
    async close() {
      closed = true;
      for (const job of queue.splice(0)) job.reject(new Error('The server is stopping'));
      await Promise.all(
        [...threads].map((thread) => {
          settle(thread, { error: new Error('The server is stopping') }, true);
          return thread.worker.terminate();
        }),
      );
    },
  };
}
