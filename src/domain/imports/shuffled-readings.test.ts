// Issue 36, "Order and odd rows": readings more often than hourly may come in any order. Two units
// of a plant read every 15 minutes, shuffled (units interleaved, the readings of an hour far apart
// in the file), give the very hours, partial hours and counts of the same file sorted by time.
import { describe, expect, it } from 'vitest';
import { importProfileSchema } from './import-profile';
import { createProfileReader } from './read-through-profile';
import {
  byTime,
  DAYS,
  FROM,
  HOUR,
  QUARTER_HOUR_PROFILE,
  quarterHourFile,
  quarterHourReading as reading,
  quarterHourReadings as readings,
  type QuarterHourReading as Reading,
  shuffled,
  stamp,
} from '../testing/quarter-hour-units';

const MINUTE = 60_000;
const profile = importProfileSchema.parse(QUARTER_HOUR_PROFILE);

/** What the reader makes of the lines: the spec rows (in any order), partial hours and counts. */
function read(rows: readonly Reading[]) {
  const reader = createProfileReader(profile);
  const text = quarterHourFile(rows);
  const csv = new TextDecoder().decode(
    Buffer.concat([reader.push(new TextEncoder().encode(text)), reader.finish()]),
  );
  const [header, ...lines] = csv.trim().split('\n');
  return {
    problems: reader.problems(),
    header,
    lines: lines.sort(),
    partial: reader
      .partialHours()
      .map((p) => `${p.plantId} ${stamp(p.hour)} ${p.readings}/${p.expected}`)
      .sort(),
    blanks: reader.blanks(),
  };
}

describe('readings more often than hourly, in any order', () => {
  const sorted = read(byTime(readings()));

  it('reads the sorted file into every hour of both units but the partial ones', () => {
    expect(sorted.problems).toEqual([]);
    expect(sorted.lines).toHaveLength(2 * DAYS * 24 - 2);
    expect(sorted.partial).toEqual(['5 2025-06-02 03:00 3/4', '5 2025-06-02 10:00 1/4']);
  });

  it('writes the hours of a sorted file as it reads them, holding none but the partial ones', () => {
    const reader = createProfileReader(profile);
    const file = quarterHourFile(byTime(readings()));
    const half = file.indexOf('2025-06-03 00:00');
    const before = new TextDecoder().decode(
      reader.push(new TextEncoder().encode(file.slice(0, half))),
    );
    // The header, and both units' hours of the first day but the two partial ones and the last
    // two, still open: an hour is written once a reading two hours later comes.
    expect(before.trim().split('\n')).toHaveLength(1 + 2 * 22 - 2);
  });

  it.each([1, 2, 3, 36])('reads the file shuffled (seed %i) into the same hours', (seed) => {
    expect(read(shuffled(readings(), seed))).toEqual(sorted);
  });

  it('reads an hour whose readings lie at both ends of a shuffled file as the sorted file', () => {
    const all = readings();
    // A's 12:00 of the second day: :00 and :30 in the first quarter of the file, :15 and :45 last.
    const hour = FROM + 36 * HOUR;
    const split = all.filter((r) => r.unit === 'A' && r.at >= hour && r.at < hour + HOUR);
    const rest = shuffled(
      all.filter((r) => !split.includes(r)),
      7,
    );
    const quarter = Math.floor(rest.length / 4);
    const file = [
      ...rest.slice(0, quarter),
      split[0]!,
      split[2]!,
      ...rest.slice(quarter),
      split[1]!,
      split[3]!,
    ];
    expect(read(file)).toEqual(sorted);
  });

  it('reads a unit backwards and the other forwards as the sorted file', () => {
    const all = readings();
    const file = [
      ...all.filter((r) => r.unit === 'A').reverse(),
      ...all.filter((r) => r.unit === 'B'),
    ];
    expect(read(file)).toEqual(sorted);
  });

  it('counts a reading repeated before its hour is complete once, the later one', () => {
    const all = byTime(readings());
    // A's 08:15 of the first day written again, with other values, before 08:30 and 08:45.
    const at = FROM + 8 * HOUR + 15 * MINUTE;
    const again = reading('A', at, 1000);
    const late = all.filter((r) => r.unit === 'A' && r.at > at && r.at < FROM + 9 * HOUR);
    const rest = all.filter((r) => !late.includes(r));
    const repeatedLast = read([...shuffled(rest, 4), again, ...late]);
    // The sorted file with the later value in place of the first.
    const corrected = read(all.map((r) => (r.unit === 'A' && r.at === at ? again : r)));
    expect(repeatedLast).toEqual(corrected);
    expect(repeatedLast.lines).not.toEqual(sorted.lines);
  });

  it('refuses a reading repeated after its hour was complete and written, naming the row', () => {
    const all = byTime(readings());
    const at = FROM + 8 * HOUR + 15 * MINUTE;
    const file = [...shuffled(all, 5), reading('A', at, 1000)];
    expect(read(file).problems).toEqual([
      `Row ${file.length + 1}: a reading of plant 5 at 2025-06-02 08:15 comes after later hours were read: sort the file by time`,
    ]);
  });
});
