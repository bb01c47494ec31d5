// Issue 34 §7: an export whose readings change interval, come every 7 minutes or off the grid,
// uploaded through an import profile, stores every complete hour and lists only the hours short of
// their own interval's readings; an export whose interval cannot be read is refused with its rows.
import { expect, it } from 'vitest';
import { HISTORIAN, saveHistorianProfile } from '../testing/historian-profile';
import { describeApi, type TestUser } from '../testing/test-app';

const HEADER =
  'Zeitstempel;Anlage;Anlagenname;Brennstoff;Strom [kWh];Wärme [kWh];Brennstoffeinsatz [kWh];CO2 [kg];CH4 [kg];N2O [kg];Wirkungsgrad [%]';
/** Each reading's electricity: 3,000 kWh, so that a total in whole MWh counts every reading. */
const KWH = 3000;

const pad = (n: number) => String(n).padStart(2, '0');

/** A reading of plant 101 at a minute of 13 January 2025, Berlin wall clock (UTC+1). */
const reading = (minute: number) =>
  `13.01.2025 ${pad(Math.floor(minute / 60))}:${pad(minute % 60)};101;Block 101;natural_gas;${KWH};0;7500;1200;0,5;0,25;40`;

/** Minutes from `from` to before `to`, `step` apart. */
const minutes = (step: number, from: number, to: number) =>
  Array.from({ length: Math.ceil((to - from) / step) }, (_, k) => from + k * step);

const exportOf = (at: readonly number[]) => [HEADER, ...at.map(reading)].join('\r\n') + '\r\n';

/** 13 January 2025 00:00 to 03:00 in Berlin, as UTC hours. */
const HOURS = ['2025-01-12T23:00', '2025-01-13T00:00', '2025-01-13T01:00', '2025-01-13T02:00'];

interface PlantQuality {
  hours_present: number;
  partial_hours: {
    total: number;
    first: { hour: string; readings: number; expected: number }[];
  };
}

