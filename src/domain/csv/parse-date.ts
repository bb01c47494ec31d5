// Reads the dates a plant-data export writes, straight from bytes (accounts §3 "date").

const MS_PER_DAY = 86_400_000;

/** The instant and the calendar day of a parsed date. */
export interface ParsedDate {
  /** Epoch milliseconds; a time without offset is read as UTC. */
  timestamp: number;
  /** The calendar day as written, days since 1970-01-01 (see plant-clock.ts for a zoned plant). */
  day: number;
  /**
   * The hour as written, 0-23 (0 for a date without time); a zoned plant's hour of its day, 0-24;
   * WHOLE_DAY (plant-day-cell.ts) for a daily row, the totals of its whole day.
   */
  hour: number;
}

/** Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's days_from_civil). */
export function daysFromCivil(y: number, m: number, d: number): number {
  y -= m <= 2 ? 1 : 0;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

function daysInMonth(y: number, m: number): number {
  if (m === 2) return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0 ? 29 : 28;
  return m === 4 || m === 6 || m === 9 || m === 11 ? 30 : 31;
}

function digitsAt(data: Uint8Array, pos: number, count: number, end: number): number {
  if (pos + count > end) return -1;
  let v = 0;
  for (let k = pos; k < pos + count; k++) {
    const c = data[k]! - 0x30;
    if (c < 0 || c > 9) return -1;
    v = v * 10 + c;
  }
  return v;
}

/**
 * Parses `YYYY-MM-DD`, `YYYY-MM-DD HH:MM[:SS[.fff]]` or `YYYY-MM-DDTHH:MM[:SS[.fff]][Z|±hh:mm]`
 * into `out`; false when the text is not such a date or names an impossible one.
 */
export function parseDateBytes(
  data: Uint8Array,
  start: number,
  end: number,
  out: ParsedDate,
): boolean {
  while (start < end && data[start] === 0x20) start++;
  while (end > start && data[end - 1] === 0x20) end--;
  const y = digitsAt(data, start, 4, end);
  const m = digitsAt(data, start + 5, 2, end);
  const d = digitsAt(data, start + 8, 2, end);
  if (y < 0 || m < 1 || m > 12 || d < 1 || data[start + 4] !== 0x2d || data[start + 7] !== 0x2d) {
    return false;
  }
  if (d > daysInMonth(y, m)) return false;
  const day = daysFromCivil(y, m, d);
  let i = start + 10;
  let ms = 0;
  let hour = 0;
  let offsetMinutes = 0;
  if (i < end) {
    const sep = data[i];
    if (sep !== 0x20 && sep !== 0x54) return false;
    const hh = digitsAt(data, i + 1, 2, end);
    const mm = digitsAt(data, i + 4, 2, end);
    if (hh < 0 || hh > 23 || mm < 0 || mm > 59 || data[i + 3] !== 0x3a) return false;
    hour = hh;
    ms = (hh * 60 + mm) * 60_000;
    i += 6;
    if (i < end && data[i] === 0x3a) {
      const ss = digitsAt(data, i + 1, 2, end);
      if (ss < 0 || ss > 59) return false;
      ms += ss * 1000;
      i += 3;
      if (i < end && data[i] === 0x2e) {
        i++;
        let scale = 100;
        const fracStart = i;
        while (i < end && data[i]! >= 0x30 && data[i]! <= 0x39) {
          ms += (data[i]! - 0x30) * scale;
          scale /= 10;
          i++;
        }
        if (i === fracStart) return false;
        ms = Math.floor(ms);
      }
    }
    if (i < end) {
      const z = data[i];
      if (z === 0x5a && i + 1 === end) {
        i++;
      } else if ((z === 0x2b || z === 0x2d) && i + 6 === end && data[i + 3] === 0x3a) {
        const oh = digitsAt(data, i + 1, 2, end);
        const om = digitsAt(data, i + 4, 2, end);
        if (oh < 0 || oh > 23 || om < 0 || om > 59) return false;
        offsetMinutes = (z === 0x2d ? -1 : 1) * (oh * 60 + om);
        i = end;
      } else {
        return false;
      }
    }
  }
  if (i !== end) return false;
  out.timestamp = day * MS_PER_DAY + ms - offsetMinutes * 60_000;
  out.day = day;
  out.hour = hour;
  return true;
}
