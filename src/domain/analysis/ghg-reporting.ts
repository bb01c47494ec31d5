// Issue 27 §1: whether CH4 and N2O are reported for all, some or none of a set of hours (a file
// may not report them), and the words every screen, the PDF and the exports say it in: a gas not
// reported is "not reported", never 0, and a CO2e total that lacks it says so. Issue 38: the hours
// a gas is estimated for from the plant's fuel are counted apart, and every figure holding an
// estimate is labelled with it.
import type { z } from 'zod';
import { KG_PER_TONNE } from '../constants';
import {
  ESTIMATED_LABEL,
  estimatedKg,
  sumGasEstimates,
  type EstimatedGas,
  type GasEstimate,
  type GasEstimates,
} from '../factors/gas-estimates';
import { list, num } from '../format';
import { READ_MEASURES } from '../readings/measures';
import type { Totals } from '../readings/plant-day-cell';
import { GREENHOUSE_GASES } from './ghg';
import type { GasReportingSchema, GhgReportingSchema } from './schema';

export type GasReporting = z.infer<typeof GasReportingSchema>;
export type GhgReporting = z.infer<typeof GhgReportingSchema>;

/** What a figure of a gas no hour reports reads as. */
export const NOT_REPORTED = 'not reported';

/** A gas reported for `reported` of `hours` hours, and estimated for `estimatedHours` of the rest. */
function gasReporting(hours: number, reported: number, estimatedHours: number): GasReporting {
  const missingHours = hours - reported;
  return {
    reported: missingHours === 0 ? 'all' : reported === 0 ? 'none' : 'some',
    missingHours,
    estimatedHours,
  };
}

/** The greenhouse gases a file may not report, each with the field counting the hours that report it. */
const REPORTABLE = READ_MEASURES.flatMap((m) =>
  'gas' in m && 'reportedHours' in m ? [{ key: m.hourKey, hours: m.reportedHours.field }] : [],
);
type ReportedHoursField = (typeof REPORTABLE)[number]['hours'];
/** The hours of some sums and those reporting each gas; with the estimates of the gases lacking. */
type ReportingSums = Pick<Totals, 'hours' | ReportedHoursField> & { gasEstimates?: GasEstimates };

/** Whether the hours of some sums report CH4 and N2O, and for how many of the rest it is estimated. */
export function ghgReportingOf(t: ReportingSums): GhgReporting {
  const reporting = { hours: t.hours } as GhgReporting;
  for (const m of REPORTABLE) {
    const estimate = t.gasEstimates?.[m.key];
    const estimated = estimate && estimate.kg !== null ? estimate.hours : 0;
    reporting[m.key] = gasReporting(t.hours, t[m.hours], estimated);
  }
  return reporting;
}

/** Whether the hours of some plants (their inventories) report CH4 and N2O. */
export function plantsGhgReporting(plants: readonly ReportingSums[]): GhgReporting {
  const sum = (f: 'hours' | ReportedHoursField) => plants.reduce((s, p) => s + p[f], 0);
  const sums = { hours: sum('hours') } as ReportingSums;
  for (const m of REPORTABLE) sums[m.hours] = sum(m.hours);
  sums.gasEstimates = sumGasEstimates(plants.map((p) => p.gasEstimates));
  return ghgReportingOf(sums);
}

/**
 * A gas's figure, null when no hour reports it and none is estimated (its sum would be a silent
 * 0); a figure holding an estimate is labelled where shown (estimatedLabel).
 */
export function reportedOrNull<T>(gas: GasReporting, value: T): T | null {
  return gas.reported === 'none' && gas.estimatedHours === 0 ? null : value;
}

/**
 * The label of a gas's figure holding an estimate: "estimated (IPCC 2006 Tier 1)" when every
 * hour's is, "estimated (IPCC 2006 Tier 1) for 24 of 48 hours" when some; null when none is.
 */
