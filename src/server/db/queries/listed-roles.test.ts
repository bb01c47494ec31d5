import { expect, it } from 'vitest';
import { auditLog, sendJson } from '@server/testing/audit-log';
import { inviteMember } from '@server/testing/members';
import { describeApi } from '@server/testing/test-app';
import { settleListedRoles } from './listed-roles';

describeApi('roles stored as a list before they were checked', (t) => {
  it('are settled to the role the app reads, so the plugin reads the same, and logged', async () => {
    const owner = await t.signUp();
    const member = await inviteMember(t, owner, 'viewer');
    const member2 = await inviteMember(t, owner, 'editor');
    const where = (userId: string) =>
      t.db
        .updateTable('member')
        .where('organizationId', '=', owner.id)
        .where('userId', '=', userId);
    await where(member.id).set({ role: 'viewer,admin' }).execute();
    await where(member2.id).set({ role: 'superuser,owner' }).execute();
    const pending = await sendJson(t, owner, 'POST', '/api/auth/organization/invite-member', {
      email: 'pending-list@example.com',
      role: 'viewer',
      organizationId: owner.id,
    });
    const { id: invitationId } = (await pending.json()) as { id: string };
    await t.db
      .updateTable('invitation')
      .set({ role: 'viewer,owner' })
      .where('id', '=', invitationId)
      .execute();

    const invite = (email: string) =>
      sendJson(t, member, 'POST', '/api/auth/organization/invite-member', {
        email,
        role: 'admin',
        organizationId: owner.id,
      });
    // The plugin reads the list as admin: the door this closes.
    expect((await invite('by-a-listed-admin@example.com')).status).toBe(200);

    expect(await settleListedRoles(t.db)).toBe(2);
    const roles = await t.db
      .selectFrom('member')
      .select(['userId', 'role'])
      .where('organizationId', '=', owner.id)
      .where('userId', 'in', [member.id, member2.id])
      .orderBy('role')
      .execute();
    expect(roles).toEqual(
      expect.arrayContaining([
        { userId: member.id, role: 'viewer' },
        { userId: member2.id, role: 'owner' },
      ]),
    );
    expect((await invite('by-a-viewer@example.com')).status).toBe(403);
    const events = await auditLog(t, owner);
    expect(events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'role_change',
          target: member.email,
          details: { role: 'viewer', was: 'viewer,admin' },
        }),
      ]),
    );
    const invitation = await t.db
      .selectFrom('invitation')
      .select('role')
      .where('id', '=', invitationId)
      .executeTakeFirstOrThrow();
    expect(invitation.role).toBe('viewer');
    expect(await settleListedRoles(t.db)).toBe(0);
  });
});
