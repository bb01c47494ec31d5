import { yearOfDay } from '@domain/readings/day-number';
import type { DaySpan } from '../cell-rows';

/** Every calendar year from the first to the last, inclusive. */
export function yearsFrom({ first, last }: { first: number; last: number }): number[] {
  return Array.from({ length: last - first + 1 }, (_, k) => first + k);
}

/** The calendar years from one YYYY-MM-DD date to another; none without both. */
export const yearsOfDates = (first: string | null, last: string | null): number[] =>
  first && last
    ? yearsFrom({ first: Number(first.slice(0, 4)), last: Number(last.slice(0, 4)) })
    : [];

/** The calendar years a span of days touches. */
export const yearsOfDays = (span: DaySpan | null): number[] =>
  span ? yearsFrom({ first: yearOfDay(span.first), last: yearOfDay(span.last) }) : [];
