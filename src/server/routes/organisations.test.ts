import { expect, it } from 'vitest';
import { bearer, mintToken } from '../testing/api-tokens';
import { auditLog, readingsCsv, sendJson, uploadCsv } from '../testing/audit-log';
import { inviteMember } from '../testing/members';
import { describeApi, type ApiContext, type TestUser } from '../testing/test-app';

const STATEMENT = {
  verifier: 'TÜV Nord CERT GmbH',
  verified_on: '2026-01-20',
  verified_co2_t: 600,
  opinion: 'satisfactory',
};

/** The status of each request the table of issue 28 §1 distinguishes, made as `who`. */
async function whatMayDo(t: ApiContext, who: TestUser, fileId: string) {
  const upload = await uploadCsv(
    t,
    who,
    readingsCsv(`2025-05-0${1 + Math.floor(Math.random() * 8)} 10:00:00`),
    `by ${who.email}.csv`,
  );
  return {
    read: (await t.request('/api/analysis', { cookie: who.cookie })).status,
    pdf: (await t.request('/api/reports/compliance.pdf', { cookie: who.cookie })).status,
    upload: upload.status,
    register: (await sendJson(t, who, 'PUT', '/api/plants/2', { country: 'Germany' })).status,
    verification: (await sendJson(t, who, 'PUT', '/api/ets/2025/verification', STATEMENT)).status,
    lock: (await sendJson(t, who, 'POST', '/api/years/2024/lock')).status,
    audit: (await t.request('/api/audit', { cookie: who.cookie })).status,
    file: (await t.request(`/api/files/${fileId}/analysis`, { cookie: who.cookie })).status,
  };
}

