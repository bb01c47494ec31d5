// Issue 27: the instant of a timestamp as a plant system writes it. A text with "Z" or an offset is
// absolute where its format reads one (the spec's own formats, or a profile's format with Z); one
// without is a wall-clock time in the profile's time zone. On the night the clocks
// go back an hour occurs twice: per plant, its first occurrence in the file is summer time and its
// second winter time; a third cannot be told apart and is refused.
import { compileDateFormat, readDate, type DateFormat } from './date-format';
import { instantOfWallClock, offsetMinutesAt } from '../time/time-zone';

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;
const OFFSET = /(?:Z|([+-])(\d{2}):?(\d{2}))$/;

/** The formats read when a profile names none: the spec's own, with or without seconds. */
const DEFAULT_FORMATS = [
  'YYYY-MM-DD HH:mm:ss',
  'YYYY-MM-DD[T]HH:mm:ss',
  'YYYY-MM-DD HH:mm',
  'YYYY-MM-DD[T]HH:mm',
  'YYYY-MM-DD',
].map((f) => compileDateFormat(f) as DateFormat);

/** The instant read, or why not: `unreadable`, or a repeated hour occurring a third time. */
export type ReadInstant = number | 'unreadable' | 'ambiguous';

/** The wall clock's two instants in a zone: the same twice except in the hour the clocks go back. */
function instantsOf(zone: string, wall: number): [number, number] {
  const earlier = instantOfWallClock(zone, wall);
  const later = wall - offsetMinutesAt(zone, wall + MS_PER_DAY) * MS_PER_MINUTE;
  const repeated =
    later !== earlier && later + offsetMinutesAt(zone, later) * MS_PER_MINUTE === wall;
  return [earlier, repeated ? later : earlier];
}

/** A timestamp read: its instant, why it has none, or the wall clock of a repeated hour and its two instants. */
type Read = number | 'unreadable' | { wall: number; pair: [number, number] };

/** A reader of one profile's timestamps, which remembers each plant's repeated autumn hours. */
export function createTimestampReader(dateFormat: string | null, zone: string) {
  const given = dateFormat === null ? null : compileDateFormat(dateFormat);
  if (given && 'error' in given) throw new Error(given.error);
  const compiled: DateFormat | null = given;
  // Rows of many plants share their wall-clock times: each is looked up in the zone once, and
  // the offset of a day without a change of the clocks near it once for the whole day.
  const instants = new Map<number, [number, number]>();
  const dayOffsets = new Map<number, number | null>();
  const repeats = new Map<string, number>();
  // Rows of many plants in a row share their timestamp's text: it is read once for all of them.
  let lastText: string | null = null;
  let lastRead: Read = 'unreadable';

  function wallClockOf(text: string): number | null {
    for (const format of DEFAULT_FORMATS) {
      const wall = readDate(format, text);
      if (wall !== null) return wall;
    }
    return null;
  }

  /**
   * The offset (minutes) of every wall clock of a day (days since 1970-01-01 of the zone's
   * calendar), or null when the clocks may change within two days of it. Equal offsets two days
   * before and three after mean no change between, as clocks change at most twice a year.
   */
  function offsetOfDay(day: number): number | null {
    let offset = dayOffsets.get(day);
    if (offset === undefined) {
      if (dayOffsets.size > 100_000) dayOffsets.clear();
      const before = offsetMinutesAt(zone, (day - 2) * MS_PER_DAY);
      offset = before === offsetMinutesAt(zone, (day + 3) * MS_PER_DAY) ? before : null;
      dayOffsets.set(day, offset);
    }
    return offset;
  }

  function inZone(wall: number): Read {
    const offset = offsetOfDay(Math.floor(wall / MS_PER_DAY));
    if (offset !== null) return wall - offset * MS_PER_MINUTE;
    let pair = instants.get(wall);
    if (!pair) {
      if (instants.size > 100_000) instants.clear();
      pair = instantsOf(zone, wall);
      instants.set(wall, pair);
    }
    return pair[0] === pair[1] ? pair[0] : { wall, pair };
  }

  const written = { minutes: null as number | null };

  /** A text read in the profile's own format: its offset only where the format has Z. */
  function readInFormat(format: DateFormat, text: string): Read {
    const wall = readDate(format, text.trim(), written);
    if (wall === null) return 'unreadable';
    return written.minutes === null ? inZone(wall) : wall - written.minutes * MS_PER_MINUTE;
  }

  function read(text: string): Read {
    if (compiled) return readInFormat(compiled, text);
    const trimmed = text.trim();
    const offset = OFFSET.exec(trimmed);
    const wall = wallClockOf(offset ? trimmed.slice(0, offset.index).trimEnd() : trimmed);
    if (wall === null) return 'unreadable';
    if (!offset) return inZone(wall);
    const minutes = offset[1] ? Number(offset[2]) * 60 + Number(offset[3]) : 0;
    return wall - (offset[1] === '-' ? -minutes : minutes) * MS_PER_MINUTE;
  }

  return function readInstant(text: string, plantId: number): ReadInstant {
    if (text !== lastText) {
      lastText = text;
      lastRead = read(text);
    }
    if (typeof lastRead !== 'object') return lastRead;
    const { wall, pair } = lastRead;
    const key = `${plantId}|${wall}`;
    const seen = repeats.get(key) ?? 0;
    repeats.set(key, seen + 1);
    return seen === 0 ? pair[0] : seen === 1 ? pair[1] : 'ambiguous';
  };
}
