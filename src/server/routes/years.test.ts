import { expect, it } from 'vitest';
import { bearer, mintToken } from '../testing/api-tokens';
import { auditLog, readingsCsv, sendJson, uploadCsv } from '../testing/audit-log';
import { declareInEts, describeApi, type ApiContext, type TestUser } from '../testing/test-app';

// Plant 2: 600 t of CO2 in 2025, 300 t in 2024.
const CSV_2025 = readingsCsv('2025-03-01 10:00:00', '2025-03-01 11:00:00');
const CSV_2024 = readingsCsv('2024-06-01 10:00:00');

interface EtsJson {
  reported_co2_t: number;
  verified_co2_t: number | null;
  locked: { by: string; at: string } | null;
}

const etsYear = async (t: ApiContext, user: TestUser, year = 2025) =>
  (await (await t.request(`/api/ets/${year}`, { cookie: user.cookie })).json()) as EtsJson;

/** A user with 2025's data in ETS scope, a permit record and a verifier's statement. */
async function reportingUser(t: ApiContext) {
  const user = await t.signUp();
  const res = await uploadCsv(t, { cookie: user.cookie }, CSV_2025, 'march.csv');
  const file = (await res.json()) as { id: string };
  await declareInEts(t, user, 2);
  await sendJson(t, user, 'PUT', '/api/permits/year/2025', { active_permits: 1 });
  await sendJson(t, user, 'PUT', '/api/ets/2025/verification', {
    verifier: 'TÜV Nord CERT GmbH',
    verified_on: '2026-01-20',
    verified_co2_t: 600,
    opinion: 'satisfactory',
  });
  return { user, fileId: file.id };
}

