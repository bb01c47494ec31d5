// Test helper: the source stream most calculation tests start from, natural gas on the file's fuel
// energy of the whole plant with every factor the library's; a test gives only what it varies.
import type { PlantStream } from '../source-streams/plant-calculation';

/** A gas stream of the whole plant on its fuel energy (MWh), every factor the library's. */
export const gasStream = (fields: Partial<PlantStream> = {}): PlantStream => ({
  name: 'Main fuel',
  unit_id: null,
  fuel: 'natural_gas',
  method: 'calculation',
  activity_data: 'file_fuel_mwh',
  ncv_gj_per_unit: null,
  emission_factor_t_per_tj: null,
  oxidation_factor: null,
  biomass_fraction: null,
  ...fields,
});
