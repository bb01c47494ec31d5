import { describe, expect, it } from 'vitest';
import { aggregate } from './analysis/aggregate';
import { makeDataset, type RowInput } from './testing/make-dataset';
import {
  calculatePermit,
  formatPermitNotes,
  formatPermitYears,
  permitAnalysisFromData,
} from './permits';

const base = { current_date: '2025-06-01', cumulative_emissions_t: 0 };

function valid(r: ReturnType<typeof calculatePermit>) {
  if (!r.valid) throw new Error(r.error);
  return r;
}

describe('calculatePermit', () => {
  it('refuses missing permits or a missing or zero rate with the spec message', () => {
    const msg =
      'Insufficient data to calculate permit validity. Please provide active_permits and avg_consumption_rate_t_per_month.';
    for (const input of [
      { active_permits: undefined, avg_consumption_rate_t_per_month: 1000 },
      { active_permits: null, avg_consumption_rate_t_per_month: 1000 },
      { active_permits: 2, avg_consumption_rate_t_per_month: 0 },
      { active_permits: 2, avg_consumption_rate_t_per_month: undefined },
    ]) {
      expect(calculatePermit({ ...base, ...input })).toEqual({ valid: false, error: msg });
    }
  });

  it('refuses a negative rate with the spec message', () => {
    expect(
      calculatePermit({ ...base, active_permits: 1, avg_consumption_rate_t_per_month: -5 }),
    ).toEqual({
      valid: false,
      error: 'Average consumption must be > 0 tCO₂/month.',
    });
  });

  it('computes capacity, runway, used share, buffer and market value', () => {
    // 3 permits = 300,000 t; 120,000 t used leaves 180,000 t; at 10,000 t/month that is 18 months.
    const r = valid(
      calculatePermit({
        ...base,
        active_permits: 3,
        avg_consumption_rate_t_per_month: 10_000,
        cumulative_emissions_t: 120_000,
      }),
    );
    expect(r.total_capacity_t).toBe(300_000);
    expect(r.months_remaining).toBe(18);
    expect(r.years_remaining).toBe(1.5);
    expect(r.years_display).toBe('1.5');
    expect(r.status_light).toBe('yellow');
    expect(r.consumed_pct).toBe(40);
    // 120,000 + 12 x 10,000 = 240,000 needed, within 300,000: no permit to buy; 18 - 12 = 6 months to the buffer.
    expect(r.needed_permits_for_buffer).toBe(0);
    expect(r.months_to_buffer).toBe(6);
    // 300,000 t x 85 EUR
    expect(r.market_value_eur).toBe(25_500_000);
  });

  it.each([
    [12, 'red'],
    [12.01, 'yellow'],
    [24, 'yellow'],
    [24.01, 'green'],
  ])('at %s months the light is %s', (months, light) => {
    const r = valid(
      calculatePermit({
        ...base,
        active_permits: 1,
        avg_consumption_rate_t_per_month: 100_000 / months,
      }),
    );
    expect(r.status_light).toBe(light);
  });

  it('is red with zero permits and asks for permits to cover the buffer', () => {
    const r = valid(
      calculatePermit({ ...base, active_permits: 0, avg_consumption_rate_t_per_month: 25_000 }),
    );
    expect(r.status_light).toBe('red');
    // 12 x 25,000 = 300,000 t = 3 permits.
    expect(r.needed_permits_for_buffer).toBe(3);
    expect(r.recommendations[0]).toContain('acquire 3 permits');
  });

  it('warns at exactly the 80 % threshold and caps recommendations at 3', () => {
    const r = valid(
      calculatePermit({
        ...base,
        active_permits: 1,
        avg_consumption_rate_t_per_month: 5_000,
        cumulative_emissions_t: 80_000,
      }),
    );
    expect(r.consumed_pct).toBe(80);
    expect(r.recommendations.some((t) => t.includes('80.0% of the permit capacity is used'))).toBe(
      true,
    );
    expect(r.recommendations.length).toBeLessThanOrEqual(3);
  });

  it('shows years with one decimal or >10.0 beyond ten', () => {
    expect(formatPermitYears(10)).toBe('10.0');
    expect(formatPermitYears(10.04)).toBe('>10.0');
    expect(formatPermitYears(2.25)).toBe('2.3');
  });

  it('cuts notes at 50 characters', () => {
    expect(formatPermitNotes('x'.repeat(50))).toBe('x'.repeat(50));
    expect(formatPermitNotes('y'.repeat(51))).toBe(`${'y'.repeat(50)}...`);
    expect(formatPermitNotes(null)).toBe('');
  });
});

describe('permitAnalysisFromData', () => {
  const row = (date: string, co2: number): RowInput => ({
    date,
    plant_id: 1,
    plant_name: 'A',
    fuel_type: 'coal',
    electricity_output_MWh: 1,
    fuel_consumption_MWh: 1,
    CO2_emissions_tonnes: co2,
    CH4_emissions_kg: 0,
    N2O_emissions_kg: 0,
    efficiency_percent: 40,
  });

  it('takes the rate from CO2 per day with data and the cumulative from the permit year', () => {
    const agg = aggregate(
      makeDataset([
        row('2024-12-31 10:00:00', 400),
        row('2025-01-01 10:00:00', 100),
        row('2025-01-01 11:00:00', 100),
      ]),
    );
    const a = permitAnalysisFromData(agg, { permit_year: 2025, active_permits: 1 }, '2025-03-01');
    // 600 t over 2 days with data = 300 t/day x 30.44 = 9,132 t/month.
    expect(a.input.avg_consumption_rate_t_per_month).toBeCloseTo(9132, 9);
    expect(a.input.cumulative_emissions_t).toBe(200);
    expect(a.isCurrentYear).toBe(true);
    expect(
      permitAnalysisFromData(agg, { permit_year: 2024, active_permits: 1 }, '2025-03-01')
        .isCurrentYear,
    ).toBe(false);
  });
});