export function estimatedLabel(r: GhgReporting, key: EstimatedGas): string | null {
  const estimated = r[key].estimatedHours;
  if (estimated === 0) return null;
  return estimated === r.hours
    ? ESTIMATED_LABEL
    : `${ESTIMATED_LABEL} for ${hoursOf(estimated, r.hours)}`;
}

/** The label of a plant's CO2 when it holds an estimate from its fuel (issue 38); else null. */
export function plantCo2Label(
  inventory: readonly (ReportingSums & { plant_id: number })[],
  plantId: number,
): string | null {
  const plant = inventory.find((p) => p.plant_id === plantId);
  return plant ? estimatedLabel(ghgReportingOf(plant), 'co2') : null;
}

/** A gas's figure as text with its label: "3.6 t, estimated (IPCC 2006 Tier 1)", "not reported". */
export function gasFigureText(
  r: GhgReporting,
  key: EstimatedGas,
  value: number | null,
  decimals = 0,
  unit?: string,
): string {
  return withLabel(gasText(value, decimals, unit), value === null ? null : estimatedLabel(r, key));
}

/** A figure's text with its label after it, if it has one. */
export const withLabel = (text: string, label: string | null) =>
  label ? `${text}, ${label}` : text;

/** A figure that may be not reported, as text: "12.5", "12.5 t" with a unit, or "not reported". */
export function gasText(value: number | null, decimals = 0, unit?: string): string {
  if (value === null) return NOT_REPORTED;
  return unit ? `${num(value, decimals)} ${unit}` : num(value, decimals);
}

/** "744 of 1,416 hours". */
const hoursOf = (missing: number, hours: number) => `${num(missing)} of ${num(hours)} hours`;

/** The gases a file may not report, each named and with its key in GhgReporting. */
const MAY_LACK = GREENHOUSE_GASES.flatMap((g) =>
  g.reported ? [{ gas: g.gas, key: g.reported }] : [],
);

/** The gases the hours lack, with the hours each lacks and has no estimate for. */
function lackedGases(r: GhgReporting) {
  return MAY_LACK.map((g) => ({
    gas: g.gas,
    missing: r[g.key].missingHours - r[g.key].estimatedHours,
  })).filter((g) => g.missing > 0);
}

/** The gases estimated for some hours, with those hours. */
function estimatedGases(r: GhgReporting) {
  return MAY_LACK.map((g) => ({ gas: g.gas, missing: r[g.key].estimatedHours })).filter(
    (g) => g.missing > 0,
  );
}

/** "CH4 and N2O estimated (IPCC 2006 Tier 1) for 24 of 24 hours"; null when none is. */
export function estimatedText(r: GhgReporting): string | null {
  const estimated = estimatedGases(r);
  if (estimated.length === 0) return null;
  const same = allLackTheSame(estimated);
  if (same !== null)
    return `${gasNames(estimated)} ${ESTIMATED_LABEL} for ${hoursOf(same, r.hours)}`;
  return estimated
    .map((g) => `${g.gas} ${ESTIMATED_LABEL} for ${hoursOf(g.missing, r.hours)}`)
    .join('; ');
}

/** Some sentences' parts that are not null, joined; null when none is. */
const joined = (parts: readonly (string | null)[]) =>
  parts.filter((p) => p !== null).join('; ') || null;

/** When the gases lacking lack the same hours, how many; else null (each is then named apart). */
function allLackTheSame(lacked: readonly { missing: number }[]): number | null {
  return lacked.length > 1 && lacked.every((g) => g.missing === lacked[0]!.missing)
    ? lacked[0]!.missing
    : null;
}

/** "CH4 and N2O", "CO2, CH4 and N2O". */
const gasNames = (lacked: readonly { gas: string }[]) => list(lacked.map((g) => g.gas));

/** Whether the gases lacking are every gas but CO2: a CO2e total then holds CO2 only. */
const allButCo2 = (lacked: readonly { gas: string }[]) =>
  lacked.length === MAY_LACK.length - 1 && lacked.every((g) => g.gas !== 'CO2');

