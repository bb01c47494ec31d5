// A real public file: a week of US EPA Air Markets Program Data (AMPD) hourly emissions for two
// California units, Moss Landing 1A (running, with start-up and shut-down hours of a share of an
// hour) and Yuba City Energy Center 2 (mostly off: OP_TIME 0 and blank measures). The rows are
// EPA's own, 01-01-2019 to 01-07-2019, as published in the 1,000-row extracts of the notebook
// interactive/interactive-notebook.nb.html of github.com/traceybit/dt-workshop (a data.table
// workshop that downloaded them from ampd.epa.gov), written back in EPA's 24 columns with R's NA
// as the blank cell EPA writes. Read through the documented EPA profile, in California's standard
// time; every figure is checked against sums this test computes from the file itself.
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { EPA_HOURLY_HEADER, EPA_HOURLY_PROFILE } from '../../domain/core/testing/epa-hourly';
import { describeApi } from '../testing/test-app';

const FILE = readFileSync(
  new URL('../testing/public-data/epa-ampd-2019-01-ca.csv', import.meta.url),
  'utf8',
);
const TONNES_PER_SHORT_TON = 0.90718474;
const MWH_PER_MMBTU = 1055.05585262 / 3600;

/** The file's rows as records of its header (no cell of this file holds a comma). */
function rows(): Record<(typeof EPA_HOURLY_HEADER)[number], string>[] {
  const [header, ...lines] = FILE.trim().split(/\r\n/);
  expect(header!.split(',')).toEqual(EPA_HOURLY_HEADER);
  return lines.map(
    (line) =>
      Object.fromEntries(line.split(',').map((cell, i) => [EPA_HOURLY_HEADER[i], cell])) as Record<
        (typeof EPA_HOURLY_HEADER)[number],
        string
      >,
  );
}

/** Each facility's sums as EPA's columns define them: a load in MW runs for the share operated. */
function facilitySums() {
  const out = new Map<
    number,
    { electricity: number; emissions: number; fuel: number; operated: number; off: number }
  >();
  for (const r of rows()) {
    const id = Number(r.ORISPL_CODE);
    const s = out.get(id) ?? { electricity: 0, emissions: 0, fuel: 0, operated: 0, off: 0 };
    const share = Number(r.OP_TIME);
    if (share === 0) {
      expect([r['GLOAD (MW)'], r['CO2_MASS (tons)'], r['HEAT_INPUT (mmBtu)']]).toEqual([
        '',
        '',
        '',
      ]);
      s.off++;
    } else {
      s.operated++;
      s.electricity += Number(r['GLOAD (MW)']) * share;
      s.emissions += Number(r['CO2_MASS (tons)']) * TONNES_PER_SHORT_TON;
      s.fuel += Number(r['HEAT_INPUT (mmBtu)']) * MWH_PER_MMBTU;
    }
    out.set(id, s);
  }
  return out;
}

describeApi('a week of EPA AMPD hourly data for two California units', (t) => {
  it('reads every hour of the public file and sums it as EPA defines its columns', async () => {
    const user = await t.signUp();
    const saved = await t.request('/api/import-profiles', {
      method: 'POST',
      cookie: user.cookie,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...EPA_HOURLY_PROFILE, timezone: '-08:00' }),
    });
    expect(saved.status).toBe(201);
    const { id } = (await saved.json()) as { id: string };
    const form = new FormData();
    form.append('file', new File([FILE], 'epa-ampd-2019-01-ca.csv', { type: 'text/csv' }));
    const upload = await t.request(`/api/files?profile=${id}`, {
      method: 'POST',
      cookie: user.cookie,
      body: form,
    });
    expect(upload.status).toBe(201);
    const sums = facilitySums();
    const off = [...sums.values()].reduce((n, s) => n + s.off, 0);
    expect(off).toBeGreaterThan(100);
    expect(((await upload.json()) as { blankHours: unknown }).blankHours).toMatchObject({
      notOperating: off,
      missing: 0,
    });

    const analysis = (await (await t.request('/api/analysis', { cookie: user.cookie })).json()) as {
      plants: {
        plant_id: number;
        total_electricity: number;
        total_emissions: number;
        units: { unit_id: string; total_fuel: number; operating_hours: number }[];
      }[];
    };
    const figures = analysis.plants
      .map((p) => ({
        id: p.plant_id,
        electricity: p.total_electricity,
        emissions: p.total_emissions,
        units: p.units.map((u) => [u.unit_id, u.total_fuel, u.operating_hours]),
      }))
      .sort((a, b) => a.id - b.id);
    expect(figures).toEqual([
      {
        id: 260,
        electricity: Math.round(sums.get(260)!.electricity),
        emissions: Math.round(sums.get(260)!.emissions),
        units: [['1A', Math.round(sums.get(260)!.fuel), sums.get(260)!.operated]],
      },
      {
        id: 10349,
        electricity: Math.round(sums.get(10349)!.electricity),
        emissions: Math.round(sums.get(10349)!.emissions),
        units: [['2', Math.round(sums.get(10349)!.fuel), sums.get(10349)!.operated]],
      },
    ]);

    const quality = (await (await t.request('/api/quality', { cookie: user.cookie })).json()) as {
      plants: {
        plant_id: number;
        hours_operating: number;
        hours_not_operating: number;
        hours_missing: number;
      }[];
    };
    expect(
      quality.plants
        .map((p) => [p.plant_id, p.hours_operating, p.hours_not_operating, p.hours_missing])
        .sort((a, b) => a[0]! - b[0]!),
    ).toEqual([
      [260, sums.get(260)!.operated, sums.get(260)!.off, 0],
      [10349, sums.get(10349)!.operated, sums.get(10349)!.off, 0],
    ]);
  });
});
