import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';

/**
 * The name of one of the organisations that requires a second factor of its members, among those
 * given that the user is a member of or invited to (another's name is not told), or null.
 */
export async function organisationRequiringSecondFactor(
  db: Kysely<Database>,
  user: { id: string; email: string },
  orgIds: readonly string[],
): Promise<string | null> {
  if (orgIds.length === 0) return null;
  const row = await db
    .selectFrom('org_security')
    .innerJoin('organization', 'organization.id', 'org_security.org_id')
    .select('organization.name')
    .where('org_security.org_id', 'in', orgIds)
    .where('org_security.require_two_factor', '=', true)
    .where(({ exists, or, selectFrom }) =>
      or([
        exists(
          selectFrom('member')
            .select('member.id')
            .whereRef('member.organizationId', '=', 'org_security.org_id')
            .where('member.userId', '=', user.id),
        ),
        exists(
          selectFrom('invitation')
            .select('invitation.id')
            .whereRef('invitation.organizationId', '=', 'org_security.org_id')
            .where(sql<string>`lower(invitation.email)`, '=', user.email.toLowerCase()),
        ),
      ]),
    )
    .executeTakeFirst();
  return row?.name ?? null;
}

/** The organisation an invitation is to, or null when there is no such invitation. */
export async function organisationOfInvitation(
  db: Kysely<Database>,
  invitationId: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('invitation')
    .select('organizationId')
    .where('id', '=', invitationId)
    .executeTakeFirst();
  return row?.organizationId ?? null;
}

/** The organisation with the slug, or null when there is none. */
export async function organisationOfSlug(
  db: Kysely<Database>,
  slug: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('organization')
    .select('id')
    .where('slug', '=', slug)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The organisations whose invitations to the address are pending (the ones the plugin lists). */
export async function organisationsInviting(
  db: Kysely<Database>,
  email: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('invitation')
    .select('organizationId')
    .distinct()
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .where('status', '=', 'pending')
    .execute();
  return rows.map((r) => r.organizationId);
}
