// The EU ETS part of the report (data §9, docs/design.md "Domain facts"), stated from the ETS year of
// the report's last year (issue 11): the same figures as the permit card and Overview.
import { gasText, withLabel } from '../analysis/ghg-reporting';
import {
  allowancesText,
  deadlinesText,
  etsNextSteps,
  penaltyText,
  positionFigure,
  positionText,
  projectionBasis,
  etsCo2Figure,
  etsCo2Text,
  etsCoverageFigures,
  etsCoverageText,
  reportDeadlineFigure,
  surrenderDeadlineFigure,
  type DeadlineFigure,
} from '../ets/ets-words';
import { inDeclaredScope, owedCo2, type EtsYear } from '../ets/ets-year';
import { num } from '../format';
import { round } from '../round';
import { tonnes, type ReportContext } from './figures';
import { section, type ReportPart } from './section';
import type { EtsCompliance, ReportFigure } from './types';

/** "Allowance surrender due 2026-09-30: passed 58 days ago", its note under it. */
const deadlineFigure = (what: string, f: DeadlineFigure): ReportFigure => ({
  label: `${what} due ${f.due}`,
  value: f.value,
  note: f.note,
});

export const OPINIONS = {
  satisfactory: 'satisfactory',
  satisfactory_with_comments: 'satisfactory with comments',
  not_satisfactory: 'not satisfactory',
} as const;

/**
 * The year's CO2 as the verifier's statement gives it, with the statement's verifier, date and
 * opinion in the note; without a statement, the reported CO2 and that none is recorded.
 */
function verificationFigure(ets: EtsYear): ReportFigure {
  const reported = `${num(ets.reported_co2_t, 1)} tCO2`;
  const v = ets.verification;
  if (!v) {
    return {
      label: `Reported CO2 ${ets.year}`,
      value: reported,
      note: "from the uploaded data; no verifier's statement recorded",
    };
  }
  return {
    label: `Verified CO2 ${ets.year}`,
    value: `${num(v.verified_co2_t, 1)} tCO2`,
    note:
      `statement by ${v.verifier} on ${v.verified_on}, opinion: ${OPINIONS[v.opinion]}; ` +
      `${reported} reported from the uploaded data`,
  };
}

/**
 * The EU ETS section: the year's CO2 of the plants in scope (combustion: CO2 only), the allowances
 * and the position, the deadlines and the penalty exposure, whether the CO2 is reported or verified
 * (by whom and when). The spec's share of a national power-sector base is left out: that base was
 * not the user's figure.
 */
export function etsCompliance(ctx: ReportContext, ets: EtsYear): ReportPart<EtsCompliance> {
  const a = ctx.aggregated;
  const covered = tonnes(owedCo2(ets));
  const excludedEmissions = tonnes((a.totalCH4CO2e ?? 0) + (a.totalN2OCO2e ?? 0));

  const coverage =
    `For fuel combustion the EU ETS covers CO2 only: in ${ets.year}, ${etsCo2Text(ets)} count against ` +
    `allowances (one allowance = 1 tCO2); CH4 (${withLabel(gasText(a.totalCH4CO2e, 1, 'tCO2e'), a.ch4Basis)}) and N2O (${withLabel(gasText(a.totalN2OCO2e, 1, 'tCO2e'), a.n2oBasis)}) ` +
    `${ctx.span} stay in the GHG inventory and do not.`;
  const position =
    `Allowances for ${ets.year}: ${allowancesText(ets)}; position: ${positionText(ets)}.` +
    projectionBasis(ets);
  const verification = verificationFigure(ets);
  // The exports' sentence says what the PDF's figure line says.
  const verified = `${verification.label}: ${verification.value} (${verification.note}).`;
  const basis = etsCoverageText(ets);
  const readings = basis ? `What the reported CO2 rests on: ${basis}.` : null;
  const coverageFigures = etsCoverageFigures(ets);
  const deadlines = `For the ${ets.year} emissions: ${deadlinesText(ets)}.`;
  const penalty = `Excess emissions penalty: ${penaltyText(ets)}.`;

  const data: EtsCompliance = {
    year: ets.year,
    coveredGases: ['CO2'],
    coveredEmissions: covered,
    plantsInScope: ets.plants.filter(inDeclaredScope).map((p) => p.plant_id),
    scopeNotDeclared: {
      plants: ets.scope_not_declared.plant_ids,
      emissions: tonnes(ets.scope_not_declared.co2_t),
    },
    allowances: ets.allowances_t,
    allowancesCounted: allowancesText(ets),
    position: tonnes(ets.position_t),
    eurPerEua: ets.price_eur_per_t,
    costToCoverEur: round(ets.cost_to_cover_eur, 2),
    outstanding: tonnes(ets.outstanding_t),
    penaltyExposureEur: round(ets.penalty_exposure_eur, 2),
    excludedEmissions,
    emissionsStatus: ets.status,
    reportedEmissions: tonnes(ets.reported_co2_t),
    verifiedEmissions: ets.verified_co2_t === null ? null : tonnes(ets.verified_co2_t),
    verification: ets.verification,
    penaltyEurPerTonne: ets.penalty_eur_per_t,
    reportDeadline: ets.report_due,
    surrenderDeadline: ets.surrender_due,
    passedDeadlines: ets.days_to_report_due < 0 ? deadlinesText(ets) : null,
    nextSteps: etsNextSteps(ets),
    statements: [coverage, ...(readings ? [readings] : []), position, verified, deadlines, penalty],
  };
  return {
    data,
    section: section('EU Emissions Trading System', coverage, [
      ...(coverageFigures
        ? [{ ...section('Readings and substitute', ''), figures: coverageFigures }]
        : []),
      {
        ...section('Allowances and position', projectionBasis(ets).trim()),
        figures: [
          { label: 'Position', ...positionFigure(ets) },
          { label: ets.verification ? 'Verified CO2' : 'Reported CO2', ...etsCo2Figure(ets) },
          { label: `Allowances ${ets.year}`, value: allowancesText(ets), note: null },
        ],
      },
      {
        ...section('Deadlines and penalty', ''),
        figures: [
          deadlineFigure('Verified emissions report', reportDeadlineFigure(ets)),
          deadlineFigure('Allowance surrender', surrenderDeadlineFigure(ets)),
          { label: 'Excess emissions penalty', value: penaltyText(ets), note: null },
        ],
      },
      {
        ...section(ets.verification ? 'Verified emissions' : 'Reported, not verified', ''),
        figures: [verification],
      },
    ]),
  };
}
