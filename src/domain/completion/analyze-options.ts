// What analysing a file and completing its analysis take besides the data. Apart from types.ts
// because they name the register's and the EU ETS year's facts, which themselves read analysis types.
import type { GwpSetName } from '../constants';
import type { PlantGaps } from '../ets/ets-coverage';
import type {
  AllowanceRecord,
  EtsSettings,
  EtsYear,
  EtsYearData,
  Verification,
} from '../ets/ets-year';
import type { SavedRegisterRow } from '../register/register';
import type { PermitRecordFacts, PlantOverride } from '../analysis/types';

export interface AnalyzeOptions {
  /** Today, `YYYY-MM-DD` (permit and current-year logic). */
  now: string;
  plantOverrides?: Readonly<Record<number, PlantOverride>>;
  gwpSet?: GwpSetName;
  /** A permit record to analyse against the data, with what the permit card shows of it. */
  permit?: { permit_year: number; active_permits: number } & Partial<PermitRecordFacts> &
    Partial<Omit<AllowanceRecord, 'active_permits'>>;
}

/** What the cacheable base depends on besides the file. */
export type AnalysisBaseOptions = Pick<AnalyzeOptions, 'plantOverrides' | 'gwpSet'>;

/** What completing a base depends on: today, the user's permit record and their plant register. */
export type CompleteAnalysisOptions = Pick<AnalyzeOptions, 'now' | 'permit'> & {
  /** What the user declared of their plants (issue 11); an undeclared plant gets the defaults. */
  register?: readonly SavedRegisterRow[];
  /** The compliance year (default: the data's last year, else today's). */
  complianceYear?: number;
  /** The compliance year's CO2 from the data's source, the whole calendar year (default: the scope's own). */
  etsData?: EtsYearData;
  /** The user's EUA price and permit block size (default: 85 EUR/t, 100,000 t). */
  etsSettings?: EtsSettings;
  /** The verifier's statement recorded for the compliance year (default: none, the CO2 is reported). */
  verification?: Verification | null;
  /** The gaps of each plant's readings in the compliance year (default: not read, no coverage). */
  etsGaps?: readonly PlantGaps[] | null;
  /**
   * The compliance year's ETS answer kept when it was locked (issue 28 §3): it stands in for the
   * one the data, register and record would make now.
   */
  lockedEts?: EtsYear;
};
