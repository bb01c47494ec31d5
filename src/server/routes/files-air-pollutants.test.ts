// SO2 and NOx: summed per plant from a spec CSV's optional columns or from a US export's pounds
// through a profile, kept in the history, written in the plant performance export; a file without
// them reads "not reported".
import { expect, it } from 'vitest';
import { csvHeader } from '@domain/testing/csv-header';
import { describeApi, type TestUser } from '../testing/test-app';

const pad = (n: number) => String(n).padStart(2, '0');
const KG_PER_LB = 0.45359237;

/** Plant 7's 24 hours of 3 March 2025: SO2 and NOx in kg rising by the hour. */
const so2 = (h: number) => 10 + h * 0.5;
const nox = (h: number) => 30 + h * 0.25;
const specRow = (h: number) => `2025-03-03 ${pad(h)}:00:00,7,Unit 7,coal,100,0,250,90,1,0.5,40`;
const hours = Array.from({ length: 24 }, (_, h) => h);
const sum = (f: (h: number) => number) => hours.reduce((s, h) => s + f(h), 0);

const withPollutants = () =>
  [
    `${csvHeader()},SO2_emissions_kg,NOx_emissions_kg`,
    ...hours.map((h) => `${specRow(h)},${so2(h)},${nox(h)}`),
  ].join('\n') + '\n';
const withoutPollutants = () => [csvHeader(), ...hours.map(specRow)].join('\n') + '\n';

/** A US export: pounds of SO2 and NOx per hour beside the spec's other columns. */
const US_PROFILE = {
  name: 'US export',
  columns: {
    date: 'OP_DATE_TIME',
    plant_id: 'ORISPL_CODE',
    plant_name: 'FACILITY_NAME',
    fuel_type: 'FUEL',
    electricity_output_MWh: 'GLOAD (MWh)',
    heat_output_MWh: 'HEAT (MWh)',
    fuel_consumption_MWh: 'FUEL (MWh)',
    CO2_emissions_tonnes: 'CO2_MASS (tons)',
    CH4_emissions_kg: 'CH4 (kg)',
    N2O_emissions_kg: 'N2O (kg)',
    efficiency_percent: 'EFF (%)',
    SO2_emissions_kg: 'SO2_MASS (lbs)',
    NOx_emissions_kg: 'NOX_MASS (lbs)',
  },
  units: { SO2_emissions_kg: 'lb', NOx_emissions_kg: 'lb' },
};
const usExport = () =>
  [
    'OP_DATE_TIME,ORISPL_CODE,FACILITY_NAME,FUEL,GLOAD (MWh),HEAT (MWh),FUEL (MWh),CO2_MASS (tons),CH4 (kg),N2O (kg),EFF (%),SO2_MASS (lbs),NOX_MASS (lbs)',
    ...hours.map(
      (h) => `2025-03-03 ${pad(h)}:00:00,7,Unit 7,coal,100,0,250,90,1,0.5,40,${so2(h)},${nox(h)}`,
    ),
  ].join('\n') + '\n';

interface Plant {
  co2Tonnes: number;
  totalCO2e: number;
  so2Kg: number;
  noxKg: number;
  so2Hours: number;
  noxHours: number;
}

describeApi('SO2 and NOx', (t) => {
  const upload = async (user: TestUser, text: string, query = '') => {
    const form = new FormData();
    form.append('file', new File([text], 'plant.csv', { type: 'text/csv' }));
    const res = await t.request(`/api/files${query}`, {
      method: 'POST',
      cookie: user.cookie,
      body: form,
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  const inventory = async (user: TestUser, path: string) => {
    const res = await t.request(path, { cookie: user.cookie });
    expect(res.status).toBe(200);
    return ((await res.json()) as { inventory: Plant[] }).inventory;
  };
  const performanceRow = async (user: TestUser, fileId: string) => {
    const res = await t.request(`/api/files/${fileId}/reports/plant-performance`, {
      cookie: user.cookie,
    });
    expect(res.status).toBe(200);
    const [header, row] = (await res.text()).split(/\r?\n/);
    const cells = row!.split(',');
    return Object.fromEntries(header!.split(',').map((h, k) => [h, cells[k]]));
  };

  it("sums each plant's SO2 and NOx from a spec CSV, in the file and in the history", async () => {
    const user = await t.signUp();
    const fileId = await upload(user, withPollutants());
    for (const path of [`/api/files/${fileId}/analysis`, '/api/analysis']) {
      const [plant] = await inventory(user, path);
      expect(plant!.so2Kg).toBeCloseTo(sum(so2), 9);
      expect(plant!.noxKg).toBeCloseTo(sum(nox), 9);
      expect(plant).toMatchObject({ so2Hours: 24, noxHours: 24 });
    }
    expect(await performanceRow(user, fileId)).toMatchObject({
      SO2_kg: String(sum(so2)),
      NOx_kg: String(sum(nox)),
    });
  });

  it('reads "not reported" for a file without them, its other figures unchanged', async () => {
    const user = await t.signUp();
    const withId = await upload(user, withPollutants());
    const withoutUser = await t.signUp();
    const withoutId = await upload(withoutUser, withoutPollutants());
    const [withPlant] = await inventory(user, `/api/files/${withId}/analysis`);
    const [withoutPlant] = await inventory(withoutUser, `/api/files/${withoutId}/analysis`);
    expect(withoutPlant).toMatchObject({ so2Kg: 0, noxKg: 0, so2Hours: 0, noxHours: 0 });
    expect({ ...withoutPlant, so2Kg: 0, noxKg: 0, so2Hours: 0, noxHours: 0 }).toEqual({
      ...withPlant,
      so2Kg: 0,
      noxKg: 0,
      so2Hours: 0,
      noxHours: 0,
    });
    expect(await performanceRow(withoutUser, withoutId)).toMatchObject({
      SO2_kg: 'not reported',
      NOx_kg: 'not reported',
    });
  });

  it('converts the pounds of a US export mapped through a profile', async () => {
    const user = await t.signUp();
    const res = await t.request('/api/import-profiles', {
      method: 'POST',
      cookie: user.cookie,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(US_PROFILE),
    });
    expect(res.status).toBe(201);
    const profile = ((await res.json()) as { id: string }).id;
    const fileId = await upload(user, usExport(), `?profile=${profile}`);
    const [plant] = await inventory(user, `/api/files/${fileId}/analysis`);
    expect(plant!.so2Kg).toBeCloseTo(sum(so2) * KG_PER_LB, 9);
    expect(plant!.noxKg).toBeCloseTo(sum(nox) * KG_PER_LB, 9);
    expect(plant).toMatchObject({ so2Hours: 24, noxHours: 24 });
  });
});
