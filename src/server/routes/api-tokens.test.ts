import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { SAMPLE_CSV_PATH } from '../paths';
import { bearer, mintToken } from '../testing/api-tokens';
import { describeApi } from '../testing/test-app';

const sample = readFile(SAMPLE_CSV_PATH);

async function uploadForm(name = 'feed.csv') {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(await sample)], name, { type: 'text/csv' }));
  return form;
}

describeApi('personal API tokens', (t) => {
  it('shows a new token once, then lists it by name, creation and last use only', async () => {
    const user = await t.signUp();
    const created = await mintToken(t, user);
    expect(created.name).toBe('SCADA export');
    expect(created.token).toMatch(/^sid_[A-Za-z0-9_-]{43}$/);

    const list = await t.request('/api/tokens', { cookie: user.cookie });
    const { tokens } = (await list.json()) as { tokens: Record<string, unknown>[] };
    expect(tokens).toEqual([
      {
        id: created.id,
        name: 'SCADA export',
        created_at: expect.any(String),
        last_used_at: null,
        created_by: user.email,
      },
    ]);
    expect(JSON.stringify(tokens)).not.toContain(created.token);
    const stored = await t.db.selectFrom('api_tokens').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(created.token);
  });

  it('uploads and reads files, analyses, exports and reports with the token, and records its use', async () => {
    const user = await t.signUp();
    const { token } = await mintToken(t, user);
    const upload = await t.request('/api/files', {
      method: 'POST',
      headers: bearer(token),
      body: await uploadForm(),
    });
    expect(upload.status).toBe(201);
    const file = (await upload.json()) as { id: string };
    for (const path of [
      '/api/files',
      `/api/files/${file.id}/content`,
      `/api/files/${file.id}/analysis`,
      `/api/files/${file.id}/export?format=json&role=regulator`,
      `/api/files/${file.id}/reports/plant-performance`,
      `/api/reports/compliance.pdf?fileId=${file.id}&jurisdiction=EU`,
    ]) {
      expect((await t.request(path, { headers: bearer(token) })).status, path).toBe(200);
    }
    // The session sees what the token uploaded.
    const mine = await t.request('/api/files', { cookie: user.cookie });
    expect(((await mine.json()) as { files: { id: string }[] }).files.map((f) => f.id)).toEqual([
      file.id,
    ]);
    const list = await t.request('/api/tokens', { cookie: user.cookie });
    const [entry] = ((await list.json()) as { tokens: { last_used_at: string | null }[] }).tokens;
    expect(entry!.last_used_at).not.toBeNull();
  });

  it('changes nothing of the account with a token: 403 on profile, permits, tokens and deletion', async () => {
    const user = await t.signUp();
    const { token } = await mintToken(t, user);
    const upload = await t.request('/api/files', {
      method: 'POST',
      headers: bearer(token),
      body: await uploadForm(),
    });
    const file = (await upload.json()) as { id: string };
    const json = { ...bearer(token), 'content-type': 'application/json' };
    for (const [method, path, body] of [
      ['GET', '/api/me'],
      ['DELETE', '/api/me'],
      ['GET', '/api/permits'],
      ['POST', '/api/permits', { permit_year: 2026, active_permits: 1 }],
      ['GET', '/api/tokens'],
      ['POST', '/api/tokens', { name: 'another' }],
      ['DELETE', '/api/tokens'],
      ['DELETE', `/api/files/${file.id}`],
    ] as const) {
      const res = await t.request(path, {
        method,
        headers: json,
        body: body ? JSON.stringify(body) : undefined,
      });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(((await res.json()) as { error: string }).error).toBe('token_not_allowed');
    }
    expect((await t.request('/api/me', { cookie: user.cookie })).status).toBe(200);
    expect((await t.request(`/api/files/${file.id}/content`, { cookie: user.cookie })).status).toBe(
      200,
    );
  });

  it("never reads another user's files with a token, exactly like a missing one", async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    const { token: tokenOfA } = await mintToken(t, a);
    const upload = await t.request('/api/files', {
      method: 'POST',
      cookie: b.cookie,
      body: await uploadForm('b.csv'),
    });
    const fileOfB = (await upload.json()) as { id: string };
    for (const kind of ['content', 'analysis', 'export?format=json&role=regulator']) {
      const res = await t.request(`/api/files/${fileOfB.id}/${kind}`, {
        headers: bearer(tokenOfA),
      });
      expect(res.status, kind).toBe(404);
    }
    const listed = await t.request('/api/files', { headers: bearer(tokenOfA) });
    expect(((await listed.json()) as { files: unknown[] }).files).toEqual([]);
  });

  it('answers 401 to a revoked or unknown token, and 404 to revoking it twice', async () => {
    const user = await t.signUp();
    const { id, token } = await mintToken(t, user);
    expect((await t.request('/api/files', { headers: bearer(token) })).status).toBe(200);
    const revoke = () => t.request(`/api/tokens/${id}`, { method: 'DELETE', cookie: user.cookie });
    expect((await revoke()).status).toBe(204);
    expect((await revoke()).status).toBe(404);
    const after = await t.request('/api/files', { headers: bearer(token) });
    expect(after.status).toBe(401);
    expect(((await after.json()) as { message: string }).message).toBe(
      'Invalid or revoked API token.',
    );
    expect((await t.request('/api/files', { headers: bearer('sid_guess') })).status).toBe(401);
  });

  it("revokes all of the user's tokens at once, saying how many, and no other user's", async () => {
    const user = await t.signUp();
    const other = await t.signUp();
    const mine = [await mintToken(t, user, 'SCADA export'), await mintToken(t, user, 'Backup')];
    const theirs = await mintToken(t, other);
    const revokeAll = () => t.request('/api/tokens', { method: 'DELETE', cookie: user.cookie });
    const first = await revokeAll();
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ revoked: 2 });
    // One presentation is enough: each revoked token counts towards this client's lock-out.
    expect((await t.request('/api/files', { headers: bearer(mine[1]!.token) })).status).toBe(401);
    const list = await t.request('/api/tokens', { cookie: user.cookie });
    expect(await list.json()).toEqual({ tokens: [] });
    expect(await (await revokeAll()).json()).toEqual({ revoked: 0 });
    expect((await t.request('/api/files', { headers: bearer(theirs.token) })).status).toBe(200);
  });

  it('locks out a client after 5 wrong tokens, a valid token included, with when to retry', async () => {
    const user = await t.signUp();
    const { token } = await mintToken(t, user);
    // Wrong tokens count for this client (in process: one unknown address, shared with the other
    // tests of this file): the fifth locks it, so the sixth attempt at the latest is refused.
    const statuses: number[] = [];
    while (!statuses.includes(429) && statuses.length < 6) {
      statuses.push((await t.request('/api/files', { headers: bearer('sid_guess') })).status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
    const locked = await t.request('/api/files', { headers: bearer(token) });
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe('60');
    expect(await locked.json()).toEqual({
      error: 'too_many_token_failures',
      message: 'Too many invalid API tokens from this address. Try again in 1 minute.',
    });
    // A signed-in session is not a token: it is not locked out.
    expect((await t.request('/api/files', { cookie: user.cookie })).status).toBe(200);
  });

  it('refuses a token without a name or with one over 100 characters: 400 with the message', async () => {
    const user = await t.signUp();
    const create = (name: string) =>
      t.request('/api/tokens', {
        method: 'POST',
        cookie: user.cookie,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name }),
      });
    for (const [name, message] of [
      ['   ', 'Name the token'],
      ['N'.repeat(101), 'Token name must be at most 100 characters'],
    ] as const) {
      const res = await create(name);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toContain(message);
    }
    expect((await create('N'.repeat(100))).status).toBe(201);
  });
});
