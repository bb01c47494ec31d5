// The insight rules: each reads the figures and returns findings that name the plant, the figure and
// the threshold.
import {
  EFFICIENCY_CRITICAL_BELOW,
  EFFICIENCY_OPTIMAL_FROM,
  PERMIT_DEFAULT_BUFFER_MONTHS,
  PERMIT_RED_MAX_MONTHS,
  PERMIT_YELLOW_MAX_MONTHS,
} from '../constants';
import { allowancesText, PERMIT_STATUS_LABELS, positionText } from '../ets/ets-words';
import type { EtsYear } from '../ets/ets-year';
import type {
  Benchmarks,
  DailyEmissionsPoint,
  DailyEmissionsTotals,
  FactoryAnalysis,
  Insight,
  KpiChanges,
  PermitAnalysis,
  Priority,
  ReportingPeriod,
  SecReport,
  TrafficLight,
} from '../analysis/types';
import {
  avoidedCo2,
  extremes,
  gapWindow,
  intensityOutliers,
  nextStatusThreshold,
  type PlantFacts,
} from './facts';
import { beside, count, names, num, pct, signed } from '../format';
import {
  GAP_DATES_LISTED,
  KPI_CHANGE_ALERT_PCT,
  OPTIMIZATION_MEDIUM_SHARE_PCT,
  TREND_SIGNIFICANT_PCT,
} from './thresholds';
import { emissionTrend, MIN_TREND_DAYS, TREND_HORIZON_DAYS } from './trend';

/** An insight and the action it recommends, if any. */
export interface Finding {
  insight: Insight;
  recommendation?: string;
}

/** "from 2025-01-01 to 2025-01-31", or "in the data" without a period. */
export function periodText(period: ReportingPeriod | null): string {
  return period ? `from ${period.startDate} to ${period.endDate}` : 'in the data';
}

const SCALING_ASSUMPTION = 'assuming CO2 scales with fuel per MWh (1 / efficiency)';

function withFuel(p: PlantFacts): string {
  return p.fuel ? `${p.name} (${p.fuel})` : p.name;
}

/** data §4: an alert per critical plant (below 45 %) and per warning plant (45 to below 60 %). */
export function plantStatusFindings(
  plants: readonly PlantFacts[],
  fleetAverage: number,
  period: ReportingPeriod | null,
): Finding[] {
  const out: Finding[] = [];
  for (const p of plants) {
    const target = nextStatusThreshold(p.status);
    if (target === null) continue;
    const critical = p.status === 'critical';
    const eff = beside(p.efficiency, target);
    const band = critical
      ? `below the critical threshold of ${EFFICIENCY_CRITICAL_BELOW}%`
      : `in the warning band of ${EFFICIENCY_CRITICAL_BELOW}% to below ${EFFICIENCY_OPTIMAL_FROM}%`;
    const gap = num(target - p.efficiency, 1);
    out.push({
      insight: {
        type: 'alert',
        title: `${p.name}: ${p.status} efficiency ${eff}%`,
        description:
          `${withFuel(p)} averages ${eff}% efficiency, ${band} (fleet average ${pct(fleetAverage)}). ` +
          `It emitted ${num(p.co2)} tCO2 for ${num(p.electricity)} MWh of electricity ${periodText(period)}.`,
        priority: critical ? 'high' : 'medium',
        actionable: true,
        estimatedImpact:
          `About ${num(avoidedCo2(p.co2, p.efficiency, target))} tCO2 less at the same output if ` +
          `${p.name} reached ${target}%, ${SCALING_ASSUMPTION}.`,
      },
      recommendation: critical
        ? `Start with ${p.name}: at ${eff}% it is ${gap} points below the critical threshold of ${target}%; run a heat-rate test and review combustion and maintenance records.`
        : `Bring ${p.name} from ${eff}% to the optimal threshold of ${target}% (${gap} points) through combustion tuning and maintenance.`,
    });
  }
  return out;
}

/** A low-priority note when every plant is optimal (at or above 60 %), naming the lowest efficiency. */
export function allOptimalFindings(plants: readonly PlantFacts[]): Finding[] {
  if (plants.length === 0 || plants.some((p) => p.status !== 'optimal')) return [];
  const { worst } = extremes(plants);
  const eff = beside(worst.efficiency, EFFICIENCY_OPTIMAL_FROM);
  return [
    {
      insight: {
        type: 'recommendation',
        title: `All ${count(plants.length, 'plant')} optimal: lowest efficiency ${eff}% (${worst.name})`,
        description: `Every plant averages at least the optimal threshold of ${EFFICIENCY_OPTIMAL_FROM}%; the lowest is ${worst.name} at ${eff}%.`,
        priority: 'low',
        actionable: false,
        estimatedImpact: `${worst.name} keeps ${num(worst.efficiency - EFFICIENCY_OPTIMAL_FROM, 1)} points of margin above ${EFFICIENCY_OPTIMAL_FROM}%.`,
      },
    },
  ];
}

