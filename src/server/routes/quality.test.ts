import { expect, it } from 'vitest';
import { describeApi, type ApiContext, type TestUser } from '../testing/test-app';
import { csvHeader } from '@domain/testing/csv-header';

const HEADER = csvHeader();

interface Row {
  date: string;
  hour: number;
  plant: number;
  co2: number;
}

const line = (r: Row) =>
  `${r.date} ${String(r.hour).padStart(2, '0')}:00:00,${r.plant},Plant ${r.plant},gas,100,0,200,${r.co2},1,1,50`;

const DATES = Array.from({ length: 10 }, (_, i) => `2025-03-${String(i + 1).padStart(2, '0')}`);

/**
 * Ten days of hourly readings of two plants, 1-10 March 2025. Plant 1 has no readings from 3 to 8
 * March (a six-day outage), loses 05:00-11:00 on 9 March (seven hours), and its file repeats three
 * hours of 10 March at its end with other values, as a historian's re-export does.
 */
function rows(): Row[] {
  const out: Row[] = [];
  for (const [d, date] of DATES.entries()) {
    for (let hour = 0; hour < 24; hour++) {
      out.push({ date, hour, plant: 2, co2: 5 + (hour % 3) });
      const outage = d >= 2 && d <= 7;
      const lost = date === '2025-03-09' && hour >= 5 && hour <= 11;
      if (!outage && !lost) out.push({ date, hour, plant: 1, co2: 10 + hour + d });
    }
  }
  for (const hour of [2, 3, 4]) out.push({ date: '2025-03-10', hour, plant: 1, co2: 100 + hour });
  return out;
}

const FILE = [HEADER, ...rows().map(line)].join('\n') + '\n';

/** The rows a reader keeps: of a repeated plant and instant, the later row. */
function keptRows(): Row[] {
  const kept = new Map<string, Row>();
  for (const r of rows()) kept.set(`${r.plant}|${r.date}|${r.hour}`, r);
  return [...kept.values()];
}

const MS_PER_HOUR = 3_600_000;
const MS_PER_DAY = 86_400_000;

/**
 * A plant's coverage of a range worked out hour by hour from the instants it holds: the hours of
 * the days from the later of the range start and its first reading to the earlier of the range
 * end and its last reading, the runs of those without a reading.
 */
function coverageByHand(instants: ReadonlySet<number>, from: string, to: string) {
  const sorted = [...instants].sort((a, b) => a - b);
  const dayOf = (ms: number) => Math.floor(ms / MS_PER_DAY);
  const first = Math.max(Date.parse(`${from}T00:00:00Z`), dayOf(sorted[0]!) * MS_PER_DAY);
  const end = Math.min(
    Date.parse(`${to}T00:00:00Z`) + MS_PER_DAY,
    (dayOf(sorted.at(-1)!) + 1) * MS_PER_DAY,
  );
  const gaps: { from: string; to: string; hours: number; reason: null }[] = [];
  let present = 0;
  const days = new Set<number>();
  for (let at = first; at < end; at += MS_PER_HOUR) {
    if (instants.has(at)) {
      present++;
      days.add(dayOf(at));
      continue;
    }
    const last = gaps.at(-1);
    if (last && Date.parse(last.to) === at) {
      last.to = new Date(at + MS_PER_HOUR).toISOString();
      last.hours++;
    } else {
      gaps.push({
        from: new Date(at).toISOString(),
        to: new Date(at + MS_PER_HOUR).toISOString(),
        hours: 1,
        reason: null,
      });
    }
  }
  const expected = Math.max(0, (end - first) / MS_PER_HOUR);
  return { hours_expected: expected, hours_present: present, days_with_data: days.size, gaps };
}

interface Quality {
  plants: {
    plant_id: number;
    plant_name: string;
    first_reading: string;
    last_reading: string;
    days_in_range: number;
    days_with_data: number;
    hours_expected: number;
    hours_present: number;
    duplicate_hours: number;
    gaps: { from: string; to: string; hours: number; reason: string | null }[];
    partial_hours: { total: number; first: { hour: string; readings: number; expected: number }[] };
  }[];
}

async function upload(t: ApiContext, user: TestUser, content: string) {
  const form = new FormData();
  form.append('file', new File([content], 'outage.csv', { type: 'text/csv' }));
  const res = await t.request('/api/files', { method: 'POST', cookie: user.cookie, body: form });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string };
}

