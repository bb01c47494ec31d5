// Issue 37 "A demo that shows the product": the demo account's data, the sample generator's fleet
// over the last complete calendar year and this year to yesterday, so that the demo holds a whole
// EU ETS year. Counted from the day it is made: the same day gives the same bytes.
import { dateToDay, dayToDate } from '../readings/day-number';
import { localDayStart } from '../time/time-zone';
import { generateSampleChunks } from './generate-sample';

/** The seed of the demo's readings (the sample download's own, so the plants are the same). */
const DEMO_SEED = 42;
/**
 * The clock of the demo's plants (Ireland, Portugal, the United Kingdom: UTC in winter, UTC+1 in
 * summer). Their readings end at its midnight, so that today holds none of them.
 */
export const DEMO_CLOCK = 'Europe/London';
/** The plant whose readings stop for a while: Dual-Fuel Plant Delta, outside the EU ETS in the demo. */
export const DEMO_OUTAGE_PLANT = 4;
/** How long its outage lasts, and how many days before the data's last day it ends. */
const OUTAGE_DAYS = 3;
const OUTAGE_ENDS_DAYS_BEFORE_LAST = 7;

/** The days a demo made on `today` holds, and the whole plant-days of its outage (inclusive). */
export interface DemoSpan {
  /** The last complete calendar year: the demo's ETS year, verified and locked. */
  lastYear: number;
  first: string;
  /** Yesterday: today's readings are not all in yet. */
  last: string;
  /** The instant the readings end (exclusive): today's midnight on the plants' clock. */
  end: number;
  outage: { plant_id: number; from: string; to: string };
}

/** The span of the demo made on `today` (`YYYY-MM-DD`). */
export function demoSpan(today: string): DemoSpan {
  const lastYear = Number(today.slice(0, 4)) - 1;
  const lastDay = dateToDay(today) - 1;
  const outageTo = lastDay - OUTAGE_ENDS_DAYS_BEFORE_LAST;
  return {
    lastYear,
    first: `${lastYear}-01-01`,
    last: dayToDate(lastDay),
    end: localDayStart(DEMO_CLOCK, lastDay + 1),
    outage: {
      plant_id: DEMO_OUTAGE_PLANT,
      from: dayToDate(outageTo - OUTAGE_DAYS + 1),
      to: dayToDate(outageTo),
    },
  };
}

/** The demo's CSV (the sample's columns and plants) for the span of `today`, the outage left out. */
export function generateDemoCsv(today: string): string {
  const span = demoSpan(today);
  const { plant_id, from, to } = span.outage;
  const chunks = generateSampleChunks({
    start: span.first,
    days: dateToDay(span.last) - dateToDay(span.first) + 1,
    seed: DEMO_SEED,
  });
  const plant = `,${plant_id},`;
  const kept = (line: string) =>
    line === '' || Date.parse(`${line.slice(0, 10)}T${line.slice(11, 19)}Z`) < span.end;
  const out: string[] = [];
  for (const chunk of chunks) {
    // A day chunk starts with its date; the header does not.
    const date = chunk.slice(0, 10);
    let lines: string[] | null = null;
    if (date >= from && date <= to) {
      lines = chunk.split('\n').filter((line) => line.slice(19, 19 + plant.length) !== plant);
    }
    // In summer the plants' midnight is 23:00 UTC: yesterday's last UTC hour is on their today.
    if (date === span.last) lines = (lines ?? chunk.split('\n')).filter(kept);
    out.push(lines ? lines.join('\n') : chunk);
  }
  return out.join('');
}
