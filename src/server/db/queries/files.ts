import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DataQualityReport } from '../../../domain/core/csv/dataset';
import type { Database } from '../schema';

/** What an accepted upload stores; rows, plants and dates are taken from its quality report. */
export interface NewFile {
  fileName: string;
  /** The original bytes, never altered. */
  content: Uint8Array;
  /** Their SHA-256 (hex) when computed already, off the event loop; else computed here. */
  sha256?: string;
  quality: DataQualityReport;
  /** The analysis computed once at upload (any JSON value) and the version it was computed with. */
  analysis: unknown;
  analysisVersion: number;
  /** Defaults to now; also the timestamp in filePath. */
  uploadedAt?: Date;
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

/** File queries; each takes the signed-in user's id and sees only that user's files. */
export function createFileQueries(db: Kysely<Database>) {
  return {
    /** Stores one upload in a single statement (all of it or nothing); returns its entry. */
    async insertFile(userId: string, file: NewFile): Promise<FileEntry> {
      const uploadedAt = file.uploadedAt ?? new Date();
      return db
        .insertInto('csv_files')
        .values({
          user_id: userId,
          file_name: file.fileName,
          file_path: filePath(userId, uploadedAt, file.fileName),
          uploaded_at: uploadedAt,
          size_bytes: file.content.byteLength,
          sha256: file.sha256 ?? createHash('sha256').update(file.content).digest('hex'),
          content: file.content,
          rows: file.quality.rows,
          plants: file.quality.plants,
          first_date: file.quality.firstDate,
          last_date: file.quality.lastDate,
          quality: JSON.stringify(file.quality),
          analysis: JSON.stringify(file.analysis),
          analysis_version: file.analysisVersion,
        })
        .returning(ENTRY_COLUMNS)
        .executeTakeFirstOrThrow();
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
        .select(['file_name as fileName', 'content', 'sha256'])
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

    /** Deletes one of the user's files; false when it does not exist or is not the user's. */
    async deleteFile(userId: string, id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('csv_files')
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}

export type FileQueries = ReturnType<typeof createFileQueries>;
