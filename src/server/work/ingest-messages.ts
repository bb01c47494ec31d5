// What the server and the upload-checking thread (ingest-thread.ts) say to each other.
import type { ImportProfile } from '@domain/imports/import-profile';
import type { ProfileRead } from '@domain/imports/profile-check';
import type { HourBatch } from '@domain/imports/spec-csv-writer';
import type { NotReportable } from '@domain/readings/not-reported';
import type { UploadCheck } from './server-tasks';

/**
 * The start of upload `id` with its plants' declared time zones and the import profile its bytes
 * are read through (issue 27), if any; its next bytes (moved to the thread); the end of the bytes
 * a profile reads; its end with the columns it does not report; or its failure.
 */
export type IngestRequest =
  | { id: number; zones: [number, string][]; profile?: ImportProfile }
  | { id: number; bytes: Uint8Array }
  | { id: number; end: true }
  | { id: number; finish: true; notReported: NotReportable[] }
  | { id: number; drop: true };

/**
 * A slice of upload `id` parsed (`parsed` bytes) with the hours a profile read of it (moved to the
 * server, which writes their spec CSV); the end of a profile's reading with the rest of its hours;
 * or its check's result.
 */
export type IngestReply =
  | { id: number; parsed: number; hours?: HourBatch }
  | { id: number; read: ProfileRead; hours: HourBatch }
  | { id: number; ok: true; output: UploadCheck }
  | { id: number; ok: false; message: string; stack?: string };

/** What the thread is started with: the most plants a file may hold (MAX_PLANTS_PER_FILE). */
export interface IngestThreadData {
  maxPlants: number;
}
