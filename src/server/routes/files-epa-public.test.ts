// Real public files: US EPA Air Markets Program Data (AMPD) hourly emissions of 2019, EPA's own rows
// as published in the 1,000-row extracts of the notebook interactive/interactive-notebook.nb.html
// of github.com/traceybit/dt-workshop (a data.table workshop that downloaded them from
// ampd.epa.gov), written back in EPA's 24 columns with R's NA as the blank cell EPA writes. A week
// each: Moss Landing 1A (running, with hours run for a share of the hour) and Yuba City Energy
// Center 2 (mostly off: OP_TIME 0, blank measures) in California; Healy 2 in Alaska, whose
// operated hours give the load but no CO2 or heat input. Read through the documented EPA profile
// in each state's standard time; every figure is checked against sums this test computes.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { EPA_HOURLY_HEADER, EPA_HOURLY_PROFILE } from '@domain/testing/epa-hourly';
import { describeApi, type TestUser } from '../testing/test-app';

const FILES = {
  california: { name: 'epa-ampd-2019-01-ca.csv', timezone: '-08:00' },
  alaska: { name: 'epa-ampd-2019-07-ak.csv', timezone: '-09:00' },
};
type PublicFile = keyof typeof FILES;
const text = (file: PublicFile) =>
  readFileSync(new URL(`../testing/public-data/${FILES[file].name}`, import.meta.url), 'utf8');
const TONNES_PER_SHORT_TON = 0.90718474;
const MWH_PER_MMBTU = 1055.05585262 / 3600;

/** The file's rows as records of its header (no cell of this file holds a comma). */
function rows(file: PublicFile): Record<(typeof EPA_HOURLY_HEADER)[number], string>[] {
  const [header, ...lines] = text(file).trim().split(/\r\n/);
  expect(header!.split(',')).toEqual(EPA_HOURLY_HEADER);
  return lines.map(
    (line) =>
      Object.fromEntries(line.split(',').map((cell, i) => [EPA_HOURLY_HEADER[i], cell])) as Record<
        (typeof EPA_HOURLY_HEADER)[number],
        string
      >,
  );
}

/**
 * Each facility's sums as EPA's columns define them: a load in MW runs for the share operated; an
 * operated hour without CO2 is missing (a gap), its load and fuel still counted.
 */
function facilitySums(file: PublicFile) {
  const zero = { electricity: 0, emissions: 0, fuel: 0, operated: 0, off: 0, missing: 0 };
  const out = new Map<number, typeof zero>();
  for (const r of rows(file)) {
    const id = Number(r.ORISPL_CODE);
    const s = out.get(id) ?? { ...zero };
    out.set(id, s);
    const share = Number(r.OP_TIME);
    if (share === 0) {
      const measures = [r['GLOAD (MW)'], r['CO2_MASS (tons)'], r['HEAT_INPUT (mmBtu)']];
      expect(measures).toEqual(['', '', '']);
      s.off++;
      continue;
    }
    s.electricity += Number(r['GLOAD (MW)']) * share;
    s.fuel += Number(r['HEAT_INPUT (mmBtu)']) * MWH_PER_MMBTU;
    if (r['CO2_MASS (tons)'] === '') s.missing++;
    else {
      s.operated++;
      s.emissions += Number(r['CO2_MASS (tons)']) * TONNES_PER_SHORT_TON;
    }
  }
  return out;
}

/** What the analysis and the quality screen give of each plant, in the test's sums' terms. */
interface PlantFigures {
  id: number;
  electricity: number;
  emissions: number;
  units: [string, number, number][];
  hours: [number, number, number];
}

/** The figures the sums say each facility of a file must show. */
function expected(file: PublicFile): PlantFigures[] {
  const unitOf = new Map(rows(file).map((r) => [Number(r.ORISPL_CODE), r.UNITID]));
  return [...facilitySums(file)]
    .map(([id, s]) => ({
      id,
      electricity: Math.round(s.electricity),
      emissions: Math.round(s.emissions),
      units: [[unitOf.get(id)!, Math.round(s.fuel), s.operated]] as [string, number, number][],
      hours: [s.operated, s.off, s.missing] as [number, number, number],
    }))
    .sort((a, b) => a.id - b.id);
}

