// Issue 38 "ESRS E1-6 datapoints": a calendar year's gross Scope 1 emissions by gas in t CO2e and
// the share of them from plants declared in EU ETS scope, each datapoint named with the ESRS E1
// paragraph that asks for it. Scope 1 here is the plants' direct emissions in the data; Scope 2 and
// 3 are not assessed, and say so. CH4 and N2O the data lack are estimated from each plant's fuel
// (issue 38), and each datapoint states its basis: reported, estimated, or both.
import { z } from 'zod';
import { GWP_SETS, type GwpSetName } from '../constants';
import { count, num } from '../format';
import { writeCsv } from '../write-csv';
import { gasSums, ghgBreakdown, gwpText, type GasMasses } from '../analysis/ghg';
import {
  co2eBasisText,
  NOT_REPORTED,
  plantsGhgReporting,
  reportedOrNull,
  type GasReporting,
  type GhgReporting,
} from '../analysis/ghg-reporting';
import {
  ESTIMATED_LABEL,
  gasEstimatesOf,
  GasEstimatesSchema,
  type EstimatedGas,
} from '../factors/gas-estimates';
import type { Totals } from '../readings/plant-day-cell';
import { daysInYear, inDeclaredScope, type EtsYear } from '../ets/ets-year';
import { citation, SOURCES } from '../sources/sources';

/** What a Scope 2 or 3 datapoint reads: the data hold no purchased energy nor value chain. */
export const NOT_ASSESSED = 'not assessed';

const [SCOPE_1, SCOPE_2, SCOPE_3] = SOURCES.esrsGrossScopes.citations;

const DatapointSchema = z.object({
  id: z.string(),
  name: z.string(),
  paragraph: z
    .string()
    .nullable()
    .describe('the ESRS E1 paragraph that asks for it; null: none confirmed for this datapoint'),
  value: z.number().nullable().describe('null: not reported or not assessed (see text)'),
  unit: z.string().nullable(),
  text: z.string().describe('the value as the report states it'),
  basis: z
    .string()
    .nullable()
    .describe(
      `"reported", "${ESTIMATED_LABEL}", "reported and ${ESTIMATED_LABEL}" or "not reported"; null: not an emission figure`,
    ),
});

export const EsrsE16Schema = z
  .object({
    year: z.number().int(),
    gwp_set: z.enum(Object.keys(GWP_SETS) as [GwpSetName, ...GwpSetName[]]),
    basis: z.object({
      days_with_data: z.number().int(),
      days_in_year: z.number().int(),
      text: z.string().describe('"365 of 365 days of 2025 with data"'),
    }),
    scope_1: z.object({
      co2_t: z
        .number()
        .nullable()
        .describe('null: no hour of the year reports CO2 and none is estimated (issue 38)'),
      ch4_t_co2e: z.number().nullable().describe('null: no hour of the year reports CH4'),
      n2o_t_co2e: z.number().nullable().describe('null: no hour of the year reports N2O'),
      total_t_co2e: z.number(),
      co2e_note: z
        .string()
        .nullable()
        .describe('what the total lacks or holds estimated; null: every gas reported'),
      gas_estimates: GasEstimatesSchema.describe(
        'CO2, CH4 and N2O the data lack, estimated from the fuel and counted in the figures above',
      ),
    }),
    regulated_ets: z.object({
      plant_ids: z.array(z.number().int()).describe('plants declared in EU ETS scope'),
      t_co2e: z.number(),
      share_pct: z.number().nullable().describe('of gross Scope 1; null without Scope 1'),
      scope_assumed: z
        .object({ plant_ids: z.array(z.number().int()), t_co2e: z.number() })
        .describe('plants whose EU ETS scope is only assumed from their country: in no share'),
      note: z.string().nullable(),
    }),
    datapoints: z.array(DatapointSchema),
  })
  .meta({ id: 'EsrsE16' });

export type EsrsE16 = z.infer<typeof EsrsE16Schema>;
type Datapoint = z.infer<typeof DatapointSchema>;

/** A plant's sums over the year, and its fuel (which the estimate of a gas it lacks rests on). */
export interface YearPlantTotals {
  plant_id: number;
  fuel_type: string;
  totals: Totals;
}

/** The basis of a figure reported for all hours, estimated for all it lacks, or both. */
export const REPORTED = 'reported';
export const REPORTED_AND_ESTIMATED = `reported and ${ESTIMATED_LABEL}`;

/** The basis of a gas's figure. */
function gasBasis(gas: GasReporting): string {
  if (gas.estimatedHours === 0) return gas.reported === 'none' ? NOT_REPORTED : REPORTED;
  return gas.reported === 'none' && gas.estimatedHours === gas.missingHours
    ? ESTIMATED_LABEL
    : REPORTED_AND_ESTIMATED;
}

/** The basis of a CO2e total: reported unless it holds an estimate (of CO2 too, issue 38). */
const totalBasis = (r: GhgReporting) =>
  r.co2.estimatedHours + r.ch4.estimatedHours + r.n2o.estimatedHours > 0
    ? REPORTED_AND_ESTIMATED
    : REPORTED;

const tonnes = (v: number | null) => (v === null ? NOT_REPORTED : `${num(v, 1)} t CO2e`);

