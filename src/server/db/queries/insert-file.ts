// Storing an upload: its entry, over the content already written, its plant-days as the newest of
// each and the hours its profile left out as partial, in one transaction.
import type { Kysely } from 'kysely';
import type { PartialHour } from '@domain/imports/hour-rollup';
import type { DataQualityReport } from '@domain/readings/dataset';
import type { NotReportable } from '@domain/readings/not-reported';
import {
  zoneFromProfileTarget,
  type CountryFromProfile,
  type ZoneFromProfile,
} from '@domain/audit/zone-from-profile';
import { HISTORY_VERSION } from '@domain/history/history-version';
import type { CellRows } from '../cell-rows';
import type { Database } from '../schema';
import { recordEvent } from './audit-events';
import { writeFigures } from './data-versions';
import { createFileCopyQueries, FileAlreadyStored, isCopyViolation } from './file-copies';
import { ENTRY_COLUMNS, type FileEntry } from './file-entries';
import { insertPartialHours } from './partial-hours';
import { insertFlaggedHours } from './flagged-hours';
import type { FlaggedHour } from '@domain/readings/flagged-hours';
import { insertNewestCells, lockHistory } from './plant-days';
import { declareOfNewPlants } from './new-plants';
import { yearsOfDates, yearsOfDays } from './year-span';
import { refuseLockedYears } from './year-locks';

/** What checking a file's bytes found out, kept beside them. */
export interface FileFacts {
  /** Their SHA-256 (hex). */
  sha256: string;
  quality: DataQualityReport;
  /** The analysis computed once at upload (any JSON value) and the version it was computed with. */
  analysis: unknown;
  analysisVersion: number;
  /** Its plant-day cells for the history; without them they are computed on the owner's next read. */
  cells?: CellRows;
  /** Hours its import profile left out for too few readings (issue 27 §2); none without a profile. */
  partialHours?: readonly PartialHour[];
  /** Hours kept but flagged for the data-quality screen (issue 36). */
  flaggedHours?: readonly FlaggedHour[];
  /** The columns the file does not report (none: a spec CSV reports them all). */
  notReported?: readonly NotReportable[];
}

export interface NewFile {
  /** The upload's content, its bytes all written (see beginContent): the file's id. */
  contentId: string;
  fileName: string;
  sizeBytes: number;
  /** Defaults to now; also the timestamp in filePath. */
  uploadedAt?: Date;
  facts: FileFacts;
  /** Who uploads it, as the audit log names them. */
  actor: string;
  /** The time zone the plants it first brings take as their own, and the profile giving it; none: none. */
  zoneOfNewPlants?: { timezone: string; profile: string } | null;
  /** The country the plants it first brings without one take, and the profile giving it; none: none. */
  countryOfNewPlants?: { country: string; profile: string } | null;
}

/** A stored upload's entry, and the plants that took its zoneOfNewPlants and countryOfNewPlants. */
export interface InsertedFile {
  entry: FileEntry;
  zoneDeclaredFor: number[];
  countryDeclaredFor: number[];
}

/** The calendar years an upload holds readings of: those of its cells, or of its dates without them. */
export function yearsOfFile(facts: FileFacts): number[] {
  if (facts.cells) return yearsOfDays(facts.cells.span);
  return yearsOfDates(facts.quality.firstDate, facts.quality.lastDate);
}

/** `{orgId}/{timestamp}-{name}`; a separator in the name would add a path level, so it is replaced. */
function filePath(orgId: string, uploadedAt: Date, fileName: string): string {
  return `${orgId}/${uploadedAt.getTime()}-${fileName.replace(/[/\\]/g, '_')}`;
}

