// Issue 27: a plant historian's export as an import profile maps it: German headers, kWh and kg,
// semicolons and decimal commas, local Berlin time; and saving it as a user's profile.
import type { ApiContext, TestUser } from './test-app';

export const HISTORIAN = {
  name: 'Historian export',
  columns: {
    date: 'Zeitstempel',
    plant_id: 'Anlage',
    plant_name: 'Anlagenname',
    fuel_type: 'Brennstoff',
    electricity_output_MWh: 'Strom [kWh]',
    heat_output_MWh: 'Wärme [kWh]',
    fuel_consumption_MWh: 'Brennstoffeinsatz [kWh]',
    CO2_emissions_tonnes: 'CO2 [kg]',
    CH4_emissions_kg: 'CH4 [kg]',
    N2O_emissions_kg: 'N2O [kg]',
    efficiency_percent: 'Wirkungsgrad [%]',
  },
  units: {
    electricity_output_MWh: 'kWh',
    heat_output_MWh: 'kWh',
    fuel_consumption_MWh: 'kWh',
    CO2_emissions_tonnes: 'kg',
  },
  date_format: 'DD.MM.YYYY HH:mm',
  timezone: 'Europe/Berlin',
  decimal: ',',
  delimiter: ';',
};

/** The historian's export without CH4 and N2O columns: the profile marks them absent. */
export const HISTORIAN_WITHOUT_GASES = {
  ...HISTORIAN,
  name: 'Historian without CH4 and N2O',
  columns: Object.fromEntries(
    Object.entries(HISTORIAN.columns).filter(
      ([c]) => !['CH4_emissions_kg', 'N2O_emissions_kg'].includes(c),
    ),
  ),
  absent: ['CH4_emissions_kg', 'N2O_emissions_kg'],
};

/** Saves HISTORIAN (or another profile) as the user's import profile through the API; its id. */
export async function saveHistorianProfile(
  t: ApiContext,
  user: TestUser,
  profile: object = HISTORIAN,
): Promise<string> {
  const res = await t.request('/api/import-profiles', {
    method: 'POST',
    cookie: user.cookie,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(profile),
  });
  if (res.status !== 201) throw new Error(`saving the historian profile answered ${res.status}`);
  return ((await res.json()) as { id: string }).id;
}
