// Issue 36 "Daily data": a profile of period "day" reads each row as a unit's totals of one day,
// stored as that day (never an hour of it): the spec CSV it writes dates its rows by day and
// carries the hours operated, and the cells made of it, by text or as values, hold the day whole.
import { describe, expect, it } from 'vitest';
import { parseCsvToCells } from '../csv/parse';
import { createProfileCheck } from './profile-check';
import { importProfileSchema } from './import-profile';
import { createProfileReader } from './read-through-profile';
import { EPA_DAILY_PROFILE, epaDailyFile, type EpaDay } from '../testing/epa-daily';
import { TONNES_PER_SHORT_TON } from '../testing/epa-hourly';

const profile = importProfileSchema.parse(EPA_DAILY_PROFILE);
const encode = (text: string) => new TextEncoder().encode(text);
const DAY = 86_400_000;

const day = (date: string, opHours: number, co2: number | null, unit = '1'): EpaDay => ({
  facility: 116,
  unit,
  date,
  opHours,
  loadMwh: co2 === null ? null : opHours * 50,
  heatMmbtu: co2 === null ? null : opHours * 600,
  co2ShortTons: co2,
});

function read(days: readonly EpaDay[]) {
  const reader = createProfileReader(profile);
  const bytes = encode(epaDailyFile(days));
  const csv = Buffer.concat([reader.push(bytes), reader.finish()]);
  return { reader, csv: csv.toString() };
}

describe('a daily profile', () => {
  it('writes each row as its day, with the hours operated, in the order of the days', () => {
    const { reader, csv } = read([day('07-02-2025', 20, 900), day('07-01-2025', 0, null)]);
    expect(reader.refusal()).toBeNull();
    const lines = csv.trim().split('\n');
    expect(lines[0]!.split(',').at(-1)).toBe('operating_hours');
    expect(lines.slice(1).map((l) => [l.split(',')[0], l.split(',').at(-1)])).toEqual([
      ['2025-07-01', '0'],
      ['2025-07-02', '20'],
    ]);
    expect(reader.blanks()).toMatchObject({ notOperating: 1, missing: 0 });
  });

  it('makes cells of whole days, the same whether read from the stored CSV or as values', () => {
    const days = [
      day('07-01-2025', 20, 900),
      day('07-02-2025', 0, null),
      day('07-01-2025', 24, 1000, '2'),
    ];
    const stored = parseCsvToCells(encode(read(days).csv));
    if (!stored.ok) throw new Error(stored.message);
    const check = createProfileCheck(profile, {});
    check.push(encode(epaDailyFile(days)));
    check.end();
    const checked = check.finish();
    if (!checked.ok) throw new Error(checked.message);
    expect(checked.cells).toEqual(stored.cells);
    const cell = (d: string, unit: string) =>
      stored.cells.find((c) => c.day * DAY === Date.parse(d) && c.unit_id === unit)!;
    const on = cell('2025-07-01', '1');
    expect(on).toMatchObject({ daily: true, hourMask: (1 << 24) - 1, notOperatingMask: 0 });
    expect(on.totals).toMatchObject({ rows: 1, hours: 20 });
    expect(on.totals.co2Tonnes).toBeCloseTo(900 * TONNES_PER_SHORT_TON, 9);
    const off = cell('2025-07-02', '1');
    expect(off).toMatchObject({
      daily: true,
      hourMask: (1 << 24) - 1,
      notOperatingMask: (1 << 24) - 1,
    });
    expect(off.totals).toMatchObject({ rows: 0, hours: 0, co2Tonnes: 0 });
  });

  it('takes a day run without its CO2 as a gap of its hours, its load and fuel counted', () => {
    const ranWithoutCo2: EpaDay = {
      ...day('07-01-2025', 20, null),
      loadMwh: 1000,
      heatMmbtu: 9000,
    };
    const stored = parseCsvToCells(encode(read([ranWithoutCo2]).csv));
    if (!stored.ok) throw new Error(stored.message);
    const check = createProfileCheck(profile, {});
    check.push(encode(epaDailyFile([ranWithoutCo2])));
    check.end();
    const checked = check.finish();
    if (!checked.ok) throw new Error(checked.message);
    expect(checked.cells).toEqual(stored.cells);
    const [cell] = stored.cells;
    expect(cell).toMatchObject({ daily: true, hourMask: 0, notOperatingMask: 0 });
    expect(cell!.totals).toMatchObject({ rows: 0, hours: 0, co2Tonnes: 0, electricityMWh: 1000 });
  });

  it('counts a unit-day written twice once: its later row, as a repeated reading', () => {
    const { reader, csv } = read([day('07-01-2025', 20, 900), day('07-01-2025', 22, 950)]);
    expect(reader.refusal()).toBeNull();
    const rows = csv.trim().split('\n').slice(1);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.split(',').at(-1)).toBe('22');
  });

  it('refuses a date with a time, quoting the profile’s format', () => {
    const text = epaDailyFile([day('07-01-2025', 20, 900)]).replace(
      '07-01-2025',
      '07-01-2025 06:00',
    );
    const reader = createProfileReader(profile);
    reader.push(encode(text));
    reader.finish();
    expect(reader.problems()).toEqual([
      "Row 2: date must be written as MM-DD-YYYY (the profile's date_format), got 07-01-2025 06:00",
    ]);
  });

  it('refuses more operating time than a day holds', () => {
    const reader = createProfileReader(profile);
    reader.push(encode(epaDailyFile([day('07-01-2025', 25, 900)])));
    reader.finish();
    expect(reader.problems()).toEqual([
      'Row 2: SUM_OP_TIME must be the time operated within the day (from 0 to 24 hours), got 25.00',
    ]);
  });

  it('refuses a daily profile whose format reads a time, or whose measure is a power', () => {
    const parsed = importProfileSchema.safeParse({
      ...EPA_DAILY_PROFILE,
      date_format: 'MM-DD-YYYY H',
      units: { ...EPA_DAILY_PROFILE.units, electricity_output_MWh: 'MW' },
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((i) => i.message)).toEqual([
      'date_format of a daily profile (period "day") names a day, not a time: MM-DD-YYYY H',
      "units.electricity_output_MWh of a daily profile must be an energy: a day's total, not a power (MW)",
    ]);
  });
});
