// The zip container of an .xlsx workbook, read with yauzl from its central directory: a sheet
// is stored before the shared strings it refers to (Excel's order), so its entries are read in the
// order the workbook needs them, not the order they were written. Each entry is inflated as a
// stream (Node's zlib) and counted, so that a zip bomb stops at a bound instead of filling memory:
// its own, and the request's over every entry read (a directory may point many entries at one
// stream, each within its bound).
import type { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import yauzl from 'yauzl';
import { ReadingCancelled, ReadingStopped, UnpackBudgetSpent } from './reading-stopped';
import { WorkbookRefusal, WorkbookUnreadable } from './workbook-refusal';

/** An open workbook's entries by path. */
export interface WorkbookZip {
  has(path: string): boolean;
  /**
   * An entry's inflated bytes as they come; `tooLarge` is thrown once more than `maxBytes` have
   * come, UnpackBudgetSpent once the workbook's entries have inflated past the budget in all, and
   * ReadingCancelled once the signal has aborted. WorkbookUnreadable when the entry is missing or
   * does not inflate.
   */
  read(path: string, maxBytes: number, tooLarge: () => WorkbookRefusal): AsyncIterable<Buffer>;
  close(): void;
}

/** What bounds a request's reading of a workbook, over all its entries. */
export interface ReadingBounds {
  /** The most bytes its entries may inflate to in all, each read counted; default unbounded. */
  maxUnpackedBytes?: number;
  /** Aborted when the request's client has gone. */
  signal?: AbortSignal;
}

const OPTIONS: yauzl.Options = { lazyEntries: true, autoClose: false, validateEntrySizes: true };

/** The deflate method (APPNOTE 4.4.5), the one workbooks use besides storing. */
const DEFLATED = 8;

/**
 * Inflated bytes handed on at a time: zlib's default of 16 KiB made a callback, a parser write and
 * an await every 16 KiB of a sheet's XML. With this and sheet-csv.ts's plain numbers and dates, a
 * 370 MB sheet took 12.6 s of CPU instead of 16.8 (docs/benchmarks.md, Excel workbooks).
 */
const INFLATE_CHUNK_BYTES = 256 * 1024;

/** An entry's bytes, inflated here (in larger chunks than yauzl's own inflate) when deflated. */
async function entryStream(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Readable> {
  if (entry.compressionMethod !== DEFLATED) return zip.openReadStreamPromise(entry);
  const raw = await zip.openReadStreamPromise(entry, { decompress: false });
  const inflate = createInflateRaw({ chunkSize: INFLATE_CHUNK_BYTES });
  raw.on('error', (error) => inflate.destroy(error));
  return raw.pipe(inflate);
}

/** Every entry of the central directory, by path. */
function entriesOf(zip: yauzl.ZipFile): Promise<Map<string, yauzl.Entry>> {
  return new Promise((resolve, reject) => {
    const entries = new Map<string, yauzl.Entry>();
    zip.on('entry', (entry: yauzl.Entry) => {
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve(entries));
    zip.once('error', reject);
    zip.readEntry();
  });
}

/** The workbook at a path (a spooled upload) or in memory (a stored file read again). */
export async function openWorkbookZip(
  source: string | Uint8Array,
  { maxUnpackedBytes = Infinity, signal }: ReadingBounds = {},
): Promise<WorkbookZip> {
  let zip: yauzl.ZipFile;
  let entries: Map<string, yauzl.Entry>;
  try {
    zip =
      typeof source === 'string'
        ? await yauzl.openPromise(source, OPTIONS)
        : await yauzl.fromBufferPromise(
            Buffer.from(source.buffer, source.byteOffset, source.byteLength),
            OPTIONS,
          );
    entries = await entriesOf(zip);
  } catch (error) {
    throw new WorkbookUnreadable(error instanceof Error ? error.message : String(error));
  }
  let unpacked = 0;
  return {
    has: (path) => entries.has(path),
    async *read(path, maxBytes, tooLarge) {
      const entry = entries.get(path);
      if (!entry) throw new WorkbookUnreadable(`it has no ${path}`);
      let stream: Readable;
      try {
        stream = await entryStream(zip, entry);
      } catch (error) {
        throw new WorkbookUnreadable(
          `${path}: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      let bytes = 0;
      try {
        for await (const chunk of stream as AsyncIterable<Buffer>) {
          if (signal?.aborted) throw new ReadingCancelled();
          bytes += chunk.byteLength;
          unpacked += chunk.byteLength;
          if (bytes > maxBytes) throw tooLarge();
          if (unpacked > maxUnpackedBytes) throw new UnpackBudgetSpent(maxUnpackedBytes);
          yield chunk;
        }
      } catch (error) {
        if (error instanceof WorkbookRefusal || error instanceof ReadingStopped) throw error;
        throw new WorkbookUnreadable(
          `${path}: ${error instanceof Error ? error.message : String(error)}`,
        );
      } finally {
        stream.destroy();
      }
    },
    close: () => zip.close(),
  };
}
