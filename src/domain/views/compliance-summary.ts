// The Compliance screen's "Compliance Summary" (data §2): the prototype showed fixed ticks; here each line
// states a fact of the loaded data, the permit record or the regulation (docs/design.md "Domain facts"), and is
// marked ok only when the data supports it.
import {
  CSRD_DEADLINE,
  DATA_ACT_APPLIES_FROM,
  DATA_PORTABILITY_RESPONSE_DAYS,
  ESRS_STANDARDS,
  EXPORT_FORMATS,
  EXPORT_ROLES,
  GWP_SETS,
} from '../constants';
import { count, names } from '../format';
import {
  MSG_SEC_NO_ALLOWANCES,
  MSG_SEC_PLANTS_FROM_REGISTER,
  MSG_SEC_RULE_STATUS,
  MSG_SEC_RULE_STAYED,
} from '../messages';
import type { z } from 'zod';
import { asSentence, etsSummaryParts, etsCo2Figure } from '../ets/ets-words';
import type { Analysis } from '../analysis/types';
import type { ChecklistItemSchema, ComplianceChecklistSchema } from './schema';

/** ok: the data supports it; attention: something to act on; info: a fact without a verdict. */
export type ChecklistItem = z.infer<typeof ChecklistItemSchema>;
export type ChecklistState = ChecklistItem['state'];
export type ComplianceChecklist = z.infer<typeof ComplianceChecklistSchema>;

type SummaryInput = Pick<
  Analysis,
  'period' | 'kpis' | 'factories' | 'permits' | 'ets' | 'sec' | 'gwpSet' | 'quality'
>;

const formats = names(EXPORT_FORMATS.map((f) => f.toUpperCase()));

/**
 * Issue 26: what was checked for CSRD, the data behind ESRS E1 (efficiency and intensity per plant),
 * never a verdict of compliance: that rests on the company's scope and its whole statement.
 */
function csrdItem(a: SummaryInput): ChecklistItem {
  const complete = a.factories.filter((f) => f.data_available).length;
  const total = a.factories.length;
  return {
    label: `CSRD / ESRS ${names([...ESRS_STANDARDS])}`,
    state: total > 0 && complete === total ? 'info' : 'attention',
    detail: `ESRS E1 figures for ${complete} of ${count(total, 'plant')}; compliance not assessed.`,
    basis: [
      'Checked: efficiency and emission intensity (ESRS E1) of each plant.',
      "Compliance not assessed: the data decides neither the company's CSRD scope nor its ESRS disclosures.",
      `Reporting deadline used: ${CSRD_DEADLINE}.`,
    ],
  };
}

function etsPermitItem(a: SummaryInput): ChecklistItem {
  const label = 'EU ETS permits';
  const { verdict, basis } = etsSummaryParts(a.ets, a.permits);
  if (!a.permits) {
    return {
      label,
      state: 'attention',
      detail: `${verdict} No permit record for ${a.ets.year}: add one in Settings > EU Permits.`,
      basis,
    };
  }
  const r = a.permits.result;
  if (!r.valid) return { label, state: 'attention', detail: `${verdict} ${r.error}`, basis };
  return {
    label,
    state: r.status_light === 'green' && a.ets.position_t >= 0 ? 'ok' : 'attention',
    detail: verdict,
    basis,
  };
}

function etsEmissionsItem(a: SummaryInput): ChecklistItem {
  const co2 = etsCo2Figure(a.ets);
  const co2Only = 'CH4 and N2O from fuel combustion do not count against allowances.';
  return {
    label: 'EU ETS emissions',
    state: 'info',
    detail: `${co2.value} in ${a.ets.year} count against allowances.`,
    basis: co2.note ? [asSentence(co2.note), co2Only] : [co2Only],
  };
}

function euItems(a: SummaryInput): ChecklistItem[] {
  return [
    csrdItem(a),
    etsEmissionsItem(a),
    etsPermitItem(a),
    {
      label: 'EU Data Act',
      state: 'info',
      detail: `Data-portability requests answered within ${DATA_PORTABILITY_RESPONSE_DAYS} days.`,
      basis: [
        `The EU Data Act applies from ${DATA_ACT_APPLIES_FROM}.`,
        `Exports in ${formats} are available.`,
      ],
    },
  ];
}

/** The extract's plants first; why it gives no verdict stays in its basis. */
function secItem(a: SummaryInput): ChecklistItem {
  const label = 'SEC extract';
  if ('error' in a.sec) return { label, state: 'attention', detail: a.sec.error };
  const basis = [MSG_SEC_PLANTS_FROM_REGISTER, MSG_SEC_NO_ALLOWANCES];
  const s = a.sec.summary;
  if (s.facilitiesCount === 0) {
    return { label, state: 'info', detail: 'No plant reporting under the rule.', basis };
  }
  const plants = `${count(s.facilitiesCount, 'plant')} reporting under the rule`;
  if (s.facilitiesAssumed === 0) {
    return { label, state: 'ok', detail: `${plants}, as declared in the plant register.`, basis };
  }
  return {
    label,
    state: 'attention',
    detail: `${plants}, ${s.facilitiesAssumed} of them assumed by default: confirm them in the plant register.`,
    basis,
  };
}

function usItems(a: SummaryInput): ChecklistItem[] {
  const gwp = GWP_SETS[a.gwpSet];
  return [
    {
      label: 'SEC climate-disclosure rule',
      state: 'info',
      detail: asSentence(MSG_SEC_RULE_STAYED),
      basis: [MSG_SEC_RULE_STATUS],
    },
    secItem(a),
    {
      label: 'GHG Protocol scope 1',
      state: 'info',
      detail: `CH4 and N2O converted to CO2e with ${a.gwpSet} GWPs (CH4 ${gwp.CH4}, N2O ${gwp.N2O}); the GHG Protocol now uses AR6.`,
    },
  ];
}

function dataItems(a: SummaryInput): ChecklistItem[] {
  const q = a.quality;
  return [
    {
      label: 'Validation',
      state: q.warningCount === 0 ? 'ok' : 'attention',
      detail: `${count(q.rows, 'row')} of ${count(q.plants, 'plant')} validated on upload; ${count(q.warningCount, 'warning')}.`,
    },
    {
      label: 'Reporting period',
      state: a.period ? 'info' : 'attention',
      detail: a.period
        ? `${a.period.startDate} to ${a.period.endDate}, from the data.`
        : 'The data has no dated rows.',
    },
    {
      label: 'Source file',
      state: 'ok',
      detail: 'Stored as uploaded, never altered; every figure is computed from it.',
    },
    {
      label: 'Role-based export',
      state: 'info',
      detail: `${formats} for the ${names(Object.keys(EXPORT_ROLES))} roles, each limited to its scope.`,
    },
  ];
}

/** The three checklists of the Compliance Summary, each line a fact with its state. */
export function complianceSummary(analysis: SummaryInput): ComplianceChecklist[] {
  return [
    { title: 'EU Frameworks', items: euItems(analysis) },
    { title: 'US Frameworks', items: usItems(analysis) },
    { title: 'Data Management', items: dataItems(analysis) },
  ];
}
