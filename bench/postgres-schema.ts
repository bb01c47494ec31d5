import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL the benchmarks use: DATABASE_URL, else the local `test` database. */
export const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * A throwaway PostgreSQL schema for one server: its URL, and how to drop it. A benchmark never
 * migrates a shared schema, whose migrations may be another branch's.
 */
export async function postgresSchema(): Promise<{ url: string; drop: () => Promise<void> }> {
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  const url = new URL(POSTGRES_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}
