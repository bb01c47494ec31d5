// A plant's local time: the offset of its time zone at an instant and the length of its local
// days, from the platform's time-zone data (Intl). A zone is an IANA name ("Europe/Berlin") or a
// fixed offset from UTC ("-06:00": US CEMS data is in local standard time all year).

const MS_PER_MINUTE = 60_000;
const MS_PER_HOUR = 3_600_000;
const MS_PER_DAY = 86_400_000;
const FIXED_OFFSET = /^([+-])(\d{2}):(\d{2})$/;

const formats = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of an IANA zone, read field by field. */
function wallClock(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(zone, format);
  }
  return format;
}

/** The minutes of a fixed offset ("+05:30" is 330), or null for any other text. */
function fixedOffsetMinutes(zone: string): number | null {
  const m = FIXED_OFFSET.exec(zone);
  if (!m) return null;
  const minutes = Number(m[2]) * 60 + Number(m[3]);
  return m[1] === '-' ? -minutes : minutes;
}

/** Whether a text names a time zone: an IANA name the platform knows, or a fixed offset to ±14:00. */
export function isTimeZone(zone: string): boolean {
  const fixed = fixedOffsetMinutes(zone);
  if (fixed !== null) return Math.abs(fixed) <= 14 * 60 && Number(zone.slice(-2)) < 60;
  try {
    wallClock(zone);
    return true;
  } catch {
    return false;
  }
}

/** How far the zone's wall clock is ahead of UTC at an instant (epoch ms), in minutes. */
export function offsetMinutesAt(zone: string, instant: number): number {
  const fixed = fixedOffsetMinutes(zone);
  if (fixed !== null) return fixed;
  const parts: Record<string, number> = {};
  for (const p of wallClock(zone).formatToParts(instant)) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  const asUtc = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  );
  // formatToParts drops the milliseconds: compare whole seconds.
  return Math.round((asUtc - (instant - (((instant % 1000) + 1000) % 1000))) / MS_PER_MINUTE);
}

/**
 * The instant a wall-clock time (given as epoch ms of the same fields in UTC) reads in the zone:
 * of the two instants of a repeated hour, the earlier (summer time); for an hour that does not
 * exist (spring forward), the instant the clock shows after it.
 */
export function instantOfWallClock(zone: string, wall: number): number {
  const fixed = fixedOffsetMinutes(zone);
  if (fixed !== null) return wall - fixed * MS_PER_MINUTE;
  // Clocks change at most twice a year: a day either side holds the offsets around a change.
  const before = offsetMinutesAt(zone, wall - MS_PER_DAY);
  const after = offsetMinutesAt(zone, wall + MS_PER_DAY);
  const candidates = [wall - before * MS_PER_MINUTE, wall - after * MS_PER_MINUTE];
  const readsBack = candidates.filter((t) => t + offsetMinutesAt(zone, t) * MS_PER_MINUTE === wall);
  return readsBack.length > 0 ? Math.min(...readsBack) : candidates[0]!;
}

/** The instant a plant's local day (days since 1970-01-01 of its calendar) begins. */
export function localDayStart(zone: string, day: number): number {
  return instantOfWallClock(zone, day * MS_PER_DAY);
}

/** The hours of a local day: 24, or 23 and 25 on the days the clocks change. */
export function hoursInLocalDay(zone: string, day: number): number {
  return (localDayStart(zone, day + 1) - localDayStart(zone, day)) / MS_PER_HOUR;
}

/** The local day (days since 1970-01-01 of the zone's calendar) an instant falls on. */
export function localDayOf(zone: string, instant: number): number {
  return Math.floor((instant + offsetMinutesAt(zone, instant) * MS_PER_MINUTE) / MS_PER_DAY);
}
