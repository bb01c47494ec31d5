// Issue 34 §4 and §8: deleting an account never deletes a locked year, and the organisations the
// member leaves record their departure.
import { expect, it } from 'vitest';
import { mintToken } from '../testing/api-tokens';
import { auditLog, readingsCsv, sendJson, uploadCsv } from '../testing/audit-log';
import { inviteMember } from '../testing/members';
import { rowsMentioning } from '../testing/rows-mentioning';
import { describeApi, type ApiContext, type TestUser } from '../testing/test-app';

const LOCKED = /^2025 is locked \(by .+ on \d{4}-\d{2}-\d{2}\): unlock it to change its data$/;

const deleteAccount = (t: ApiContext, who: TestUser) =>
  t.request('/api/me', { method: 'DELETE', cookie: who.cookie });

/** Uploads 2025 readings in the organisation the user acts in and locks 2025 there. */
async function lock2025(t: ApiContext, user: TestUser) {
  expect((await uploadCsv(t, user, readingsCsv('2025-03-01 10:00:00'), 'march.csv')).status).toBe(
    201,
  );
  expect((await sendJson(t, user, 'POST', '/api/years/2025/lock')).status).toBe(201);
}

describeApi('DELETE /api/me with a locked year', (t) => {
  it('refuses while the personal organisation holds a locked year, and records the refusal', async () => {
    const user = await t.signUp();
    await lock2025(t, user);

    const refused = await deleteAccount(t, user);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      error: 'year_locked',
      message: expect.stringMatching(LOCKED),
      year: 2025,
    });
    expect((await t.request('/api/me', { cookie: user.cookie })).status).toBe(200);
    expect((await auditLog(t, user))[0]).toMatchObject({
      action: 'locked_year_refusal',
      target: 'DELETE /api/me',
      details: { year: 2025 },
    });

    const unlock = { reason: 'closing the account' };
    expect((await sendJson(t, user, 'DELETE', '/api/years/2025/lock', unlock)).status).toBe(204);
    expect((await deleteAccount(t, user)).status).toBe(204);
    expect(await rowsMentioning(t.db, user.id)).toEqual({});
  });

  it('refuses while a team it alone belongs to holds a locked year, acting elsewhere', async () => {
    const user = await t.signUp();
    const created = await sendJson(t, user, 'POST', '/api/auth/organization/create', {
      name: 'Solo Team',
      slug: `solo-${user.id.slice(0, 8)}`,
    });
    const team = ((await created.json()) as { id: string }).id;
    await sendJson(t, user, 'POST', '/api/auth/organization/set-active', { organizationId: team });
    await lock2025(t, user);
    await sendJson(t, user, 'POST', '/api/auth/organization/set-active', {
      organizationId: user.id,
    });

    const refused = await deleteAccount(t, user);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: 'year_locked', year: 2025 });
    // Nothing went: neither organisation, nor the account.
    expect((await rowsMentioning(t.db, team)).year_locks).toBe(1);
    expect((await rowsMentioning(t.db, user.id)).user).toBe(1);
    // The refusal is in the log of the organisation whose year is locked.
    await sendJson(t, user, 'POST', '/api/auth/organization/set-active', { organizationId: team });
    expect((await auditLog(t, user))[0]).toMatchObject({
      action: 'locked_year_refusal',
      target: 'DELETE /api/me',
    });
  });

  it('deletes a member of a team with a locked year: the team keeps its year and logs the departure', async () => {
    const owner = await t.signUp();
    await lock2025(t, owner);
    const editor = await inviteMember(t, owner, 'editor');
    const token = await mintToken(t, editor, 'editor feed');

    expect((await deleteAccount(t, editor)).status).toBe(204);
    const events = await auditLog(t, owner);
    expect(events.slice(0, 2).map((e) => [e.actor, e.action, e.target])).toEqual([
      [editor.email, 'token_revoke', token.name],
      [editor.email, 'account_delete', editor.email],
    ]);
    expect(events[1]!.details).toEqual({ role: 'editor' });
    expect(await rowsMentioning(t.db, editor.id)).toEqual({});
    const members = await t.request(
      `/api/auth/organization/list-members?organizationId=${owner.id}`,
      { cookie: owner.cookie },
    );
    const { members: left } = (await members.json()) as { members: { userId: string }[] };
    expect(left.map((m) => m.userId)).toEqual([owner.id]);
  });
});