/** The least-efficient plant against the fleet average and the best plant, with the CO2 levelling avoids. */
export function leastEfficientFinding(
  plants: readonly PlantFacts[],
  fleetAverage: number,
  period: ReportingPeriod | null,
): Finding[] {
  if (plants.length < 2) return [];
  const { best, worst } = extremes(plants);
  const avoided = avoidedCo2(worst.co2, worst.efficiency, fleetAverage);
  if (avoided <= 0) return [];
  const fleetCo2 = plants.reduce((s, p) => s + p.co2, 0);
  const share = fleetCo2 > 0 ? (avoided / fleetCo2) * 100 : 0;
  const eff = beside(worst.efficiency, fleetAverage);
  return [
    {
      insight: {
        type: 'optimization',
        title: `${worst.name} is the least efficient plant: ${eff}% against a fleet average of ${pct(fleetAverage)}`,
        description:
          `${withFuel(worst)} runs at ${eff}%, ${num(fleetAverage - worst.efficiency, 1)} points below the fleet ` +
          `average of ${pct(fleetAverage)} and ${num(best.efficiency - worst.efficiency, 1)} points below the best ` +
          `plant, ${best.name}, at ${pct(best.efficiency)}.`,
        // Medium when levelling this one plant would cut at least OPTIMIZATION_MEDIUM_SHARE_PCT of fleet CO2.
        priority: share >= OPTIMIZATION_MEDIUM_SHARE_PCT ? 'medium' : 'low',
        actionable: true,
        estimatedImpact:
          `About ${num(avoided)} tCO2 avoided (${pct(share)} of the fleet's ${num(fleetCo2)} tCO2 ${periodText(period)}) ` +
          `if ${worst.name} reached the fleet average of ${pct(fleetAverage)}, ${SCALING_ASSUMPTION} at the same output.`,
      },
      recommendation: `Raise ${worst.name} from ${eff}% toward ${best.name}'s ${pct(best.efficiency)}: reaching the fleet average of ${pct(fleetAverage)} alone avoids about ${num(avoided)} tCO2.`,
    },
  ];
}

/** An alert per factory whose emission intensity (gCO2/kWh) is above the bound of the cohort's worst quarter. */
export function intensityFindings(
  factories: readonly FactoryAnalysis[],
  benchmarks: Benchmarks,
): Finding[] {
  const p75 = benchmarks.emissions_p75;
  return intensityOutliers(factories, benchmarks).map((f) => {
    const intensity = beside(f.emissions_gCO2_per_kWh, p75, 0);
    const avoided = f.total_co2_tonnes * (1 - p75 / f.emissions_gCO2_per_kWh);
    return {
      insight: {
        type: 'alert',
        title: `${f.factory_name}: emission intensity ${intensity} gCO2/kWh, above the cohort's worst-quarter bound of ${num(p75)}`,
        description:
          `${f.factory_name} emits ${intensity} gCO2 per kWh of electricity, above the cohort's worst-quarter bound of ` +
          `${num(p75)} gCO2/kWh (cohort average ${num(benchmarks.emissions_avg)}, best quarter at or below ` +
          `${num(benchmarks.emissions_p25)}).`,
        priority: 'medium',
        actionable: true,
        estimatedImpact: `About ${num(avoided)} tCO2 less of its ${num(f.total_co2_tonnes)} tCO2 at the same output if its intensity came down to ${num(p75)} gCO2/kWh.`,
      },
      recommendation: `Cut ${f.factory_name}'s intensity from ${intensity} to the cohort's worst-quarter bound of ${num(p75)} gCO2/kWh: check fuel quality and combustion, or shift output to lower-intensity units.`,
    };
  });
}

/** A prediction from the least-squares slope of daily CO2, stated from MIN_TREND_DAYS days with data. */
export function trendFindings(points: readonly DailyEmissionsPoint[]): Finding[] {
  const t = emissionTrend(points);
  if (!t) return [];
  const change = t.pctPer30Days ?? 0;
  const direction =
    change >= TREND_SIGNIFICANT_PCT
      ? 'rising'
      : change <= -TREND_SIGNIFICANT_PCT
        ? 'falling'
        : 'stable';
  const rising = direction === 'rising';
  const perHorizon =
    t.pctPer30Days === null ? '' : `, ${signed(t.pctPer30Days)}% per ${TREND_HORIZON_DAYS} days`;
  return [
    {
      insight: {
        type: 'prediction',
        title: `CO2 trend ${direction}: ${signed(t.slopeTPerDay, 2)} t/day${perHorizon}`,
        description:
          `Least-squares slope of daily CO2 over the ${t.days} days with data from ${t.firstDate} to ${t.lastDate}: ` +
          `${signed(t.slopeTPerDay, 2)} t/day against a mean of ${num(t.meanDailyT, 1)} tCO2/day` +
          `${perHorizon}. Rising or falling from ${TREND_SIGNIFICANT_PCT}% per ${TREND_HORIZON_DAYS} days; ` +
          `stated from ${MIN_TREND_DAYS} days with data.`,
        priority: rising ? 'medium' : 'low',
        actionable: rising,
        estimatedImpact: `If the slope holds, daily CO2 changes by ${signed(t.slopeTPerDay * TREND_HORIZON_DAYS, 1)} t over the next ${TREND_HORIZON_DAYS} days.`,
      },
      ...(rising && {
        recommendation: `Find the cause of the rising CO2 trend (${signed(t.slopeTPerDay, 2)} t/day over ${t.days} days): check whether output grew with it or efficiency fell on the highest days.`,
      }),
    },
  ];
}

