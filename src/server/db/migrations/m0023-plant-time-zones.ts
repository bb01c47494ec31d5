import { sql, type Kysely } from 'kysely';

// Issue 27: a plant's declared time zone (IANA name or fixed offset); null: not declared, its days
// are the days its files write. Checked by the register's schema, which knows the platform's zones.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('plant_register')
    .addColumn('timezone', 'text', (c) => c.check(sql`char_length(timezone) <= 64`))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('plant_register').dropColumn('timezone').execute();
}
