import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { recordEvent } from './audit-events';
import { roleOf } from './organisations';

/**
 * Issue 34 §3: a role stored as a list ("viewer,admin", accepted before roles were checked) is read
 * by the app as its first known role and by the organization plugin as all of them. Each is set to
 * the role the app reads, which the member's screens already showed, and recorded in the
 * organisation's audit log, and a pending invitation's list likewise; returns how many members were
 * settled.
 */
export async function settleListedRoles(db: Kysely<Database>): Promise<number> {
  const listed = await db
    .selectFrom('member')
    .innerJoin('user', 'user.id', 'member.userId')
    .select(['member.id', 'member.organizationId', 'member.role', 'user.email'])
    .where('member.role', 'like', '%,%')
    .execute();
  for (const member of listed) {
    const role = roleOf(member.role);
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('member').set({ role }).where('id', '=', member.id).execute();
      await recordEvent(trx, member.organizationId, {
        actor: 'server start-up',
        action: 'role_change',
        target: member.email,
        details: { role, was: member.role },
      });
    });
  }
  // A pending invitation would hand its list to the member it makes.
  const invitations = await db
    .selectFrom('invitation')
    .select(['id', 'role'])
    .where('role', 'like', '%,%')
    .where('status', '=', 'pending')
    .execute();
  for (const { id, role } of invitations) {
    await db
      .updateTable('invitation')
      .set({ role: roleOf(role) })
      .where('id', '=', id)
      .execute();
  }
  return listed.length;
}
