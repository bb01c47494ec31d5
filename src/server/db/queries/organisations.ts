import { sql, type Kysely } from 'kysely';
import { isRole, type Role } from '@domain/access/roles';
import type { Database } from '../schema';
import { recordEvent } from './audit-events';

/** The organisation a request acts in, and the member's role there. */
export interface Membership {
  orgId: string;
  orgName: string;
  role: Role;
}

/** A session's membership, with what the organisation asks of the session (issue 28 §4). */
export interface SessionMembership extends Membership {
  /** Members without a second factor are refused on every route but the ones that say why. */
  requireTwoFactor: boolean;
}

/** An organisation's security settings as a screen reads them. */
export interface OrganisationSecurity {
  require_two_factor: boolean;
  /** null: never changed, the defaults. */
  updated_at: Date | null;
}

/** The first role of the plugin's comma-separated list the app knows; viewer for none. */
export const roleOf = (roles: string): Role =>
  roles
    .split(',')
    .map((r) => r.trim())
    .find(isRole) ?? 'viewer';

/** Organisations and memberships (Better Auth's organization plugin owns the tables). */
export function createOrganisationQueries(db: Kysely<Database>) {
  return {
    /**
     * Gives each user without one (or only `userId`) their personal organisation, named after them,
     * with them as its owner. Its id is the user's: the data a user held before organisations
     * (migration 0028) is already keyed by it. Only an organisation created here gets its owner,
     * so a user who left their personal organisation is not put back.
     */
    async createPersonalOrganisations(userId?: string): Promise<number> {
      const { rows } = await sql<{ id: string }>`
        with created as (
          insert into organization (id, name, slug, "createdAt")
          select u.id, u.name, u.id, now() from "user" u
          where (${userId ?? null}::text is null or u.id = ${userId ?? null})
            and not exists (select 1 from organization o where o.id = u.id)
          on conflict do nothing
          returning id)
        insert into member (id, "organizationId", "userId", role, "createdAt")
        select gen_random_uuid()::text, id, id, 'owner', now() from created
        returning id`.execute(db);
      return rows.length;
    },

    /** A member's e-mail and their organisation's name; null once they left it. */
    async memberOf(orgId: string, userId: string) {
      return (
        (await db
          .selectFrom('member')
          .innerJoin('user', 'user.id', 'member.userId')
          .innerJoin('organization', 'organization.id', 'member.organizationId')
          .select(['user.email', 'organization.name as orgName'])
          .where('member.organizationId', '=', orgId)
          .where('member.userId', '=', userId)
          .executeTakeFirst()) ?? null
      );
    },

    /**
     * The organisation the user's most recent session acted in, so a new sign-in opens where they
     * last worked; null when they have no session.
     */
    async lastActiveOrganisation(userId: string): Promise<string | null> {
      const row = await db
        .selectFrom('session')
        .select('activeOrganizationId')
        .where('userId', '=', userId)
        .where('activeOrganizationId', 'is not', null)
        .orderBy('updatedAt', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row?.activeOrganizationId ?? null;
    },

    /**
     * Where a user acts: the active organisation when they are a member of it, else their
     * personal one, else the one they joined first; null when they belong to none.
     */
    async membershipOf(
      userId: string,
      activeOrgId: string | null,
    ): Promise<SessionMembership | null> {
      // The organisation's security settings come with the membership, in the same statement, so
      // the session reader remembers them with it.
      const row = await db
        .selectFrom('member')
        .innerJoin('organization', 'organization.id', 'member.organizationId')
        .leftJoin('org_security', 'org_security.org_id', 'member.organizationId')
        .select([
          'member.organizationId as orgId',
          'organization.name as orgName',
          'member.role',
          'org_security.require_two_factor as requireTwoFactor',
        ])
        .where('member.userId', '=', userId)
        .orderBy(sql`coalesce(member."organizationId" = ${activeOrgId}, false)`, 'desc')
        .orderBy(sql`member."organizationId" = ${userId}`, 'desc')
        .orderBy('member.createdAt')
        .limit(1)
        .executeTakeFirst();
      return row
        ? {
            orgId: row.orgId,
            orgName: row.orgName,
            role: roleOf(row.role),
            requireTwoFactor: row.requireTwoFactor === true,
          }
        : null;
    },

    /** The organisation's security settings (the defaults until changed). */
    async security(orgId: string): Promise<OrganisationSecurity> {
      const row = await db
        .selectFrom('org_security')
        .select(['require_two_factor', 'updated_at'])
        .where('org_id', '=', orgId)
        .executeTakeFirst();
      return row ?? { require_two_factor: false, updated_at: null };
    },

    /**
     * Sets whether the organisation requires a second factor of its members, recording a change in
     * its audit log in the same transaction; the settings as saved.
     */
    async setRequireTwoFactor(
      orgId: string,
      required: boolean,
      actor: string,
    ): Promise<OrganisationSecurity> {
      return db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('org_security')
          .select('require_two_factor')
          .where('org_id', '=', orgId)
          .forUpdate()
          .executeTakeFirst();
        const old = before?.require_two_factor ?? false;
        const saved = await trx
          .insertInto('org_security')
          .values({ org_id: orgId, require_two_factor: required, updated_at: sql`now()` })
          .onConflict((oc) =>
            oc
              .column('org_id')
              .doUpdateSet({ require_two_factor: required, updated_at: sql`now()` }),
          )
          .returning(['require_two_factor', 'updated_at'])
          .executeTakeFirstOrThrow();
        if (old !== required) {
          await recordEvent(trx, orgId, {
            actor,
            action: 'security_change',
            target: 'second factor requirement',
            details: { changes: [{ field: 'require_two_factor', old, new: required }] },
          });
        }
        return saved;
      });
    },
  };
}

export type OrganisationQueries = ReturnType<typeof createOrganisationQueries>;
