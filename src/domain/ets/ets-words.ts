// Issue 11: the ETS year in the words every screen, the compliance assistant and the PDF use, so
// that the permit card, Overview, the assistant, the Benchmarking chip and the report say the same.
import type { ComplianceCheck, PermitAnalysis, TrafficLight } from '../analysis/types';
import { count, num, pct } from '../format';
import { daysInYear, inDeclaredScope, owedCo2, tooFewDaysToOrder, type EtsYear } from './ets-year';
import { calculatedCo2, co2BasisWords, corroborationWords } from './co2-basis-words';

/** data §4: the permit badge labels (green Active, yellow Warning, red Critical). */
export const PERMIT_STATUS_LABELS: Record<TrafficLight, string> = {
  green: 'Active',
  yellow: 'Warning',
  red: 'Critical',
};

/** The year's allowances and what they are counted from: "5 permits x 100,000 t + 300 free = 500,300 EUAs". */
export function allowancesText(ets: EtsYear): string {
  const r = ets.record;
  if (!r) return `no allowances recorded for ${ets.year}`;
  const base =
    ets.allowance_basis === 'euas'
      ? `${num(r.allowances_eua ?? 0)} EUAs entered`
      : `${count(r.active_permits, 'permit')} x ${num(ets.permit_block_t)} t`;
  const moves = [
    r.free_allocation > 0 ? ` + ${num(r.free_allocation)} free allocation` : '',
    r.purchased > 0 ? ` + ${num(r.purchased)} bought` : '',
    r.sold > 0 ? ` - ${num(r.sold)} sold` : '',
  ].join('');
  return moves || ets.allowance_basis === 'permits'
    ? `${base}${moves} = ${num(ets.allowances_t)} EUAs`
    : base;
}

/** A figure and the short note of what it rests on (null when it needs none). */
export interface FigureWithNote {
  value: string;
  note: string | null;
}

/** "30 of 365 days with data" when the data do not cover the whole year; null when they do. */
function daysWithDataText(ets: EtsYear): string | null {
  const days = daysInYear(ets.year);
  return ets.days_with_data < days ? `${num(ets.days_with_data)} of ${days} days with data` : null;
}

/**
 * The part of the reported CO2 calculated, not measured (issue 38): "272.4 t of it calculated from
 * source streams or fuel types, not measured"; null when all of it is measured.
 */
function calculatedText(ets: EtsYear): string | null {
  const calculated = calculatedCo2(ets);
  return calculated > 0
    ? `${num(calculated, 1)} t of it calculated from source streams or fuel types, not measured`
    : null;
}

/**
 * The plants in scope and their CO2, reported (what the data says) or verified (by whom and when),
 * saying when a scope is assumed and when the data does not cover the whole year:
 * "128,883.7 t CO2 reported of 3 plants declared in EU ETS scope (30 of 365 days with data)".
 */
export function etsCo2Text(ets: EtsYear): string {
  const inScope = ets.plants.filter(inDeclaredScope);
  const days = daysWithDataText(ets);
  const v = ets.verification;
  const figure = v
    ? `${num(v.verified_co2_t, 1)} t CO2 verified by ${v.verifier} on ${v.verified_on} (${num(ets.reported_co2_t, 1)} t reported)`
    : `${num(ets.reported_co2_t, 1)} t CO2 reported`;
  const undeclared = scopeNotDeclaredText(ets);
  const calculated = calculatedText(ets);
  return (
    `${figure} of ${count(inScope.length, 'plant')} declared in EU ETS scope${days ? ` (${days})` : ''}` +
    (calculated ? `; ${calculated}` : '') +
    (undeclared ? `; ${undeclared}` : '')
  );
}

/**
 * The year's CO2 as a figure, "128,883.7 t CO2 reported", and its note: the verifier's statement,
 * the plants in scope, the days with data, and the CO2 of plants whose scope is not declared.
 */
