import { importProfileSchema } from '@domain/imports/import-profile';
import type { Services } from '../services';
import { DEMO_SETUP } from './demo-account';

/**
 * Issue 37: an import profile of the kind a plant's SCADA export needs (its own headers, kWh, GJ,
 * kg and g, day-first dates in Irish time), so the demo shows a mapping ready to upload through.
 */
export const DEMO_PROFILE = {
  name: 'SCADA export (demo data)',
  columns: {
    date: 'Timestamp',
    plant_id: 'Unit ID',
    plant_name: 'Unit name',
    fuel_type: 'Fuel',
    electricity_output_MWh: 'Net generation (kWh)',
    heat_output_MWh: 'Heat delivered (GJ)',
    fuel_consumption_MWh: 'Fuel input (GJ)',
    CO2_emissions_tonnes: 'CO2 (kg)',
    CH4_emissions_kg: 'CH4 (g)',
    N2O_emissions_kg: 'N2O (g)',
  },
  units: {
    electricity_output_MWh: 'kWh',
    heat_output_MWh: 'GJ',
    fuel_consumption_MWh: 'GJ',
    CO2_emissions_tonnes: 'kg',
    CH4_emissions_kg: 'g',
    N2O_emissions_kg: 'g',
  },
  absent: ['efficiency_percent'],
  date_format: 'DD/MM/YYYY HH:mm',
  timezone: 'Europe/Dublin',
};

/** Saves the demo's import profile through the profile rules. */
export async function saveDemoProfile(services: Services, orgId: string): Promise<void> {
  const profile = importProfileSchema.parse(DEMO_PROFILE);
  await services.queries.importProfiles.createProfile(orgId, profile, DEMO_SETUP);
}
