import type { AssumableField } from '@domain/analysis/register-entry-schema';
import { num, pct } from '@domain/format';
import type { PlantRegisterEntry } from '@web/lib/get-plant-register';

const yesNo = (v: boolean) => (v ? 'Yes' : 'No');

/** One fact of the register: the field that may be assumed, its label and its value in words. */
export interface RegisterFactSpec {
  field: AssumableField;
  label: string;
  text: (entry: PlantRegisterEntry) => string;
}

/** The register's facts of a plant, each as the register screen and the plant page word it. */
export const REGISTER_FACTS: readonly RegisterFactSpec[] = [
  { field: 'country', label: 'Country', text: (e) => e.country },
  { field: 'sector', label: 'Sector', text: (e) => e.sector },
  {
    field: 'capacity_mw',
    label: 'Capacity',
    text: (e) => (e.capacity_mw === null ? 'Not declared' : `${num(e.capacity_mw, 1)} MW`),
  },
  { field: 'ets_installation_id', label: 'ETS ID', text: (e) => e.ets_installation_id ?? 'None' },
  { field: 'in_ets', label: 'In EU ETS', text: (e) => yesNo(e.in_ets) },
  { field: 'sec_reporting', label: 'SEC rule', text: (e) => yesNo(e.sec_reporting) },
  { field: 'renewable_share', label: 'Renewables', text: (e) => pct(e.renewable_share) },
];