const PERMIT_PRIORITY: Record<TrafficLight, Priority> = {
  green: 'low',
  yellow: 'medium',
  red: 'high',
};

/** The EU permit runway (months, status light) of the permit record, or why it cannot be computed. */
export function permitFindings(permits: PermitAnalysis | undefined, ets: EtsYear): Finding[] {
  if (!permits) return [];
  const allowances = allowancesText(ets);
  const year = `${permits.permit_year}${permits.isCurrentYear ? '' : ' (historical)'}`;
  const r = permits.result;
  if (!r.valid) {
    return [
      {
        insight: {
          type: 'alert',
          title: `EU permit runway for ${year} cannot be calculated`,
          description: `The permit record for ${year} (${allowances}) could not be analysed: ${r.error}`,
          priority: 'medium',
          actionable: true,
          estimatedImpact: `No runway for the ${num(ets.allowances_t)} EUAs of ${year} until the input is complete.`,
        },
        recommendation: `Complete the ${year} permit record so the runway can be calculated: ${r.error}`,
      },
    ];
  }
  const light = r.status_light;
  // An ended year has no runway: its light is its outcome, which its status line states.
  if (!permits.isCurrentYear) {
    return [
      {
        insight: {
          type: 'alert',
          title: `EU permits for ${year}: ${r.status_label}`,
          description: `${allowances}. ${r.status_line}`,
          priority: PERMIT_PRIORITY[light],
          actionable: light !== 'green',
          estimatedImpact: `Position of ${ets.year}: ${positionText(ets)}.`,
        },
        ...(light !== 'green' && r.recommendations[0] && { recommendation: r.recommendations[0] }),
      },
    ];
  }
  const buffer = permits.input.target_buffer_months ?? PERMIT_DEFAULT_BUFFER_MONTHS;
  const rate = permits.input.avg_consumption_rate_t_per_month ?? 0;
  const months = num(r.months_remaining, 1);
  const unit = ets.allowance_basis === 'euas' ? 'EUA' : 'permit';
  return [
    {
      insight: {
        type: 'prediction',
        title: `EU permit runway: ${months} months (${PERMIT_STATUS_LABELS[light]}, ${light})`,
        description:
          `${year}: ${allowances}, ${num(r.total_capacity_t)} tCO2 of capacity; ` +
          `${pct(r.consumed_pct)} is used and at ${num(rate)} tCO2/month the rest lasts ${months} months ` +
          `(${r.years_display} years) from ${permits.input.current_date}. The light is red at ` +
          `${PERMIT_RED_MAX_MONTHS} months or less, yellow up to ${PERMIT_YELLOW_MAX_MONTHS}, green above.`,
        priority: PERMIT_PRIORITY[light],
        actionable: light !== 'green',
        estimatedImpact: `${unit === 'EUA' ? 'EUAs' : 'Permits'} needed for a ${buffer}-month buffer: ${num(r.needed_permits_for_buffer)}; market value of the capacity EUR ${num(r.market_value_eur)} at ${num(ets.price_eur_per_t, 2)} EUR per EUA.`,
      },
      ...(light !== 'green' && {
        recommendation: `Secure EU permits before the runway ends: ${months} months left at ${num(rate)} tCO2/month, ${count(r.needed_permits_for_buffer, unit)} needed for a ${buffer}-month buffer.`,
      }),
    },
  ];
}

// data §2 "Dashboard Overview": the KPI card titles.
const KPI_LABELS = {
  totalElectricity: 'Total Electricity Output',
  totalEmissions: 'Total CO2 Emissions',
  avgEfficiency: 'Average Efficiency',
  totalFuelConsumption: 'Fuel Consumption',
} as const;

