/** The PostgreSQL the suites run against: DATABASE_URL, else the local server's `test` database. */
export const TEST_DATABASE_URL =
  process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
