import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { bearer, mintToken } from '../testing/api-tokens';
import {
  auditLog,
  readingsCsv,
  sendJson,
  uploadCsv,
  type AuditEventJson,
} from '../testing/audit-log';
import { HISTORIAN } from '../testing/historian-profile';
import { PERMIT_CAPACITY_T } from '@domain/constants';
import { describeApi, type ApiContext, type TestUser } from '../testing/test-app';

const CSV = readingsCsv('2025-03-01 10:00:00', '2025-03-01 11:00:00');

/** The events the action adds to the user's log: exactly those, newest first. */
async function eventsOf(t: ApiContext, user: TestUser, action: () => Promise<unknown>) {
  const before = (await auditLog(t, user)).length;
  await action();
  const after = await auditLog(t, user);
  return after.slice(0, after.length - before);
}

const onlyEvent = (events: AuditEventJson[]) => {
  expect(events).toHaveLength(1);
  return events[0]!;
};

describeApi('the audit log', (t) => {
  it('records an upload and a delete with the file, its rows, plants and years; another user sees neither', async () => {
    const user = await t.signUp();
    const other = await t.signUp();
    let fileId = '';
    const uploaded = onlyEvent(
      await eventsOf(t, user, async () => {
        const res = await uploadCsv(t, { cookie: user.cookie }, CSV, 'march.csv');
        expect(res.status).toBe(201);
        fileId = ((await res.json()) as { id: string }).id;
      }),
    );
    expect(uploaded).toMatchObject({
      actor: user.email,
      action: 'upload',
      target: 'march.csv',
      details: { file_id: fileId, file_name: 'march.csv', rows: 2, plants: 1, years: [2025] },
    });
    expect(Date.now() - Date.parse(uploaded.at)).toBeLessThan(60_000);

    // Another user's delete of it is a 404 and is in nobody's log.
    expect((await sendJson(t, other, 'DELETE', `/api/files/${fileId}`)).status).toBe(404);
    expect(await auditLog(t, other)).toEqual([]);

    const deleted = onlyEvent(
      await eventsOf(t, user, async () => {
        expect((await sendJson(t, user, 'DELETE', `/api/files/${fileId}`)).status).toBe(204);
      }),
    );
    expect(deleted).toMatchObject({
      actor: user.email,
      action: 'delete_file',
      target: 'march.csv',
      details: { file_id: fileId, rows: 2, plants: 1, years: [2025] },
    });
    expect(await auditLog(t, other)).toEqual([]);
  });

  it('writes no event for a refused upload, edit or delete', async () => {
    const user = await t.signUp();
    const refused = await eventsOf(t, user, async () => {
      expect(
        (await uploadCsv(t, { cookie: user.cookie }, 'date\nnot a csv', 'bad.csv')).status,
      ).toBe(422);
      expect((await sendJson(t, user, 'DELETE', '/api/files/no-such-file')).status).toBe(404);
      expect((await sendJson(t, user, 'PUT', '/api/plants/2', { in_ets: true })).status).toBe(404);
      expect(
        (await sendJson(t, user, 'POST', '/api/permits', { permit_year: 2025, active_permits: -1 }))
          .status,
      ).toBe(400);
    });
    expect(refused).toEqual([]);
  });

  it('records each field a register edit moves, with its old and new value, and nothing for an edit that moves none', async () => {
    const user = await t.signUp();
    await uploadCsv(t, { cookie: user.cookie }, CSV, 'march.csv');
    const first = onlyEvent(
      await eventsOf(t, user, () =>
        sendJson(t, user, 'PUT', '/api/plants/2', { in_ets: true, capacity_mw: 120 }),
      ),
    );
    expect(first).toMatchObject({
      action: 'register_edit',
      target: 'plant 2',
      details: {
        plant_id: 2,
        changes: [
          { field: 'capacity_mw', old: null, new: 120 },
          { field: 'in_ets', old: null, new: true },
        ],
      },
    });
    const second = onlyEvent(
      await eventsOf(t, user, () =>
        sendJson(t, user, 'PUT', '/api/plants/2', { capacity_mw: 150, in_ets: true }),
      ),
    );
    expect(second.details.changes).toEqual([{ field: 'capacity_mw', old: 120, new: 150 }]);
    expect(
      await eventsOf(t, user, () => sendJson(t, user, 'PUT', '/api/plants/2', { in_ets: true })),
    ).toEqual([]);
  });

  it('records import profiles created, changed and deleted, and not a refused duplicate name', async () => {
    const user = await t.signUp();
    let id = '';
    const created = onlyEvent(
      await eventsOf(t, user, async () => {
        const res = await sendJson(t, user, 'POST', '/api/import-profiles', HISTORIAN);
        id = ((await res.json()) as { id: string }).id;
      }),
    );
    expect(created).toMatchObject({
      action: 'profile_create',
      target: HISTORIAN.name,
      details: { profile_id: id },
    });
    expect(
      await eventsOf(t, user, async () => {
        const res = await sendJson(t, user, 'POST', '/api/import-profiles', HISTORIAN);
        expect(res.status).toBe(409);
      }),
    ).toEqual([]);
    const changed = onlyEvent(
      await eventsOf(t, user, () =>
        sendJson(t, user, 'PUT', `/api/import-profiles/${id}`, {
          ...HISTORIAN,
          timezone: 'Europe/Paris',
        }),
      ),
    );
    expect(changed).toMatchObject({
      action: 'profile_change',
      details: { changes: [{ field: 'timezone', old: 'Europe/Berlin', new: 'Europe/Paris' }] },
    });
    const deleted = onlyEvent(
      await eventsOf(t, user, () => sendJson(t, user, 'DELETE', `/api/import-profiles/${id}`)),
    );
    expect(deleted).toMatchObject({ action: 'profile_delete', target: HISTORIAN.name });
  });

  it('records permit records created, changed (the fields moved) and deleted, and not a duplicate year', async () => {
    const user = await t.signUp();
    let id = '';
    const created = onlyEvent(
      await eventsOf(t, user, async () => {
        const res = await sendJson(t, user, 'POST', '/api/permits', {
          permit_year: 2025,
          active_permits: 3,
        });
        id = ((await res.json()) as { id: string }).id;
      }),
    );
    expect(created).toMatchObject({
      action: 'permit_create',
      target: 'EU permit record 2025',
      details: { permit_year: 2025 },
    });
    expect(
      await eventsOf(t, user, () =>
        sendJson(t, user, 'POST', '/api/permits', { permit_year: 2025, active_permits: 1 }),
      ),
    ).toEqual([]);
    const changed = onlyEvent(
      await eventsOf(t, user, () =>
        sendJson(t, user, 'PUT', '/api/permits/year/2025', {
          active_permits: 4,
          purchased: 500,
          permit_number: 'DEHSt-14310-0123',
          monitoring_plan_version: 'MP v4.2',
        }),
      ),
    );
    expect(changed).toMatchObject({
      action: 'permit_change',
      details: {
        changes: [
          { field: 'active_permits', old: 3, new: 4 },
          { field: 'permit_number', old: null, new: 'DEHSt-14310-0123' },
          { field: 'monitoring_plan_version', old: null, new: 'MP v4.2' },
          { field: 'purchased', old: 0, new: 500 },
        ],
      },
    });
    const deleted = onlyEvent(
      await eventsOf(t, user, () => sendJson(t, user, 'DELETE', `/api/permits/${id}`)),
    );
    expect(deleted).toMatchObject({ action: 'permit_delete', target: 'EU permit record 2025' });
  });

  it('records the ETS settings a change moves, and nothing for a save that moves none', async () => {
    const user = await t.signUp();
    const block = { permit_block_t: 25_000 };
    const changed = onlyEvent(
      await eventsOf(t, user, () => sendJson(t, user, 'PUT', '/api/settings', block)),
    );
    expect(changed).toMatchObject({
      actor: user.email,
      action: 'settings_change',
      target: 'ETS & CO2e settings',
      details: {
        changes: [{ field: 'permit_block_t', old: PERMIT_CAPACITY_T, new: 25_000 }],
      },
    });
    expect(await eventsOf(t, user, () => sendJson(t, user, 'PUT', '/api/settings', block))).toEqual(
      [],
    );
  });

  it('records gap classifications and verification statements, recorded and removed', async () => {
    const user = await t.signUp();
    const gap = { plant_id: 2, from: '2025-03-01T12:00:00Z', to: '2025-03-01T14:00:00Z' };
    const classified = onlyEvent(
      await eventsOf(t, user, () =>
        sendJson(t, user, 'PUT', '/api/quality/gaps', { ...gap, reason: 'not_operating' }),
      ),
    );
    expect(classified).toMatchObject({
      action: 'gap_classify',
      target: 'plant 2',
      details: {
        plant_id: 2,
        from: '2025-03-01T12:00:00.000Z',
        to: '2025-03-01T14:00:00.000Z',
        reason: 'not_operating',
      },
    });
    const unclassified = onlyEvent(
      await eventsOf(t, user, () => sendJson(t, user, 'DELETE', '/api/quality/gaps', gap)),
    );
    expect(unclassified).toMatchObject({ action: 'gap_unclassify', target: 'plant 2' });
    expect(
      await eventsOf(t, user, () => sendJson(t, user, 'DELETE', '/api/quality/gaps', gap)),
    ).toEqual([]);

    const statement = {
      verifier: 'TÜV Nord CERT GmbH',
      verified_on: '2026-01-20',
      verified_co2_t: 600,
      opinion: 'satisfactory',
    };
    const recorded = onlyEvent(
      await eventsOf(t, user, () =>
        sendJson(t, user, 'PUT', '/api/ets/2025/verification', statement),
      ),
    );
    expect(recorded).toMatchObject({
      action: 'verification_record',
      target: '2025',
      details: { year: 2025, ...statement },
    });
    const removed = onlyEvent(
      await eventsOf(t, user, () => sendJson(t, user, 'DELETE', '/api/ets/2025/verification')),
    );
    expect(removed).toMatchObject({ action: 'verification_remove', target: '2025' });
  });

  it('records tokens created and revoked, and names the token of an upload it made', async () => {
    const user = await t.signUp();
    let token = { id: '', name: '', token: '' };
    const created = onlyEvent(
      await eventsOf(t, user, async () => {
        token = await mintToken(t, user, 'Nightly feed');
      }),
    );
    expect(created).toMatchObject({
      actor: user.email,
      action: 'token_create',
      target: 'Nightly feed',
    });
    const upload = onlyEvent(
      await eventsOf(t, user, async () => {
        const res = await uploadCsv(t, { headers: bearer(token.token) }, CSV, 'feed.csv');
        expect(res.status).toBe(201);
      }),
    );
    expect(upload).toMatchObject({
      actor: `${user.email} (API token "Nightly feed")`,
      action: 'upload',
    });
    // A token cannot read the log.
    const byToken = await t.request('/api/audit', { headers: bearer(token.token) });
    expect(byToken.status).toBe(403);
    const revoked = onlyEvent(
      await eventsOf(t, user, () => sendJson(t, user, 'DELETE', `/api/tokens/${token.id}`)),
    );
    expect(revoked).toMatchObject({ action: 'token_revoke', target: 'Nightly feed' });
    await mintToken(t, user, 'one');
    await mintToken(t, user, 'two');
    const all = await eventsOf(t, user, () => sendJson(t, user, 'DELETE', '/api/tokens'));
    expect(all.map((e) => [e.action, e.target]).sort()).toEqual([
      ['token_revoke', 'one'],
      ['token_revoke', 'two'],
    ]);
  });

  it('records a burst of failed sign-ins when it locks the account', async () => {
    const user = await t.signUp();
    const events = await eventsOf(t, user, async () => {
      for (let k = 0; k < 5; k++) {
        expect((await t.signIn(user.email, 'Wrong-Passw0rd')).response.status).toBe(401);
      }
    });
    expect(onlyEvent(events)).toMatchObject({
      actor: 'sign-in attempts',
      action: 'sign_in_lockout',
      target: user.email,
      details: { failures: 5 },
    });
  });

  it('filters by action, actor and date range, and pages newest first with a cursor', async () => {
    const user = await t.signUp();
    for (const year of [2021, 2022, 2023]) {
      await sendJson(t, user, 'POST', '/api/permits', { permit_year: year, active_permits: 1 });
    }
    const token = await mintToken(t, user, 'Feed');
    await uploadCsv(t, { headers: bearer(token.token) }, CSV, 'feed.csv');

    const permits = await auditLog(t, user, '?action=permit_create');
    expect(permits.map((e) => e.target)).toEqual([
      'EU permit record 2023',
      'EU permit record 2022',
      'EU permit record 2021',
    ]);
    expect((await auditLog(t, user, '?actor=api%20TOKEN')).map((e) => e.action)).toEqual([
      'upload',
    ]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await auditLog(t, user, `?from=${today}&to=${today}`)).toHaveLength(5);
    expect(await auditLog(t, user, '?to=2020-01-01')).toEqual([]);

    const first = await t.request('/api/audit?limit=2', { cookie: user.cookie });
    const page = (await first.json()) as { events: AuditEventJson[]; next: string };
    expect(page.events.map((e) => e.action)).toEqual(['upload', 'token_create']);
    const rest = await auditLog(t, user, `?limit=2&before=${page.next}`);
    expect(rest.map((e) => e.target)).toEqual(['EU permit record 2023', 'EU permit record 2022']);

    for (const bad of [
      '?from=2025-13-01',
      '?from=2025-02-01&to=2025-01-01',
      '?limit=501',
      '?action=nope',
    ]) {
      expect((await t.request(`/api/audit${bad}`, { cookie: user.cookie })).status).toBe(400);
    }
  });

  it('keeps events append-only: the database refuses to change, delete or truncate them; account deletion removes them', async () => {
    const user = await t.signUp();
    await sendJson(t, user, 'POST', '/api/permits', { permit_year: 2025, active_permits: 1 });
    const kept = await auditLog(t, user);
    expect(kept).toHaveLength(1);
    await expect(
      t.db
        .updateTable('audit_events')
        .set({ actor: 'someone else' })
        .where('org_id', '=', user.id)
        .execute(),
    ).rejects.toThrow(/append-only/);
    await expect(
      t.db.deleteFrom('audit_events').where('org_id', '=', user.id).execute(),
    ).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_events`.execute(t.db)).rejects.toThrow(/append-only/);
    await expect(sql`truncate audit_events`.execute(t.db)).rejects.toThrow(/append-only/);
    expect(await auditLog(t, user)).toEqual(kept);
    const res = await t.request('/api/me', { method: 'DELETE', cookie: user.cookie });
    expect(res.status).toBeLessThan(300);
    expect(
      await t.db.selectFrom('audit_events').select('id').where('org_id', '=', user.id).execute(),
    ).toEqual([]);
  });
});
