// Starts a worker thread from its built module, or from TypeScript source (tests, `tsx`): Node 20
// applies no `--import` of a worker's execArgv, so a small loader registers tsx and then imports it.
import { Worker, type WorkerOptions } from 'node:worker_threads';

const TYPESCRIPT_WORKER = new URL('./run-typescript-worker.mjs', import.meta.url);

/**
 * A worker thread running `module` (`.js`, or `.ts` from source). Its `workerData` is the given
 * object; from source it also holds `typescriptEntry`, the module the loader imports.
 */
export function startWorker(
  module: URL,
  options: Omit<WorkerOptions, 'workerData'> & { workerData?: Record<string, unknown> } = {},
): Worker {
  if (!module.pathname.endsWith('.ts')) return new Worker(module, options);
  return new Worker(TYPESCRIPT_WORKER, {
    ...options,
    workerData: { ...options.workerData, typescriptEntry: module.href },
  });
}
