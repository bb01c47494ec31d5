import { describe, expect, it } from 'vitest';
import type { YearGap } from '../ets/ets-coverage';
import { plantCo2Basis } from '../ets/plant-co2-basis';
import { measuredSources, MEASUREMENT, MEASUREMENT_SUBSTITUTED } from './measurement-hours';

const at = (iso: string) => Date.parse(iso);
const gap = (from: string, to: string, reason: YearGap['reason'] = null): YearGap => ({
  from: at(from),
  to: at(to),
  hours: (at(to) - at(from)) / 3_600_000,
  reason,
});
const sums = (count: number) => ({ count, sum: count * 40, sumOfSquares: count * 1_600 });
const plant = (plant_id: number, hours: number) => ({
  plant_id,
  plant_name: `Plant ${plant_id}`,
  fuel_type: 'natural_gas',
  co2_t: hours * 40,
  hours,
  co2_sq_sum: hours * 1_600,
});

describe('the hours of each measured source', () => {
  it('counts a plant: valid = present, substituted = missing not classified not operating', () => {
    // 10 missing hours, of which 4 the user says the plant did not operate: 6 substituted.
    const gaps = [
      {
        plant_id: 2,
        gaps: [
          gap('2025-03-01T00:00:00Z', '2025-03-01T06:00:00Z'),
          gap('2025-03-01T06:00:00Z', '2025-03-01T10:00:00Z', 'not_operating'),
        ],
      },
    ];
    expect(measuredSources([plant(2, 100), plant(3, 50)], gaps, 8_760)).toEqual([
      {
        plant_id: 2,
        unit_id: null,
        method: MEASUREMENT_SUBSTITUTED,
        valid_hours: 100,
        substituted_hours: 6,
        operating_hours: 106,
      },
      {
        plant_id: 3,
        unit_id: null,
        method: MEASUREMENT,
        valid_hours: 50,
        substituted_hours: 0,
        operating_hours: 50,
      },
    ]);
    expect(MEASUREMENT_SUBSTITUTED).toBe('measurement, missing hours substituted (MRR Art. 45(3))');
  });

  it('counts the hours whose file does not report CO2 as substituted, not valid (issue 38)', () => {
    // 100 hours with a reading, 30 of them from a file without CO2; no gap in the readings.
    const year = { ...plant(4, 70), hours: 100, co2_hours: 70, fuel_mwh: 2_500, units: [] };
    const partly = { ...year, counted: plantCo2Basis([], year) };
    expect(partly.counted.co2_not_reported).toEqual({ hours: 30, of_hours: 100 });
    expect(measuredSources([partly], [{ plant_id: 4, gaps: [] }], 8_760)).toEqual([
      {
        plant_id: 4,
        unit_id: null,
        method: MEASUREMENT_SUBSTITUTED,
        valid_hours: 70,
        substituted_hours: 30,
        operating_hours: 100,
      },
    ]);
  });

  it("states each unit of a plant of several, whose rows add up to the plant's", () => {
    // Unit A: 60 valid hours, 5 missing; unit B: 40 valid, 3 missing.
    const gaps = [
      {
        plant_id: 4,
        gaps: [],
        units: [
          {
            unit_id: 'A',
            gaps: [gap('2025-01-02T00:00:00Z', '2025-01-02T05:00:00Z')],
            co2: sums(60),
          },
          {
            unit_id: 'B',
            gaps: [gap('2025-01-03T00:00:00Z', '2025-01-03T03:00:00Z')],
            co2: sums(40),
          },
        ],
      },
    ];
    const rows = measuredSources([plant(4, 100)], gaps, 8_760);
    expect(
      rows.map((r) => [r.unit_id, r.valid_hours, r.substituted_hours, r.operating_hours]),
    ).toEqual([
      [null, 100, 8, 108],
      ['A', 60, 5, 65],
      ['B', 40, 3, 43],
    ]);
  });
});
