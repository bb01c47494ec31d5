import { createHash } from 'node:crypto';
import { ANALYSIS_VERSION } from '@domain/analysis/analysis-version';
import type { HeaderMismatch } from '@domain/csv/parse-result';
import type { PartialHour } from '@domain/imports/hour-rollup';
import { NO_BLANKS, type BlankCounts } from '@domain/imports/read-through-profile';
import type { ImportProfile } from '@domain/imports/import-profile';
import type { FlaggedHour } from '@domain/readings/flagged-hours';
import type { NotReportable } from '@domain/readings/not-reported';
import { MSG_IMPORT_PROFILE_HINT, msgAlreadyUploaded } from '@domain/messages';
import { FileAlreadyStored, type StoredCopy } from '../db/queries/file-copies';
import type { FileEntry } from '../db/queries/file-entries';
import type { FileFacts } from '../db/queries/insert-file';
import { ApiError } from '../http/api-error';
import type { Services } from '../services';
import type { IngestRun } from '../work/ingest';
import type { UploadCheck } from '../work/server-tasks';
import { cleanFileName } from './clean-file-name';
import { receiveUpload, wholeChunks } from './receive-upload';
import { throughProfile } from './through-profile';
import { readingOf, type UploadReading } from './upload-reading';
import { placedIn, zonesOfUpload, type PlacedIn } from './upload-zones';

export interface UploadedFile {
  name: string;
  type?: string;
  /** The bytes, whole or as they arrive. */
  bytes: Uint8Array | AsyncIterable<Uint8Array>;
  /** The import profile to read the file through (issue 27 §1), if any: a saved one has an id. */
  profile?: (ImportProfile & { id?: string }) | null;
  /** Who uploads it, as the audit log names them (issue 28 §2). */
  actor: string;
  /** Aborted when the client has gone: a workbook is read no further (issue 34 §5). */
  signal?: AbortSignal;
}

/** Issue 27: a file without the spec's headers, with what it has, what it lacks and the way in. */
const headerMismatchDetails = ({ found, needed }: HeaderMismatch) => ({
  found_headers: found,
  needed_headers: needed,
  hint: MSG_IMPORT_PROFILE_HINT,
});

