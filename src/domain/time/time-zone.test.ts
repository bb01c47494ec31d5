import { describe, expect, it } from 'vitest';
import { dateToDay } from '../readings/day-number';
import {
  hoursInLocalDay,
  instantOfWallClock,
  isTimeZone,
  localDayOf,
  localDayStart,
  offsetMinutesAt,
} from './time-zone';

const at = (iso: string) => Date.parse(iso);
const wall = (local: string) => Date.parse(`${local}Z`);

describe('a plant’s local time', () => {
  it('gives Berlin 23 hours on the last Sunday of March and 25 on the last of October 2025', () => {
    expect(hoursInLocalDay('Europe/Berlin', dateToDay('2025-03-30'))).toBe(23);
    expect(hoursInLocalDay('Europe/Berlin', dateToDay('2025-10-26'))).toBe(25);
    expect(hoursInLocalDay('Europe/Berlin', dateToDay('2025-06-01'))).toBe(24);
    expect(hoursInLocalDay('America/Chicago', dateToDay('2025-03-09'))).toBe(23);
  });

  it('keeps every day at 24 hours in UTC and at a fixed offset', () => {
    for (const zone of ['UTC', '-06:00', '+05:30']) {
      expect(hoursInLocalDay(zone, dateToDay('2025-03-30'))).toBe(24);
      expect(hoursInLocalDay(zone, dateToDay('2025-10-26'))).toBe(24);
    }
  });

  it('starts a local day at local midnight', () => {
    expect(localDayStart('Europe/Berlin', dateToDay('2025-01-15'))).toBe(
      at('2025-01-14T23:00:00Z'),
    );
    expect(localDayStart('Europe/Berlin', dateToDay('2025-07-15'))).toBe(
      at('2025-07-14T22:00:00Z'),
    );
    expect(localDayStart('-06:00', dateToDay('2025-07-15'))).toBe(at('2025-07-15T06:00:00Z'));
  });

  it('reads the offset of a zone at an instant', () => {
    expect(offsetMinutesAt('Europe/Berlin', at('2025-01-15T12:00:00Z'))).toBe(60);
    expect(offsetMinutesAt('Europe/Berlin', at('2025-07-15T12:00:00.250Z'))).toBe(120);
    expect(offsetMinutesAt('+05:30', 0)).toBe(330);
  });

  it('reads the repeated autumn hour as summer time first, and a skipped spring hour as after it', () => {
    expect(instantOfWallClock('Europe/Berlin', wall('2025-10-26T02:30:00'))).toBe(
      at('2025-10-26T00:30:00Z'),
    );
    expect(instantOfWallClock('Europe/Berlin', wall('2025-10-26T03:30:00'))).toBe(
      at('2025-10-26T02:30:00Z'),
    );
    expect(instantOfWallClock('Europe/Berlin', wall('2025-03-30T02:30:00'))).toBe(
      at('2025-03-30T01:30:00Z'),
    );
  });

  it('puts an instant on its local calendar day', () => {
    expect(localDayOf('Europe/Berlin', at('2025-01-14T23:30:00Z'))).toBe(dateToDay('2025-01-15'));
    expect(localDayOf('UTC', at('2025-01-14T23:30:00Z'))).toBe(dateToDay('2025-01-14'));
  });

  it('knows a zone from a typo', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('-06:00')).toBe(true);
    expect(isTimeZone('Europe/Berlni')).toBe(false);
    expect(isTimeZone('+15:00')).toBe(false);
    expect(isTimeZone('+01:75')).toBe(false);
  });
});
