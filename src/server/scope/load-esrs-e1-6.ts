// Issue 38 "ESRS E1-6 datapoints": a calendar year of the user's history, read once: the ETS year
// decides each plant's EU ETS scope, the same rows give each plant's gases for Scope 1.
import { esrsE16, type EsrsE16 } from '@domain/report/esrs-e1-6';
import { etsYear } from '@domain/ets/ets-year';
import { etsYearOfRollup, yearTotals } from '@domain/ets/year-emissions';
import { rollupOfRows } from '../db/rollup-of-rows';
import { today } from '../clock';
import type { Services } from '../services';
import { etsYearInputsOf, etsYearRows, HISTORY, loadEtsYearContext } from './load-ets-year';

/** The E1-6 datapoints of a year of the user's history, with the GWP set of their settings. */
export async function loadEsrsE16(
  services: Pick<Services, 'queries' | 'now'>,
  orgId: string,
  year: number,
): Promise<EsrsE16> {
  const [rows, context] = await Promise.all([
    etsYearRows(services, orgId, HISTORY, year),
    loadEtsYearContext(services, orgId, year, HISTORY, { coverage: false }),
  ]);
  const rollup = rollupOfRows(rows);
  const { register, record, settings, verification } = etsYearInputsOf(context);
  const data = etsYearOfRollup(rollup, year);
  const ets = etsYear(data, register, record, settings, today(services), verification);
  const plants = rollup.plants.flatMap((p) => {
    const totals = yearTotals(p, year);
    return totals ? [{ plant_id: p.plant_id, fuel_type: p.fuel_type, totals }] : [];
  });
  return esrsE16(ets, plants, context.settings.gwp_set);
}
