// The frameworks a compliance report covers for each jurisdiction (data §2 Reports, §4), as the Reports
// screen lists them; buildComplianceReport includes the matching parts (EU: CSRD, EU ETS, Data Act; US: SEC).
import {
  CSRD_DEADLINE,
  DATA_ACT_APPLIES_FROM,
  DATA_PORTABILITY_RESPONSE_DAYS,
  ESRS_STANDARDS,
  ETS_REPORT_DEADLINE,
  ETS_SURRENDER_DEADLINE,
  SEC_RULE_DEFENCE_ENDED,
  type Jurisdiction,
} from '../constants';
import { names } from '../format';
import type { ComplianceReport } from '../report/types';

export interface ReportFramework {
  /** The report's part for this framework (null in a report of another jurisdiction). */
  part: keyof Pick<
    ComplianceReport,
    'csrdCompliance' | 'etsCompliance' | 'dataActCompliance' | 'secDisclosure'
  >;
  name: string;
  /** What the report's part for it contains. */
  covers: string;
}

const EU: readonly ReportFramework[] = [
  {
    part: 'csrdCompliance',
    name: `CSRD / ESRS ${names([...ESRS_STANDARDS])}`,
    covers: `Gross scope 1 emissions, energy and efficiency; deadline used ${CSRD_DEADLINE}.`,
  },
  {
    part: 'etsCompliance',
    name: 'EU ETS',
    covers: `CO2 counted against allowances, reported from the data and verified once a verifier's statement is recorded; report by ${ETS_REPORT_DEADLINE}, surrender by ${ETS_SURRENDER_DEADLINE}.`,
  },
  {
    part: 'dataActCompliance',
    name: 'EU Data Act',
    covers: `Data access and portability (${DATA_PORTABILITY_RESPONSE_DAYS}-day response), retention; applies from ${DATA_ACT_APPLIES_FROM}.`,
  },
];

const US: readonly ReportFramework[] = [
  {
    part: 'secDisclosure',
    name: 'US SEC climate disclosure (voluntary)',
    covers: `The plants the plant register marks as reporting under the rule: scope 1 (scope 2 and 3 not assessed), climate risks and the carbon cost; voluntary, as the rule is stayed and on ${SEC_RULE_DEFENCE_ENDED} the SEC voted to end its defence.`,
  },
];

/** data §4: EU, US or both. */
export const REPORT_FRAMEWORKS: Readonly<Record<Jurisdiction, readonly ReportFramework[]>> = {
  EU,
  US,
  COMBINED: [...EU, ...US],
};
