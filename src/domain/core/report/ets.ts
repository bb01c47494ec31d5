// The EU ETS part of the report (data §9, DESIGN.md "Domain facts").
import {
  ETS_EXCESS_EMISSIONS_PENALTY_EUR_PER_T,
  ETS_REPORT_DEADLINE,
  ETS_SURRENDER_DEADLINE,
  NATIONAL_POWER_SECTOR_BASE_T,
  VERIFIED_EMISSIONS_RATIO,
} from '../constants';
import { num, pct } from '../format';
import { round } from '../round';
import { percent, tonnes, type ReportContext } from './figures';
import { section, type ReportPart } from './section';
import type { EtsCompliance } from './types';

// The national share is a small percentage: 4 decimals keep it readable (0.0467 %).
const NATIONAL_SHARE_DECIMALS = 4;

/**
 * The EU ETS section: CO2 only counts for combustion (tCO2), the 98 % verified estimate (tCO2e),
 * deadlines, the 100 EUR/t penalty and the share of the national base (%).
 */
export function etsCompliance(ctx: ReportContext): ReportPart<EtsCompliance> {
  const a = ctx.aggregated;
  const sum = (f: (x: ReportContext['facilities'][number]) => number) =>
    ctx.facilities.reduce((s, x) => s + f(x), 0);
  const verifiedEmissions = tonnes(sum((x) => x.verifiedEmissions));
  const verificationRatioPct = percent(VERIFIED_EMISSIONS_RATIO * 100);
  const nextYear = ctx.period.year + 1;
  const reportDeadline = `${ETS_REPORT_DEADLINE} ${nextYear}`;
  const surrenderDeadline = `${ETS_SURRENDER_DEADLINE} ${nextYear}`;
  const nationalSharePct = round(
    (a.totalCO2Emissions / NATIONAL_POWER_SECTOR_BASE_T) * 100,
    NATIONAL_SHARE_DECIMALS,
  );
  const excludedEmissions = tonnes(a.totalCH4CO2e + a.totalN2OCO2e);

  const coverage =
    `For fuel combustion the EU ETS covers CO2 only: the ${num(a.totalCO2Emissions, 1)} tCO2 ${ctx.span} count against ` +
    `allowances (one allowance = 1 tCO2e); CH4 (${num(a.totalCH4CO2e, 1)} tCO2e) and N2O (${num(a.totalN2OCO2e, 1)} tCO2e) ` +
    `stay in the GHG inventory and do not.`;
  const verified =
    `Verified emissions are estimated at ${pct(verificationRatioPct, 0)} of the ${num(a.totalGHGEmissions, 1)} tCO2e reported, ` +
    `${num(verifiedEmissions, 1)} tCO2e, until the accredited verifier's statement replaces the estimate.`;
  const deadlines =
    `For the ${ctx.period.year} emissions: report verified emissions by ${reportDeadline} and surrender allowances ` +
    `by ${surrenderDeadline}.`;
  const penalty =
    `Each tonne of the ${num(a.totalCO2Emissions, 1)} tCO2 not covered by a surrendered allowance by then costs an ` +
    `excess-emissions penalty of ${ETS_EXCESS_EMISSIONS_PENALTY_EUR_PER_T} EUR (indexed) and must still be surrendered.`;
  const share =
    `The ${num(a.totalCO2Emissions, 1)} tCO2 are ${pct(nationalSharePct, NATIONAL_SHARE_DECIMALS)} of the national ` +
    `power-sector base of ${num(NATIONAL_POWER_SECTOR_BASE_T)} t.`;

  const data: EtsCompliance = {
    coveredGases: ['CO2'],
    coveredEmissions: a.totalCO2Emissions,
    excludedEmissions,
    verifiedEmissions,
    verificationRatioPct,
    penaltyEurPerTonne: ETS_EXCESS_EMISSIONS_PENALTY_EUR_PER_T,
    reportDeadline,
    surrenderDeadline,
    nationalPowerSectorBaseT: NATIONAL_POWER_SECTOR_BASE_T,
    nationalSharePct,
    statements: [coverage, verified, deadlines, penalty, share],
  };
  return {
    data,
    section: section('EU Emissions Trading System', coverage, [
      section('Verified emissions', verified),
      section('Deadlines and penalty', `${deadlines} ${penalty}`),
      section('National share', share),
    ]),
  };
}
