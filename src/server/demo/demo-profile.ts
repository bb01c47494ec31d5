import { importProfileSchema } from '../../domain/core/imports/import-profile';
import type { Services } from '../services';
import { DEMO_SETUP } from './demo-account';

/**
 * Issue 37: an import profile of the kind a plant historian needs (its own headers, kWh, GJ and kg,
 * day-first dates in Berlin time, decimal commas), so the demo shows a mapping ready to upload through.
 */
export const DEMO_PROFILE = {
  name: 'Historian export (demo data)',
  columns: {
    date: 'Zeitstempel',
    plant_id: 'Anlage',
    plant_name: 'Anlagenname',
    fuel_type: 'Brennstoff',
    electricity_output_MWh: 'Strom [kWh]',
    fuel_consumption_MWh: 'Brennstoffeinsatz [GJ]',
    CO2_emissions_tonnes: 'CO2 [kg]',
  },
  units: { electricity_output_MWh: 'kWh', fuel_consumption_MWh: 'GJ', CO2_emissions_tonnes: 'kg' },
  absent: ['heat_output_MWh', 'CH4_emissions_kg', 'N2O_emissions_kg', 'efficiency_percent'],
  date_format: 'DD.MM.YYYY HH:mm',
  timezone: 'Europe/Berlin',
  decimal: ',',
  delimiter: ';',
};

/** Saves the demo's import profile through the profile rules. */
export async function saveDemoProfile(services: Services, orgId: string): Promise<void> {
  const profile = importProfileSchema.parse(DEMO_PROFILE);
  await services.queries.importProfiles.createProfile(orgId, profile, DEMO_SETUP);
}