describeApi('locked years', (t) => {
  it('locks a year: its ETS answer says who locked it, and writes to its data answer 409 naming them', async () => {
    const { user, fileId } = await reportingUser(t);
    const open = await etsYear(t, user);
    expect(open).toMatchObject({ reported_co2_t: 600, verified_co2_t: 600, locked: null });

    const res = await sendJson(t, user, 'POST', '/api/years/2025/lock');
    expect(res.status).toBe(201);
    const { locked } = (await res.json()) as { locked: { by: string; at: string } };
    expect(locked.by).toBe(user.email);
    const on = locked.at.slice(0, 10);
    const [lockEvent] = await auditLog(t, user);
    expect(lockEvent).toMatchObject({
      actor: user.email,
      action: 'lock',
      target: '2025',
      details: { year: 2025, status: 'verified', reported_co2_t: 600, verified_co2_t: 600 },
    });
    expect(await etsYear(t, user)).toEqual({ ...open, locked });

    const message = `2025 is locked (by ${user.email} on ${on}): unlock it to change its data`;
    const { permits } = (await (
      await t.request('/api/permits', { cookie: user.cookie })
    ).json()) as {
      permits: { id: string; permit_year: number }[];
    };
    const permitId = permits.find((p) => p.permit_year === 2025)!.id;
    const events = (await auditLog(t, user)).length;
    const refusals = [
      await uploadCsv(t, { cookie: user.cookie }, readingsCsv('2025-04-01 10:00:00'), 'april.csv'),
      await sendJson(t, user, 'DELETE', `/api/files/${fileId}`),
      await sendJson(t, user, 'PUT', '/api/permits/year/2025', { active_permits: 2 }),
      // What the EU Permits form sends: Update Permit Data and the statement's two buttons.
      await sendJson(t, user, 'PUT', `/api/permits/${permitId}`, {
        permit_year: 2025,
        active_permits: 3,
      }),
      await sendJson(t, user, 'PUT', '/api/ets/2025/verification', {
        verifier: 'Another Verifier',
        verified_on: '2026-02-01',
        verified_co2_t: 650,
        opinion: 'satisfactory',
      }),
      await sendJson(t, user, 'DELETE', '/api/ets/2025/verification'),
      await sendJson(t, user, 'PUT', '/api/quality/gaps', {
        plant_id: 2,
        from: '2025-03-01T12:00:00Z',
        to: '2025-03-01T13:00:00Z',
        reason: 'not_operating',
      }),
    ];
    for (const refused of refusals) {
      expect(refused.status).toBe(409);
      expect(await refused.json()).toMatchObject({
        error: 'year_locked',
        message,
        year: 2025,
        locked,
      });
    }
    // Nothing of the refused writes was stored; each refusal is logged for the alerts (§4).
    const logged = await auditLog(t, user);
    expect(logged).toHaveLength(events + refusals.length);
    expect(logged.slice(0, refusals.length).map((e) => [e.action, e.target])).toEqual([
      ['locked_year_refusal', 'PUT /api/quality/gaps'],
      ['locked_year_refusal', 'DELETE /api/ets/2025/verification'],
      ['locked_year_refusal', 'PUT /api/ets/2025/verification'],
      ['locked_year_refusal', `PUT /api/permits/${permitId}`],
      ['locked_year_refusal', 'PUT /api/permits/year/2025'],
      ['locked_year_refusal', `DELETE /api/files/${fileId}`],
      ['locked_year_refusal', 'POST /api/files'],
    ]);
    const files = (await (await t.request('/api/files', { cookie: user.cookie })).json()) as {
      files: { id: string }[];
    };
    expect(files.files.map((f) => f.id)).toEqual([fileId]);

    // Another year stays open.
    const other = await uploadCsv(t, { cookie: user.cookie }, CSV_2024, 'june 2024.csv');
    expect(other.status).toBe(201);
    expect((await sendJson(t, user, 'POST', '/api/years/2025/lock')).status).toBe(409);
  });

  it('keeps the locked figures after a register edit, and follows the data again once unlocked with a reason', async () => {
    const { user } = await reportingUser(t);
    await sendJson(t, user, 'POST', '/api/years/2025/lock');
    const locked = await etsYear(t, user);
    // The Compliance screen, the exports and the PDF read the ETS year of the analysis.
    const analysisEts = async () =>
      (
        (await (await t.request('/api/analysis', { cookie: user.cookie })).json()) as {
          ets: Record<string, unknown>;
        }
      ).ets;
    const frozen = Object.fromEntries(Object.entries(locked).filter(([key]) => key !== 'locked'));
    expect(await analysisEts()).toEqual(frozen);

    const edit = await sendJson(t, user, 'PUT', '/api/plants/2', { in_ets: false });
    expect(edit.status).toBe(200);
    expect(await etsYear(t, user)).toEqual(locked);
    expect(await analysisEts()).toEqual(frozen);

    for (const body of [undefined, {}, { reason: '   ' }]) {
      const refused = await sendJson(t, user, 'DELETE', '/api/years/2025/lock', body);
      expect(refused.status).toBe(400);
    }
    const noReason = await sendJson(t, user, 'DELETE', '/api/years/2025/lock', { reason: '' });
    expect(await noReason.json()).toMatchObject({
      message: 'Give a reason for unlocking the year',
    });
    expect((await etsYear(t, user)).locked).not.toBeNull();

    const reason = 'Verifier corrected the fuel figures';
    expect((await sendJson(t, user, 'DELETE', '/api/years/2025/lock', { reason })).status).toBe(
      204,
    );
    const [unlock] = await auditLog(t, user);
    expect(unlock).toMatchObject({
      actor: user.email,
      action: 'unlock',
      target: '2025',
      details: { year: 2025, reason, locked_by: user.email },
    });
    // The register edit moves the figures now: plant 2 is out of the ETS.
    expect(await etsYear(t, user)).toMatchObject({ reported_co2_t: 0, locked: null });
    expect(await analysisEts()).toMatchObject({ reported_co2_t: 0 });
    expect((await sendJson(t, user, 'DELETE', '/api/years/2025/lock', { reason })).status).toBe(
      404,
    );
  });

  it("is the locking user's alone: another user's year stays open and their unlock answers 404", async () => {
    const { user } = await reportingUser(t);
    await sendJson(t, user, 'POST', '/api/years/2025/lock');
    const other = await t.signUp();
    expect((await etsYear(t, other)).locked).toBeNull();
    expect((await uploadCsv(t, { cookie: other.cookie }, CSV_2025, 'theirs.csv')).status).toBe(201);
    const unlock = await sendJson(t, other, 'DELETE', '/api/years/2025/lock', { reason: 'mine' });
    expect(unlock.status).toBe(404);
    expect((await etsYear(t, user)).locked).not.toBeNull();
    expect(await auditLog(t, other)).toMatchObject([{ action: 'upload' }]);
  });

  it('refuses to lock a year not over, and an API token', async () => {
    const user = await t.signUp();
    const thisYear = new Date().getUTCFullYear();
    const running = await sendJson(t, user, 'POST', `/api/years/${thisYear}/lock`);
    expect(running.status).toBe(400);
    expect(await running.json()).toMatchObject({
      message: `${thisYear} is not over yet: a year can be locked once it has ended`,
    });
    const { token } = await mintToken(t, user);
    const byToken = await t.request('/api/years/2025/lock', {
      method: 'POST',
      headers: bearer(token),
    });
    expect(byToken.status).toBe(403);
    expect(await auditLog(t, user, '?action=lock')).toEqual([]);
  });
});
