// Issue 38 "ESRS E1-6 datapoints": a calendar year of the user's history, read once: the ETS year
// decides each plant's EU ETS scope and the CO2 it counts, the same rows give each plant's other
// gases for Scope 1.
import { esrsE16, type EsrsE16 } from '@domain/report/esrs-e1-6';
import { etsYear } from '@domain/ets/ets-year';
import { countsMeasuredCo2 } from '@domain/ets/plant-co2-basis';
import { etsYearOfRollup, yearTotals } from '@domain/ets/year-emissions';
import { rollupOfRows } from '../db/rollup-of-rows';
import { today } from '../clock';
import type { Services } from '../services';
import { etsYearInputsOf, etsYearRows, HISTORY, loadEtsYearContext } from './load-ets-year';
import { lockedEtsYear } from './locked-years';

/**
 * The E1-6 datapoints of a year of the user's history, with the GWP set of their settings. Each
 * plant's CO2 is the one its ETS year counts (measured, or calculated from its source streams or
 * fuel type), so that the regulated share and the ETS year agree; a locked year's is its kept one.
 */
export async function loadEsrsE16(
  services: Pick<Services, 'queries' | 'now'>,
  orgId: string,
  year: number,
): Promise<EsrsE16> {
  const [rows, context, locked] = await Promise.all([
    etsYearRows(services, orgId, HISTORY, year),
    loadEtsYearContext(services, orgId, year, HISTORY, { coverage: false }),
    lockedEtsYear(services, orgId, year),
  ]);
  const rollup = rollupOfRows(rows);
  const { register, record, settings, verification } = etsYearInputsOf(context);
  const data = etsYearOfRollup(rollup, year, context.streams);
  const ets = locked ?? etsYear(data, register, record, settings, today(services), verification);
  const counted = new Map(ets.plants.map((p) => [p.plant_id, p]));
  const plants = rollup.plants.flatMap((p) => {
    const totals = yearTotals(p, year);
    if (!totals) return [];
    const inEts = counted.get(p.plant_id);
    const co2Tonnes = inEts?.co2_t ?? totals.co2Tonnes;
    // A calculated CO2 covers every hour; a measured one only those reporting CO2 (issue 38), the
    // others estimated from the fuel as the analysis does.
    const co2Hours = inEts && !countsMeasuredCo2(inEts.co2_basis) ? totals.hours : totals.co2Hours;
    const own = { ...totals, co2Tonnes, co2Hours };
    return [{ plant_id: p.plant_id, fuel_type: p.fuel_type, totals: own }];
  });
  return esrsE16(ets, plants, context.settings.gwp_set);
}