/** The plants whose EU ETS scope is assumed, in words; null when every plant's is declared. */
function assumedNote(ids: readonly number[], co2e: number): string | null {
  if (ids.length === 0) return null;
  return (
    `${num(co2e, 1)} t CO2e of ${count(ids.length, 'plant')} whose EU ETS scope is assumed, ` +
    'not declared in the plant register, count in no share'
  );
}

/**
 * The E1-6 datapoints of a year: Scope 1 from each plant's sums of the year (converted with the
 * GWP set), the regulated share from the plants the ETS year counts (declared in EU ETS scope), as
 * AR 44 counts it: their CO2e over gross Scope 1.
 */
export function esrsE16(
  ets: Pick<EtsYear, 'year' | 'plants' | 'days_with_data'>,
  plants: readonly YearPlantTotals[],
  gwpSet: GwpSetName,
): EsrsE16 {
  const masses = plants.map((p) => ({
    ...p.totals,
    gasEstimates: gasEstimatesOf(p.fuel_type, [p.totals]),
  }));
  const sums: GasMasses = gasSums(masses);
  const gross = ghgBreakdown(sums, gwpSet);
  const reporting = plantsGhgReporting(masses);
  const co2 = reportedOrNull(reporting.co2, gross.co2);
  const ch4 = reportedOrNull(reporting.ch4, gross.ch4CO2e);
  const n2o = reportedOrNull(reporting.n2o, gross.n2oCO2e);
  const co2eOf = new Map(
    plants.map((p, i) => [p.plant_id, ghgBreakdown(masses[i]!, gwpSet).totalCO2e]),
  );
  const sumOf = (ids: readonly number[]) => ids.reduce((s, id) => s + (co2eOf.get(id) ?? 0), 0);
  const declared = ets.plants.filter(inDeclaredScope).map((p) => p.plant_id);
  const assumed = ets.plants.filter((p) => p.in_ets_assumed).map((p) => p.plant_id);
  const etsT = sumOf(declared);
  const share = gross.totalCO2e > 0 ? (etsT / gross.totalCO2e) * 100 : null;
  const days = daysInYear(ets.year);
  const point = (
    id: string,
    name: string,
    paragraph: string | null,
    value: number | null,
    unit: string | null,
    text: string,
    basis: string | null = null,
  ): Datapoint => ({ id, name, paragraph, value, unit, text, basis });
  const total = totalBasis(reporting);
  // A gas's datapoint: its text says an estimate where it holds one.
  const gasPoint = (key: EstimatedGas, value: number | null) => {
    const basis = gasBasis(reporting[key]);
    const text =
      value === null || basis === REPORTED ? tonnes(value) : `${tonnes(value)}, ${basis}`;
    const gas = key.toUpperCase();
    return point(
      `scope_1_${key}`,
      `Gross Scope 1 GHG emissions: ${gas}`,
      null,
      value,
      t,
      text,
      basis,
    );
  };
  const t = 't CO2e';
  return {
    year: ets.year,
    gwp_set: gwpSet,
    basis: {
      days_with_data: ets.days_with_data,
      days_in_year: days,
      text: `${num(ets.days_with_data)} of ${num(days)} days of ${ets.year} with data`,
    },
    scope_1: {
      co2_t: co2,
      ch4_t_co2e: ch4,
      n2o_t_co2e: n2o,
      total_t_co2e: gross.totalCO2e,
      co2e_note: co2eBasisText(reporting),
      gas_estimates: sums.gasEstimates!,
    },
    regulated_ets: {
      plant_ids: declared,
      t_co2e: etsT,
      share_pct: share,
      scope_assumed: { plant_ids: assumed, t_co2e: sumOf(assumed) },
      note: assumedNote(assumed, sumOf(assumed)),
    },
    datapoints: [
      point(
        'scope_1_gross',
        'Gross Scope 1 GHG emissions',
        SCOPE_1!,
        gross.totalCO2e,
        t,
        tonnes(gross.totalCO2e),
        total,
      ),
      gasPoint('co2', co2),
      gasPoint('ch4', ch4),
      gasPoint('n2o', n2o),
      point(
        'scope_1_regulated_ets_pct',
        'Percentage of Scope 1 GHG emissions from regulated emission trading schemes',
        citation('esrsEtsShare'),
        share,
        '%',
        share === null ? 'no Scope 1 emissions' : `${num(share, 1)} %`,
        total,
      ),
      point('gwp_set', 'Global warming potentials used', null, null, null, gwpText(gwpSet)),
      point('scope_2_gross', 'Gross Scope 2 GHG emissions', SCOPE_2!, null, t, NOT_ASSESSED),
      point('scope_3_gross', 'Gross Scope 3 GHG emissions', SCOPE_3!, null, t, NOT_ASSESSED),
    ],
  };
}

/** The datapoints as CSV, one a row, with the basis of the year as the last row. */
export function esrsE16Csv(e: EsrsE16): string {
  const rows = e.datapoints.map((d) => [
    d.id,
    d.name,
    d.paragraph ?? '',
    d.value ?? '',
    d.unit ?? '',
    d.text,
    d.basis ?? '',
  ]);
  rows.push([
    'basis',
    'Days of the year with data',
    '',
    e.basis.days_with_data,
    'days',
    e.basis.text,
    '',
  ]);
  return writeCsv(['datapoint', 'name', 'esrs_paragraph', 'value', 'unit', 'text', 'basis'], rows);
}