/** An alert per KPI whose day-over-day change is beyond plus or minus KPI_CHANGE_ALERT_PCT percent. */
export function kpiChangeFindings(
  changes: KpiChanges,
  points: readonly DailyEmissionsPoint[],
): Finding[] {
  const { currentDate, previousDate } = changes;
  if (currentDate === null || previousDate === null) return [];
  const co2On = (date: string) => points.find((p) => p.date === date)?.CO2 ?? null;
  const out: Finding[] = [];
  for (const key of Object.keys(KPI_LABELS) as (keyof typeof KPI_LABELS)[]) {
    const change = changes[key];
    if (change === null || Math.abs(change) <= KPI_CHANGE_ALERT_PCT) continue;
    const label = KPI_LABELS[key];
    // Rising emissions and falling efficiency are the adverse moves; the others are reported at low priority.
    const adverse =
      (key === 'totalEmissions' && change > 0) || (key === 'avgEfficiency' && change < 0);
    const before = co2On(previousDate);
    const after = co2On(currentDate);
    const tonnes =
      key === 'totalEmissions' && before !== null && after !== null
        ? ` (${num(before, 1)} t to ${num(after, 1)} t)`
        : '';
    out.push({
      insight: {
        type: 'alert',
        title: `${label} ${change > 0 ? 'up' : 'down'} ${num(Math.abs(change), 1)}% day over day`,
        description: `${label} changed by ${signed(change)}% from ${previousDate} to ${currentDate}${tonnes}, beyond the alert band of plus or minus ${KPI_CHANGE_ALERT_PCT}%.`,
        priority: adverse ? 'medium' : 'low',
        actionable: adverse,
        estimatedImpact: `One day's change (${currentDate} against ${previousDate}); confirm whether it is operational or a data error before acting.`,
      },
      ...(adverse && {
        recommendation: `Check ${currentDate}: ${label} moved ${signed(change)}% against ${previousDate}; confirm the readings, then find the cause.`,
      }),
    });
  }
  return out;
}

/** A data-quality finding when days in the daily window, from the data's first date, have no data. */
export function dataGapFindings(
  points: readonly DailyEmissionsPoint[],
  totals: DailyEmissionsTotals,
  period: ReportingPeriod | null,
): Finding[] {
  const range = gapWindow(points, period);
  const gaps = range.gaps;
  if (gaps.length === 0) return [];
  const listed = gaps.slice(0, GAP_DATES_LISTED).join(', ');
  const more = gaps.length > GAP_DATES_LISTED ? ` and ${gaps.length - GAP_DATES_LISTED} more` : '';
  const meanDaily = totals.daysTracked > 0 ? totals.CO2 / totals.daysTracked : 0;
  return [
    {
      insight: {
        type: 'recommendation',
        title: `Data gap: ${count(gaps.length, 'day')} without data in the ${totals.windowDays}-day window`,
        description:
          `${gaps.length} of the ${range.days} days from ${range.from} to ${range.to} have no data (${listed}${more}). ` +
          `They are shown as gaps and add nothing to the ${totals.windowDays}-day totals; nothing is estimated.`,
        // A gap makes the period's totals understate emissions, which matters for a signed report.
        priority: 'medium',
        actionable: true,
        estimatedImpact:
          `If the plants ran on those days at the mean of the ${totals.daysTracked} days with data ` +
          `(${num(meanDaily, 1)} tCO2/day), about ${num(meanDaily * gaps.length)} tCO2 are missing from the ${totals.windowDays}-day totals.`,
      },
      recommendation: `Upload the data of the ${count(gaps.length, 'missing day')} (${listed}${more}) so the ${totals.windowDays}-day totals and the trend cover the whole window.`,
    },
  ];
}

/**
 * A recommendation when plants are in the SEC extract only by the register's default: the extract is
 * the user's disclosure, so they confirm which plants report under the rule.
 */
export function secFindings(sec: SecReport | { error: string }): Finding[] {
  if ('error' in sec) return [];
  const assumed = sec.facilities.filter((f) => f.assumed.secReporting);
  if (assumed.length === 0) return [];
  const co2e = assumed.reduce((s, f) => s + f.emissionsCO2e, 0);
  const plants = names(assumed.map((f) => f.facility));
  return [
    {
      insight: {
        type: 'recommendation',
        title: `SEC extract: ${count(assumed.length, 'plant')} assumed to report under the rule`,
        description:
          `${plants} ${assumed.length === 1 ? 'is' : 'are'} in the voluntary SEC extract by default, ` +
          `not because the plant register says ${assumed.length === 1 ? 'it reports' : 'they report'} under the rule.`,
        priority: 'low',
        actionable: true,
        estimatedImpact: `${num(co2e)} tCO2e of the extract's ${num(sec.summary.totalGHGEmissions)} tCO2e rest on that assumption.`,
      },
      recommendation: `Confirm in the plant register whether ${plants} ${assumed.length === 1 ? 'reports' : 'report'} under the SEC rule.`,
    },
  ];
}
