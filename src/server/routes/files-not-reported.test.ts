// Issue 27 §1: an export without CH4 and N2O, uploaded through a profile that marks them absent, is
// "not reported" in the analysis (never 0), its CO2e is its CO2 and says so; a spec CSV reports
// both, and a range holding both kinds of file says some of its hours lack them. Issue 38: the
// plant's natural gas gives them an estimate, labelled, beside the reported figures.
import { expect, it } from 'vitest';
import { REQUIRED_HEADERS } from '@domain/constants';
import { backfillHistory } from '../scope/backfill-history';
import { HISTORIAN_WITHOUT_GASES as WITHOUT_GASES } from '../testing/historian-profile';
import { describeApi, type TestUser } from '../testing/test-app';

const HEADER =
  'Zeitstempel;Anlage;Anlagenname;Brennstoff;Strom [kWh];Wärme [kWh];Brennstoffeinsatz [kWh];CO2 [kg];Wirkungsgrad [%]';

const pad = (n: number) => String(n).padStart(2, '0');

/** Plant 101's hourly readings of 13 January 2025 (Berlin), 2 t CO2 an hour. */
const historianFile = () =>
  [
    HEADER,
    ...Array.from(
      { length: 24 },
      (_, h) => `13.01.2025 ${pad(h)}:00;101;Block 101;natural_gas;25000;0;62500;2000;40`,
    ),
  ].join('\r\n') + '\r\n';

/** Plant 101's hourly spec rows of 20 January 2025, CH4 and N2O reported. */
const specFile = () =>
  [
    REQUIRED_HEADERS.join(','),
    ...Array.from(
      { length: 24 },
      (_, h) => `2025-01-20 ${pad(h)}:00:00,101,Block 101,natural_gas,25,0,62.5,2,1,0.5,40`,
    ),
  ].join('\n') + '\n';

interface Gas {
  reported: string;
  missingHours: number;
  estimatedHours: number;
}
interface Estimate {
  kg: number;
  fuel_mwh: number;
  factor_kg_per_tj: number;
  label: string;
}
interface AnalysisJson {
  ghgReporting: { hours: number; co2: Gas; ch4: Gas; n2o: Gas };
  inventory: {
    co2Tonnes: number;
    ch4Kg: number;
    totalCO2e: number;
    ch4Hours: number;
    gasEstimates: { ch4: Estimate | null; n2o: Estimate | null };
  }[];
  dailyEmissions: { date: string; CO2: number | null; CH4: number | null; hasData: boolean }[];
}

