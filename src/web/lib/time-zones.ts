// The time zones a profile may read timestamps in: the platform's IANA names (it knows their
// daylight-saving rules) and fixed offsets, for exports kept in standard time all year.

const MINUTES_PER_STEP = 30;
/** Offsets off the half-hour grid that zones use (Nepal, Eucla, Chatham). */
const QUARTER_OFFSETS = [5 * 60 + 45, 8 * 60 + 45, 12 * 60 + 45];

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${sign}${hh}:${mm}`;
}

/** Fixed offsets from -12:00 to +14:00, west to east. */
export function fixedOffsets(): string[] {
  const minutes: number[] = [...QUARTER_OFFSETS];
  for (let m = -12 * 60; m <= 14 * 60; m += MINUTES_PER_STEP) minutes.push(m);
  return minutes.sort((a, b) => a - b).map(offsetText);
}

/** The IANA names the browser knows, UTC first. */
export function namedTimeZones(): string[] {
  const named = Intl.supportedValuesOf('timeZone');
  return ['UTC', ...named.filter((zone) => zone !== 'UTC')];
}
