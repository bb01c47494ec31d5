// Every query of stored files, each job in its module; each takes the signed-in user's id and sees
// only that user's files.
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { createDeleteFileQueries } from './delete-file';
import { createFileAnalysisQueries } from './file-analysis';
import { createFileCellQueries } from './file-cells';
import { createFileContentQueries } from './file-contents';
import { createFileCopyQueries } from './file-copies';
import { createFileEntryQueries } from './file-entries';
import { createInsertFileQueries } from './insert-file';

export function createFileQueries(db: Kysely<Database>) {
  return {
    ...createFileContentQueries(db),
    ...createInsertFileQueries(db),
    ...createFileCopyQueries(db),
    ...createFileCellQueries(db),
    ...createFileEntryQueries(db),
    ...createFileAnalysisQueries(db),
    ...createDeleteFileQueries(db),
  };
}

export type FileQueries = ReturnType<typeof createFileQueries>;
