// Issue 27 §2: an upload through an import profile leaves out an hour holding under 80 % of its
// readings (MRR Art. 44) as missing, and the quality report lists it with its count of readings:
// only the user's own, only while the file holding it holds its day, and gone with the file.
import { expect, it } from 'vitest';
import { saveHistorianProfile } from '../testing/historian-profile';
import { describeApi, type ApiContext, type TestUser } from '../testing/test-app';

const HEADER =
  'Zeitstempel;Anlage;Anlagenname;Brennstoff;Strom [kWh];Wärme [kWh];Brennstoffeinsatz [kWh];CO2 [kg];CH4 [kg];N2O [kg];Wirkungsgrad [%]';

const pad = (n: number) => String(n).padStart(2, '0');

/** A reading of a plant at a Berlin wall-clock minute of a day of January 2025 (UTC+1). */
const reading = (plant: number, day: number, hour: number, minute: number) =>
  `${pad(day)}.01.2025 ${pad(hour)}:${pad(minute)};${plant};Block ${plant};natural_gas;2500;0;6250;1200;0,5;0,25;40`;

type Kept = (plant: number, hour: number, minute: number) => boolean;

/**
 * Readings of plant 101 every 15 minutes and plant 102 every 5 from 13 January 2025 on, in time
 * order. `kept` says which minutes of an hour a plant's file holds.
 */
function historianFile(kept: Kept, days = 1) {
  const lines = [HEADER];
  for (let day = 13; day < 13 + days; day++) {
    for (let hour = 0; hour < 24; hour++) {
      for (let minute = 0; minute < 60; minute += 5) {
        for (const [plant, step] of [
          [101, 15],
          [102, 5],
        ] as const) {
          if (minute % step === 0 && kept(plant, hour, minute)) {
            lines.push(reading(plant, day, hour, minute));
          }
        }
      }
    }
  }
  return lines.join('\r\n') + '\r\n';
}

/**
 * Plant 101 holds 2 of 4 readings at 14:00 Berlin (13:00 UTC) and 3 of 4 at 16:00 (15:00 UTC): both
 * under 80 %. Plant 102 holds 10 of its 12 at 10:00: 83 %, a valid hour scaled to the full hour.
 */
const SHORT_FILE = historianFile(
  (plant, hour, minute) =>
    !(plant === 101 && hour === 14 && minute >= 30) &&
    !(plant === 101 && hour === 16 && minute === 45) &&
    !(plant === 102 && hour === 10 && minute >= 50),
);
const WHOLE_FILE = historianFile(() => true);

const LISTED = [
  { hour: '2025-01-13T13:00:00.000Z', readings: 2, expected: 4 },
  { hour: '2025-01-13T15:00:00.000Z', readings: 3, expected: 4 },
];

interface PlantQuality {
  plant_id: number;
  plant_name: string;
  hours_expected: number;
  hours_present: number;
  gaps: { from: string; to: string; hours: number }[];
  partial_hours: { total: number; first: typeof LISTED };
}

