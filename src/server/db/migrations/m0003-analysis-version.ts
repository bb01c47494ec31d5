import type { Kysely } from 'kysely';

// Each stored analysis records the domain's ANALYSIS_VERSION it was computed with; rows from before
// carry 0, so their analysis is recomputed from the file's bytes on its next read.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('csv_files')
    .addColumn('analysis_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('csv_files').dropColumn('analysis_version').execute();
}
