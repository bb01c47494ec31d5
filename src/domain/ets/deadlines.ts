// docs/design.md "Domain facts": an EU ETS year's verified emissions are reported by 31 March of the next
// year and its allowances surrendered by 30 September of the next year (30 April before the 2023
// reform moved it, so for the years up to 2022).
import { dateToDay } from '../readings/day-number';

/** The last compliance year whose allowances were due by 30 April. */
const LAST_APRIL_SURRENDER_YEAR = 2022;

export function reportDue(year: number): string {
  return `${year + 1}-03-31`;
}

export function surrenderDue(year: number): string {
  return year <= LAST_APRIL_SURRENDER_YEAR ? `${year + 1}-04-30` : `${year + 1}-09-30`;
}

/** Whole days from `today` to `date` (both YYYY-MM-DD); negative once the date has passed. */
export function daysUntil(today: string, date: string): number {
  return dateToDay(date) - dateToDay(today);
}
