// The Overview's three status cards (data §2): the prototype showed fixed words ('Compliant', 'Ready',
// 'Optimal'); here each card states what the loaded data, the permit record and the rules give.
import type { z } from 'zod';
import type { Analysis } from '../analysis/types';
import type { OverviewStatusCardSchema } from './schema';
import {
  allowancesText,
  deadlinesText,
  etsCo2Figure,
  positionFigure,
  type FigureWithNote,
} from '../ets/ets-words';
import {
  EFFICIENCY_CRITICAL_BELOW,
  EFFICIENCY_OPTIMAL_FROM,
  SEC_RULE_ADOPTED,
  SEC_RULE_DEFENCE_ENDED,
} from '../constants';
import { count, num, pct } from '../format';
import { co2eBasisText, ghgReportedText } from '../analysis/ghg-reporting';
import { FILE_EFFICIENCY } from '../analysis/efficiency';
import { citation } from '../sources/sources';

export type OverviewStatusCard = z.infer<typeof OverviewStatusCardSchema>;
export type StatusTone = OverviewStatusCard['badge']['tone'];

type StatusInput = Pick<
  Analysis,
  'kpis' | 'factories' | 'permits' | 'ets' | 'sec' | 'plantStatusCounts' | 'ghgReporting'
>;

const MONTHS_PER_YEAR = 12;

/** data §4: with no valid permit result the badge reads 'No Data'. */
const NO_DATA = 'No Data';

/** A card row of a figure, with its note under it when it has one. */
const figureRow = (label: string, { value, note }: FigureWithNote) =>
  note ? { label, value, note } : { label, value };

function euCard(a: StatusInput): OverviewStatusCard {
  const ets = a.ets;
  const measured = a.factories.filter((f) => f.data_available).length;
  const rows: OverviewStatusCard['rows'] = [
    { label: `EU ETS allowances ${ets.year}`, value: allowancesText(ets) },
    figureRow(ets.status === 'verified' ? 'Verified CO2' : 'Reported CO2', etsCo2Figure(ets)),
    figureRow('Position', positionFigure(ets)),
    {
      label: 'CSRD / ESRS E1 metrics',
      value: `${measured} of ${count(a.factories.length, 'plant')}`,
    },
  ];
  // Issue 27: the inventory's CO2e lacks a gas the data does not report, or (issue 38) holds its
  // estimate from the fuel; the card says so.
  const lacking = ghgReportedText(a.ghgReporting);
  if (lacking) rows.push({ label: 'GHG inventory', value: lacking });
  const deadlines = `Deadlines: ${deadlinesText(ets)}.`;
  const co2Only = 'CH4 and N2O from fuel combustion do not count against allowances.';
  const projection = ets.projection ? [`Projection: ${ets.projection.basis}`] : [];
  const p = a.permits;
  if (!p) {
    return {
      title: 'EU Compliance',
      badge: { label: NO_DATA, tone: 'neutral' },
      rows,
      note: `Add ${ets.year} in Settings > EU Permits to see the permit runway. ${deadlines}`,
      basis: [...projection, co2Only],
    };
  }
  if (!p.result.valid) {
    return {
      title: 'EU Compliance',
      badge: { label: NO_DATA, tone: 'neutral' },
      rows,
      note: `${p.result.error} ${deadlines}`,
      basis: [...projection, co2Only],
    };
  }
  const r = p.result;
  // Under a year, months say more than "0.0 years"; an ended year has no runway left to state.
  const runway = !p.isCurrentYear
    ? 'year ended'
    : r.months_remaining < MONTHS_PER_YEAR
      ? `${num(r.months_remaining, 1)} months left`
      : `${r.years_display} years left`;
  const year = `Runway ${p.permit_year}${p.isCurrentYear ? '' : ' (Historical)'}`;
  return {
    title: 'EU Compliance',
    badge: { label: r.status_label, tone: r.status_light },
    rows: [
      ...rows.slice(0, 3),
      { label: year, value: `${pct(r.consumed_pct)} used, ${runway}` },
      ...rows.slice(3),
    ],
    note: deadlines,
    basis: ["Runway at the year's CO2 rate.", ...projection, co2Only],
  };
}

const SEC_RULE_NOTE = `Voluntary disclosure: the SEC climate rule (adopted ${SEC_RULE_ADOPTED}) is stayed, and on ${SEC_RULE_DEFENCE_ENDED} the SEC voted to end its defence (${citation('secDefenceEnded')}). No allowances: the rule asks for a disclosure.`;

function secCard(a: StatusInput): OverviewStatusCard {
  const title = 'US SEC Disclosure';
  if ('error' in a.sec) {
    return { title, badge: { label: NO_DATA, tone: 'neutral' }, rows: [], note: a.sec.error };
  }
  const s = a.sec.summary;
  const badge = { label: 'Voluntary', tone: 'neutral' } as const;
  if (s.facilitiesCount === 0) {
    return {
      title,
      badge,
      rows: [{ label: 'Plants reporting under the rule', value: '0' }],
      note: SEC_RULE_NOTE,
    };
  }
  const basis = co2eBasisText(s.ghgReporting);
  return {
    title,
    badge,
    rows: [
      {
        label: 'Plants reporting under the rule',
        value:
          s.facilitiesAssumed === 0
            ? `${num(s.facilitiesCount)} (declared)`
            : `${num(s.facilitiesCount)} (${num(s.facilitiesAssumed)} assumed)`,
      },
      { label: 'Scope 1 GHG', value: `${num(s.totalGHGEmissions)} tCO2e (${a.sec.gwpSet})` },
      { label: 'Renewable share', value: pct(s.weightedRenewableShare) },
    ],
    note: basis ? `${basis}. ${SEC_RULE_NOTE}` : SEC_RULE_NOTE,
  };
}

function plantCard(a: StatusInput): OverviewStatusCard {
  const c = a.plantStatusCounts;
  const badge: OverviewStatusCard['badge'] =
    c.critical > 0
      ? { label: 'Critical', tone: 'red' }
      : c.warning > 0
        ? { label: 'Monitoring', tone: 'yellow' }
        : c.optimal > 0
          ? { label: 'Optimal', tone: 'green' }
          : { label: NO_DATA, tone: 'neutral' };
  return {
    title: 'Plant Status',
    badge,
    rows: [
      { label: 'Optimal', value: num(c.optimal) },
      { label: 'Warning', value: num(c.warning) },
      { label: 'Critical', value: num(c.critical) },
    ],
    note: `By mean hourly efficiency, ${FILE_EFFICIENCY}: critical below ${EFFICIENCY_CRITICAL_BELOW}%, warning from ${EFFICIENCY_CRITICAL_BELOW}% to below ${EFFICIENCY_OPTIMAL_FROM}%, optimal from ${EFFICIENCY_OPTIMAL_FROM}%.`,
  };
}

/** The EU Compliance, US SEC Disclosure and Plant Status cards, in the spec's order. */
export function overviewStatusCards(analysis: StatusInput): OverviewStatusCard[] {
  return [euCard(analysis), secCard(analysis), plantCard(analysis)];
}