export function createInsertFileQueries(db: Kysely<Database>) {
  const { findCopy } = createFileCopyQueries(db);
  return {
    /**
     * Stores one upload, its content written already, its plant-days and its partial hours in one
     * transaction (all of it or nothing) and makes it the newest upload of each of its plant-days;
     * returns its entry.
     * Throws FileAlreadyStored, storing nothing, when the user holds a file of the same bytes: one
     * stored while this upload was checked.
     */
    async insertFile(orgId: string, file: NewFile): Promise<InsertedFile> {
      try {
        return await insertNewFile(db, orgId, file);
      } catch (error) {
        const copy = isCopyViolation(error) ? await findCopy(orgId, file.facts.sha256) : null;
        throw copy ? new FileAlreadyStored(copy) : error;
      }
    },
  };
}

async function insertNewFile(
  db: Kysely<Database>,
  orgId: string,
  file: NewFile,
): Promise<InsertedFile> {
  const uploadedAt = file.uploadedAt ?? new Date();
  const { facts } = file;
  return writeFigures(db, orgId, async (trx) => {
    await lockHistory(trx, orgId);
    const years = yearsOfFile(facts);
    await refuseLockedYears(trx, orgId, years);
    const owned = await trx
      .selectFrom('file_contents')
      .select('id')
      .where('id', '=', file.contentId)
      .where('org_id', '=', orgId)
      .executeTakeFirst();
    if (!owned) throw new Error(`Upload content ${file.contentId} is not the user's or is gone`);
    const entry = await trx
      .insertInto('csv_files')
      .values({
        id: file.contentId,
        org_id: orgId,
        file_name: file.fileName,
        file_path: filePath(orgId, uploadedAt, file.fileName),
        uploaded_at: uploadedAt,
        size_bytes: file.sizeBytes,
        sha256: facts.sha256,
        rows: facts.quality.rows,
        plants: facts.quality.plants,
        first_date: facts.quality.firstDate,
        last_date: facts.quality.lastDate,
        quality: JSON.stringify(facts.quality),
        analysis: JSON.stringify(facts.analysis),
        analysis_version: facts.analysisVersion,
        history_version: facts.cells ? HISTORY_VERSION : 0,
        not_reported: JSON.stringify(facts.notReported ?? []),
      })
      .returning([...ENTRY_COLUMNS, 'upload_seq'])
      .executeTakeFirstOrThrow();
    const { upload_seq, ...stored } = entry;
    if (facts.cells) await insertNewestCells(trx, orgId, { id: entry.id, upload_seq }, facts.cells);
    const zone = file.zoneOfNewPlants ?? null;
    const zoneDeclaredFor =
      zone === null
        ? []
        : await declareOfNewPlants(trx, orgId, entry.id, 'timezone', zone.timezone);
    const country = file.countryOfNewPlants ?? null;
    const countryDeclaredFor =
      country === null
        ? []
        : await declareOfNewPlants(trx, orgId, entry.id, 'country', country.country);
    await insertPartialHours(trx, orgId, entry.id, facts.partialHours ?? []);
    await insertFlaggedHours(trx, orgId, entry.id, facts.flaggedHours ?? []);
    await recordEvent(trx, orgId, {
      actor: file.actor,
      action: 'upload',
      target: file.fileName,
      details: {
        file_id: entry.id,
        file_name: file.fileName,
        rows: facts.quality.rows,
        plants: facts.quality.plants,
        years,
      },
    });
    /** Records that the plants took a value of the profile, when any did. */
    const declared = async (
      action: 'zone_from_profile' | 'country_from_profile',
      details: ZoneFromProfile | CountryFromProfile,
    ) => {
      if (details.plant_ids.length === 0) return;
      await recordEvent(trx, orgId, {
        actor: file.actor,
        action,
        target: zoneFromProfileTarget(details.plant_ids),
        details: { ...details },
      });
    };
    const fromFile = { file_id: entry.id, file_name: file.fileName };
    if (zone !== null) {
      await declared('zone_from_profile', { plant_ids: zoneDeclaredFor, ...zone, ...fromFile });
    }
    if (country !== null) {
      await declared('country_from_profile', {
        plant_ids: countryDeclaredFor,
        ...country,
        ...fromFile,
      });
    }
    return { entry: stored, zoneDeclaredFor, countryDeclaredFor };
  });
}
