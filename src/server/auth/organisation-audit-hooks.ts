import type { OrganizationOptions } from 'better-auth/plugins/organization';
import type { Kysely } from 'kysely';
import { fieldChanges } from '@domain/audit/audit-actions';
import { recordEvent } from '../db/queries/audit-events';
import type { Database } from '../db/schema';

type OrganisationHooks = NonNullable<OrganizationOptions['organizationHooks']>;

/** The fields that name an organisation: a change of either is a rename. */
const NAMES = ['name', 'slug'] as const;

type Names = { name: string; slug: string };

const namesOf = (db: Kysely<Database>, orgId: string): Promise<Names> =>
  db.selectFrom('organization').select(NAMES).where('id', '=', orgId).executeTakeFirstOrThrow();

/**
 * Issue 34 §8: the organization plugin's rename, cancelled invitation and declined invitation go
 * into the organisation's audit log once the plugin stored the change (the plugin writes outside
 * any transaction of the app's), and a refused one records nothing.
 */
export function organisationAuditHooks(db: Kysely<Database>): OrganisationHooks {
  // The names before an update, kept from the plugin's before hook to its after hook under the
  // membership object it hands both.
  const before = new WeakMap<object, Names>();
  return {
    beforeUpdateOrganization: async ({ member }) => {
      before.set(member, await namesOf(db, member.organizationId));
    },
    afterUpdateOrganization: async ({ member, user }) => {
      const after = await namesOf(db, member.organizationId);
      const changes = fieldChanges(before.get(member) ?? null, after, NAMES);
      if (changes.length === 0) return;
      await recordEvent(db, member.organizationId, {
        actor: user.email,
        action: 'organisation_rename',
        target: after.name,
        details: { changes },
      });
    },
    afterCancelInvitation: ({ invitation, cancelledBy }) =>
      recordEvent(db, invitation.organizationId, {
        actor: cancelledBy.email,
        action: 'invitation_cancel',
        target: invitation.email,
        details: { role: invitation.role },
      }),
    afterRejectInvitation: ({ invitation, user }) =>
      recordEvent(db, invitation.organizationId, {
        actor: user.email,
        action: 'invitation_decline',
        target: invitation.email,
        details: { role: invitation.role },
      }),
  };
}
