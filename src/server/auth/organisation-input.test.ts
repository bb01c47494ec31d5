import { expect, it } from 'vitest';
import { ORGANISATION_NAME_MAX_CHARS } from '@domain/validation/organisation-deletion';
import { sendJson } from '../testing/audit-log';
import { inviteMember } from '../testing/members';
import { describeApi, type ApiContext, type TestUser } from '../testing/test-app';
import { MSG_ONE_ROLE, MSG_ORGANISATION_NAME_TOO_LONG } from './organisation-input';

const plugin = (t: ApiContext, user: TestUser, route: string, body: unknown) =>
  sendJson(t, user, 'POST', `/api/auth/organization/${route}`, body);

async function roleOf(t: ApiContext, orgId: string, userId: string) {
  const { role } = await t.db
    .selectFrom('member')
    .select('role')
    .where('organizationId', '=', orgId)
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return role;
}

describeApi("the organization plugin's input, checked before it sees it", (t) => {
  it('refuses a role given as a list, or not in the table, and keeps the role', async () => {
    const owner = await t.signUp();
    const viewer = await inviteMember(t, owner, 'viewer');
    const { id: memberId } = await t.db
      .selectFrom('member')
      .select('id')
      .where('userId', '=', viewer.id)
      .where('organizationId', '=', owner.id)
      .executeTakeFirstOrThrow();

    for (const role of [['viewer', 'admin'], 'viewer,admin', 'superuser', '', null]) {
      const changed = await plugin(t, owner, 'update-member-role', {
        organizationId: owner.id,
        memberId,
        role,
      });
      expect(changed.status).toBe(400);
      expect(await changed.json()).toMatchObject({ message: MSG_ONE_ROLE });
    }
    expect(await roleOf(t, owner.id, viewer.id)).toBe('viewer');
    const me = await sendJson(t, viewer, 'GET', '/api/me');
    expect(await me.json()).toMatchObject({ organisation: { role: 'viewer' } });

    const mailed = t.mail.length;
    const invited = await plugin(t, owner, 'invite-member', {
      organizationId: owner.id,
      email: 'listed@example.com',
      role: ['viewer', 'admin'],
    });
    expect(invited.status).toBe(400);
    expect(await invited.json()).toMatchObject({ message: MSG_ONE_ROLE });
    expect(t.mail.length).toBe(mailed);
    const stored = await t.db
      .selectFrom('invitation')
      .select('id')
      .where('email', '=', 'listed@example.com')
      .execute();
    expect(stored).toEqual([]);

    const promoted = await plugin(t, owner, 'update-member-role', {
      organizationId: owner.id,
      memberId,
      role: 'editor',
    });
    expect(promoted.status).toBe(200);
    expect(await roleOf(t, owner.id, viewer.id)).toBe('editor');
  });

  it('holds organisation names to the forms’ limit on creation and rename', async () => {
    const owner = await t.signUp({ name: 'Short Name' });
    const long = 'N'.repeat(ORGANISATION_NAME_MAX_CHARS + 1);
    const longest = 'N'.repeat(ORGANISATION_NAME_MAX_CHARS);
    const slug = `org-${owner.id.toLowerCase()}`;

    const created = await plugin(t, owner, 'create', { name: long, slug });
    expect(created.status).toBe(400);
    expect(await created.json()).toMatchObject({ message: MSG_ORGANISATION_NAME_TOO_LONG });
    const made = await plugin(t, owner, 'create', { name: longest, slug });
    expect(made.status).toBe(200);

    const renamed = await plugin(t, owner, 'update', {
      organizationId: owner.id,
      data: { name: long },
    });
    expect(renamed.status).toBe(400);
    expect(await renamed.json()).toMatchObject({ message: MSG_ORGANISATION_NAME_TOO_LONG });
    const kept = await t.db
      .selectFrom('organization')
      .select('name')
      .where('id', '=', owner.id)
      .executeTakeFirstOrThrow();
    expect(kept.name).toBe('Short Name');
    const allowed = await plugin(t, owner, 'update', {
      organizationId: owner.id,
      data: { name: longest },
    });
    expect(allowed.status).toBe(200);
  });
});
