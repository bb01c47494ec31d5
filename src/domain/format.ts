// Number formatting for the generated sentences: the house rounding, thousands separators, ASCII only
// (the texts also go to the PDF and to plain-text exports).
import { round } from './round';

const formatters = new Map<number, Intl.NumberFormat>();

/** A number with thousands separators and exactly `decimals` decimals, rounded half away from zero. */
export function num(value: number, decimals = 0): string {
  let f = formatters.get(decimals);
  if (!f) {
    f = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(decimals, f);
  }
  // round() first, so that the figure is the one the screens show; `|| 0` turns -0 into 0.
  return f.format(round(value, decimals) || 0);
}

/** A percentage with `decimals` decimals, e.g. "47.3%". */
export function pct(value: number, decimals = 1): string {
  return `${num(value, decimals)}%`;
}

/** A number with an explicit sign, e.g. "+2.0" or "-0.5". */
export function signed(value: number, decimals = 1): string {
  const text = num(value, decimals);
  return round(value, decimals) > 0 ? `+${text}` : text;
}

/**
 * A figure compared with a threshold, with enough decimals (from `decimals`, at most 3) that the printed
 * figure sits on the same side of the threshold as the value: 44.96 against 45 prints "44.96", not "45.0".
 */
export function beside(value: number, threshold: number, decimals = 1): string {
  let d = decimals;
  while (d < 3 && Math.sign(round(value, d) - threshold) !== Math.sign(value - threshold)) d += 1;
  return num(value, d);
}

/** A list of names in prose: "A", "A and B", "A, B and C". */
export function names(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)!}`;
}

/** A count with its noun: "1 plant", "3 plants". */
export function count(n: number, singular: string, plural = `${singular}s`): string {
  return `${num(n)} ${n === 1 ? singular : plural}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "1 Jan 2025"; a month (`YYYY-MM`) reads "Jan 2025". */
export function formatDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number | undefined];
  const month = MONTHS[m - 1] ?? '?';
  return d === undefined ? `${month} ${y}` : `${d} ${month} ${y}`;
}

/** An ISO instant to the minute in UTC, the house way: "20 Mar 2025 14:05". */
export function formatMinute(iso: string): string {
  return `${formatDay(iso.slice(0, 10))} ${iso.slice(11, 16)}`;
}

const AND_LIST = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });

/** Items joined as a sentence lists them: "a", "a and b", "a, b, and c". */
export const list = (items: readonly string[]): string => AND_LIST.format(items);
