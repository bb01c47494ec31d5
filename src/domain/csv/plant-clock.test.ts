import { describe, expect, it } from 'vitest';
import { REQUIRED_HEADERS } from '../constants';
import { hoursIn } from '../coverage/hour-mask';
import { dateToDay } from '../readings/day-number';
import { parseCsvToCells } from './parse';

const MS_PER_HOUR = 3_600_000;

/** A spec CSV of plant 1's hourly readings from `fromIso` for `hours` hours, instants in UTC. */
function hourlyCsv(fromIso: string, hours: number): Uint8Array {
  const start = Date.parse(fromIso);
  const rows = Array.from({ length: hours }, (_, h) => {
    const at = new Date(start + h * MS_PER_HOUR).toISOString();
    return `${at},1,Nordwerk,natural_gas,10,0,25,5,0.1,0.01,40`;
  });
  return new TextEncoder().encode([REQUIRED_HEADERS.join(','), ...rows].join('\n'));
}

/** The cells of a parse, by YYYY-MM-DD: hours held. */
function hoursByDay(bytes: Uint8Array, zones?: ReadonlyMap<number, string>) {
  const parsed = parseCsvToCells(bytes, zones);
  if (!parsed.ok) throw new Error(parsed.message);
  return new Map(
    parsed.cells.map((c) => [c.day, { hours: hoursIn(c.hourMask), co2: c.totals.co2Tonnes }]),
  );
}

describe('a plant with a declared time zone', () => {
  const berlin = new Map([[1, 'Europe/Berlin']]);

  it('holds 23 hours on the day summer time begins and 25 on the day it ends', () => {
    // Berlin's 29 March to 31 March 2025 and 25 to 27 October, local midnight to local midnight.
    const spring = hoursByDay(hourlyCsv('2025-03-28T23:00:00Z', 24 + 23 + 24), berlin);
    expect(spring.get(dateToDay('2025-03-29'))?.hours).toBe(24);
    expect(spring.get(dateToDay('2025-03-30'))?.hours).toBe(23);
    expect(spring.get(dateToDay('2025-03-31'))?.hours).toBe(24);
    expect(spring.size).toBe(3);
    const autumn = hoursByDay(hourlyCsv('2025-10-24T22:00:00Z', 24 + 25 + 24), berlin);
    expect(autumn.get(dateToDay('2025-10-26'))?.hours).toBe(25);
    expect(autumn.get(dateToDay('2025-10-26'))?.co2).toBeCloseTo(125, 9);
    expect(autumn.size).toBe(3);
  });

  it('keeps the days as written for a plant without one', () => {
    const days = hoursByDay(hourlyCsv('2025-03-28T23:00:00Z', 24 + 23 + 24));
    // UTC days: 28 March holds one hour, then whole days, then the rest.
    expect(days.get(dateToDay('2025-03-28'))?.hours).toBe(1);
    expect(days.get(dateToDay('2025-03-30'))?.hours).toBe(24);
  });
});