describeApi('a week of public EPA AMPD hourly data, read through the EPA profile', (t) => {
  /** Uploads the file through the EPA profile in its state's standard time; the upload's answer. */
  async function upload(user: TestUser, file: PublicFile, profile: object = EPA_HOURLY_PROFILE) {
    const saved = await t.request('/api/import-profiles', {
      method: 'POST',
      cookie: user.cookie,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...profile, timezone: FILES[file].timezone }),
    });
    expect(saved.status).toBe(201);
    const { id } = (await saved.json()) as { id: string };
    const form = new FormData();
    form.append('file', new File([text(file)], FILES[file].name, { type: 'text/csv' }));
    const res = await t.request(`/api/files?profile=${id}`, {
      method: 'POST',
      cookie: user.cookie,
      body: form,
    });
    expect(res.status).toBe(201);
    return (await res.json()) as { blankHours: { notOperating: number; missing: number } };
  }

  /** Each plant's figures as the analysis and the quality screen give them. */
  async function shown(user: TestUser): Promise<PlantFigures[]> {
    const analysis = (await (await t.request('/api/analysis', { cookie: user.cookie })).json()) as {
      plants: {
        plant_id: number;
        total_electricity: number;
        total_emissions: number;
        units: { unit_id: string; total_fuel: number; operating_hours: number }[];
      }[];
    };
    const quality = (await (await t.request('/api/quality', { cookie: user.cookie })).json()) as {
      plants: {
        plant_id: number;
        hours_operating: number;
        hours_not_operating: number;
        hours_missing: number;
      }[];
    };
    return analysis.plants
      .map((p) => {
        const q = quality.plants.find((x) => x.plant_id === p.plant_id)!;
        return {
          id: p.plant_id,
          electricity: p.total_electricity,
          emissions: p.total_emissions,
          units: p.units.map((u): [string, number, number] => [
            u.unit_id,
            u.total_fuel,
            u.operating_hours,
          ]),
          hours: [q.hours_operating, q.hours_not_operating, q.hours_missing] as [
            number,
            number,
            number,
          ],
        };
      })
      .sort((a, b) => a.id - b.id);
  }

  it('reads two California units, one running with partial hours and one mostly off', async () => {
    const user = await t.signUp();
    const answer = await upload(user, 'california');
    const sums = [...facilitySums('california').values()];
    expect(sums.map((s) => s.off)).toEqual([15, 166]);
    expect(answer.blankHours).toMatchObject({
      notOperating: sums.reduce((n, s) => n + s.off, 0),
      missing: 0,
    });
    expect(await shown(user)).toEqual(expected('california'));
  });

  it("counts an Alaska unit's operated hours without CO2 as missing, its load still summed", async () => {
    const user = await t.signUp();
    const answer = await upload(user, 'alaska');
    const [healy] = [...facilitySums('alaska').values()];
    expect(healy).toMatchObject({ operated: 0, off: 18, missing: 150 });
    expect(answer.blankHours).toMatchObject({ notOperating: 18, missing: 150 });
    expect(await shown(user)).toEqual(expected('alaska'));
  });

  it('estimates the CO2 of the same export read without its CO2 column from the gas it burnt', async () => {
    const user = await t.signUp();
    const withoutCo2 = (o: object) =>
      Object.fromEntries(Object.entries(o).filter(([c]) => c !== 'CO2_emissions_tonnes'));
    const columns = withoutCo2(EPA_HOURLY_PROFILE.columns);
    const units = withoutCo2(EPA_HOURLY_PROFILE.units);
    await upload(user, 'california', {
      ...EPA_HOURLY_PROFILE,
      name: 'EPA CAMD hourly without CO2',
      columns,
      units,
      absent: [...EPA_HOURLY_PROFILE.absent, 'CO2_emissions_tonnes'],
    });
    const sums = [...facilitySums('california')].sort(([a], [b]) => a - b);
    const figures = await shown(user);
    for (const [i, [id, s]] of sums.entries()) {
      // The heat input as fuel energy x 3.6 GJ/MWh x 56.1 kg CO2/GJ (IPCC 2006 default for gas).
      const estimate = (s.fuel * 3.6 * 56.1) / 1000;
      expect(figures[i]).toMatchObject({ id, emissions: Math.round(estimate) });
      // EPA's heat input is gross (HHV), the IPCC factor per net calorific value: read as net, the
      // gas's energy and so its estimate come out above EPA's own CO2 (1.16 times for Moss Landing).
      if (s.emissions > 0) {
        expect(estimate / s.emissions).toBeGreaterThan(1.05);
        expect(estimate / s.emissions).toBeLessThan(1.2);
      }
    }
  });
});
