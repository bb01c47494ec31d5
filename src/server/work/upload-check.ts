// An upload checked on a worker thread while its bytes are written to the database. Bytes in shared
// memory (see SharedBytes) are read by the thread in place: neither side copies or waits for the other.
import type { ServerWork, UploadCheck } from './server-tasks';

export interface UploadCheckRun {
  /** Resolves when a thread has started on the check; rejects as `result` when the pool refused it. */
  readonly started: Promise<void>;
  readonly result: Promise<UploadCheck>;
}

export function checkUpload(work: ServerWork, bytes: Uint8Array): UploadCheckRun {
  let began = () => {};
  const startSignal = new Promise<void>((resolve) => (began = resolve));
  const result = work.run('checkUpload', bytes, [], () => began());
  const started = Promise.race([startSignal, result.then(() => undefined)]);
  started.catch(() => undefined);
  return { started, result };
}
