// A stored file's entry (its metadata, never its bytes): listing the user's files, a page at a
// time with each file's place in the history, and reading one.
import { sql, type Kysely } from 'kysely';
import type { DataQualityReport } from '@domain/readings/dataset';
import type { Database } from '../schema';

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

// Every column but content and analysis, so listing never reads the bytes.
export const ENTRY_COLUMNS = [
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

/** The plant-days of each of the files `ids` that hold any, and how many of them are overridden. */
const historyFacts = (db: Kysely<Database>, ids: string[]) =>
  db
    .selectFrom('plant_days')
    .select([
      'file_id',
      sql<number>`count(*)::int`.as('plantDays'),
      sql<number>`(count(*) filter (where not wins))::int`.as('overriddenPlantDays'),
    ])
    .where('file_id', 'in', ids)
    .groupBy('file_id')
    .execute();

/** Reads of file entries; each takes the signed-in user's id and sees only that user's files. */
export function createFileEntryQueries(db: Kysely<Database>) {
  return {
    /** One page of the user's files, newest upload first, with each file's place in the history. */
    async listFilePage(orgId: string, limit: number, cursor: string | null): Promise<FilePage> {
      const after = cursor === null ? null : Number(cursor);
      const rows = await db
        .selectFrom('csv_files')
        .select([...ENTRY_COLUMNS, 'upload_seq'])
        .where('org_id', '=', orgId)
        .$if(after !== null, (q) => q.where('upload_seq', '<', after!))
        .orderBy('upload_seq', 'desc')
        .limit(limit + 1)
        .execute();
      const page = rows.slice(0, limit);
      const ids = page.map((f) => f.id);
      const facts = ids.length ? await historyFacts(db, ids) : [];
      const byId = new Map(facts.map((f) => [f.file_id, f]));
      const { total } = await db
        .selectFrom('csv_files')
        .select(sql<number>`count(*)::int`.as('total'))
        .where('org_id', '=', orgId)
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
    async listFiles(orgId: string, limit = DEFAULT_FILE_LIST_LIMIT): Promise<FileEntry[]> {
      if (!Number.isInteger(limit) || limit < 1) {
        throw new RangeError(`limit must be a positive integer, got ${limit}`);
      }
      return db
        .selectFrom('csv_files')
        .select(ENTRY_COLUMNS)
        .where('org_id', '=', orgId)
        .orderBy('uploaded_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    /** One file's entry, or null when it does not exist or is not the user's. */
    async getFileMeta(orgId: string, id: string): Promise<FileEntry | null> {
      const entry = await db
        .selectFrom('csv_files')
        .select(ENTRY_COLUMNS)
        .where('id', '=', id)
        .where('org_id', '=', orgId)
        .executeTakeFirst();
      return entry ?? null;
    },
  };
}