/** "2026-03-12 14:05 UTC": the server answers for any locale; the screens write their own. */
const utcMinute = (instant: Date) => `${instant.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** Issue 27 §4: the 409 naming the file that holds the upload's bytes already. */
function alreadyUploaded({ id, fileName, uploadedAt }: StoredCopy): ApiError {
  return new ApiError(
    409,
    'already_uploaded',
    msgAlreadyUploaded(utcMinute(uploadedAt), fileName),
    {
      file: { id, name: fileName, uploadedAt: uploadedAt.toISOString() },
    },
  );
}

/** The stored file, and how many hours its import profile left out as partial (issue 27 §2). */
export interface AcceptedUpload extends FileEntry {
  partialHours: number;
  /** Of a file read through a profile, what its blank cells and odd rows were taken as. */
  blankHours: BlankCounts;
  /** The saved profile that read it; null: read as the spec's CSV. */
  profile: { id: string; name: string } | null;
  /** The time zone that placed each of its plants' days. */
  placedIn: PlacedIn[];
  /** The country its profile gives every plant, and the plants it first brings that took it; null: none given. */
  countryDeclared: { country: string; plantIds: number[] } | null;
}

/** An accepted check as what the database keeps of it; a refused one as the 422 with its problems. */
function factsOf(
  sha256: string,
  checked: UploadCheck,
  partialHours: readonly PartialHour[],
  notReported: readonly NotReportable[],
  flaggedByProfile: readonly FlaggedHour[],
): FileFacts {
  if (!checked.ok) {
    throw new ApiError(422, 'csv_invalid', checked.message, {
      problems: checked.problems,
      problemCount: checked.problemCount,
      ...(checked.headers && headerMismatchDetails(checked.headers)),
    });
  }
  const { quality, analysis, cells, flagged } = checked;
  return {
    sha256,
    quality,
    analysis,
    analysisVersion: ANALYSIS_VERSION,
    cells,
    partialHours,
    notReported,
    flaggedHours: [...flagged, ...flaggedByProfile],
  };
}

/** Milliseconds from one `performance.now()` to another, to a tenth. */
const msBetween = (from: number, to: number) => Math.round((to - from) * 10) / 10;

/**
 * accounts §5 "CSV upload": checks type and size, reads a workbook or a file through a profile as
 * the spec's CSV (see upload-reading.ts), validates every row with the domain code on the
 * upload thread as the bytes arrive (see ingest.ts) while writing them to the database a part at a
 * time (see receive-upload.ts), then stores the metadata, cached analysis, plant-days and the hours
 * a profile left out as partial in one transaction. A refused or failed upload stores nothing:
 * its parts are deleted. Bytes the user has stored already are refused too (issue 27 §4), answered
 * 409 with the file that holds them, before the check's analysis when that file was stored before
 * this upload ended. The name is stored cleaned (see cleanFileName). A stored upload is logged with the time of each stage, for an
 * operator to see where a slow upload spends it.
 */
export async function acceptUpload(
  services: Pick<Services, 'queries' | 'ingest' | 'config' | 'logger'>,
  orgId: string,
  upload: UploadedFile,
): Promise<AcceptedUpload> {
  const began = performance.now();
  const chunks = upload.bytes instanceof Uint8Array ? wholeChunks(upload.bytes) : upload.bytes;
  const { maxUploadMb, maxWorkbookUnpackedMb } = services.config;
  const reading = await readingOf(
    { name: cleanFileName(upload.name), type: upload.type, chunks },
    upload.profile ?? null,
    { maxUploadMb, maxWorkbookUnpackedMb, signal: upload.signal },
  );
  try {
    const stored = await storeUpload(services, orgId, reading, { began, actor: upload.actor });
    const { profile } = upload;
    return { ...stored, profile: profile?.id ? { id: profile.id, name: profile.name } : null };
  } finally {
    await reading.close();
  }
}

/** The spec CSV handed to the check as it is read, until it ends or the upload fails. */
function feedCheck(csv: AsyncIterable<Uint8Array> | null, check: IngestRun | null) {
  let stopped = false;
  const run = async () => {
    if (!csv || !check) return;
    for await (const chunk of csv) {
      if (stopped) return;
      await check.received(chunk);
    }
  };
  const done = run();
  // Its failure is the upload's, answered when it is awaited; a stopped feed's is moot.
  done.catch(() => {});
  return {
    done,
    async stop() {
      stopped = true;
      await done.catch(() => {});
    },
  };
}

async function storeUpload(
  services: Pick<Services, 'queries' | 'ingest' | 'logger'>,
  orgId: string,
  reading: UploadReading,
  { began, actor }: { began: number; actor: string },
): Promise<Omit<AcceptedUpload, 'profile'>> {
  const { files, plantRegister } = services.queries;
  const fileName = reading.name;
  const placing = await zonesOfUpload(plantRegister, orgId, reading.profile);
  const { zones } = placing;
  // Through a profile, the upload thread reads the bytes into hours and checks them there; the
  // spec CSV stored is written here of the hours it hands back (see through-profile.ts).
  const profiled = reading.profile && services.ingest.beginProfile(zones, reading.profile);
  const plain = profiled ? null : services.ingest.begin(zones);
  const check = (profiled ?? plain)!;
  const {
    rows: stored,
    partialHours,
    blanks,
    flaggedHours,
  } = profiled
    ? throughProfile(reading.stored, profiled)
    : {
        rows: reading.stored,
        partialHours: () => [],
        blanks: () => NO_BLANKS,
        flaggedHours: () => [],
      };
  // A workbook stored as uploaded: its sheet's CSV is checked while its bytes are written.
  const feeding = feedCheck(plain && reading.checked, plain);
  const times = { received: NaN, checked: NaN };
  /** The content the bytes are written to, once begun: deleted if the upload fails. */
  let begun: string | null = null;
  try {
    const contentId = await files.beginContent(orgId);
    begun = contentId;
    // Hashed here as they arrive, so a copy is known before the check's analysis is waited for.
    const digest = createHash('sha256');
    const sizeBytes = await receiveUpload(stored, reading.refusal, {
      received: (bytes) => {
        digest.update(bytes);
        return plain && !reading.checked ? plain.received(bytes) : Promise.resolve();
      },
      writeParts: (parts) => files.insertParts(contentId, parts),
    });
    times.received = performance.now();
    const sha256 = digest.digest('hex');
    const copy = await files.findCopy(orgId, sha256);
    if (copy) throw new FileAlreadyStored(copy);
    await feeding.done;
    const facts = factsOf(
      sha256,
      await check.finish(reading.notReported),
      partialHours(),
      reading.notReported,
      flaggedHours(),
    );
    times.checked = performance.now();
    const country = reading.profile?.fixed.country ?? null;
    const { entry, zoneDeclaredFor, countryDeclaredFor } = await files.insertFile(orgId, {
      contentId,
      fileName,
      sizeBytes,
      facts,
      actor,
      zoneOfNewPlants:
        placing.zoneOfNewPlants === null
          ? null
          : { timezone: placing.zoneOfNewPlants, profile: reading.profile!.name },
      countryOfNewPlants: country === null ? null : { country, profile: reading.profile!.name },
    });
    services.logger.info(
      {
        fileId: entry.id,
        bytes: sizeBytes,
        rows: entry.rows,
        receiveMs: msBetween(began, times.received),
        checkMs: msBetween(times.received, times.checked),
        storeMs: msBetween(times.checked, performance.now()),
      },
      'upload stored',
    );
    const plants = await plantRegister.plantsOfFile(orgId, entry.id);
    return {
      ...entry,
      partialHours: facts.partialHours?.length ?? 0,
      placedIn: placedIn(plants, placing, zoneDeclaredFor),
      countryDeclared: country === null ? null : { country, plantIds: countryDeclaredFor },
      blankHours: blanks(),
    };
  } catch (error) {
    await feeding.stop();
    check.drop();
    const contentId = begun;
    if (contentId !== null) {
      await files.dropContent(orgId, contentId).catch((dropError: unknown) => {
        // The sweep of abandoned contents deletes it later (see ABANDONED_CONTENT_MS).
        services.logger.warn(
          { err: dropError, contentId },
          "a failed upload's bytes stay until swept",
        );
      });
    }
    if (!(error instanceof FileAlreadyStored)) throw error;
    services.logger.info({ fileId: error.copy.id }, 'upload already stored');
    throw alreadyUploaded(error.copy);
  }
}
