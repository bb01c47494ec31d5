// A US EPA hourly file through a profile that gives every plant the country 'US' (the export has
// no country column): the plants the upload first brings take it in the register, which then does
// not assume them in EU ETS scope; a plant an earlier file brought keeps its own.
import { expect, it } from 'vitest';
import { EPA_HOURLY_PROFILE, epaHourlyFile, epaHours } from '@domain/testing/epa-hourly';
import { auditLog } from '../testing/audit-log';
import { describeApi, type TestUser } from '../testing/test-app';

const IN_US = {
  ...EPA_HOURLY_PROFILE,
  name: 'EPA CAMD hourly, US',
  fixed: { ...EPA_HOURLY_PROFILE.fixed, country: 'US' },
};

interface RegisterPlant {
  plant_id: number;
  country: string;
  in_ets: boolean;
  assumed: { country: boolean; in_ets: boolean };
}

describeApi("an EPA file through a profile giving its plants' country", (t) => {
  const saveProfile = async (user: TestUser, profile: object) => {
    const res = await t.request('/api/import-profiles', {
      method: 'POST',
      cookie: user.cookie,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(profile),
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  const upload = async (user: TestUser, profileId: string, text: string) => {
    const form = new FormData();
    form.append('file', new File([text], 'epa-hourly.csv', { type: 'text/csv' }));
    const res = await t.request(`/api/files?profile=${profileId}`, {
      method: 'POST',
      cookie: user.cookie,
      body: form,
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as {
      id: string;
      countryDeclared: { country: string; plantIds: number[] } | null;
    };
  };
  const register = async (user: TestUser) => {
    const res = await t.request('/api/plants', { cookie: user.cookie });
    const { plants } = (await res.json()) as { plants: RegisterPlant[] };
    return plants;
  };

  it('declares the country of the plants it first brings, which is then not assumed in EU ETS scope', async () => {
    const user = await t.signUp();
    const answer = await upload(
      user,
      await saveProfile(user, IN_US),
      epaHourlyFile(epaHours(['07-04-1995'])),
    );
    expect(answer.countryDeclared).toEqual({ country: 'US', plantIds: [116, 118] });
    const plants = await register(user);
    expect(plants.map((p) => [p.plant_id, p.country, p.in_ets])).toEqual([
      [116, 'US', false],
      [118, 'US', false],
    ]);
    // The country is declared, changeable in the register; the scope follows from it, assumed.
    for (const p of plants) expect(p.assumed).toMatchObject({ country: false, in_ets: true });
    expect(
      (await auditLog(t, user)).filter((e) => e.action === 'country_from_profile'),
    ).toMatchObject([
      {
        actor: user.email,
        target: 'plants 116 and 118',
        details: {
          plant_ids: [116, 118],
          country: 'US',
          profile: 'EPA CAMD hourly, US',
          file_id: answer.id,
          file_name: 'epa-hourly.csv',
        },
      },
    ]);
  });

  it('leaves the country of a plant an earlier file brought, and one the user declared', async () => {
    const user = await t.signUp();
    await upload(
      user,
      await saveProfile(user, EPA_HOURLY_PROFILE),
      epaHourlyFile(epaHours(['07-04-1995'])),
    );
    const before = await register(user);
    const put = await t.request('/api/plants/118', {
      method: 'PUT',
      cookie: user.cookie,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ country: 'Norway' }),
    });
    expect(put.status).toBe(200);
    // The next day of the two facilities, and a facility of its own.
    const newFacility = epaHours(['07-05-1995'])
      .filter((h) => h.facility === 116)
      .map((h) => ({ ...h, facility: 120 }));
    const answer = await upload(
      user,
      await saveProfile(user, IN_US),
      epaHourlyFile([...epaHours(['07-05-1995']), ...newFacility]),
    );
    expect(answer.countryDeclared).toEqual({ country: 'US', plantIds: [120] });
    const after = await register(user);
    expect(after.map((p) => [p.plant_id, p.country, p.assumed.country])).toEqual([
      [116, before[0]!.country, true],
      [118, 'Norway', false],
      [120, 'US', false],
    ]);
    // A profile without a country declares none.
    const none = await upload(
      user,
      await saveProfile(user, { ...EPA_HOURLY_PROFILE, name: 'EPA again' }),
      epaHourlyFile(
        epaHours(['07-06-1995'])
          .filter((h) => h.facility === 116)
          .map((h) => ({ ...h, facility: 121 })),
      ),
    );
    expect(none.countryDeclared).toBeNull();
    expect((await register(user)).find((p) => p.plant_id === 121)?.assumed.country).toBe(true);
  });
});