async function quality(t: ApiContext, user: TestUser, query = ''): Promise<Quality> {
  const res = await t.request(`/api/quality${query}`, { cookie: user.cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as Quality;
}

function send(t: ApiContext, user: TestUser, method: string, body: unknown) {
  return t.request('/api/quality/gaps', {
    method,
    cookie: user.cookie,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

const OUTAGE = { from: '2025-03-03T00:00:00.000Z', to: '2025-03-09T00:00:00.000Z', hours: 144 };
const LOST = { from: '2025-03-09T05:00:00.000Z', to: '2025-03-09T12:00:00.000Z', hours: 7 };

const NO_FLAGS = {
  co2_without_fuel_or_load: { total: 0, first: [] },
  efficiency_above_100: { total: 0, first: [] },
};
const NO_UNIT_FLAGS = { hours_co2_without_fuel_or_load: 0, hours_efficiency_above_100: 0 };

describeApi('the coverage of the data (GET /api/quality)', (t) => {
  it('gives each plant its hours present and expected, its gaps and its repeated hours', async () => {
    const user = await t.signUp();
    await upload(t, user, FILE);
    const kept = keptRows();
    const hoursOf = (plant: number) => kept.filter((r) => r.plant === plant).length;
    expect(await quality(t, user)).toEqual({
      plantCount: 2,
      offset: 0,
      plants: [
        {
          plant_id: 1,
          plant_name: 'Plant 1',
          first_reading: '2025-03-01T00:00:00.000Z',
          last_reading: '2025-03-10T23:00:00.000Z',
          days_in_range: 10,
          days_with_data: 4,
          hours_expected: 240,
          hours_present: hoursOf(1),
          // A file without operating times: every hour present is an hour operated.
          hours_operating: hoursOf(1),
          hours_not_operating: 0,
          hours_missing: 240 - hoursOf(1),
          duplicate_hours: 3,
          // Readings, not a daily file's totals.
          days_daily: 0,
          gaps: [
            { ...OUTAGE, reason: null },
            { ...LOST, reason: null },
          ],
          // Hourly readings: no hour short of its readings.
          partial_hours: { total: 0, first: [] },
          // No hour of CO2 without fuel or load, and no derived efficiency.
          flagged_hours: NO_FLAGS,
          // A file without units: the plant is its one unit, with the plant's hours and gaps.
          units: [
            {
              unit_id: '',
              days_daily: 0,
              hours_operating: hoursOf(1),
              hours_not_operating: 0,
              hours_missing: 144 + 7,
              ...NO_UNIT_FLAGS,
              gaps: [OUTAGE, LOST],
            },
          ],
        },
        {
          plant_id: 2,
          plant_name: 'Plant 2',
          first_reading: '2025-03-01T00:00:00.000Z',
          last_reading: '2025-03-10T23:00:00.000Z',
          days_in_range: 10,
          days_with_data: 10,
          hours_expected: 240,
          hours_present: hoursOf(2),
          // A file without operating times: every hour present is an hour operated.
          hours_operating: hoursOf(2),
          hours_not_operating: 0,
          hours_missing: 240 - hoursOf(2),
          duplicate_hours: 0,
          days_daily: 0,
          gaps: [],
          partial_hours: { total: 0, first: [] },
          flagged_hours: NO_FLAGS,
          units: [
            {
              unit_id: '',
              days_daily: 0,
              hours_operating: hoursOf(2),
              hours_not_operating: 0,
              hours_missing: 0,
              ...NO_UNIT_FLAGS,
              gaps: [],
            },
          ],
        },
      ],
    });
    expect(hoursOf(1)).toBe(240 - 144 - 7);
  });

  it('counts a repeated hour once, with the value of its later row, in the analysis', async () => {
    const user = await t.signUp();
    const file = await upload(t, user, FILE);
    const total = keptRows().reduce((sum, r) => sum + r.co2, 0);
    const everyRow = rows().reduce((sum, r) => sum + r.co2, 0);
    expect(total).not.toBe(everyRow);
    for (const path of ['/api/analysis', `/api/files/${file.id}/analysis`]) {
      const res = await t.request(path, { cookie: user.cookie });
      const body = (await res.json()) as { kpis: { totalEmissions: number } };
      expect(body.kpis.totalEmissions).toBeCloseTo(total, 6);
    }
  });

  it('finds the gaps of ranges across months, whole, partial and empty ones', async () => {
    const user = await t.signUp();
    // Plant 3, 10 January to 20 April 2025: 10-14 February missing, 31 March ends at 20:00, all
    // of 1 April missing, and every 97th hour lost.
    const instants = new Set<number>();
    const lines: string[] = [];
    for (let at = Date.parse('2025-01-10T00:00:00Z'); at < Date.parse('2025-04-21T00:00:00Z');) {
      const iso = new Date(at).toISOString();
      const outage = iso >= '2025-02-10' && iso < '2025-02-15';
      const cut = iso >= '2025-03-31T21' && iso < '2025-04-02';
      if (!outage && !cut && (at / MS_PER_HOUR) % 97 !== 0) {
        instants.add(at);
        lines.push(
          line({ date: iso.slice(0, 10), hour: new Date(at).getUTCHours(), plant: 3, co2: 1 }),
        );
      }
      at += MS_PER_HOUR;
    }
    await upload(t, user, [HEADER, ...lines].join('\n') + '\n');
    for (const [from, to] of [
      ['2025-01-01', '2025-12-31'],
      ['2025-02-01', '2025-02-28'],
      ['2025-02-12', '2025-04-01'],
      ['2025-03-31', '2025-04-02'],
      ['2025-04-01', '2025-04-01'],
      ['2025-01-15', '2025-01-15'],
    ] as const) {
      const { plants } = await quality(t, user, `?from=${from}&to=${to}`);
      expect(plants[0], `${from} to ${to}`).toMatchObject(coverageByHand(instants, from, to));
    }
    const all = await quality(t, user);
    expect(all.plants[0]).toMatchObject(coverageByHand(instants, '2025-01-10', '2025-04-20'));
  });

  it('counts a range only inside the readings, a gap cut at the range', async () => {
    const user = await t.signUp();
    await upload(t, user, FILE);
    const { plants } = await quality(t, user, '?from=2025-03-05&to=2025-03-09');
    expect(plants[0]).toMatchObject({
      days_in_range: 5,
      days_with_data: 1,
      hours_expected: 120,
      hours_present: 17,
      duplicate_hours: 0,
      gaps: [
        { from: '2025-03-05T00:00:00.000Z', to: OUTAGE.to, hours: 96, reason: null },
        { ...LOST, reason: null },
      ],
    });
    const before = await quality(t, user, '?from=2025-02-01&to=2025-02-28');
    expect(before.plants[0]).toMatchObject({
      days_in_range: 28,
      days_with_data: 0,
      hours_expected: 0,
      gaps: [],
    });
    const refused = await t.request('/api/quality?from=2025-03-09&to=2025-03-01', {
      cookie: user.cookie,
    });
    expect(refused.status).toBe(400);
  });

  it('gives the hours of a classified span its reason, across a re-upload of the same readings', async () => {
    const user = await t.signUp();
    await upload(t, user, FILE);
    const outage = { plant_id: 1, from: '2025-03-03', to: '2025-03-08', reason: 'not_operating' };
    expect((await send(t, user, 'PUT', outage)).status).toBe(204);
    const partly = {
      plant_id: 1,
      from: '2025-03-09T05:00:00Z',
      to: '2025-03-09T08:00:00Z',
      reason: 'measurement_missing',
    };
    expect((await send(t, user, 'PUT', partly)).status).toBe(204);
    const classified = [
      { ...OUTAGE, reason: 'not_operating' },
      { from: LOST.from, to: '2025-03-09T08:00:00.000Z', hours: 3, reason: 'measurement_missing' },
      { from: '2025-03-09T08:00:00.000Z', to: LOST.to, hours: 4, reason: null },
    ];
    expect((await quality(t, user)).plants[0]!.gaps).toEqual(classified);

    // Exported again: a blank line more, so it is stored again (the same bytes would not be).
    await upload(t, user, `${FILE}\n`);
    expect((await quality(t, user)).plants[0]!.gaps).toEqual(classified);

    const span = { plant_id: 1, from: partly.from, to: partly.to };
    expect((await send(t, user, 'DELETE', span)).status).toBe(204);
    expect((await send(t, user, 'DELETE', span)).status).toBe(404);
    expect((await quality(t, user)).plants[0]!.gaps[1]).toEqual({ ...LOST, reason: null });
  });

  it('refuses a classification whose bounds do not read or whose reason is unknown', async () => {
    const user = await t.signUp();
    const bad = async (body: unknown) => (await send(t, user, 'PUT', body)).status;
    const ok = { plant_id: 1, from: '2025-03-03', to: '2025-03-08', reason: 'not_operating' };
    expect(await bad({ ...ok, from: '03/03/2025' })).toBe(400);
    expect(await bad({ ...ok, from: '2025-03-03T00:30:00Z' })).toBe(400);
    expect(await bad({ ...ok, from: '2025-03-09' })).toBe(400);
    expect(await bad({ ...ok, reason: 'holiday' })).toBe(400);
  });

  it('answers an API token, and nothing without a session', async () => {
    const user = await t.signUp();
    await upload(t, user, FILE);
    expect((await t.request('/api/quality')).status).toBe(401);
    const created = await t.request('/api/tokens', {
      method: 'POST',
      cookie: user.cookie,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'feed' }),
    });
    const { token } = (await created.json()) as { token: string };
    const res = await t.request('/api/quality', { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Quality).plants).toHaveLength(2);
  });
});
