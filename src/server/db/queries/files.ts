import { sql, type Kysely, type Transaction } from 'kysely';
import type { DataQualityReport } from '../../../domain/core/readings/dataset';
import { HISTORY_VERSION } from '../../../domain/core/history/history-version';
import type { CellRows } from '../cell-rows';
import type { Database } from '../schema';
import { writeFigures } from './data-versions';
import { cellSpan, insertCells, insertNewestCells, lockHistory, settleWinners } from './plant-days';

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
}

export interface NewFile {
  /** The upload's content, its bytes all written (see beginContent): the file's id. */
  contentId: string;
  fileName: string;
  sizeBytes: number;
  /** Defaults to now; also the timestamp in filePath. */
  uploadedAt?: Date;
  facts: FileFacts;
}

/** A file's place in the history: its plant-days and how many of them a newer upload overrides. */
export interface FileHistoryFacts {
  plantDays: number;
  overriddenPlantDays: number;
}

/** One page of the user's files, newest first. */
export interface FilePage {
  files: (FileEntry & FileHistoryFacts)[];
  total: number;
  /** Pass it as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}

/** A stored file's metadata (accounts §3 "Stored CSV file entry"), without its bytes. */
export interface FileEntry {
  id: string;
  fileName: string;
  filePath: string;
  uploadedAt: Date;
  sizeBytes: number;
  sha256: string;
  rows: number;
  plants: number;
  firstDate: string | null;
  lastDate: string | null;
  quality: DataQualityReport;
}

/** The fields of a permit record that a file's analysis is completed with. */
export interface AnalysisPermit {
  id: string;
  permit_year: number;
  active_permits: number;
  company_name: string | null;
  notes: string | null;
  updated_at: Date;
}

/** A file's stored analysis as JSON text, with the analysis version it was computed with. */
export interface StoredAnalysis {
  json: string;
  version: number;
}

/** A stored file's original bytes with the name to download them under. */
export interface FileContent {
  fileName: string;
  content: Buffer;
  sha256: string;
}

// Every column but content and analysis, so listing never reads the bytes.
const ENTRY_COLUMNS = [
  'id',
  'file_name as fileName',
  'file_path as filePath',
  'uploaded_at as uploadedAt',
  'size_bytes as sizeBytes',
  'sha256',
  'rows',
  'plants',
  'first_date as firstDate',
  'last_date as lastDate',
  'quality',
] as const;

/** accounts §7: a file is listed 10 at a time unless asked otherwise. */
export const DEFAULT_FILE_LIST_LIMIT = 10;

/** `{userId}/{timestamp}-{name}`; a separator in the name would add a path level, so it is replaced. */
function filePath(userId: string, uploadedAt: Date, fileName: string): string {
  return `${userId}/${uploadedAt.getTime()}-${fileName.replace(/[/\\]/g, '_')}`;
}

/**
 * The most bytes written in one statement: the driver copies a parameter twice over, and PGlite
 * holds its one connection while it writes one, so a file is written a part at a time.
 */
export const FILE_PART_BYTES = 1024 * 1024;

/** One part of a file's bytes (all FILE_PART_BYTES long but the last), numbered from 0. */
export interface FilePart {
  part: number;
  bytes: Uint8Array;
}

/**
 * How long a content may go without a file before it counts as abandoned: far beyond the time a
 * request may take to arrive (Node ends it after 5 minutes).
 */
export const ABANDONED_CONTENT_MS = 60 * 60 * 1000;

/** The deletion of contents that no file took. */
const deleteContentsWithoutFile = (db: Kysely<Database>) =>
  db
    .deleteFrom('file_contents')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('csv_files').select('id').whereRef('csv_files.id', '=', 'file_contents.id'),
        ),
      ),
    );

/** Contents older than ABANDONED_CONTENT_MS that no file took (optionally of one user). */
const abandonedContents = (db: Kysely<Database>, userId: string | null) =>
  deleteContentsWithoutFile(db)
    .where('created_at', '<', new Date(Date.now() - ABANDONED_CONTENT_MS))
    .$if(userId !== null, (q) => q.where('user_id', '=', userId!));

/** Replaces a file's cells (of any age) and settles the winners over the days they and the old ones span. */
async function replaceCells(
  trx: Transaction<Database>,
  userId: string,
  file: { id: string; upload_seq: number },
  cells: CellRows,
): Promise<void> {
  const old = await cellSpan(trx, file.id);
  await trx.deleteFrom('plant_days').where('file_id', '=', file.id).execute();
  await insertCells(trx, userId, file, cells);
  const spans = [old, cells.span].filter((s) => s !== null);
  if (spans.length === 0) return;
  const first = Math.min(...spans.map((s) => s.first));
  const last = Math.max(...spans.map((s) => s.last));
  await settleWinners(trx, userId, { first, last });
}

