// Test helper: the ETS year of a year of aggregates, without a permit record, at the default settings.
import type { Aggregates } from '../analysis/aggregate';
import { DEFAULT_ETS_SETTINGS, etsYear, type EtsYear } from '../ets/ets-year';
import { emptyEtsYear, etsYearsOf } from '../ets/year-emissions';
import type { SavedRegisterRow } from '../register/register';

export function etsOf(
  agg: Aggregates,
  year: number,
  register: readonly SavedRegisterRow[],
  today: string,
): EtsYear {
  const data = etsYearsOf(agg).find((y) => y.year === year) ?? emptyEtsYear(year);
  return etsYear(data, register, null, DEFAULT_ETS_SETTINGS, today.slice(0, 10));
}
