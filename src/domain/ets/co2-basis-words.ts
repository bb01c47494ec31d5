// Issue 38: what a plant's ETS CO2 rests on, in the words the Compliance screen, the plant's EU ETS
// chip and the PDF use: measured in the data, calculated from the register's source streams, or
// calculated from its fuel type with the library's defaults; and the corroboration of a measurement.
import { count, list, num, pct } from '../format';
import { citation } from '../sources/sources';
import { inDeclaredScope, type EtsYear } from './ets-year';

type EtsPlant = EtsYear['plants'][number];

export const BASIS_MEASURED = 'measured';
export const BASIS_FUEL_TYPE = 'calculated from the fuel type, IPCC 2006 defaults';
export const SUBSTITUTION_MEASURED_ONLY = 'missing hours are substituted for measured CO2 only';
export const CORROBORATION_FLAGGED = 'flagged: beyond the share set in Settings';
/** A locked year kept before the basis was stated: its CO2 was the data's, as the ETS year took it then. */
export const MSG_BASIS_KEPT = 'the CO2 in the data, as kept when the year was locked';

const streams = (p: EtsPlant) => count(p.calculation_streams ?? 0, 'source stream');

/**
 * A plant's CO2 basis: "measured", "calculated from 2 source streams", "calculated from the fuel
 * type, IPCC 2006 defaults", "120.0 t measured and 80.8 t calculated from 1 source stream", with a
 * biomass memo when there is one; null for a year kept before the basis was stated.
 */
export function co2BasisWords(p: EtsPlant, year: number): string | null {
  if (!p.co2_basis) return null;
  const basis = {
    measured: BASIS_MEASURED,
    calculated: `calculated from ${streams(p)}`,
    fuel_type: BASIS_FUEL_TYPE,
    measured_and_calculated: `${num(p.co2_measured_t ?? 0, 1)} t measured and ${num(p.co2_calculated_t ?? 0, 1)} t calculated from ${streams(p)}`,
  }[p.co2_basis];
  const memo = p.co2_biomass_memo_t ?? 0;
  const withMemo =
    memo > 0 ? `${basis} (${num(memo, 1)} t biomass CO2 a memo item, outside the total)` : basis;
  const missing = withoutDataWords(p, year) ?? notReportedWords(p);
  return missing ? `${withMemo}: ${missing}` : withMemo;
}

/** Issue 38: "CO2 not reported for 24 of 48 hours, substituted as missing measurement (MRR Art. 45(3))"; null when none. */
function notReportedWords(p: EtsPlant): string | null {
  const gap = p.co2_not_reported;
  if (!gap) return null;
  return `CO2 not reported for ${num(gap.hours)} of ${num(gap.of_hours)} hours, substituted as missing measurement (${citation('mrrSubstitute')})`;
}

/**
 * The calculation streams the year's data give no activity data for, and what was counted instead:
 * 'measured: "Coal by weight" has no activity data in 2025, so the data's measured CO2 is counted'.
 */
function withoutDataWords(p: EtsPlant, year: number): string | null {
  const names = p.streams_without_data ?? [];
  if (names.length === 0) return null;
  const quoted = list(names.map((n) => `"${n}"`));
  const has = names.length === 1 ? 'has' : 'have';
  return p.co2_basis === 'measured'
    ? `${quoted} ${has} no activity data in ${year}, so the data's measured CO2 is counted`
    : `${quoted} ${has} no activity data in ${year} and count${names.length === 1 ? 's' : ''} nothing`;
}

/**
 * A measured plant's corroboration (MRR Art. 46): "corroboration: 400.0 t measured against 340.6 t
 * calculated, a difference of 59.4 t (14.9% of the measured), flagged: ..."; null without one.
 */
export function corroborationWords(p: EtsPlant): string | null {
  const c = p.corroboration;
  if (!c) return null;
  const share =
    c.difference_share === null ? '' : ` (${pct(c.difference_share * 100, 1)} of the measured)`;
  return (
    `corroboration (MRR Art. 46): ${num(c.measured_co2_t, 1)} t measured against ` +
    `${num(c.calculated_co2_t, 1)} t calculated, a difference of ${num(c.difference_t, 1)} t${share}` +
    (c.flagged ? `, ${CORROBORATION_FLAGGED}` : '')
  );
}

/** The plants a sentence names at most; it counts the rest. */
const NAMED_PLANTS_MAX = 20;

/** Whether a plant's CO2 is the data's alone, with no source stream: nothing more to say of it. */
const measuredOnly = (p: EtsPlant) =>
  p.co2_basis === 'measured' &&
  !p.corroboration &&
  !p.streams_without_data?.length &&
  !p.co2_not_reported;

/** A plant's name and id, as the analysis lists its plants. */
type NamedPlant = { plant_id: number; plant_name: string };

/**
 * What the CO2 of the plants in scope rests on, for the Compliance screen: "2 plants measured;
 * Gas Turbine Beta: 272.4 t calculated from 1 source stream; ...", each plant by its name in
 * `plants` (as other screens name it; "plant 7" when they do not hold it); null for a year kept
 * before the basis was stated.
 */
export function etsBasisText(ets: EtsYear, plants: readonly NamedPlant[]): string | null {
  const names = new Map(plants.map((p) => [p.plant_id, p.plant_name]));
  const inScope = ets.plants.filter(inDeclaredScope);
  if (inScope.some((p) => !p.co2_basis)) return null;
  const measured = inScope.filter(measuredOnly);
  const others = inScope.filter((p) => !measuredOnly(p));
  const named = others.slice(0, NAMED_PLANTS_MAX).map((p) => {
    const corroboration = corroborationWords(p);
    return `${names.get(p.plant_id) ?? `plant ${p.plant_id}`}: ${num(p.co2_t, 1)} t ${co2BasisWords(p, ets.year)}${corroboration ? `; ${corroboration}` : ''}`;
  });
  const rest = others.length - named.length;
  const calculated = others.some((p) => p.co2_basis !== 'measured');
  return [
    ...(measured.length > 0 || inScope.length === 0
      ? [`${count(measured.length, 'plant')} ${BASIS_MEASURED} in the data`]
      : []),
    ...named,
    ...(rest > 0 ? [`and ${count(rest, 'more plant')} with source streams`] : []),
    ...(calculated ? [SUBSTITUTION_MEASURED_ONLY] : []),
  ].join('; ');
}

/** The CO2 counted of the plants in scope that is calculated, not measured: 0 when all is measured. */
export const calculatedCo2 = (ets: EtsYear) =>
  ets.plants.filter(inDeclaredScope).reduce((sum, p) => sum + (p.co2_calculated_t ?? 0), 0);
