import type { Kysely } from 'kysely';
import type { AuditAction } from '@domain/audit/audit-actions';
import { revokeTokensIn } from '../db/queries/api-tokens';
import { recordEvent } from '../db/queries/audit-events';
import type { Database } from '../db/schema';

/** A membership change of the organization plugin's routes, as its answer gives it. */
interface Changed {
  organizationId?: string;
  userId?: string;
  email?: string;
  role?: string;
}

const ACTIONS: Record<string, AuditAction> = {
  '/organization/invite-member': 'member_invite',
  '/organization/accept-invitation': 'member_join',
  '/organization/update-member-role': 'role_change',
  '/organization/remove-member': 'member_remove',
  '/organization/leave': 'member_leave',
};

/** The paths whose success records an event (organisationChanged). */
export const isMembershipChange = (path: string) => path in ACTIONS;

/**
 * Issue 28 §1-2: records an invitation, a joining, a role change, a removal or a departure in the
 * organisation's audit log, after the plugin stored it; a member who is removed or leaves loses the
 * API tokens they made there, in the same transaction as the event.
 */
export async function organisationChanged(
  db: Kysely<Database>,
  path: string,
  actor: string,
  returned: unknown,
): Promise<void> {
  const action = ACTIONS[path];
  const body = returned as { member?: Changed; invitation?: Changed } & Changed;
  const changed = body.member ?? body.invitation ?? body;
  if (!action || !changed.organizationId) return;
  const orgId = changed.organizationId;
  const email =
    changed.email ??
    (changed.userId
      ? (
          await db
            .selectFrom('user')
            .select('email')
            .where('id', '=', changed.userId)
            .executeTakeFirst()
        )?.email
      : undefined) ??
    '(unknown)';
  await db.transaction().execute(async (trx) => {
    await recordEvent(trx, orgId, {
      actor,
      action,
      target: email,
      details: changed.role ? { role: changed.role } : {},
    });
    if ((action === 'member_remove' || action === 'member_leave') && changed.userId) {
      await revokeTokensIn(trx, { orgId, id: null, creator: changed.userId }, actor);
    }
  });
}
