import { sql, type Kysely } from 'kysely';

// Issue 38: the annual emissions report states the permit's number and the monitoring plan's
// version; the permit record holds both, optional short texts (queries/permits.ts matches the
// checks' names to give each its message).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('eu_permits')
    .addColumn('permit_number', 'text')
    .addColumn('monitoring_plan_version', 'text')
    .execute();
  await db.schema
    .alterTable('eu_permits')
    .addCheckConstraint('eu_permits_permit_number_check', sql`char_length(permit_number) <= 50`)
    .execute();
  await db.schema
    .alterTable('eu_permits')
    .addCheckConstraint(
      'eu_permits_monitoring_plan_version_check',
      sql`char_length(monitoring_plan_version) <= 50`,
    )
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('eu_permits')
    .dropColumn('permit_number')
    .dropColumn('monitoring_plan_version')
    .execute();
}
