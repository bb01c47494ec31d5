import { getMigrations } from 'better-auth/db/migration';
import type { Auth } from './create-auth';

/** Creates or extends Better Auth's tables (user, session, account, verification, rateLimit); idempotent. */
export async function migrateAuth(auth: Auth): Promise<void> {
  const { runMigrations } = await getMigrations(auth.options);
  await runMigrations();
}