export function etsCo2Figure(ets: EtsYear): FigureWithNote {
  const v = ets.verification;
  const inScope = `${count(ets.plants.filter(inDeclaredScope).length, 'plant')} declared in EU ETS scope`;
  const parts = [
    // "statement by", not "verified by": the value already ends in "verified".
    v
      ? `statement by ${v.verifier} on ${v.verified_on}; ${num(ets.reported_co2_t, 1)} t reported`
      : null,
    inScope,
    daysWithDataText(ets),
    calculatedText(ets),
    scopeNotDeclaredText(ets),
  ];
  return {
    value: `${num(v ? v.verified_co2_t : ets.reported_co2_t, 1)} t CO2 ${v ? 'verified' : 'reported'}`,
    note: parts.filter((p) => p !== null).join('; '),
  };
}

/** The plants a sentence names at most; it counts the rest. */
const NAMED_PLANTS_MAX = 20;

/** "4, 7", or the first NAMED_PLANTS_MAX ids and "and N more": a fleet's sentence stays a sentence. */
function someOf(ids: readonly number[]): string {
  if (ids.length <= NAMED_PLANTS_MAX) return ids.join(', ');
  return `${ids.slice(0, NAMED_PLANTS_MAX).join(', ')} and ${num(ids.length - NAMED_PLANTS_MAX)} more`;
}

/**
 * The plants whose EU ETS scope is only assumed, and their CO2, which no ETS figure counts:
 * "676,000.0 t CO2 of 2 plants (4, 7) whose EU ETS scope is not declared count in none of these
 * figures until declared in the plant register"; null when every plant's scope is declared.
 */
export function scopeNotDeclaredText(ets: EtsYear): string | null {
  const { plant_ids: ids, co2_t } = ets.scope_not_declared;
  if (ids.length === 0) return null;
  return (
    `${num(co2_t, 1)} t CO2 of ${count(ids.length, 'plant')} (${someOf(ids)}) whose EU ETS scope ` +
    `is not declared count in none of these figures until declared in the plant register`
  );
}

/** A figure with its label, as the PDF prints it on a line of its own. */
export interface LabelledFigure extends FigureWithNote {
  label: string;
}

const SUBSTITUTE_BASIS =
  "mean + 2 standard deviations of the plant's hourly CO2 per missing hour, MRR Art. 45(3)";
const OUTAGES_BASIS = 'to report to the authority (Art. 45(4))';
const MISSING_HOURS = 'Missing hours inside the readings';
const NOTHING_TO_SUBSTITUTE = 'nothing to substitute';

/** The year's coverage as far as the scope's gaps were read; null for one file on its own. */
function coverageOf(ets: EtsYear) {
  const c = ets.coverage;
  if (!c || ets.gap_hours === null || ets.substitute_t === null || ets.conservative_co2_t === null)
    return null;
  return {
    hours:
      // The hours of all the plants in scope together, against a whole year for each of them.
      `${num(c.hours_present)} hours of the plants in scope, of ${num(c.hours_of_year)} each in ${ets.year} ` +
      `(${pct(c.share * 100, 1)}${c.data_through ? `, through ${c.data_through}` : ''})`,
    gapHours: ets.gap_hours,
    substitute: `${num(ets.substitute_t, 1)} t CO2`,
    withIt: `${num(ets.conservative_co2_t, 1)} t`,
    outages: (ets.gaps_over_5_days ?? []).length,
  };
}

/**
 * What the year's reported CO2 rests on, as figures: the hours of the plants in scope with data,
 * the hours missing and their conservative substitute (MRR Art. 45(3)), the CO2 with it, and the
 * outages to report; null when the scope's gaps were not read (one file on its own).
 */
export function etsCoverageFigures(ets: EtsYear): LabelledFigure[] | null {
  const c = coverageOf(ets);
  if (!c) return null;
  const hours = { label: 'Hours with data', value: c.hours, note: null };
  // No hour missing: no substitute to state, rather than "a conservative substitute of 0.0 t".
  if (c.gapHours === 0 && c.outages === 0) {
    return [hours, { label: MISSING_HOURS, value: '0', note: NOTHING_TO_SUBSTITUTE }];
  }
  return [
    hours,
    { label: MISSING_HOURS, value: num(c.gapHours), note: null },
    { label: 'Conservative substitute', value: c.substitute, note: SUBSTITUTE_BASIS },
    { label: 'CO2 with the substitute', value: c.withIt, note: null },
    ...(c.outages > 0
      ? [{ label: 'Outages of more than five days', value: num(c.outages), note: OUTAGES_BASIS }]
      : []),
  ];
}