describeApi('partial hours in the quality report (GET /api/quality)', (t) => {
  const saveProfile = (user: TestUser) => saveHistorianProfile(t, user);
  const upload = async (user: TestUser, profile: string, text: string, status = 201) => {
    const form = new FormData();
    form.append('file', new File([text], 'historian.csv', { type: 'text/csv' }));
    const res = await t.request(`/api/files?profile=${profile}`, {
      method: 'POST',
      cookie: user.cookie,
      body: form,
    });
    expect(res.status).toBe(status);
    return (await res.json()) as { id: string; partialHours: number };
  };
  const remove = async (user: TestUser, id: string) => {
    const res = await t.request(`/api/files/${id}`, { method: 'DELETE', cookie: user.cookie });
    expect(res.status).toBe(204);
  };
  const plants = async (user: TestUser, query = '') => {
    const res = await t.request(`/api/quality${query}`, { cookie: user.cookie });
    expect(res.status).toBe(200);
    return ((await res.json()) as { plants: PlantQuality[] }).plants;
  };
  const partial = async (user: TestUser, query = '') =>
    (await plants(user, query)).map((p) => [p.plant_id, p.partial_hours]);
  const storedRows = async (ctx: ApiContext, user: TestUser) =>
    (
      await ctx.db
        .selectFrom('partial_hours')
        .select('hour_start')
        .where('org_id', '=', user.id)
        .execute()
    ).length;

  it('lists the hours under 80 % of their readings with their count, not a valid short hour', async () => {
    const user = await t.signUp();
    // The upload's answer says how many hours were left out.
    expect((await upload(user, await saveProfile(user), SHORT_FILE)).partialHours).toBe(2);
    const [first, second] = await plants(user);
    expect(first!.partial_hours).toEqual({ total: 2, first: LISTED });
    // 10 of 12 five-minute readings make a valid hour: not listed, and present.
    expect(second!.partial_hours).toEqual({ total: 0, first: [] });
    // Left out as missing: they are gaps of the plant's coverage.
    expect(first!.gaps).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ from: LISTED[0]!.hour, hours: 1 }),
        expect.objectContaining({ from: LISTED[1]!.hour, hours: 1 }),
      ]),
    );
    expect(first!.hours_present).toBe(second!.hours_present - 2);
    // Within a range: the days they fall on (UTC) or none.
    expect(await partial(user, '?from=2025-01-13&to=2025-01-13')).toEqual([
      [101, { total: 2, first: LISTED }],
      [102, { total: 0, first: [] }],
    ]);
    expect(await partial(user, '?from=2025-01-12&to=2025-01-12')).toEqual([
      [101, { total: 0, first: [] }],
      [102, { total: 0, first: [] }],
    ]);
  });

  it("shows the user's own partial hours only, while their file holds the day, and deletes them with it", async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const profile = await saveProfile(owner);
    const short = await upload(owner, profile, SHORT_FILE);
    // Another user's whole day of the same plants: their report lists none of the owner's hours.
    await upload(other, await saveProfile(other), WHOLE_FILE);
    expect(await partial(other)).toEqual([
      [101, { total: 0, first: [] }],
      [102, { total: 0, first: [] }],
    ]);

    // A newer upload of the whole day wins it: the hours are no longer missing, nor listed.
    const whole = await upload(owner, profile, WHOLE_FILE);
    expect((await partial(owner))[0]).toEqual([101, { total: 0, first: [] }]);
    await remove(owner, whole.id);
    expect((await partial(owner))[0]).toEqual([101, { total: 2, first: LISTED }]);

    expect(await storedRows(t, owner)).toBe(2);
    await remove(owner, short.id);
    expect(await storedRows(t, owner)).toBe(0);
    expect(await plants(owner)).toEqual([]);
  });

  it('lists the first 100 partial hours of a plant and counts them all', async () => {
    const user = await t.signUp();
    // Ten days of plant 101 holding 2 of 4 readings in every odd hour: 120 partial hours.
    const file = historianFile(
      (plant, hour, minute) => plant !== 101 || hour % 2 === 0 || minute < 30,
      10,
    );
    await upload(user, await saveProfile(user), file);
    const { partial_hours: listed } = (await plants(user))[0]!;
    expect(listed.total).toBe(120);
    expect(listed.first).toHaveLength(100);
    // Berlin's 01:00 is midnight UTC; the 100th is the 4th odd hour of the ninth day, 06:00 UTC.
    expect(listed.first[0]).toEqual({ hour: '2025-01-13T00:00:00.000Z', readings: 2, expected: 4 });
    expect(listed.first[99]!.hour).toBe('2025-01-21T06:00:00.000Z');
  });

  it('lists a plant whose every hour is partial: named, every hour missing, its hours listed', async () => {
    const user = await t.signUp();
    // Two days of plant 101 holding 2 of 4 readings in every hour: no valid hour at all.
    const file = historianFile((plant, _hour, minute) => plant !== 101 || minute < 30, 2);
    const { id, partialHours } = await upload(user, await saveProfile(user), file);
    expect(partialHours).toBe(48);
    const [short, whole] = await plants(user);
    expect(short).toMatchObject({
      plant_id: 101,
      plant_name: 'Block 101',
      hours_present: 0,
      partial_hours: { total: 48 },
    });
    expect(short!.partial_hours.first[0]).toEqual({
      hour: '2025-01-12T23:00:00.000Z',
      readings: 2,
      expected: 4,
    });
    // Every hour of its days is a gap, as every hour of them is missing.
    const gapHours = short!.gaps.reduce((sum, g) => sum + g.hours, 0);
    expect(gapHours).toBe(short!.hours_expected);
    expect(whole).toMatchObject({ plant_id: 102, hours_present: 48 });
    await remove(user, id);
    expect(await plants(user)).toEqual([]);
  });

  it('stores no partial hour of an upload that is refused', async () => {
    const user = await t.signUp();
    const lines = SHORT_FILE.split('\r\n');
    // An unreadable electricity value on the last reading: the whole file is refused.
    lines[lines.length - 2] = lines.at(-2)!.replace(';2500;', ';n/a;');
    await upload(user, await saveProfile(user), lines.join('\r\n'), 422);
    expect(await storedRows(t, user)).toBe(0);
  });
});
