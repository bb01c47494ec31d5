import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { revokeTokensIn } from './api-tokens';
import { recordEvent } from './audit-events';
import { refuseLockedYears } from './year-locks';

/** How many rows of each kind were removed. */
export interface DeletedAccount {
  users: number;
  sessions: number;
  files: number;
  permits: number;
}

/** Refuses an account deletion that would leave an organisation of several members without an owner. */
export class SoleOwnerError extends Error {
  constructor(readonly organisations: string[]) {
    super(
      `You are the only owner of ${organisations.map((n) => `"${n}"`).join(', ')}, which ` +
        `${organisations.length === 1 ? 'has' : 'have'} other members: make one of them an owner ` +
        `or remove them before deleting your account.`,
    );
  }
}

/**
 * The tables keyed by organisation (migration 0028), in an order foreign keys allow deleting; the
 * audit log goes after the organisation itself.
 */
const ORGANISATION_TABLES = [
  'csv_files',
  'file_contents',
  'history_days',
  'history_plant_weeks',
  'history_plant_months',
  'history_plant_years',
  'eu_permits',
  'import_profiles',
  'api_tokens',
  'plant_register',
  'source_stream_factors',
  'plant_source_streams',
  'org_settings',
  'org_security',
  'data_versions',
  'ets_verifications',
  'gap_classifications',
  'year_locks',
  'digest_preferences',
  'jobs',
  'org_time_zones',
] as const;

/** Queries over everything a user or an organisation owns across tables. */
export function createUserDataQueries(db: Kysely<Database>) {
  return {
    /**
     * Removes the user, their sessions, sign-in accounts, pending tokens, failed sign-ins, their
     * memberships and the API tokens they made, and every organisation they were the only member
     * of with all of its data (files and uploads still arriving, plant-days, history, permits,
     * import profiles, register, settings, security settings, statements, gap classifications, locked years, audit
     * log), in one transaction (docs/design.md: account deletion leaves nothing; all of it or none). The
     * organisations they leave record it in their audit log. Refused (SoleOwnerError) while they are
     * the only owner of an organisation with other members, and (YearLockedError) while one of those
     * to be deleted holds a locked year.
     */
    async deleteAccount(userId: string): Promise<DeletedAccount> {
      return db.transaction().execute(async (trx) => {
        const count = (r: { numDeletedRows: bigint }) => Number(r.numDeletedRows);
        const memberships = await trx
          .selectFrom('member as m')
          .innerJoin('organization as o', 'o.id', 'm.organizationId')
          .select(({ selectFrom }) => [
            'o.id',
            'o.name',
            'm.role',
            selectFrom('member as other')
              .select(({ fn }) => fn.countAll<number>().as('n'))
              .whereRef('other.organizationId', '=', 'o.id')
              .where('other.userId', '<>', userId)
              .as('others'),
            selectFrom('member as other')
              .select(({ fn }) => fn.countAll<number>().as('n'))
              .whereRef('other.organizationId', '=', 'o.id')
              .where('other.userId', '<>', userId)
              .where('other.role', 'like', '%owner%')
              .as('other_owners'),
          ])
          .where('m.userId', '=', userId)
          .execute();
        const stranded = memberships.filter(
          (m) => m.role.includes('owner') && Number(m.others) > 0 && Number(m.other_owners) === 0,
        );
        if (stranded.length > 0) throw new SoleOwnerError(stranded.map((m) => m.name));
        const alone = memberships.filter((m) => Number(m.others) === 0).map((m) => m.id);
        // A locked year goes only once unlocked, as when its organisation is deleted.
        for (const orgId of alone) await refuseLockedYears(trx, orgId, null);
        let files = 0;
        let permits = 0;
        for (const orgId of alone) {
          const deleted = await deleteOrganisationWithData(trx, orgId);
          files += deleted.files;
          permits += deleted.permits;
        }
        // The organisations the user leaves record the departure and each of their tokens revoked.
        const { email } = await trx
          .selectFrom('user')
          .select('email')
          .where('id', '=', userId)
          .executeTakeFirstOrThrow();
        for (const left of memberships.filter((m) => Number(m.others) > 0)) {
          await recordEvent(trx, left.id, {
            actor: email,
            action: 'account_delete',
            target: email,
            details: { role: left.role },
          });
        }
        await revokeTokensIn(trx, { orgId: null, id: null, creator: userId }, email);
        await trx.deleteFrom('digest_preferences').where('user_id', '=', userId).execute();
        await trx.deleteFrom('jobs').where('user_id', '=', userId).execute();
        await trx.deleteFrom('member').where('userId', '=', userId).execute();
        await trx.deleteFrom('invitation').where('inviterId', '=', userId).execute();
        const sessions = await trx
          .deleteFrom('session')
          .where('userId', '=', userId)
          .executeTakeFirst();
        await trx.deleteFrom('account').where('userId', '=', userId).executeTakeFirst();
        // Recovery and confirmation tokens store the user's id as their value.
        await trx.deleteFrom('verification').where('value', '=', userId).executeTakeFirst();
        // Failed sign-ins are counted by address (the address is personal data too).
        await trx
          .deleteFrom('sign_in_failures')
          .where('email', 'in', trx.selectFrom('user').select('email').where('id', '=', userId))
          .executeTakeFirst();
        const users = await trx.deleteFrom('user').where('id', '=', userId).executeTakeFirst();
        return { users: count(users), sessions: count(sessions), files, permits };
      });
    },

    /**
     * Deletes an organisation with all of its data, its invitations and memberships, in one
     * transaction; the members' sessions acting in it open their own organisation next. Refused
     * (YearLockedError) while a year is locked: a submitted year goes only once unlocked.
     */
    async deleteOrganisation(orgId: string): Promise<DeletedOrganisation> {
      return db.transaction().execute(async (trx) => {
        await refuseLockedYears(trx, orgId, null);
        return deleteOrganisationWithData(trx, orgId);
      });
    },

    /** Whether the database answers (readiness). */
    async ping(): Promise<void> {
      await db.selectFrom('csv_files').select('id').limit(1).execute();
    },
  };
}

/** How many files, permit records and members an organisation had when it was deleted. */
export interface DeletedOrganisation {
  files: number;
  permits: number;
  members: number;
}

/** Deletes an organisation, every row of its data, its invitations and its memberships. */
async function deleteOrganisationWithData(
  trx: Kysely<Database>,
  orgId: string,
): Promise<DeletedOrganisation> {
  const counts: Record<string, number> = {};
  // Plant-days, partial hours and file parts go with their files and contents (foreign keys).
  for (const table of ORGANISATION_TABLES) {
    const result = await trx.deleteFrom(table).where('org_id', '=', orgId).executeTakeFirst();
    counts[table] = Number(result.numDeletedRows);
  }
  await trx.deleteFrom('invitation').where('organizationId', '=', orgId).execute();
  const members = await trx
    .deleteFrom('member')
    .where('organizationId', '=', orgId)
    .executeTakeFirst();
  await trx
    .updateTable('session')
    .set({ activeOrganizationId: null })
    .where('activeOrganizationId', '=', orgId)
    .execute();
  await trx.deleteFrom('organization').where('id', '=', orgId).execute();
  // The audit log refuses to lose an event of an organisation that exists (migration m0033).
  await trx.deleteFrom('audit_events').where('org_id', '=', orgId).execute();
  return {
    files: counts.csv_files ?? 0,
    permits: counts.eu_permits ?? 0,
    members: Number(members.numDeletedRows),
  };
}

export type UserDataQueries = ReturnType<typeof createUserDataQueries>;
