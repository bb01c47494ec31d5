import { expect, it } from 'vitest';
import { bearer, mintToken } from '../testing/api-tokens';
import { readingsCsv, sendJson, uploadCsv } from '../testing/audit-log';
import { inviteMember } from '../testing/members';
import { rowsMentioning } from '../testing/rows-mentioning';
import { describeApi, type ApiContext, type TestUser } from '../testing/test-app';

const TEAM = 'Team Süd';

const deleteOrganisation = (t: ApiContext, who: TestUser, confirm: string) =>
  sendJson(t, who, 'DELETE', '/api/organisation', { confirm });

const actsIn = async (t: ApiContext, who: TestUser) =>
  ((await (await sendJson(t, who, 'GET', '/api/me')).json()) as { organisation: { id: string } })
    .organisation.id;

describeApi('DELETE /api/organisation: an owner deletes a team with all of its data', (t) => {
  it('refuses an admin, a token, a wrong name and the own organisation, then leaves nothing of the team', async () => {
    const owner = await t.signUp({ name: 'Olga Owner' });
    const own = readingsCsv('2025-02-01 10:00:00');
    expect((await uploadCsv(t, owner, own, 'own.csv')).status).toBe(201);
    const created = await sendJson(t, owner, 'POST', '/api/auth/organization/create', {
      name: TEAM,
      slug: `team-sud-${owner.id.slice(0, 8)}`,
    });
    expect(created.status).toBe(200);
    const team = ((await created.json()) as { id: string }).id;
    await sendJson(t, owner, 'POST', '/api/auth/organization/set-active', {
      organizationId: team,
    });
    const admin = await inviteMember(t, owner, 'admin', team);
    const editor = await inviteMember(t, owner, 'editor', team);
    const csv = readingsCsv('2025-03-01 10:00:00', '2025-03-01 11:00:00');
    expect((await uploadCsv(t, editor, csv, 'team.csv')).status).toBe(201);
    const token = (await mintToken(t, owner, 'team feed')).token;

    const byAdmin = await deleteOrganisation(t, admin, TEAM);
    expect(byAdmin.status).toBe(403);
    expect(await byAdmin.json()).toEqual({
      error: 'forbidden',
      message:
        'Deleting the organisation needs the owner role; your role in this organisation is admin.',
    });
    const byToken = await t.request('/api/organisation', {
      method: 'DELETE',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify({ confirm: TEAM }),
    });
    expect(byToken.status).toBe(403);
    const misnamed = await deleteOrganisation(t, owner, 'Team Sud');
    expect(misnamed.status).toBe(400);
    expect(await misnamed.json()).toEqual({
      error: 'confirm_name',
      message: "Type the organisation's name, Team Süd, to delete it",
    });
    expect((await rowsMentioning(t.db, team)).csv_files).toBe(1);

    // The owner's own organisation goes only with their account.
    await sendJson(t, owner, 'POST', '/api/auth/organization/set-active', {
      organizationId: owner.id,
    });
    const personal = await deleteOrganisation(t, owner, 'Olga Owner');
    expect(personal.status).toBe(409);
    expect(await personal.json()).toMatchObject({ error: 'personal_organisation' });

    await sendJson(t, owner, 'POST', '/api/auth/organization/set-active', {
      organizationId: team,
    });
    // A submitted (locked) year goes only once it is unlocked, with a reason.
    expect((await sendJson(t, owner, 'POST', '/api/years/2025/lock')).status).toBe(201);
    const locked = await deleteOrganisation(t, owner, TEAM);
    expect(locked.status).toBe(409);
    expect(await locked.json()).toMatchObject({
      error: 'year_locked',
      message: expect.stringMatching(/^2025 is locked \(by .+\): unlock it to change its data$/),
    });
    expect((await rowsMentioning(t.db, team)).csv_files).toBe(1);
    const unlock = { reason: 'closing the team' };
    expect((await sendJson(t, owner, 'DELETE', '/api/years/2025/lock', unlock)).status).toBe(204);
    expect((await deleteOrganisation(t, owner, ` ${TEAM} `)).status).toBe(204);
    // No row of any table mentions the team: data, members, invitations, tokens, audit log.
    expect(await rowsMentioning(t.db, team)).toEqual({});
    expect((await t.request('/api/files', { headers: bearer(token) })).status).toBe(401);
    // Every member acts in their own organisation again; the owner's data there is untouched.
    expect(await actsIn(t, owner)).toBe(owner.id);
    expect(await actsIn(t, editor)).toBe(editor.id);
    expect(await actsIn(t, admin)).toBe(admin.id);
    const files = (await (await sendJson(t, owner, 'GET', '/api/files')).json()) as {
      files: { fileName: string }[];
    };
    expect(files.files.map((f) => f.fileName)).toEqual(['own.csv']);
  });
});
