import type { SavedRegisterRow } from '../register/register';

/** A saved plant-register row of plant 1 with nothing declared, then the given fields. */
export function savedRegisterRow(fields: Partial<SavedRegisterRow>): SavedRegisterRow {
  return {
    plant_id: 1,
    country: null,
    sector: null,
    capacity_mw: null,
    ets_installation_id: null,
    in_ets: null,
    sec_reporting: null,
    renewable_share: null,
    notes: null,
    timezone: null,
    confirmed: false,
    updated_at: null,
    ...fields,
  };
}
