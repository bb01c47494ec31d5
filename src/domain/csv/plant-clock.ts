// Issue 27: a plant's day is its local calendar day. A plant whose time zone is declared in the
// register has each reading placed by its instant: on its local day, in the hour elapsed since
// that day's local midnight (the last Sunday of March holds 23 hours in Berlin, the last of
// October 25). A daily row keeps its day, of that day's hours. A plant without one keeps the day
// and hour as its file writes them.
import type { ParsedDate } from './parse-date';
import { isWholeDay, wholeDayOf } from '../readings/plant-day-cell';
import { hoursInLocalDay, localDayOf, localDayStart } from '../time/time-zone';

const MS_PER_HOUR = 3_600_000;

/**
 * The declared time zone of each plant that has one (IANA name or fixed offset), and under
 * OTHER_PLANTS the organisation's default for the plants without their own.
 */
export type PlantZones = ReadonlyMap<number, string>;

/** The key of the organisation's default zone (a plant id is never negative). */
export const OTHER_PLANTS = -1;

/** A plant's zone: its own, else the organisation's default; undefined for neither. */
export const zoneOf = (zones: PlantZones, plantId: number): string | undefined =>
  zones.get(plantId) ?? zones.get(OTHER_PLANTS);

/** Moves a parsed date's day and hour to its plant's local day; a plant without a zone is left. */
export type PlantClock = (plantId: number, date: ParsedDate) => void;

/** The local day a plant's last reading fell on: readings come in runs of one plant's days. */
interface KnownDay {
  day: number;
  start: number;
  end: number;
}

export function createPlantClock(zones: PlantZones): PlantClock {
  if (zones.size === 0) return () => {};
  const known = new Map<number, KnownDay>();
  return (plantId, date) => {
    const zone = zoneOf(zones, plantId);
    if (zone === undefined) return;
    // A day's totals belong to the day written, whatever the zone, and hold all its local hours.
    if (isWholeDay(date.hour)) {
      date.hour = wholeDayOf(hoursInLocalDay(zone, date.day));
      return;
    }
    const at = date.timestamp;
    let day = known.get(plantId);
    if (!day || at < day.start || at >= day.end) {
      const d = localDayOf(zone, at);
      day = { day: d, start: localDayStart(zone, d), end: localDayStart(zone, d + 1) };
      known.set(plantId, day);
    }
    date.day = day.day;
    date.hour = Math.floor((at - day.start) / MS_PER_HOUR);
  };
}
