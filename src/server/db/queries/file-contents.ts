// A file's bytes: an upload's content written a part at a time as it arrives, dropped when no
// file takes it (now, or once abandoned), and read back whole.
import { sql, type Kysely } from 'kysely';
import type { NotReportable } from '@domain/readings/not-reported';
import type { Database } from '../schema';
import { declaredZones } from './plant-zones';

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

/** A stored file's original bytes with the name to download them under. */
export interface FileContent {
  fileName: string;
  content: Buffer;
  sha256: string;
  /** The plants' declared time zones and the default, which place the readings on local days. */
  zones: [number, string][];
  /** The columns the file does not report: read it again as it was read at its upload. */
  notReported: NotReportable[];
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
const abandonedContents = (db: Kysely<Database>, orgId: string | null) =>
  deleteContentsWithoutFile(db)
    .where('created_at', '<', new Date(Date.now() - ABANDONED_CONTENT_MS))
    .$if(orgId !== null, (q) => q.where('org_id', '=', orgId!));

/** Content queries; each that takes a user's id sees only that user's contents. */
export function createFileContentQueries(db: Kysely<Database>) {
  return {
    /**
     * Starts an upload's content, which its parts are written to as they arrive (insertParts) and
     * which becomes the file's once stored (insertFile); returns its id. The user's abandoned
     * contents are deleted on the way.
     */
    async beginContent(orgId: string): Promise<string> {
      await abandonedContents(db, orgId).execute();
      const { id } = await db
        .insertInto('file_contents')
        .values({ org_id: orgId })
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
    async dropContent(orgId: string, contentId: string): Promise<void> {
      await deleteContentsWithoutFile(db)
        .where('id', '=', contentId)
        .where('org_id', '=', orgId)
        .execute();
    },

    /** Deletes every user's abandoned contents (see ABANDONED_CONTENT_MS); how many there were. */
    async sweepAbandonedContents(): Promise<number> {
      const result = await abandonedContents(db, null).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** One file's original bytes, or null when it does not exist or is not the user's. */
    async getFileContent(orgId: string, id: string): Promise<FileContent | null> {
      const [row, zones] = await Promise.all([
        db
          .selectFrom('csv_files')
          .select([
            'file_name as fileName',
            'sha256',
            'not_reported as notReported',
            sql<Buffer>`(select string_agg(bytes, ''::bytea order by part) from csv_file_parts
              where file_id = csv_files.id)`.as('content'),
          ])
          .where('id', '=', id)
          .where('org_id', '=', orgId)
          .executeTakeFirst(),
        declaredZones(db, orgId),
      ]);
      return row ? { ...row, zones } : null;
    },
  };
}
