// Issue 34 §4: a time zone change that would move a stored reading into or out of a locked year
// is refused, for a plant's own zone as for the organisation's default; one that moves none is not.
import { expect, it } from 'vitest';
import { DataMovedError } from '../db/queries/year-locks';
import { auditLog, CSV_HEADER, sendJson, uploadCsv } from '../testing/audit-log';
import { describeApi, type ApiContext, type TestUser } from '../testing/test-app';

const row = (at: string, plant: number, co2: number) =>
  `${at},${plant},Plant ${plant},coal,100,0,250,${co2},0,0,40`;

// Plant 1: 480 t in June 2025 and 90 t written on New Year's Day 2026 at +14:00 (10:00 UTC on
// 31 December 2025). Plant 2: 60 t written on New Year's Day 2025 at +14:00 (31 December 2024).
const CSV = [
  CSV_HEADER,
  row('2025-06-01T10:00:00Z', 1, 480),
  row('2026-01-01T00:00:00+14:00', 1, 90),
  row('2025-01-01T00:00:00+14:00', 2, 60),
].join('\n');

const LOCKED = (plant: number) =>
  new RegExp(
    `^Changing the time zone would move readings of plant ${plant} into or out of 2025, which is locked \\(by .+ on \\d{4}-\\d{2}-\\d{2}\\): unlock it to change its data$`,
  );

/** The 2025 CO2 of each plant, from the analysis of the year. */
async function co2Of2025(t: ApiContext, user: TestUser) {
  const res = await t.request('/api/analysis?from=2025-01-01&to=2025-12-31', {
    cookie: user.cookie,
  });
  expect(res.status).toBe(200);
  const { kpis } = (await res.json()) as { kpis: { totalEmissions: number } };
  return kpis.totalEmissions;
}

describeApi('a time zone change and a locked year', (t) => {
  async function lockedUser() {
    const user = await t.signUp();
    expect((await uploadCsv(t, user, CSV, 'new-year.csv')).status).toBe(201);
    expect(await co2Of2025(t, user)).toBe(540);
    expect((await sendJson(t, user, 'POST', '/api/years/2025/lock')).status).toBe(201);
    return user;
  }

  it("refuses a plant's zone that moves a reading into or out of the locked year, naming both", async () => {
    const user = await lockedUser();
    for (const plant of [1, 2]) {
      const refused = await sendJson(t, user, 'PUT', `/api/plants/${plant}`, { timezone: 'UTC' });
      expect(refused.status).toBe(409);
      expect(await refused.json()).toMatchObject({
        error: 'year_locked',
        message: expect.stringMatching(LOCKED(plant)),
        year: 2025,
        plant_id: plant,
      });
    }
    expect(await co2Of2025(t, user)).toBe(540);
    expect((await auditLog(t, user)).slice(0, 2).map((e) => [e.action, e.target])).toEqual([
      ['locked_year_refusal', 'PUT /api/plants/2'],
      ['locked_year_refusal', 'PUT /api/plants/1'],
    ]);
    const plant = await (await t.request('/api/plants', { cookie: user.cookie })).json();
    expect(JSON.stringify(plant)).not.toContain('"UTC"');

    // +14:00 keeps every reading in its year: the days move, the years do not.
    const kept = await sendJson(t, user, 'PUT', '/api/plants/1', {
      timezone: 'Pacific/Kiritimati',
    });
    expect(kept.status).toBe(200);
    expect(await co2Of2025(t, user)).toBe(540);
  });

  it("refuses the organisation's default for the plants it would move, and not once they have their own", async () => {
    const user = await lockedUser();
    const refused = await sendJson(t, user, 'PUT', '/api/organisation/timezone', {
      timezone: 'UTC',
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      error: 'year_locked',
      message: expect.stringMatching(LOCKED(1)),
      plant_id: 1,
    });
    const organisation = await (
      await t.request('/api/organisation', { cookie: user.cookie })
    ).json();
    expect(organisation).toMatchObject({ default_timezone: null });

    for (const plant of [1, 2]) {
      const own = await sendJson(t, user, 'PUT', `/api/plants/${plant}`, {
        timezone: 'Pacific/Kiritimati',
      });
      expect(own.status).toBe(200);
    }
    const accepted = await sendJson(t, user, 'PUT', '/api/organisation/timezone', {
      timezone: 'UTC',
    });
    expect(accepted.status).toBe(200);
    expect(await co2Of2025(t, user)).toBe(540);
  });

  it('stores no zone whose moves were found before the data last moved', async () => {
    const user = await lockedUser();
    const { plantRegister, dataVersions } = t.services.queries;
    const { version } = await dataVersions.read(user.id, null);
    const june2024 = [CSV_HEADER, row('2024-06-01T10:00:00Z', 3, 10)].join('\n');
    expect((await uploadCsv(t, user, june2024, 'june-2024.csv')).status).toBe(201);
    await expect(
      plantRegister.save(user.id, 1, { timezone: 'UTC' }, user.email, { moves: [], version }),
    ).rejects.toBeInstanceOf(DataMovedError);
    expect(await plantRegister.get(user.id, 1)).toBeNull();
  });
});
