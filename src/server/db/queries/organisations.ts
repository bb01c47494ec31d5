import { sql, type Kysely } from 'kysely';
import { isRole, type Role } from '../../../domain/core/access/roles';
import type { Database } from '../schema';

/** The organisation a request acts in, and the member's role there. */
export interface Membership {
  orgId: string;
  orgName: string;
  role: Role;
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
    async membershipOf(userId: string, activeOrgId: string | null): Promise<Membership | null> {
      const row = await db
        .selectFrom('member')
        .innerJoin('organization', 'organization.id', 'member.organizationId')
        .select(['member.organizationId as orgId', 'organization.name as orgName', 'member.role'])
        .where('member.userId', '=', userId)
        .orderBy(sql`coalesce(member."organizationId" = ${activeOrgId}, false)`, 'desc')
        .orderBy(sql`member."organizationId" = ${userId}`, 'desc')
        .orderBy('member.createdAt')
        .limit(1)
        .executeTakeFirst();
      return row ? { orgId: row.orgId, orgName: row.orgName, role: roleOf(row.role) } : null;
    },
  };
}

export type OrganisationQueries = ReturnType<typeof createOrganisationQueries>;
