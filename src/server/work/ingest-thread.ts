// The thread that checks uploads as their bytes arrive (an entry point of the build, see
// ingest.ts): each upload's parser takes its bytes a slice at a time, between the slices of other
// uploads, so the check of a whole file is done moments after its last byte, and a client that
// sends slowly holds no thread while it does. A file read through an import profile (issue 27) is
// read here too: the hours its profile reads go back to the server, which writes their spec CSV.
import { parentPort, workerData } from 'node:worker_threads';
import type { CsvCellsResult } from '@domain/csv/parse-result';
import { createCellsParser } from '@domain/csv/parse';
import type { CsvParser } from '@domain/csv/rows-parser';
import type { ImportProfile } from '@domain/imports/import-profile';
import type { HourBatch } from '@domain/imports/spec-csv-writer';
import { NO_BLANKS } from '@domain/imports/read-through-profile';
import {
  createProfileCheck,
  type ProfileCheck,
  type ProfileRead,
} from '@domain/imports/profile-check';
import type { NotReportable } from '@domain/readings/not-reported';
import { checkedUpload } from './checked-upload';
import type { IngestReply, IngestRequest, IngestThreadData } from './ingest-messages';

interface Upload {
  /** The check of the spec CSV, or of a file read through a profile. */
  parser: CsvParser<CsvCellsResult> | ProfileCheck;
  profiled: boolean;
  /** What stopped the parse, answered at the finish. */
  failure?: Error;
}

const port = parentPort!;
/** The most plants a file may hold (MAX_PLANTS_PER_FILE), as the server started the thread. */
const { maxPlants } = workerData as IngestThreadData;
const uploads = new Map<number, Upload>();

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

function upload(id: number, zones: [number, string][] = [], profile?: ImportProfile): Upload {
  let found = uploads.get(id);
  if (!found) {
    const options = { zones: new Map(zones), maxPlants };
    found = profile
      ? { parser: createProfileCheck(profile, options), profiled: true }
      : { parser: createCellsParser(options), profiled: false };
    uploads.set(id, found);
  }
  return found;
}

/** The hours a profile read, to send to the server: their memory moves there. */
function sent(hours: HourBatch | undefined): { hours?: HourBatch; transfer: ArrayBuffer[] } {
  if (!hours || (hours.values.length === 0 && hours.texts.length === 0)) return { transfer: [] };
  return { hours, transfer: [hours.values.buffer as ArrayBuffer] };
}

/** The end of a profile's reading: the rest of its hours and what it gave (a failure at the finish). */
function end(id: number, target: Upload): void {
  let read: ProfileRead = { refusal: null, partialHours: [], blanks: NO_BLANKS, flagged: [] };
  let rest: ReturnType<typeof sent> = { transfer: [] };
  if (!target.failure) {
    try {
      const ended = (target.parser as ProfileCheck).end();
      read = ended.read;
      rest = sent(ended.hours);
    } catch (error) {
      target.failure = asError(error);
    }
  }
  const reply: IngestReply = {
    id,
    read,
    hours: rest.hours ?? { values: new Float64Array(0), texts: [] },
  };
  port.postMessage(reply, rest.transfer);
}

function finish(id: number, { parser, failure }: Upload, notReported: NotReportable[]): void {
  let reply: IngestReply;
  let transfer: ArrayBuffer[] = [];
  try {
    if (failure) throw failure;
    const checked = checkedUpload(parser.finish(), notReported);
    reply = { id, ok: true, output: checked.output };
    transfer = (checked.transfer ?? []) as ArrayBuffer[];
  } catch (error) {
    const { message, stack } = asError(error);
    reply = { id, ok: false, message, stack };
  }
  port.postMessage(reply, transfer);
}

port.on('message', (request: IngestRequest) => {
  const { id } = request;
  if ('zones' in request) {
    upload(id, request.zones, request.profile);
    return;
  }
  if ('bytes' in request) {
    const target = upload(id);
    let hours: HourBatch | undefined;
    if (!target.failure) {
      try {
        const read = target.parser.push(request.bytes);
        if (target.profiled) hours = read as HourBatch;
      } catch (error) {
        target.failure = asError(error);
      }
    }
    const back = sent(hours);
    port.postMessage(
      {
        id,
        parsed: request.bytes.byteLength,
        ...(back.hours && { hours: back.hours }),
      } satisfies IngestReply,
      back.transfer,
    );
    return;
  }
  if ('end' in request) {
    const target = uploads.get(id);
    if (target) end(id, target);
    return;
  }
  const target = upload(id);
  uploads.delete(id);
  if ('finish' in request) finish(id, target, request.notReported);
});