/**
 * Which gases the hours lack, or null when they report both: "CH4 and N2O not reported for 24 of
 * 24 hours", "N2O not reported for 24 of 48 hours"; first those estimated: "CH4 and N2O estimated
 * (IPCC 2006 Tier 1) for 24 of 24 hours".
 */
export function ghgReportedText(r: GhgReporting): string | null {
  return joined([estimatedText(r), notReportedText(r)]);
}

/**
 * What a CO2 figure holds besides the data's CO2 (issue 38), or null when every hour reports it:
 * "CO2 estimated (IPCC 2006 Tier 1) for 48 of 48 hours", "CO2 not reported for 24 of 48 hours".
 */
export function co2ReportedText(r: GhgReporting): string | null {
  const co2 = r.co2;
  const notEstimated = co2.missingHours - co2.estimatedHours;
  return joined([
    co2.estimatedHours > 0
      ? `CO2 ${ESTIMATED_LABEL} for ${hoursOf(co2.estimatedHours, r.hours)}`
      : null,
    notEstimated > 0 ? `CO2 not reported for ${hoursOf(notEstimated, r.hours)}` : null,
  ]);
}

function notReportedText(r: GhgReporting): string | null {
  const lacked = lackedGases(r);
  if (lacked.length === 0) return null;
  const same = allLackTheSame(lacked);
  if (same !== null) return `${gasNames(lacked)} not reported for ${hoursOf(same, r.hours)}`;
  return lacked.map((g) => `${g.gas} not reported for ${hoursOf(g.missing, r.hours)}`).join('; ');
}

/**
 * What a CO2e total lacks or holds estimated, or null when the data report every gas: "CO2e holds
 * CO2 only for 8,760 of 8,760 hours: CH4 and N2O not reported", "CO2e lacks N2O for 744 of 1,416
 * hours: not reported", "CO2e holds CH4 and N2O estimated (IPCC 2006 Tier 1) for 24 of 24 hours".
 */
export function co2eBasisText(r: GhgReporting): string | null {
  const estimated = estimatedText(r);
  return joined([estimated && `CO2e holds ${estimated}`, lackingText(r)]);
}

/** What a CO2e total lacks, null when nothing. */
function lackingText(r: GhgReporting): string | null {
  const { hours } = r;
  const of = (missing: number) => hoursOf(missing, hours);
  const lacked = lackedGases(r);
  if (lacked.length === 0) return null;
  const same = allLackTheSame(lacked);
  if (same === hours && hours > 0 && allButCo2(lacked)) {
    return `CO2e holds CO2 only for ${of(hours)}: ${gasNames(lacked)} not reported`;
  }
  if (same !== null) return `CO2e lacks ${gasNames(lacked)} for ${of(same)}: not reported`;
  const lacks = lacked.map((g) => `${g.gas} for ${of(g.missing)}`);
  return `CO2e lacks ${lacks.join(' and ')}: not reported`;
}

/**
 * What the data report of some hours, the estimates aside: a daily series sums the fleet's days,
 * which name no plant's fuel, so it holds reported figures only.
 */
export function withoutEstimates(r: GhgReporting): GhgReporting {
  return {
    hours: r.hours,
    co2: { ...r.co2, estimatedHours: 0 },
    ch4: { ...r.ch4, estimatedHours: 0 },
    n2o: { ...r.n2o, estimatedHours: 0 },
  };
}

/** A series' reported tonnes of a gas with the range's estimate added; null when neither exists. */
export function tonnesWithEstimate(
  r: GhgReporting,
  key: EstimatedGas,
  reportedTonnes: number,
  estimate: GasEstimate | null,
): number | null {
  return reportedOrNull(r[key], reportedTonnes + estimatedKg(estimate) / KG_PER_TONNE);
}