/** File queries; each takes the signed-in user's id and sees only that user's files. */
export function createFileQueries(db: Kysely<Database>) {
  return {
    /**
     * Starts an upload's content, which its parts are written to as they arrive (insertParts) and
     * which becomes the file's once stored (insertFile); returns its id. The user's abandoned
     * contents are deleted on the way.
     */
    async beginContent(userId: string): Promise<string> {
      await abandonedContents(db, userId).execute();
      const { id } = await db
        .insertInto('file_contents')
        .values({ user_id: userId })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /**
     * Writes parts of a content's bytes in a transaction of their own, which does not wait for the
     * disk: the file's own transaction does (insertFile), and the log reaches the disk in order,
     * its parts first. Waiting for each part (84 for a year of 100 plants) took longer than writing
     * them. A part lost in a crash belongs to a content no file took.
     */
    async insertParts(contentId: string, parts: readonly FilePart[]): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await sql`set local synchronous_commit = off`.execute(trx);
        for (const { part, bytes } of parts) {
          await trx
            .insertInto('csv_file_parts')
            .values({ file_id: contentId, part, bytes })
            .execute();
        }
      });
    },

    /** Deletes a content no file took (an upload that failed) with its parts; a file's stays. */
    async dropContent(userId: string, contentId: string): Promise<void> {
      await deleteContentsWithoutFile(db)
        .where('id', '=', contentId)
        .where('user_id', '=', userId)
        .execute();
    },

    /** Deletes every user's abandoned contents (see ABANDONED_CONTENT_MS); how many there were. */
    async sweepAbandonedContents(): Promise<number> {
      const result = await abandonedContents(db, null).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /**
     * Stores one upload, its content written already, and its plant-days in one transaction (all
     * of it or nothing) and makes it the newest upload of each of its plant-days; returns its entry.
     */
    async insertFile(userId: string, file: NewFile): Promise<FileEntry> {
      const uploadedAt = file.uploadedAt ?? new Date();
      const { facts } = file;
      return writeFigures(db, userId, async (trx) => {
        await lockHistory(trx, userId);
        const owned = await trx
          .selectFrom('file_contents')
          .select('id')
          .where('id', '=', file.contentId)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        if (!owned)
          throw new Error(`Upload content ${file.contentId} is not the user's or is gone`);
        const entry = await trx
          .insertInto('csv_files')
          .values({
            id: file.contentId,
            user_id: userId,
            file_name: file.fileName,
            file_path: filePath(userId, uploadedAt, file.fileName),
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
          })
          .returning([...ENTRY_COLUMNS, 'upload_seq'])
          .executeTakeFirstOrThrow();
        const { upload_seq, ...stored } = entry;
        if (facts.cells)
          await insertNewestCells(trx, userId, { id: entry.id, upload_seq }, facts.cells);
        return stored;
      });
    },

    /** The user's files whose plant-days are missing or of another HISTORY_VERSION. */
    async filesWithoutHistory(userId: string): Promise<string[]> {
      const rows = await db
        .selectFrom('csv_files')
        .select('id')
        .where('user_id', '=', userId)
        .where('history_version', '<>', HISTORY_VERSION)
        .orderBy('upload_seq')
        .execute();
      return rows.map((r) => r.id);
    },

    /** Replaces one file's plant-days (none for a file that no longer passes validation). */
    async storeCells(userId: string, id: string, cells: CellRows): Promise<void> {
      await writeFigures(db, userId, async (trx) => {
        await lockHistory(trx, userId);
        const file = await trx
          .selectFrom('csv_files')
          .select(['id', 'upload_seq'])
          .where('id', '=', id)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        if (!file) return null;
        await replaceCells(trx, userId, file, cells);
        await trx
          .updateTable('csv_files')
          .set({ history_version: HISTORY_VERSION })
          .where('id', '=', id)
          .execute();
      });
    },

    /** One page of the user's files, newest upload first, with each file's place in the history. */
    async listFilePage(userId: string, limit: number, cursor: string | null): Promise<FilePage> {
      const after = cursor === null ? null : Number(cursor);
      const rows = await db
        .selectFrom('csv_files')
        .select([...ENTRY_COLUMNS, 'upload_seq'])
        .where('user_id', '=', userId)
        .$if(after !== null, (q) => q.where('upload_seq', '<', after!))
        .orderBy('upload_seq', 'desc')
        .limit(limit + 1)
        .execute();
      const page = rows.slice(0, limit);
      const ids = page.map((f) => f.id);
      const facts = ids.length
        ? await db
            .selectFrom('plant_days')
            .select([
              'file_id',
              sql<number>`count(*)::int`.as('plantDays'),
              sql<number>`(count(*) filter (where not wins))::int`.as('overriddenPlantDays'),
            ])
            .where('file_id', 'in', ids)
            .groupBy('file_id')
            .execute()
        : [];
      const byId = new Map(facts.map((f) => [f.file_id, f]));
      const { total } = await db
        .selectFrom('csv_files')
        .select(sql<number>`count(*)::int`.as('total'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return {
        // upload_seq stays on each entry; the route's schema answers only the entry's fields.
        files: page.map((f) => ({
          ...f,
          plantDays: byId.get(f.id)?.plantDays ?? 0,
          overriddenPlantDays: byId.get(f.id)?.overriddenPlantDays ?? 0,
        })),
        total,
        nextCursor: rows.length > limit ? String(page.at(-1)!.upload_seq) : null,
      };
    },

    /** The user's newest files first, at most `limit` of them. */
    async listFiles(userId: string, limit = DEFAULT_FILE_LIST_LIMIT): Promise<FileEntry[]> {
      if (!Number.isInteger(limit) || limit < 1) {
        throw new RangeError(`limit must be a positive integer, got ${limit}`);
      }
      return db
        .selectFrom('csv_files')
        .select(ENTRY_COLUMNS)
        .where('user_id', '=', userId)
        .orderBy('uploaded_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    /** One file's entry, or null when it does not exist or is not the user's. */
    async getFileMeta(userId: string, id: string): Promise<FileEntry | null> {
      const entry = await db
        .selectFrom('csv_files')
        .select(ENTRY_COLUMNS)
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return entry ?? null;
    },

    /**
     * What a request for the file's analysis depends on besides the cached part: null when the
     * file does not exist or is not the user's; else the user's permit record for `year`, if any.
     */
    async getAnalysisInputs(
      userId: string,
      id: string,
      year: number,
    ): Promise<{ permit: AnalysisPermit | null } | null> {
      const row = await db
        .selectFrom('csv_files as f')
        .leftJoin('eu_permits as p', (join) =>
          join.onRef('p.user_id', '=', 'f.user_id').on('p.permit_year', '=', year),
        )
        .select([
          'p.id',
          'p.permit_year',
          'p.active_permits',
          'p.company_name',
          'p.notes',
          'p.updated_at',
        ])
        .where('f.id', '=', id)
        .where('f.user_id', '=', userId)
        .executeTakeFirst();
      if (!row) return null;
      const { id: permitId, permit_year, active_permits, company_name, notes, updated_at } = row;
      const permit =
        permitId !== null && permit_year !== null && active_permits !== null && updated_at !== null
          ? { id: permitId, permit_year, active_permits, company_name, notes, updated_at }
          : null;
      return { permit };
    },

    /** One file's original bytes, or null when it does not exist or is not the user's. */
    async getFileContent(userId: string, id: string): Promise<FileContent | null> {
      const row = await db
        .selectFrom('csv_files')
        .select([
          'file_name as fileName',
          'sha256',
          sql<Buffer>`(select string_agg(bytes, ''::bytea order by part) from csv_file_parts
            where file_id = csv_files.id)`.as('content'),
        ])
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row ?? null;
    },

    /** One file's stored analysis and its version, or null when it does not exist or is not the user's. */
    async getStoredAnalysis(userId: string, id: string): Promise<StoredAnalysis | null> {
      const row = await db
        .selectFrom('csv_files')
        .select([sql<string>`analysis::text`.as('json'), 'analysis_version as version'])
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row ?? null;
    },

    /** Replaces one file's stored analysis with one computed by `version` (the bytes never change). */
    async storeAnalysis(userId: string, id: string, analysis: unknown, version: number) {
      await db
        .updateTable('csv_files')
        .set({ analysis: JSON.stringify(analysis), analysis_version: version })
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .execute();
    },

    /**
     * Deletes one of the user's files; each plant-day it won falls back to the next newest upload
     * holding it. False when the file does not exist or is not the user's.
     */
    async deleteFile(userId: string, id: string): Promise<boolean> {
      return writeFigures(db, userId, async (trx) => {
        await lockHistory(trx, userId);
        const span = await cellSpan(trx, id);
        const result = await trx
          .deleteFrom('csv_files')
          .where('id', '=', id)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        if (result.numDeletedRows === 0n) return false;
        await trx.deleteFrom('file_contents').where('id', '=', id).execute();
        if (span) await settleWinners(trx, userId, span);
        return true;
      });
    },
  };
}

export type FileQueries = ReturnType<typeof createFileQueries>;