/** The same coverage in one clause, for the screens that state it in a line of text. */
export function etsCoverageText(ets: EtsYear): string | null {
  const c = coverageOf(ets);
  if (!c) return null;
  if (c.gapHours === 0 && c.outages === 0) {
    return `the data hold ${c.hours}; no missing hours inside the readings, so ${NOTHING_TO_SUBSTITUTE}`;
  }
  return (
    `the data hold ${c.hours}; ${count(c.gapHours, 'missing hour')} inside the readings: ` +
    `a conservative substitute of ${c.substitute} (${SUBSTITUTE_BASIS}), ${c.withIt} with it` +
    (c.outages > 0 ? `; ${count(c.outages, 'outage')} of more than five days ${OUTAGES_BASIS}` : '')
  );
}

const surplusOrDeficit = (t: number) =>
  t >= 0 ? `surplus of ${num(t, 1)} t` : `deficit of ${num(-t, 1)} t`;

/**
 * The year's surplus or deficit as a figure, with the cost of covering a deficit at the user's EUA
 * price; its note: for the current year, the projection to the year's end at the year-to-date rate;
 * for an ended year whose data cover too few days, those days (and no cost).
 */
export function positionFigure(ets: EtsYear): FigureWithNote {
  if (tooFewDaysToOrder(ets)) {
    return {
      value: surplusOrDeficit(ets.position_t),
      note:
        `on the ${num(ets.days_with_data)} of ${daysInYear(ets.year)} days with data, ` +
        `too few days for an order to buy or surrender allowances`,
    };
  }
  const cost =
    ets.position_t < 0
      ? `: EUR ${num(ets.cost_to_cover_eur)} to cover at ${num(ets.price_eur_per_t, 2)} EUR per EUA`
      : '';
  if (!ets.projection) return { value: `${surplusOrDeficit(ets.position_t)}${cost}`, note: null };
  return {
    value: `${surplusOrDeficit(ets.position_t)} so far${cost}`,
    note: `projected ${surplusOrDeficit(ets.projection.projected_position_t)} at the year's end at the year-to-date rate`,
  };
}

/** The position figure and its note in one sentence, for the places that state it in a line of text. */
export function positionText(ets: EtsYear): string {
  const { value, note } = positionFigure(ets);
  if (!note) return value;
  return tooFewDaysToOrder(ets) ? `${value} ${note}` : `${value}; ${note}`;
}

const daysLeft = (days: number) => `${count(days, 'day')} left`;
const passedAgo = (days: number) => `passed ${count(-days, 'day')} ago`;

/** A deadline as a figure: its date, then the days left or its outcome, and whether it is still ahead. */
export interface DeadlineFigure extends FigureWithNote {
  due: string;
  ahead: boolean;
}

/**
 * The report deadline: ahead, with the days left; met or missed once a verifier's statement is
 * recorded (its date against the deadline); passed without one.
 */
export function reportDeadlineFigure(ets: EtsYear): DeadlineFigure {
  const due = ets.report_due;
  const v = ets.verification;
  if (v) {
    const met = v.verified_on <= due;
    return {
      due,
      ahead: false,
      value: met ? 'met' : 'missed',
      note: `statement by ${v.verifier} on ${v.verified_on}${met ? '' : ', after the deadline'}`,
    };
  }
  return ets.days_to_report_due >= 0
    ? { due, ahead: true, value: daysLeft(ets.days_to_report_due), note: null }
    : {
        due,
        ahead: false,
        value: passedAgo(ets.days_to_report_due),
        note: "no verifier's statement recorded",
      };
}

/**
 * The surrender deadline: ahead, with the days left; once every owed tonne is surrendered, so (the
 * record does not say when); passed with the tonnes still outstanding.
 */
