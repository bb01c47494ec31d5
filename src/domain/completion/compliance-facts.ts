// Issue 25 "one scope service": the compliance year of a scope and what it decides, the register
// entries and the EU ETS year, worked out in one place for the completed analysis and the report.
import type { RegisterEntry } from '../analysis/register-entry-schema';
import type { AnalysisBase } from '../analysis/types';
import {
  allowanceRecordOf,
  DEFAULT_ETS_SETTINGS,
  etsYear,
  frozenEtsYear,
  type EtsYear,
} from '../ets/ets-year';
import { emptyEtsYear } from '../ets/year-emissions';
import { registerOf } from '../register/register';
import type { CompleteAnalysisOptions } from './analyze-options';

/** The EU ETS compliance year of a scope: the year asked for, else the data's last year, else today's. */
export function complianceYearOf(
  asked: number | null | undefined,
  lastYear: number | undefined,
  today: string,
): number {
  return asked ?? lastYear ?? Number(today.slice(0, 4));
}

/** What the compliance year and the user's register make of a base. */
export interface ComplianceFacts {
  register: RegisterEntry[];
  ets: EtsYear;
}

/**
 * The register entries of the base's plants and the ETS year of the compliance year. A permit
 * record given without a compliance year names the year it is read for (the command line's).
 */
export function complianceFacts(
  base: Pick<AnalysisBase, 'inventory' | 'period' | 'etsBasis'>,
  options: CompleteAnalysisOptions,
): ComplianceFacts {
  const today = options.now.slice(0, 10);
  const asked = options.complianceYear ?? options.permit?.permit_year;
  const year = complianceYearOf(asked, base.period?.year, today);
  const ets = options.lockedEts
    ? frozenEtsYear(options.lockedEts, today)
    : etsYear(
        options.etsData ?? base.etsBasis.find((y) => y.year === year) ?? emptyEtsYear(year),
        options.register ?? [],
        allowanceRecordOf(options.permit),
        options.etsSettings ?? DEFAULT_ETS_SETTINGS,
        today,
        options.verification ?? null,
        options.etsGaps ?? null,
      );
  return { register: registerOf(base.inventory, options.register ?? []), ets };
}
