// Dates as plant systems write them, read by a format such as "DD.MM.YYYY HH:mm" or
// "YYYY-MM-DD H": YYYY the year, MM/M the month, DD/D the day, HH/H the hour (0-23), mm the
// minute, ss the second; the one-letter forms take one or two digits; Z an offset from UTC ("Z",
// "+02:00" or "-0700"), which a text may leave out. Any other character but a letter is written as
// it stands, and text in square brackets too ("YYYY-MM-DD[T]HH:mm"). The result is a wall-clock
// time (epoch ms of the same fields in UTC); its offset, else the profile's time zone, turns it
// into an instant. Only a format with Z reads an offset: "07-04-1995" is never 07-04 at -19:95.

const TOKENS = ['YYYY', 'MM', 'M', 'DD', 'D', 'HH', 'H', 'mm', 'ss', 'Z'] as const;
type Token = (typeof TOKENS)[number];
type Field = 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second' | 'offset';

interface Part {
  field: Field;
  /** Digits the field takes: exactly `min` when min = max. */
  min: number;
  max: number;
}

/** A date format, read once: its fields and the text between them. */
export type DateFormat = readonly (Part | string)[];

const PARTS: Record<Token, Part> = {
  YYYY: { field: 'year', min: 4, max: 4 },
  MM: { field: 'month', min: 2, max: 2 },
  M: { field: 'month', min: 1, max: 2 },
  DD: { field: 'day', min: 2, max: 2 },
  D: { field: 'day', min: 1, max: 2 },
  HH: { field: 'hour', min: 2, max: 2 },
  H: { field: 'hour', min: 1, max: 2 },
  mm: { field: 'minute', min: 2, max: 2 },
  ss: { field: 'second', min: 2, max: 2 },
  Z: { field: 'offset', min: 0, max: 0 },
};

const LETTERS = /[A-Za-z]/;

/** Whether a format reads a time of day (an hour, minute, second or offset), not a day alone. */
export const readsTimeOfDay = (format: DateFormat): boolean =>
  format.some((p) => typeof p !== 'string' && !['year', 'month', 'day'].includes(p.field));

/**
 * Reads a format, or answers why it cannot: it needs a year, a month and a day, each field once,
 * and no letters besides the fields' outside square brackets.
 */
export function compileDateFormat(format: string): DateFormat | { error: string } {
  const parts: (Part | string)[] = [];
  const seen = new Set<Field>();
  const literal = (text: string) => {
    const last = parts.at(-1);
    if (typeof last === 'string') parts[parts.length - 1] = last + text;
    else parts.push(text);
  };
  let i = 0;
  while (i < format.length) {
    if (format[i] === '[') {
      const end = format.indexOf(']', i);
      if (end < 0)
        return { error: `The date format opens a [ at position ${i + 1} and never closes it` };
      literal(format.slice(i + 1, end));
      i = end + 1;
      continue;
    }
    const token = TOKENS.find((t) => format.startsWith(t, i));
    if (token) {
      const part = PARTS[token];
      if (seen.has(part.field)) return { error: `The date format names the ${part.field} twice` };
      seen.add(part.field);
      parts.push(part);
      i += token.length;
    } else if (LETTERS.test(format[i]!)) {
      return {
        error: `The date format has "${format[i]}" at position ${i + 1}: use YYYY, MM, M, DD, D, HH, H, mm, ss and Z, and [text] for other letters`,
      };
    } else {
      literal(format[i]!);
      i++;
    }
  }
  for (const field of ['year', 'month', 'day'] as const) {
    if (!seen.has(field)) return { error: `The date format needs the ${field}` };
  }
  return parts;
}

const isDigit = (code: number) => code >= 48 && code <= 57;