export function surrenderDeadlineFigure(ets: EtsYear): DeadlineFigure {
  const due = ets.surrender_due;
  if (ets.outstanding_t <= 0) {
    return { due, ahead: false, value: `all ${num(owedCo2(ets), 1)} t surrendered`, note: null };
  }
  return ets.days_to_surrender_due >= 0
    ? { due, ahead: true, value: daysLeft(ets.days_to_surrender_due), note: null }
    : {
        due,
        ahead: false,
        value: passedAgo(ets.days_to_surrender_due),
        note: `${num(ets.outstanding_t, 1)} t not surrendered`,
      };
}

/** A deadline in a clause: "report ... by <date> (<days> left)" while ahead, "... due <date>: <outcome>" after. */
function deadlineClause(todo: string, dueWords: string, f: DeadlineFigure): string {
  if (f.ahead) return `${todo} ${f.due} (${f.value})`;
  return `${dueWords} ${f.due}: ${f.value}${f.note ? `, ${f.note}` : ''}`;
}

const reportDeadlineText = (ets: EtsYear) =>
  deadlineClause(
    'report verified emissions by',
    'verified emissions report due',
    reportDeadlineFigure(ets),
  );

const surrenderDeadlineText = (ets: EtsYear) =>
  deadlineClause(
    'surrender allowances by',
    'allowance surrender due',
    surrenderDeadlineFigure(ets),
  );

/** The report and surrender deadlines of the year: ahead with the days left, or passed and whether met. */
export function deadlinesText(ets: EtsYear): string {
  // Two deadlines ahead read as one list; once either is stated with its outcome, as two clauses.
  const bothAhead = !ets.verification && ets.days_to_report_due >= 0;
  return `${reportDeadlineText(ets)}${bothAhead ? ', ' : '; '}${surrenderDeadlineText(ets)}`;
}

/**
 * What is left to do for the year's deadlines, a deadline ahead with its date and one passed
 * without it: [] once the statement is recorded and every owed tonne surrendered.
 */
export function etsNextSteps(ets: EtsYear): string[] {
  const steps: string[] = [];
  if (!ets.verification) {
    steps.push(
      ets.days_to_report_due >= 0
        ? `report verified emissions by ${ets.report_due}`
        : `record the verifier's statement for ${ets.year}`,
    );
  }
  if (ets.outstanding_t > 0) {
    const outstanding = `${num(ets.outstanding_t, 1)} tCO2 still outstanding`;
    steps.push(
      ets.days_to_surrender_due >= 0
        ? `surrender allowances for the ${outstanding} by ${ets.surrender_due}`
        : `surrender the ${outstanding}`,
    );
  }
  return steps;
}

/** The CO2 the allowances are owed for, called verified only beside the statement that verified it. */
export function owedCo2Text(ets: EtsYear): string {
  const v = ets.verification;
  return v
    ? `${num(v.verified_co2_t, 1)} tCO2 verified by ${v.verifier} on ${v.verified_on}`
    : `${num(ets.reported_co2_t, 1)} tCO2 reported, not verified`;
}

/** The penalty exposure of the tonnes not yet surrendered. */
export function penaltyText(ets: EtsYear): string {
  if (ets.outstanding_t <= 0)
    return `all ${num(owedCo2(ets), 1)} t ${ets.status} are surrendered: no penalty exposure`;
  const penalty = `EUR ${num(ets.penalty_exposure_eur)} of excess emissions penalty (${ets.penalty_eur_per_t} EUR/t)`;
  return ets.days_to_surrender_due < 0
    ? `${num(ets.outstanding_t, 1)} t not surrendered by the ${ets.surrender_due} deadline: ${penalty}`
    : `${num(ets.outstanding_t, 1)} t not yet surrendered: ${penalty} if not surrendered by ${ets.surrender_due}`;
}

/** How the current year is projected, as a sentence with a leading space; '' for other years. */
export function projectionBasis(ets: EtsYear): string {
  return ets.projection ? ` Projection: ${ets.projection.basis}` : '';
}

/** The runway of the current year as a clause, "runway 2.8 months at the year's rate (Critical)"; null otherwise. */
function runwayText(permits: PermitAnalysis | undefined): string | null {
  // An ended year has no runway: its outcome is the position.
  return permits?.result.valid === true && permits.isCurrentYear
    ? `runway ${num(permits.result.months_remaining, 1)} months at the year's rate (${permits.result.status_label})`
    : null;
}