describeApi('an export of mixed intervals uploaded through a profile (POST /api/files)', (t) => {
  const upload = async (user: TestUser, at: readonly number[], declared?: object) => {
    const form = new FormData();
    form.append('file', new File([exportOf(at)], 'historian.csv', { type: 'text/csv' }));
    const profile = declared
      ? await saveProfile(user, declared)
      : await saveHistorianProfile(t, user);
    return t.request(`/api/files?profile=${profile}`, {
      method: 'POST',
      cookie: user.cookie,
      body: form,
    });
  };

  const saveProfile = async (user: TestUser, fields: object) => {
    const res = await t.request('/api/import-profiles', {
      method: 'POST',
      cookie: user.cookie,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...HISTORIAN, ...fields }),
    });
    expect(res.status).toBe(201);
    const saved = (await res.json()) as { id: string };
    // The profile keeps the interval it declares.
    expect(saved).toMatchObject(fields);
    return saved.id;
  };

  /** Uploads the readings; the hours stored, the partial hours listed and the MWh in total. */
  async function stored(at: readonly number[], declared?: object) {
    const user = await t.signUp();
    const res = await upload(user, at, declared);
    expect(res.status).toBe(201);
    const entry = (await res.json()) as {
      rows: number;
      firstDate: string;
      lastDate: string;
      partialHours: number;
    };
    const quality = await t.request('/api/quality', { cookie: user.cookie });
    const [plant] = ((await quality.json()) as { plants: PlantQuality[] }).plants;
    const analysis = await t.request('/api/analysis', { cookie: user.cookie });
    const { kpis } = (await analysis.json()) as { kpis: { totalElectricity: number } };
    expect(entry.partialHours).toBe(plant!.partial_hours.total);
    return {
      rows: entry.rows,
      span: [entry.firstDate, entry.lastDate].map((d) => d.slice(0, 16).replace(' ', 'T')),
      present: plant!.hours_present,
      partial: plant!.partial_hours.first.map((p) => [p.hour.slice(0, 16), p.readings, p.expected]),
      mwh: kpis.totalElectricity,
    };
  }

  const everyHourOf = (at: readonly number[]) => ({
    rows: 4,
    span: [HOURS[0], HOURS[3]],
    present: 4,
    partial: [],
    mwh: (at.length * KWH) / 1000,
  });

  it('stores every hour of 10-minute readings followed by 15-minute ones', async () => {
    const at = [...minutes(10, 0, 120), ...minutes(15, 120, 240)];
    expect(await stored(at)).toEqual(everyHourOf(at));
  });

  it('stores every hour of 15-minute readings followed by 10-minute ones', async () => {
    const at = [...minutes(15, 0, 120), ...minutes(10, 120, 240)];
    expect(await stored(at)).toEqual(everyHourOf(at));
  });

  it('stores every hour of readings every 7 minutes', async () => {
    const at = minutes(7, 0, 240);
    expect(await stored(at)).toEqual(everyHourOf(at));
  });

  it('counts readings at :03 in the hours they fall in', async () => {
    // 15-minute readings; 01:00 is read at 01:03, and 02:00 has one more at 02:03.
    const at = [...minutes(15, 0, 240).map((m) => (m === 60 ? 63 : m)), 123].sort((a, b) => a - b);
    expect(await stored(at)).toEqual(everyHourOf(at));
  });

  it("lists an hour short of its own interval's readings, with the count that interval expects", async () => {
    // 00:00 and 01:00 every 10 minutes, then every 15: 02:00 holds 3 of 4 (75 %), 03:00 all 4.
    const at = [...minutes(10, 0, 120), ...minutes(15, 120, 240)].filter((m) => m !== 150);
    expect(await stored(at)).toEqual({
      rows: 3,
      span: [HOURS[0], HOURS[3]],
      present: 3,
      partial: [[HOURS[2], 3, 4]],
      mwh: ((at.length - 3) * KWH) / 1000,
    });
  });

  it("judges each hour at the profile's declared interval when it declares one", async () => {
    // Every 15 minutes declared: 01:00 and 02:00 hold :00 and :30 only, 2 of 4 each.
    const at = minutes(15, 0, 240).filter((m) => m < 60 || m >= 180 || m % 30 === 0);
    expect(await stored(at, { interval_minutes: 15 })).toMatchObject({
      rows: 2,
      partial: [
        [HOURS[1], 2, 4],
        [HOURS[2], 2, 4],
      ],
    });
    // Readings 2 hours apart, declared hourly: each one an hour.
    expect(await stored(minutes(120, 0, 480), { interval_minutes: 60 })).toMatchObject({ rows: 4 });
  });

  it('refuses an export whose interval cannot be read, naming its rows and why', async () => {
    const user = await t.signUp();
    // Readings 2 hours apart: no hour can be made of them.
    const res = await upload(user, minutes(120, 0, 480));
    expect(res.status).toBe(422);
    const body = (await res.json()) as {
      problems: { line: number; message: string }[];
      problemCount: number;
    };
    expect(body.problemCount).toBe(4);
    expect(body.problems.map((p) => p.line)).toEqual([2, 3, 4, 5]);
    expect(body.problems[0]!.message).toBe(
      "Row 2: plant 101 has no other reading within 60 minutes of this one, so the interval of its readings cannot be read: give it as the profile's interval_minutes",
    );
    const files = await t.request('/api/files', { cookie: user.cookie });
    expect(((await files.json()) as { total: number }).total).toBe(0);
  });

  it('refuses an export whose every hour is partial, saying so instead of asking for rows', async () => {
    const user = await t.signUp();
    const profile = await saveProfile(user, { interval_minutes: 15 });
    const form = new FormData();
    // Declared every 15 minutes, read every 30: each of the 3 hours holds 2 of 4 readings.
    form.append('file', new File([exportOf(minutes(30, 0, 180))], 'h.csv', { type: 'text/csv' }));
    const res = await t.request(`/api/files?profile=${profile}`, {
      method: 'POST',
      cookie: user.cookie,
      body: form,
    });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { problems: { message: string }[] };
    expect(body.problems[0]!.message).toBe(
      'No hour of the file held 80 % of its readings (MRR Art. 44): all 3 hours it holds are partial, so there is nothing to store',
    );
    const files = await t.request('/api/files', { cookie: user.cookie });
    expect(((await files.json()) as { total: number }).total).toBe(0);
  });
});