/** Where a text's offset ends and its minutes east of UTC (null: none written), or -1 when malformed. */
function offsetAt(text: string, at: number, out: { minutes: number | null }): number {
  out.minutes = null;
  if (text[at] === 'Z') {
    out.minutes = 0;
    return at + 1;
  }
  const sign = text[at];
  if (sign !== '+' && sign !== '-') return at;
  const m = /^(\d{2}):?(\d{2})/.exec(text.slice(at + 1));
  if (!m || Number(m[1]) > 23 || Number(m[2]) > 59) return -1;
  out.minutes = (sign === '-' ? -1 : 1) * (Number(m[1]) * 60 + Number(m[2]));
  return at + 1 + m[0].length;
}

const NO_OFFSET = { minutes: null as number | null };

/**
 * The wall-clock time a text reads as in a format (epoch ms of its fields in UTC), or null; a
 * format with Z leaves the text's offset in `offset.minutes` (null where the text has none).
 */
export function readDate(
  format: DateFormat,
  text: string,
  offset: { minutes: number | null } = NO_OFFSET,
): number | null {
  const f = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  let at = 0;
  for (const part of format) {
    if (typeof part === 'string') {
      if (!text.startsWith(part, at)) return null;
      at += part.length;
      continue;
    }
    if (part.field === 'offset') {
      at = offsetAt(text, at, offset);
      if (at < 0) return null;
      continue;
    }
    let value = 0;
    let digits = 0;
    while (digits < part.max && at < text.length && isDigit(text.charCodeAt(at))) {
      value = value * 10 + text.charCodeAt(at) - 48;
      at++;
      digits++;
    }
    if (digits < part.min) return null;
    f[part.field] = value;
  }
  if (at !== text.length) return null;
  if (f.month < 1 || f.month > 12 || f.day < 1 || f.hour > 23 || f.minute > 59 || f.second > 59) {
    return null;
  }
  const ms = Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second);
  // Date.UTC rolls 31 April over to 1 May: a day the month does not have reads as no date.
  return new Date(ms).getUTCDate() === f.day ? ms : null;
}

const padded = (value: number, digits: number) => String(value).padStart(digits, '0');

/**
 * A wall-clock time (epoch ms of its fields in UTC) written in a format, so that readDate reads it
 * back: what a workbook's date cell becomes for a profile that reads dates in that format.
 */
export function writeDate(format: DateFormat, wallClockMs: number): string {
  const at = new Date(wallClockMs);
  // A wall clock has no offset: written without one, it reads in the profile's time zone.
  const fields: Record<Field, number | ''> = {
    offset: '',
    year: at.getUTCFullYear(),
    month: at.getUTCMonth() + 1,
    day: at.getUTCDate(),
    hour: at.getUTCHours(),
    minute: at.getUTCMinutes(),
    second: at.getUTCSeconds(),
  };
  return format
    .map((part) => {
      if (typeof part === 'string') return part;
      const value = fields[part.field];
      return value === '' ? '' : padded(value, part.min);
    })
    .join('');
}

const DATE_FIELDS: readonly Field[] = ['year', 'month', 'day'];

/**
 * The formats of the two cells a date joined from two cells ("Date" and "Hour", joined with a
 * space) is written from: the format split at the first space after its year, month and day, so
 * that a workbook's date cell is written as the date part alone. Null when no space follows them.
 */
export function splitJoinedFormat(format: DateFormat): [DateFormat, DateFormat] | null {
  const dated = new Set<Field>();
  for (let i = 0; i < format.length; i++) {
    const part = format[i]!;
    if (typeof part !== 'string') {
      if (DATE_FIELDS.includes(part.field)) dated.add(part.field);
      continue;
    }
    const space = part.indexOf(' ');
    if (space < 0 || dated.size < DATE_FIELDS.length) continue;
    const before = part.slice(0, space);
    const after = part.slice(space + 1);
    return [
      [...format.slice(0, i), ...(before ? [before] : [])],
      [...(after ? [after] : []), ...format.slice(i + 1)],
    ];
  }
  return null;
}
