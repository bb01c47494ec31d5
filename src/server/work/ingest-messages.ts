// What the server and the upload-checking thread (ingest-thread.ts) say to each other.
import type { NotReportable } from '../../domain/core/readings/not-reported';
import type { UploadCheck } from './server-tasks';

/**
 * The start of upload `id` with its plants' declared time zones, its next bytes (moved to the
 * thread), its end with the columns it does not report, or its failure.
 */
export type IngestRequest =
  | { id: number; zones: [number, string][] }
  | { id: number; bytes: Uint8Array }
  | { id: number; finish: true; notReported: NotReportable[] }
  | { id: number; drop: true };

/** A slice of upload `id` parsed (`parsed` bytes), or its check's result. */
export type IngestReply =
  | { id: number; parsed: number }
  | { id: number; ok: true; output: UploadCheck }
  | { id: number; ok: false; message: string; stack?: string };
