import { expect, it } from 'vitest';
import { bearer, mintToken } from '../testing/api-tokens';
import { auditLog, sendJson } from '../testing/audit-log';
import { inviteMember, turnOnSecondFactor } from '../testing/members';
import { describeApi } from '../testing/test-app';

const REQUIRED = "Olga's Works requires a second factor: turn it on in Settings > Two-factor.";

describeApi('an organisation requiring a second factor of its members (issue 28 §4)', (t) => {
  it('is set by an owner or admin with a second factor, and refuses members without one', async () => {
    const owner = await t.signUp({ name: "Olga's Works" });
    const viewer = await inviteMember(t, owner, 'viewer');
    const editor = await inviteMember(t, owner, 'editor');
    const adminWithout = await inviteMember(t, owner, 'admin');
    const editorToken = (await mintToken(t, editor, 'editor feed')).token;

    const read = await sendJson(t, editor, 'GET', '/api/organisation');
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual({
      id: owner.id,
      name: "Olga's Works",
      default_timezone: null,
      require_two_factor: false,
    });

    // A viewer may not change it; an admin without a second factor would lock themselves out.
    const byViewer = await sendJson(t, viewer, 'PUT', '/api/organisation', {
      require_two_factor: true,
    });
    expect(byViewer.status).toBe(403);
    expect(await byViewer.json()).toEqual({
      error: 'forbidden',
      message:
        "Changing the organisation's security settings needs the owner or admin role; your role in this organisation is viewer.",
    });
    const refused = await sendJson(t, adminWithout, 'PUT', '/api/organisation', {
      require_two_factor: true,
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: 'two_factor_first' });
    expect((await sendJson(t, editor, 'GET', '/api/analysis')).status).toBe(200);

    const admin = await turnOnSecondFactor(t, adminWithout);
    const saved = await sendJson(t, admin, 'PUT', '/api/organisation', {
      require_two_factor: true,
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({
      id: owner.id,
      name: "Olga's Works",
      default_timezone: null,
      require_two_factor: true,
    });

    // A member without a second factor reads why, and nothing else.
    const blocked = await sendJson(t, editor, 'GET', '/api/analysis');
    expect(blocked.status).toBe(403);
    expect(await blocked.json()).toEqual({ error: 'two_factor_required', message: REQUIRED });
    expect((await sendJson(t, editor, 'POST', '/api/tokens', { name: 'x' })).status).toBe(403);
    const me = await sendJson(t, editor, 'GET', '/api/me');
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      organisation: { id: owner.id, role: 'editor', require_two_factor: true },
    });
    expect((await sendJson(t, editor, 'GET', '/api/organisation')).status).toBe(200);
    // The owner without one too; the admin with one is let through.
    expect((await sendJson(t, owner, 'GET', '/api/files')).status).toBe(403);
    expect((await sendJson(t, admin, 'GET', '/api/analysis')).status).toBe(200);
    // API tokens are not sessions: a feed keeps working.
    expect((await t.request('/api/files', { headers: bearer(editorToken) })).status).toBe(200);

    // Better Auth's routes are not behind the guard: the member turns theirs on and is let in.
    const editorWith = await turnOnSecondFactor(t, editor);
    expect((await sendJson(t, editorWith, 'GET', '/api/analysis')).status).toBe(200);

    const events = await auditLog(t, admin, '?action=security_change');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      actor: admin.email,
      action: 'security_change',
      target: 'second factor requirement',
      details: { changes: [{ field: 'require_two_factor', old: false, new: true }] },
    });

    // Turning it off lets the others back in, and is recorded too.
    const off = await sendJson(t, admin, 'PUT', '/api/organisation', { require_two_factor: false });
    expect(off.status).toBe(200);
    expect((await sendJson(t, owner, 'GET', '/api/files')).status).toBe(200);
    expect(await auditLog(t, admin, '?action=security_change')).toHaveLength(2);
  });

  it('leaves other organisations alone', async () => {
    const owner = await turnOnSecondFactor(t, await t.signUp({ name: 'Strict Ltd' }));
    const stranger = await t.signUp();
    const saved = await sendJson(t, owner, 'PUT', '/api/organisation', {
      require_two_factor: true,
    });
    expect(saved.status).toBe(200);
    expect((await sendJson(t, stranger, 'GET', '/api/analysis')).status).toBe(200);
    expect(await (await sendJson(t, stranger, 'GET', '/api/organisation')).json()).toEqual({
      id: stranger.id,
      name: expect.any(String) as string,
      default_timezone: null,
      require_two_factor: false,
    });
  });
});
