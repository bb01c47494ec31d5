import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import { digestPeriod } from '@domain/alerts/digest-period';
import type { Database, DigestFrequency, JobsTable } from '../schema';

export type DigestJob = Selectable<JobsTable>;

/** After this many failed sends a digest is given up (its error kept). */
const MAX_ATTEMPTS = 5;
const RETRY_MINUTES = 10;
/** How long a replica holds a job it took before another may take it again. */
const LEASE_MINUTES = 10;

/** Members' digest settings and the jobs that send the digests (issue 28 §4). */
export function createDigestQueries(db: Kysely<Database>) {
  return {
    /**
     * Puts a digest job for every member whose period begins on the day of `now` and has none yet; a second
     * replica doing the same at once adds nothing (the jobs' unique key). How many it added.
     */
    async enqueueDue(now: Date): Promise<number> {
      const day = now.toISOString().slice(0, 10);
      // A weekly digest goes out on its week's first day only: a member who joins (or a server
      // first started) on a Friday gets theirs the next Monday, as the setting says.
      const weekBegins = digestPeriod(day, 'weekly') === day;
      const { rows } = await sql<{ id: string }>`
        insert into jobs (org_id, kind, user_id, period, run_after)
        select m."organizationId", 'digest', m."userId",
          case coalesce(p.frequency, 'weekly')
            when 'daily' then ${digestPeriod(day, 'daily')}
            else ${digestPeriod(day, 'weekly')} end,
          ${now}
        from member m
        left join digest_preferences p
          on p.org_id = m."organizationId" and p.user_id = m."userId"
        where coalesce(p.frequency, 'weekly') = 'daily'
          or (coalesce(p.frequency, 'weekly') = 'weekly' and ${weekBegins})
        on conflict do nothing
        returning id`.execute(db);
      return rows.length;
    },

    /**
     * Takes the oldest due job no other replica holds (FOR UPDATE SKIP LOCKED) for LEASE_MINUTES:
     * a replica that stops while sending leaves it to be taken again once the lease ends. Null when
     * no job is due.
     */
    async claimNext(now: Date): Promise<DigestJob | null> {
      const { rows } = await sql<DigestJob>`
        update jobs set status = 'running', attempts = attempts + 1,
          run_after = ${new Date(now.getTime() + LEASE_MINUTES * 60_000)}
        where id = (
          select id from jobs
          where status in ('pending', 'running') and run_after <= ${now}
          order by id limit 1
          for update skip locked)
        returning *`.execute(db);
      return rows[0] ?? null;
    },

    async finish(id: string, now: Date): Promise<void> {
      await db
        .updateTable('jobs')
        .set({ status: 'done', done_at: now })
        .where('id', '=', id)
        .execute();
    },

    /** A failed send: tried again RETRY_MINUTES per attempt later, given up after MAX_ATTEMPTS. */
    async failed(job: DigestJob, error: unknown, now: Date): Promise<void> {
      await db
        .updateTable('jobs')
        .set({
          last_error: String(error instanceof Error ? error.message : error).slice(0, 300),
          status: job.attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
          run_after: new Date(now.getTime() + job.attempts * RETRY_MINUTES * 60_000),
        })
        .where('id', '=', job.id)
        .execute();
    },

    /** The member's digest setting, with the secret of its unsubscribe link (made on first use). */
    async preferenceOf(
      orgId: string,
      userId: string,
    ): Promise<{ frequency: DigestFrequency; unsubscribe_token: string }> {
      await db
        .insertInto('digest_preferences')
        .values({
          org_id: orgId,
          user_id: userId,
          frequency: 'weekly',
          unsubscribe_token: randomBytes(24).toString('base64url'),
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
      return db
        .selectFrom('digest_preferences')
        .select(['frequency', 'unsubscribe_token'])
        .where('org_id', '=', orgId)
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
    },

    async setFrequency(orgId: string, userId: string, frequency: DigestFrequency): Promise<void> {
      await this.preferenceOf(orgId, userId);
      await db
        .updateTable('digest_preferences')
        .set({ frequency })
        .where('org_id', '=', orgId)
        .where('user_id', '=', userId)
        .execute();
    },

    /** Turns off the digest whose link holds the token; the organisation's name, or null. */
    async unsubscribe(token: string): Promise<string | null> {
      const row = await db
        .updateTable('digest_preferences')
        .set({ frequency: 'off' })
        .from('organization')
        .whereRef('organization.id', '=', 'digest_preferences.org_id')
        .where('digest_preferences.unsubscribe_token', '=', token)
        .returning('organization.name')
        .executeTakeFirst();
      return row?.name ?? null;
    },
  };
}

export type DigestQueries = ReturnType<typeof createDigestQueries>;
