// Starts a worker thread from TypeScript source (tests, `tsx`): Node 20 applies no `--import` of a
// worker's execArgv, so tsx's loader is registered here before the worker module is imported.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
