import { describe, expect, it } from 'vitest';
import { etsCoverage, type YearGap } from './ets-coverage';

const at = (iso: string) => Date.parse(iso);
const gap = (from: string, to: string, reason: YearGap['reason'] = null): YearGap => ({
  from: at(from),
  to: at(to),
  hours: (at(to) - at(from)) / 3_600_000,
  reason,
});

// A plant's valid hourly CO2 values of the year, and mean + 2 sample standard deviations of them
// read directly off the values.
const HOURLY = [40, 42, 38, 41, 39, 44, 36, 40];
const mean = HOURLY.reduce((s, v) => s + v, 0) / HOURLY.length;
const sd = Math.sqrt(HOURLY.reduce((s, v) => s + (v - mean) ** 2, 0) / (HOURLY.length - 1));
const PER_MISSING_HOUR = mean + 2 * sd;
const co2 = {
  count: HOURLY.length,
  sum: HOURLY.reduce((s, v) => s + v, 0),
  sumOfSquares: HOURLY.reduce((s, v) => s + v * v, 0),
};

// A six-day outage (144 h) and seven lost hours.
const OUTAGE = gap('2025-03-03T00:00:00Z', '2025-03-09T00:00:00Z');
const LOST = gap('2025-03-09T05:00:00Z', '2025-03-09T12:00:00Z');

describe('the coverage and substitute of an ETS year', () => {
  it('substitutes mean + 2 sd per missing hour and flags the outage of more than five days', () => {
    const c = etsCoverage(
      [{ plant_id: 7, hours_present: 8_000, gaps: [OUTAGE, LOST], co2 }],
      8_760,
    );
    expect(c.gap_hours).toBe(151);
    expect(c.substitute_t).toBeCloseTo(151 * PER_MISSING_HOUR, 9);
    expect(c.coverage).toBeCloseTo(8_000 / 8_760, 12);
    expect(c.gaps_over_5_days).toEqual([
      { plant_id: 7, from: '2025-03-03T00:00:00.000Z', to: '2025-03-09T00:00:00.000Z', hours: 144 },
    ]);
  });

  it('substitutes nothing for hours the plant did not operate, and flags no outage for them', () => {
    const idle = { ...OUTAGE, reason: 'not_operating' as const };
    const c = etsCoverage([{ plant_id: 7, hours_present: 8_000, gaps: [idle, LOST], co2 }], 8_760);
    expect(c.gap_hours).toBe(7);
    expect(c.substitute_t).toBeCloseTo(7 * PER_MISSING_HOUR, 9);
    expect(c.gaps_over_5_days).toEqual([]);
  });

  it('flags an outage whose parts carry different reasons, joined again', () => {
    const first = gap('2025-03-03T00:00:00Z', '2025-03-05T00:00:00Z', 'measurement_missing');
    const rest = gap('2025-03-05T00:00:00Z', '2025-03-09T00:00:00Z');
    const c = etsCoverage([{ plant_id: 7, hours_present: 100, gaps: [first, rest], co2 }], 8_760);
    expect(c.gaps_over_5_days.map((g) => g.hours)).toEqual([144]);
  });

  it('adds the plants in scope, each over a whole year', () => {
    const empty = { count: 0, sum: 0, sumOfSquares: 0 };
    const c = etsCoverage(
      [
        { plant_id: 1, hours_present: 8_760, gaps: [], co2 },
        { plant_id: 2, hours_present: 4_380, gaps: [LOST], co2: empty },
      ],
      8_760,
    );
    expect(c.coverage).toBeCloseTo(0.75, 12);
    expect(c.plants).toEqual([
      { plant_id: 1, gap_hours: 0, substitute_t: 0 },
      { plant_id: 2, gap_hours: 7, substitute_t: 0 },
    ]);
  });

  it("substitutes each unit's missing hours from that unit's own hours, each unit over a whole year", () => {
    const big = { count: 2, sum: 180, sumOfSquares: 90 ** 2 + 90 ** 2 };
    const c = etsCoverage(
      [
        {
          plant_id: 3,
          hours_present: 8_000 + HOURLY.length,
          // The plant's own gaps and sums are its units' together: not what a unit is measured by.
          gaps: [LOST],
          co2: {
            count: 2 + co2.count,
            sum: 180 + co2.sum,
            sumOfSquares: big.sumOfSquares + co2.sumOfSquares,
          },
          units: [
            { unit_id: 'A', gaps: [], co2: big },
            {
              unit_id: 'B',
              gaps: [LOST, gap('2025-04-01T00:00:00Z', '2025-04-02T00:00:00Z', 'not_operating')],
              co2,
            },
          ],
        },
      ],
      8_760,
    );
    expect(c.plants).toEqual([
      { plant_id: 3, gap_hours: 7, substitute_t: expect.closeTo(7 * PER_MISSING_HOUR, 9) },
    ]);
    expect(c.coverage).toBeCloseTo((8_000 + HOURLY.length) / (2 * 8_760), 12);
  });

  describe('outages of more than five days of a plant of several units', () => {
    const WEEK = gap('2025-03-03T00:00:00Z', '2025-03-10T00:00:00Z');
    const unit = (unit_id: string, gaps: YearGap[]) => ({ unit_id, gaps, co2 });
    const plant = (gaps: YearGap[], units: ReturnType<typeof unit>[]) => ({
      plant_id: 3,
      hours_present: 8_000,
      gaps,
      co2,
      units,
    });

    it("reports a unit's week out while its sister unit ran, though the plant's hours show none", () => {
      const c = etsCoverage([plant([], [unit('A', [WEEK]), unit('B', [])])], 8_760);
      expect(c.gaps_over_5_days).toEqual([
        {
          plant_id: 3,
          unit_id: 'A',
          from: '2025-03-03T00:00:00.000Z',
          to: '2025-03-10T00:00:00.000Z',
          hours: 168,
        },
      ]);
      expect(c.plants).toEqual([
        { plant_id: 3, gap_hours: 168, substitute_t: expect.closeTo(168 * PER_MISSING_HOUR, 9) },
      ]);
    });

    it('reports each unit of a plant out for a week, once each', () => {
      const c = etsCoverage([plant([WEEK], [unit('A', [WEEK]), unit('B', [WEEK])])], 8_760);
      expect(c.gaps_over_5_days.map((g) => [g.unit_id, g.hours])).toEqual([
        ['A', 168],
        ['B', 168],
      ]);
    });

    it('reports none where units out for three days each follow one another', () => {
      const first = gap('2025-03-03T00:00:00Z', '2025-03-06T00:00:00Z');
      const then = gap('2025-03-06T00:00:00Z', '2025-03-09T00:00:00Z');
      // The plant's hours miss an hour where either unit does: six days in a row.
      const c = etsCoverage(
        [
          plant(
            [gap('2025-03-03T00:00:00Z', '2025-03-09T00:00:00Z')],
            [unit('A', [first]), unit('B', [then])],
          ),
        ],
        8_760,
      );
      expect(c.gaps_over_5_days).toEqual([]);
      expect(c.gap_hours).toBe(144);
    });
  });
});
