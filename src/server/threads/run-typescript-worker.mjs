// Starts a worker thread from TypeScript source (see start-worker.ts): registers tsx's loader, then
// imports the worker module.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.typescriptEntry);
