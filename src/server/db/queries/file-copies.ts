// Issue 27 §4 "Re-uploads": a user's bytes are stored once; an upload of the same bytes finds the
// file that holds them.
import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/** The stored file that holds an upload's bytes already. */
export interface StoredCopy {
  id: string;
  fileName: string;
  uploadedAt: Date;
}

/** An upload's bytes are one of the user's stored files already: it is not stored again. */
export class FileAlreadyStored extends Error {
  constructor(readonly copy: StoredCopy) {
    super(`The bytes are stored already as file ${copy.id}`);
  }
}

// The unique index of migrations/m0021-file-copies.ts.
const COPY_INDEX = 'csv_files_user_sha256_key';

/** Whether an insert failed because the user holds a file of the same bytes (two uploads at once). */
export function isCopyViolation(error: unknown): boolean {
  const { code, constraint } = error as { code?: string; constraint?: string };
  return code === '23505' && constraint === COPY_INDEX;
}

export function createFileCopyQueries(db: Kysely<Database>) {
  return {
    /** The user's first stored file whose bytes have this SHA-256 (hex), or null. */
    async findCopy(orgId: string, sha256: string): Promise<StoredCopy | null> {
      const copy = await db
        .selectFrom('csv_files')
        .select(['id', 'file_name as fileName', 'uploaded_at as uploadedAt'])
        .where('org_id', '=', orgId)
        .where('sha256', '=', sha256)
        .orderBy('upload_seq')
        .limit(1)
        .executeTakeFirst();
      return copy ?? null;
    },
  };
}
