// The EU ETS part of the report (data §9, DESIGN.md "Domain facts"), stated from the ETS year of
// the report's last year (issue 11): the same figures as the permit card and Overview.
import { VERIFIED_EMISSIONS_RATIO } from '../constants';
import {
  allowancesText,
  deadlinesText,
  penaltyText,
  positionText,
  projectionBasis,
  verifiedText,
} from '../ets/ets-words';
import type { EtsYear } from '../ets/ets-year';
import { num, pct } from '../format';
import { round } from '../round';
import { percent, tonnes, type ReportContext } from './figures';
import { section, type ReportPart } from './section';
import type { EtsCompliance } from './types';

/**
 * The EU ETS section: the year's CO2 of the plants in scope (combustion: CO2 only), the allowances
 * and the position, the deadlines and the penalty exposure and the 98 % verified estimate (tCO2e).
 * The spec's share of a national power-sector base is left out: that base was not the user's figure.
 */
export function etsCompliance(ctx: ReportContext, ets: EtsYear): ReportPart<EtsCompliance> {
  const a = ctx.aggregated;
  const verifiedEmissions = tonnes(ctx.facilities.reduce((s, x) => s + x.verifiedEmissions, 0));
  const verificationRatioPct = percent(VERIFIED_EMISSIONS_RATIO * 100);
  const covered = tonnes(ets.verified_co2_t);
  const excludedEmissions = tonnes(a.totalCH4CO2e + a.totalN2OCO2e);

  const coverage =
    `For fuel combustion the EU ETS covers CO2 only: in ${ets.year}, ${verifiedText(ets)} count against ` +
    `allowances (one allowance = 1 tCO2); CH4 (${num(a.totalCH4CO2e, 1)} tCO2e) and N2O (${num(a.totalN2OCO2e, 1)} tCO2e) ` +
    `${ctx.span} stay in the GHG inventory and do not.`;
  const position =
    `Allowances for ${ets.year}: ${allowancesText(ets)}; position: ${positionText(ets)}.` +
    projectionBasis(ets);
  const verified =
    `Verified emissions are estimated at ${pct(verificationRatioPct, 0)} of the ${num(a.totalGHGEmissions, 1)} tCO2e reported, ` +
    `${num(verifiedEmissions, 1)} tCO2e, until the accredited verifier's statement replaces the estimate.`;
  const deadlines = `For the ${ets.year} emissions: ${deadlinesText(ets)}.`;
  const penalty = `Excess emissions penalty: ${penaltyText(ets)}.`;

  const data: EtsCompliance = {
    year: ets.year,
    coveredGases: ['CO2'],
    coveredEmissions: covered,
    plantsInScope: ets.plants.filter((p) => p.in_ets).map((p) => p.plant_id),
    allowances: ets.allowances_t,
    allowancesCounted: allowancesText(ets),
    position: tonnes(ets.position_t),
    eurPerEua: ets.price_eur_per_t,
    costToCoverEur: round(ets.cost_to_cover_eur, 2),
    outstanding: tonnes(ets.outstanding_t),
    penaltyExposureEur: round(ets.penalty_exposure_eur, 2),
    excludedEmissions,
    verifiedEmissions,
    verificationRatioPct,
    penaltyEurPerTonne: ets.penalty_eur_per_t,
    reportDeadline: ets.report_due,
    surrenderDeadline: ets.surrender_due,
    statements: [coverage, position, verified, deadlines, penalty],
  };
  return {
    data,
    section: section('EU Emissions Trading System', coverage, [
      section('Allowances and position', position),
      section('Deadlines and penalty', `${deadlines} ${penalty}`),
      section('Verified emissions', verified),
    ]),
  };
}