describeApi('organisations, roles and invitations (issue 28 §1)', (t) => {
  it('lets each invited role do exactly what its row of the table says, with its API token too', async () => {
    const owner = await t.signUp({ name: 'Olga Owner' });
    const first = await uploadCsv(t, owner, readingsCsv('2025-03-01 10:00:00'), 'first.csv');
    expect(first.status).toBe(201);
    const { id: fileId } = (await first.json()) as { id: string };

    const viewer = await inviteMember(t, owner, 'viewer');
    const verifier = await inviteMember(t, owner, 'verifier');
    const editor = await inviteMember(t, owner, 'editor');

    const me = (await (await t.request('/api/me', { cookie: viewer.cookie })).json()) as {
      organisation: unknown;
    };
    expect(me.organisation).toEqual({
      id: owner.id,
      name: 'Olga Owner',
      role: 'viewer',
      permissions: [],
      require_two_factor: false,
    });

    expect(await whatMayDo(t, viewer, fileId)).toEqual({
      read: 200,
      pdf: 200,
      upload: 403,
      register: 403,
      verification: 403,
      lock: 403,
      audit: 403,
      file: 200,
    });
    expect(await whatMayDo(t, verifier, fileId)).toEqual({
      read: 200,
      pdf: 200,
      upload: 403,
      register: 403,
      verification: 200,
      lock: 403,
      audit: 200,
      file: 200,
    });
    expect(await whatMayDo(t, editor, fileId)).toEqual({
      read: 200,
      pdf: 200,
      upload: 201,
      register: 200,
      verification: 200,
      lock: 403,
      audit: 403,
      file: 200,
    });

    const refused = await uploadCsv(t, viewer, readingsCsv('2025-06-01 10:00:00'), 'x.csv');
    expect(await refused.json()).toMatchObject({
      error: 'forbidden',
      message:
        'Uploading a file needs the owner, admin or editor role; your role in this organisation is viewer.',
    });

    // A token acts with its creator's role: the viewer's reads but cannot upload.
    const viewerToken = (await mintToken(t, viewer, 'viewer feed')).token;
    const editorToken = (await mintToken(t, editor, 'editor feed')).token;
    expect((await t.request('/api/files', { headers: bearer(viewerToken) })).status).toBe(200);
    const csv = readingsCsv('2025-07-01 10:00:00');
    expect((await uploadCsv(t, { headers: bearer(viewerToken) }, csv, 'v.csv')).status).toBe(403);
    expect((await uploadCsv(t, { headers: bearer(editorToken) }, csv, 'e.csv')).status).toBe(201);

    // Another organisation sees none of it.
    const stranger = await t.signUp();
    expect(
      (await t.request(`/api/files/${fileId}/analysis`, { cookie: stranger.cookie })).status,
    ).toBe(404);
    expect(
      (await t.request(`/api/files/${fileId}`, { method: 'DELETE', cookie: stranger.cookie }))
        .status,
    ).toBe(404);
    const strangerFiles = (await (
      await t.request('/api/files', { cookie: stranger.cookie })
    ).json()) as {
      files: unknown[];
    };
    expect(strangerFiles.files).toEqual([]);

    // The audit log names who did each change, the membership changes included.
    const events = await auditLog(t, owner);
    const did = (actor: string, action: string) =>
      events.some((e) => e.actor.startsWith(actor) && e.action === action);
    expect(did(owner.email, 'member_invite')).toBe(true);
    expect(did(editor.email, 'member_join')).toBe(true);
    expect(did(editor.email, 'upload')).toBe(true);
    expect(did(editor.email, 'register_edit')).toBe(true);
    expect(did(verifier.email, 'verification_record')).toBe(true);
    expect(did(`${editor.email} (API token "editor feed")`, 'upload')).toBe(true);
  });

  it('changes a role at once, and a removed member loses the organisation and its tokens', async () => {
    const owner = await t.signUp();
    const editor = await inviteMember(t, owner, 'editor');
    const token = (await mintToken(t, editor, 'feed')).token;
    const members = (await (
      await t.request(`/api/auth/organization/list-members?organizationId=${owner.id}`, {
        cookie: owner.cookie,
      })
    ).json()) as { members: { id: string; userId: string }[] };
    const editorMember = members.members.find((m) => m.userId === editor.id)!;

    const demoted = await sendJson(t, owner, 'POST', '/api/auth/organization/update-member-role', {
      organizationId: owner.id,
      memberId: editorMember.id,
      role: 'viewer',
    });
    expect(demoted.status).toBe(200);
    expect((await sendJson(t, editor, 'PUT', '/api/plants/2', { country: 'Germany' })).status).toBe(
      403,
    );
    const csv = readingsCsv('2025-03-01 10:00:00');
    expect((await uploadCsv(t, { headers: bearer(token) }, csv, 'a.csv')).status).toBe(403);

    // An editor cannot invite or change roles; the plugin refuses with its own 403.
    const invite = await sendJson(t, editor, 'POST', '/api/auth/organization/invite-member', {
      email: 'someone@example.com',
      role: 'viewer',
      organizationId: owner.id,
    });
    expect(invite.status).toBe(403);

    const removed = await sendJson(t, owner, 'POST', '/api/auth/organization/remove-member', {
      organizationId: owner.id,
      memberIdOrEmail: editor.email,
    });
    expect(removed.status).toBe(200);
    expect((await t.request('/api/files', { headers: bearer(token) })).status).toBe(401);
    // Their session acts in their own organisation again.
    const me = (await (await t.request('/api/me', { cookie: editor.cookie })).json()) as {
      organisation: { id: string; role: string };
    };
    expect(me.organisation).toMatchObject({ id: editor.id, role: 'owner' });
    const events = await auditLog(t, owner);
    expect(events.slice(0, 3).map((e) => [e.action, e.target])).toEqual([
      ['token_revoke', 'feed'],
      ['member_remove', editor.email],
      ['role_change', editor.email],
    ]);
  });

  it('keeps the last owner, and refuses to delete the account of the only owner of a team', async () => {
    const owner = await t.signUp();
    const admin = await inviteMember(t, owner, 'admin');
    const members = (await (
      await t.request(`/api/auth/organization/list-members?organizationId=${owner.id}`, {
        cookie: admin.cookie,
      })
    ).json()) as { members: { id: string; userId: string }[] };
    const ownerMember = members.members.find((m) => m.userId === owner.id)!;
    const removal = await sendJson(t, admin, 'POST', '/api/auth/organization/remove-member', {
      organizationId: owner.id,
      memberIdOrEmail: ownerMember.id,
    });
    expect(removal.status).toBeGreaterThanOrEqual(400);

    const deletion = await t.request('/api/me', { method: 'DELETE', cookie: owner.cookie });
    expect(deletion.status).toBe(409);
    expect(await deletion.json()).toMatchObject({ error: 'sole_owner' });
    expect((await t.request('/api/me', { cookie: owner.cookie })).status).toBe(200);
  });

  it("a locked year refuses an editor's upload and delete with 409 and keeps its figures", async () => {
    const owner = await t.signUp();
    const editor = await inviteMember(t, owner, 'editor');
    const stored = await uploadCsv(t, editor, readingsCsv('2025-03-01 10:00:00'), 'march.csv');
    const { id } = (await stored.json()) as { id: string };
    expect((await sendJson(t, owner, 'PUT', '/api/plants/2', { in_ets: true })).status).toBe(200);
    expect((await sendJson(t, owner, 'POST', '/api/years/2025/lock')).status).toBe(201);
    const figures = await (await t.request('/api/ets/2025', { cookie: editor.cookie })).json();

    const upload = await uploadCsv(t, editor, readingsCsv('2025-04-01 10:00:00'), 'april.csv');
    expect(upload.status).toBe(409);
    expect(await upload.json()).toMatchObject({
      message: expect.stringContaining(`by ${owner.email}`),
    });
    expect(
      (await t.request(`/api/files/${id}`, { method: 'DELETE', cookie: editor.cookie })).status,
    ).toBe(409);
    expect((await sendJson(t, editor, 'PUT', '/api/plants/2', { in_ets: false })).status).toBe(200);
    expect(await (await t.request('/api/ets/2025', { cookie: editor.cookie })).json()).toEqual(
      figures,
    );

    expect(
      (await sendJson(t, editor, 'DELETE', '/api/years/2025/lock', { reason: 'x' })).status,
    ).toBe(403);
    expect((await sendJson(t, owner, 'DELETE', '/api/years/2025/lock', {})).status).toBe(400);
    const unlock = await sendJson(t, owner, 'DELETE', '/api/years/2025/lock', {
      reason: 'Verifier asked for a correction',
    });
    expect(unlock.status).toBe(204);
    const [unlocked] = await auditLog(t, owner);
    expect(unlocked).toMatchObject({
      actor: owner.email,
      action: 'unlock',
      details: expect.objectContaining({ reason: 'Verifier asked for a correction' }),
    });
  });
});