/** A clause as a sentence of its own: capitalised, with a full stop. */
export const asSentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;

/**
 * The year as a verdict line with its figures (position and runway) and the sentences of its basis
 * (allowances against CO2, what the position rests on, the projection and the deadlines).
 */
export function etsSummaryParts(
  ets: EtsYear,
  permits: PermitAnalysis | undefined,
): { verdict: string; basis: string[] } {
  const position = positionFigure(ets);
  const runway = runwayText(permits);
  const basis = [`Allowances: ${allowancesText(ets)} against ${etsCo2Text(ets)}.`];
  if (position.note) basis.push(asSentence(`position ${position.note}`));
  if (ets.projection) basis.push(`Projection: ${ets.projection.basis}`);
  basis.push(`Deadlines: ${deadlinesText(ets)}.`);
  return {
    verdict: `EU ETS ${ets.year}: ${position.value}${runway ? `; ${runway}` : ''}.`,
    basis,
  };
}

const CHIP_STATUS: Record<TrafficLight, ComplianceCheck['status']> = {
  green: 'compliant',
  yellow: 'warning',
  red: 'non_compliant',
};

/** Each ETS year's plants by id, indexed on first use: a fleet's chips read one plant each. */
const plantIndexes = new WeakMap<EtsYear, Map<number, EtsYear['plants'][number]>>();

function etsPlant(ets: EtsYear, plantId: number) {
  let index = plantIndexes.get(ets);
  if (!index) {
    index = new Map(ets.plants.map((p) => [p.plant_id, p]));
    plantIndexes.set(ets, index);
  }
  return index.get(plantId);
}

/** The current year's runway, "runway Critical"; an ended year's outcome, "2025 ended, covered, verified". */
function chipStatus(ets: EtsYear, isCurrentYear: boolean, label: string): string {
  return isCurrentYear ? `runway ${label}` : `${ets.year} ${label.toLowerCase()}`;
}

/**
 * A plant's "EU ETS" chip on Benchmarking: outside ETS scope it says so; without data in the year it
 * is not assessed; inside with 0 t it has nothing to surrender; otherwise its share of the year's
 * reported CO2 and the year's position, coloured by the same runway light as the permit card.
 */
export function etsChip(
  ets: EtsYear,
  plantId: number,
  permits: PermitAnalysis | undefined,
): ComplianceCheck {
  const plant = etsPlant(ets, plantId);
  if (!plant)
    return { status: 'not_assessed', message: `No data in ${ets.year}, the compliance year.` };
  if (plant.in_ets_assumed) {
    return {
      status: 'not_assessed',
      message:
        `EU ETS scope not declared: its ${num(plant.co2_t, 1)} t CO2 of ${ets.year} count in no EU ETS ` +
        `figure until you declare in the plant register whether it is in scope (its country suggests ` +
        `${plant.in_ets ? 'inside' : 'outside'}).`,
    };
  }
  if (!plant.in_ets) {
    return {
      status: 'out_of_scope',
      message: `Declared outside EU ETS scope: its ${num(plant.co2_t, 1)} t CO2 of ${ets.year} need no allowances.`,
    };
  }
  if (plant.co2_t === 0) {
    return {
      status: 'compliant',
      message: `Declared in EU ETS scope: 0 t CO2 in ${ets.year}, so nothing to surrender for it.`,
    };
  }
  const basis = co2BasisWords(plant, ets.year);
  const corroboration = corroborationWords(plant);
  const share =
    `${pct(plant.share_pct ?? 0)} of ${ets.year}'s reported CO2 (${num(plant.co2_t, 1)} of ${num(ets.reported_co2_t, 1)} t)` +
    (basis ? `, its CO2 ${basis}` : '') +
    (corroboration ? `; ${corroboration}` : '');
  const result = permits?.result.valid === true ? permits.result : null;
  const light = result?.status_light ?? null;
  return {
    status: light ? CHIP_STATUS[light] : 'warning',
    message:
      `Declared in EU ETS scope: ${share}. The year's position: ${positionText(ets)}` +
      `; ${result ? chipStatus(ets, permits?.isCurrentYear === true, result.status_label) : allowancesText(ets)}.`,
  };
}
