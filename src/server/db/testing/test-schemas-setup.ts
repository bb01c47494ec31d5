import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { TEST_DATABASE_URL } from './test-database-url';

declare module 'vitest' {
  export interface ProvidedContext {
    /** How the names of this run's PostgreSQL test schemas begin. */
    testSchemaPrefix: string;
  }
}

/**
 * Vitest's global setup: this run's test schemas share a prefix and are dropped when the run
 * ends, not when each file ends. Migrating (Kysely's and Better Auth's) reads the tables of every
 * schema and fails when another file's schema disappears meanwhile, as files run side by side.
 */
export default function setup(project: TestProject) {
  const prefix = `test_${randomBytes(4).toString('hex')}_`;
  project.provide('testSchemaPrefix', prefix);
  return async () => {
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
    // Without PostgreSQL the suites skipped that half (or failed, in CI): there is nothing to drop.
    if (
      !(await client.connect().then(
        () => true,
        () => false,
      ))
    )
      return;
    try {
      const { rows } = await client.query<{ name: string }>(
        'select nspname as name from pg_namespace where starts_with(nspname, $1)',
        [prefix],
      );
      for (const { name } of rows) await client.query(`drop schema ${name} cascade`);
    } finally {
      await client.end();
    }
  };
}
