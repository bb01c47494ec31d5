// An upload checked on a worker thread while it is still arriving: each chunk is posted to the
// thread as it is read, so parsing overlaps the transfer and the storing of the bytes, and the event
// loop never parses the file.
import { MessageChannel } from 'node:worker_threads';
import type { ServerWork, UploadCheck } from './server-tasks';

export interface UploadCheckStream {
  /** Sends the next bytes (copied: the caller keeps its chunk). */
  push(chunk: Uint8Array): void;
  /** Says the last byte has been sent. */
  end(): void;
  /** Stops the check: the thread is freed and `result` rejects. */
  abort(): void;
  /** Resolves when a thread has started on the check; rejects as `result` when the pool refused it. */
  readonly started: Promise<void>;
  /** Settles once the thread has checked every byte (or the pool refused the task). */
  readonly result: Promise<UploadCheck>;
  /** The pool's refusal (queue full, time limit) as soon as it is known, else null. */
  failure(): Error | null;
}

/** Starts checking an upload of about `expectedBytes` (a hint for the parser's first allocation). */
export function startUploadCheck(work: ServerWork, expectedBytes: number): UploadCheckStream {
  const { port1, port2 } = new MessageChannel();
  let failure: Error | null = null;
  const result = work.run('checkUpload', { port: port2, expectedBytes }, [port2]);
  // Known early, so that a full queue refuses the upload before its body is read.
  result.catch((e: Error) => (failure = e)).finally(() => port1.close());
  // The thread's first message on the port says it has started.
  const started = Promise.race([
    new Promise<void>((resolve) => port1.once('message', () => resolve())),
    result.then(() => undefined),
  ]);
  started.catch(() => undefined);
  return {
    started,
    push: (chunk) => port1.postMessage(chunk),
    end: () => port1.postMessage(null),
    abort: () => port1.close(),
    result,
    failure: () => failure,
  };
}

/** Checks bytes already held whole (a stored file's, the demo sample's). */
export function checkBytes(work: ServerWork, bytes: Uint8Array): Promise<UploadCheck> {
  const check = startUploadCheck(work, bytes.byteLength);
  check.push(bytes);
  check.end();
  return check.result;
}