describeApi('CH4 and N2O not reported', (t) => {
  const upload = async (user: TestUser, name: string, text: string, query = '') => {
    const form = new FormData();
    form.append('file', new File([text], name, { type: 'text/csv' }));
    const res = await t.request(`/api/files${query}`, {
      method: 'POST',
      cookie: user.cookie,
      body: form,
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  const uploadWithoutGases = async (user: TestUser) => {
    const res = await t.request('/api/import-profiles', {
      method: 'POST',
      cookie: user.cookie,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(WITHOUT_GASES),
    });
    expect(res.status).toBe(201);
    const profile = ((await res.json()) as { id: string }).id;
    return upload(user, 'historian.csv', historianFile(), `?profile=${profile}`);
  };
  const analysis = async (user: TestUser, path = '/api/analysis') => {
    const res = await t.request(path, { cookie: user.cookie });
    expect(res.status).toBe(200);
    return (await res.json()) as AnalysisJson;
  };

  it('says CH4 and N2O are not reported, and estimates them from the natural gas, labelled', async () => {
    const user = await t.signUp();
    const fileId = await uploadWithoutGases(user);
    const none = { reported: 'none', missingHours: 24, estimatedHours: 24 };
    const all = { reported: 'all', missingHours: 0, estimatedHours: 0 };
    // 24 h x 62.5 MWh = 1,500 MWh = 5.4 TJ: CH4 5.4 kg (1 kg/TJ), N2O 0.54 kg (0.1 kg/TJ).
    const ch4Kg = 1_500 * 3.6 * (1 / 1000);
    const n2oKg = 1_500 * 3.6 * (0.1 / 1000);
    for (const path of ['/api/analysis', `/api/files/${fileId}/analysis`]) {
      const a = await analysis(user, path);
      expect(a.ghgReporting).toEqual({ hours: 24, co2: all, ch4: none, n2o: none });
      const [plant] = a.inventory;
      expect(plant).toMatchObject({ co2Tonnes: 48, ch4Kg: 0, ch4Hours: 0 });
      expect(plant!.gasEstimates.ch4).toMatchObject({
        fuel_mwh: 1_500,
        factor_kg_per_tj: 1,
        label: 'estimated (IPCC 2006 Tier 1)',
      });
      expect(plant!.gasEstimates.ch4!.kg).toBeCloseTo(ch4Kg, 9);
      expect(plant!.gasEstimates.n2o!.kg).toBeCloseTo(n2oKg, 9);
      // AR4: CH4 25, N2O 298.
      expect(plant!.totalCO2e).toBeCloseTo(48 + (ch4Kg / 1000) * 25 + (n2oKg / 1000) * 298, 9);
      // The plant took the profile's zone: Berlin's day is one day, with data and no CH4: the daily
      // series holds reported figures only (a day's sums name no plant's fuel).
      const days = a.dailyEmissions.filter((d) => d.hasData);
      expect(days.map((d) => d.CH4)).toEqual([null]);
      expect(days.reduce((sum, d) => sum + d.CO2!, 0)).toBe(48);
    }

    // The emissions summary writes an empty CH4 and N2O cell, not 0, for a day with data (and
    // empty SO2 and NOx cells: the file has no such columns).
    const summary = await t.request(`/api/files/${fileId}/reports/emissions-summary`, {
      cookie: user.cookie,
    });
    expect(summary.status).toBe(200);
    const dataRows = (await summary.text()).split(/\r?\n/).filter((l) => l.endsWith(',data'));
    expect(dataRows).toHaveLength(1);
    for (const row of dataRows) expect(row).toMatch(/^\d{4}-\d\d-\d\d,[\d.]+,,,[\d.]+,,,data$/);

    // Read again from its stored bytes (another version's cells, at the next start, and analysis),
    // it is still so.
    await t.db
      .updateTable('csv_files')
      .set({ history_version: 0, analysis_version: 0 })
      .where('id', '=', fileId)
      .execute();
    await backfillHistory(t.services, null);
    expect((await analysis(user, `/api/files/${fileId}/analysis`)).ghgReporting.ch4).toEqual(none);
    expect((await analysis(user)).ghgReporting.n2o).toEqual(none);
  });

  it('counts every hour of a spec CSV as reporting both gases, and a range of both kinds as some', async () => {
    const user = await t.signUp();
    const specId = await upload(user, 'spec.csv', specFile());
    const all = { reported: 'all', missingHours: 0, estimatedHours: 0 };
    const spec = await analysis(user, `/api/files/${specId}/analysis`);
    expect(spec.ghgReporting).toEqual({ hours: 24, co2: all, ch4: all, n2o: all });
    expect(spec.inventory[0]).toMatchObject({
      ch4Kg: 24,
      totalCO2e: 48 + (24 / 1000) * 25 + (12 / 1000) * 298,
    });

    await uploadWithoutGases(user);
    const some = { reported: 'some', missingHours: 24, estimatedHours: 24 };
    expect((await analysis(user)).ghgReporting).toEqual({
      hours: 48,
      co2: all,
      ch4: some,
      n2o: some,
    });
    // The range of the profile's day alone holds none; the spec's day alone all.
    const range = (from: string) => `/api/analysis?from=${from}&to=${from}`;
    expect((await analysis(user, range('2025-01-13'))).ghgReporting.ch4.reported).toBe('none');
    expect((await analysis(user, range('2025-01-20'))).ghgReporting.ch4.reported).toBe('all');
  });
});
