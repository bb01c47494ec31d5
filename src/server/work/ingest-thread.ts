// The thread that checks uploads as their bytes arrive (an entry point of the build, see
// ingest.ts): each upload's parser takes its bytes a slice at a time, between the slices of other
// uploads, so the check of a whole file is done moments after its last byte, and a client that
// sends slowly holds no thread while it does.
import { parentPort } from 'node:worker_threads';
import type { CsvCellsResult } from '../../domain/core/csv/parse-result';
import { createCellsParser } from '../../domain/core/csv/parse';
import type { CsvParser } from '../../domain/core/csv/rows-parser';
import type { NotReportable } from '../../domain/core/readings/not-reported';
import { checkedUpload } from './checked-upload';
import type { IngestReply, IngestRequest } from './ingest-messages';

interface Upload {
  parser: CsvParser<CsvCellsResult>;
  /** What stopped the parse, answered at the finish. */
  failure?: Error;
}

const port = parentPort!;
const uploads = new Map<number, Upload>();

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

function upload(id: number, zones: [number, string][] = []): Upload {
  let found = uploads.get(id);
  if (!found) {
    found = { parser: createCellsParser({ zones: new Map(zones) }) };
    uploads.set(id, found);
  }
  return found;
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
    upload(id, request.zones);
    return;
  }
  if ('bytes' in request) {
    const target = upload(id);
    if (!target.failure) {
      try {
        target.parser.push(request.bytes);
      } catch (error) {
        target.failure = asError(error);
      }
    }
    port.postMessage({ id, parsed: request.bytes.byteLength } satisfies IngestReply);
    return;
  }
  const target = upload(id);
  uploads.delete(id);
  if ('finish' in request) finish(id, target, request.notReported);
});
