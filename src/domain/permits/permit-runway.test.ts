import { describe, expect, it } from 'vitest';
import { aggregate } from '../analysis/aggregate';
import type { PermitInput } from '../analysis/types';
import { allowanceRecordOf, DEFAULT_ETS_SETTINGS, etsYear } from '../ets/ets-year';
import { emptyEtsYear, etsYearsOf } from '../ets/year-emissions';
import { etsSummaryParts, positionText } from '../ets/ets-words';
import { makeDataset, testRow } from '../testing/make-dataset';
import { savedRegisterRow } from '../testing/saved-register-row';
import {
  calculatePermit,
  formatPermitNotes,
  formatPermitYears,
  permitAnalysisOf,
  permitLight,
} from './permit-runway';

const INSUFFICIENT =
  'Insufficient data to calculate permit validity. Please provide active_permits and avg_consumption_rate_t_per_month.';
const NOT_POSITIVE = 'Average consumption must be > 0 tCO₂/month.';
const CO2_ONLY = (rate: string) =>
  `The runway counts CO2 only (${rate} tCO2/month): under the EU ETS, CH4 and N2O from fuel combustion do not count against allowances; a year's allowances are surrendered by 30 September of the following year.`;

function permit(
  active_permits: PermitInput['active_permits'],
  rate: PermitInput['avg_consumption_rate_t_per_month'],
  cumulative = 0,
  extra: Partial<PermitInput> = {},
) {
  return calculatePermit({
    active_permits,
    avg_consumption_rate_t_per_month: rate,
    current_date: '2025-06-01',
    cumulative_emissions_t: cumulative,
    ...extra,
  });
}

function valid(r: ReturnType<typeof calculatePermit>) {
  if (!r.valid) throw new Error(r.error);
  return r;
}

describe('calculatePermit: validation (data §5)', () => {
  it.each([
    ['undefined permits', undefined, 1000],
    ['null permits', null, 1000],
    ['NaN permits', NaN, 1000],
    ['a zero rate', 2, 0],
    ['an undefined rate', 2, undefined],
    ['a null rate', 2, null],
    ['a NaN rate', 2, NaN],
  ])('refuses %s as insufficient data', (_, permits, rate) => {
    expect(permit(permits, rate)).toEqual({ valid: false, error: INSUFFICIENT });
  });

  it('refuses a negative rate as not positive, after the missing-data check', () => {
    expect(permit(1, -5)).toEqual({ valid: false, error: NOT_POSITIVE });
    expect(permit(null, -5)).toEqual({ valid: false, error: INSUFFICIENT });
  });

  it('accepts 0 permits', () => {
    expect(permit(0, 1000).valid).toBe(true);
  });
});

describe('calculatePermit: figures', () => {
  it('computes capacity, runway, used share, buffer and market value', () => {
    // 3 permits = 300,000 t; 120,000 t used leaves 180,000 t; at 10,000 t/month that is 18 months = 1.5 years.
    const r = valid(permit(3, 10_000, 120_000));
    expect(r.total_capacity_t).toBe(300_000);
    expect(r.months_remaining).toBe(18);
    expect(r.years_remaining).toBe(1.5);
    expect(r.years_display).toBe('1.5');
    expect(r.status_light).toBe('yellow');
    // 120,000 / 300,000 = 40 %.
    expect(r.consumed_pct).toBe(40);
    // 120,000 + 12 x 10,000 = 240,000 t within 300,000: no permit to buy; 18 - 12 = 6 months to the buffer.
    expect(r.needed_permits_for_buffer).toBe(0);
    expect(r.months_to_buffer).toBe(6);
    // 300,000 t x 85 EUR/t.
    expect(r.market_value_eur).toBe(25_500_000);
    expect(r.recommendations).toEqual([
      'At 10,000.0 tCO2/month the 300,000 tCO2 of allowances (120,000.0 t used) last 18.0 more months, at or under the 24-month warning threshold: the 12-month buffer is reached in 6.0 months; plan the next purchase before then.',
      CO2_ONLY('10,000.0'),
    ]);
  });

  it('leaves no runway once the capacity is exceeded', () => {
    // 1 permit, 130,000 t used: remaining max(-30,000, 0) = 0 months; 130 % used.
    const r = valid(permit(1, 10_000, 130_000));
    expect(r.months_remaining).toBe(0);
    expect(r.consumed_pct).toBe(130);
    // (130,000 + 120,000 - 100,000) / 100,000 = 1.5 -> 2 permits; 0 - 12 = -12 months (inside the buffer).
    expect(r.needed_permits_for_buffer).toBe(2);
    expect(r.months_to_buffer).toBe(-12);
  });

  it('counts the permits needed for the buffer, rounding up only a partial permit', () => {
    // 2 permits, 150,000 t used, 20,000 t/month: 150,000 + 240,000 - 200,000 = 190,000 t -> ceil(1.9) = 2.
    const a = valid(permit(2, 20_000, 150_000));
    expect(a.needed_permits_for_buffer).toBe(2);
    // 50,000 t / 20,000 = 2.5 months; 2.5 - 12 = -9.5.
    expect(a.months_to_buffer).toBe(-9.5);
    // A 10-month buffer at 20,000 t/month on 1 permit: 0 + 200,000 - 100,000 = exactly 1 permit, not 2.
    const b = valid(permit(1, 20_000, 0, { target_buffer_months: 10 }));
    expect(b.needed_permits_for_buffer).toBe(1);
    // 100,000 / 20,000 = 5 months; 5 - 10 = -5.
    expect(b.months_to_buffer).toBe(-5);
    expect(b.recommendations[0]).toContain(
      'acquire 1 more permit (100,000 tCO2 each) to keep a 10-month buffer',
    );
  });

  it('defines consumed_pct with no capacity as 100 when anything was emitted, else 0', () => {
    expect(valid(permit(0, 1000, 500)).consumed_pct).toBe(100);
    expect(valid(permit(0, 1000, 0)).consumed_pct).toBe(0);
  });
});

describe('calculatePermit: traffic light (data §4)', () => {
  // 1 permit with 40,000 t used leaves 60,000 t: 5,000 t/month gives exactly 12 months, 2,500 exactly 24.
  it.each([
    [5_000, 40_000, 12, 'red'],
    [5_000, 39_999, 12.0002, 'yellow'],
    [2_500, 40_000, 24, 'yellow'],
    [2_500, 39_999, 24.0004, 'green'],
  ])('%s t/month with %s t used: %s months is %s', (rate, used, months, light) => {
    const r = valid(permit(1, rate, used));
    expect(r.months_remaining).toBeCloseTo(months, 9);
    expect(r.status_light).toBe(light);
  });

  it('is red with 0 permits even with months to spare', () => {
    expect(permitLight(0, 100)).toBe('red');
    expect(permitLight(1, 100)).toBe('green');
  });

  it('names the critical threshold at exactly 12 months, where the buffer is just covered', () => {
    const r = valid(permit(1, 5_000, 40_000));
    // 40,000 + 12 x 5,000 = 100,000 = capacity: 0 permits needed, 0 months to the buffer.
    expect(r.needed_permits_for_buffer).toBe(0);
    expect(r.months_to_buffer).toBe(0);
    expect(r.recommendations[0]).toBe(
      'At 5,000.0 tCO2/month the 100,000 tCO2 of allowances (40,000.0 t used) last 12.0 more months, at or under the 12-month critical threshold: the 12-month buffer is reached in 0.0 months; plan the next purchase before then.',
    );
  });

  it('is red with 0 permits whatever the rate, and asks for permits to cover the buffer', () => {
    const r = valid(permit(0, 25_000));
    expect(r.status_light).toBe('red');
    expect(r.total_capacity_t).toBe(0);
    expect(r.market_value_eur).toBe(0);
    expect(r.years_display).toBe('0.0');
    // 12 x 25,000 = 300,000 t = 3 permits.
    expect(r.needed_permits_for_buffer).toBe(3);
    expect(r.recommendations).toEqual([
      'No allowances are recorded for the year while the data shows 25,000.0 tCO2/month: acquire 3 permits (100,000 tCO2 each) to cover a 12-month buffer.',
      CO2_ONLY('25,000.0'),
    ]);
  });

  it('does not add a capacity-used sentence with 0 permits, even at 100 %', () => {
    const r = valid(permit(0, 1_000, 500));
    expect(r.recommendations.some((t) => t.includes('capacity is used'))).toBe(false);
  });

  it('words a green runway with the threshold and the months to the buffer', () => {
    // 3 permits, nothing used, 10,000 t/month: 30 months (2.5 years), 18 months to the 12-month buffer.
    const r = valid(permit(3, 10_000));
    expect(r.status_light).toBe('green');
    expect(r.years_display).toBe('2.5');
    expect(r.recommendations[0]).toBe(
      'At 10,000.0 tCO2/month the 300,000 tCO2 of allowances (0.0 t used) last 30.0 more months, above the 24-month warning threshold: the 12-month buffer is reached in 18.0 months; plan the next purchase before then.',
    );
  });
});

describe('calculatePermit: capacity warning and recommendation cap', () => {
  it('warns at exactly 80 % used and gives the full 3 recommendations', () => {
    // 80,000 / 100,000 = 80 %; 20,000 t left at 5,000 t/month = 4 months (red);
    // needed = ceil((80,000 + 60,000 - 100,000) / 100,000) = ceil(0.4) = 1.
    const r = valid(permit(1, 5_000, 80_000));
    expect(r.consumed_pct).toBe(80);
    expect(r.recommendations).toEqual([
      'At 5,000.0 tCO2/month the 100,000 tCO2 of allowances (80,000.0 t used) last 4.0 more months, at or under the 12-month critical threshold: acquire 1 more permit (100,000 tCO2 each) to keep a 12-month buffer.',
      '80.0% of the 100,000 tCO2 capacity is used (80,000.0 t), at or above the 80% warning threshold: secure allowances before the 30 September surrender deadline.',
      CO2_ONLY('5,000.0'),
    ]);
  });

  it('does not warn just below 80 %, and honours a custom threshold', () => {
    const below = valid(permit(1, 5_000, 79_999));
    expect(below.recommendations.some((t) => t.includes('capacity is used'))).toBe(false);
    // 50,000 / 100,000 = 50 %, at a 50 % threshold.
    const custom = valid(permit(1, 1_000, 50_000, { warning_threshold_pct: 50 }));
    expect(custom.recommendations[1]).toBe(
      '50.0% of the 100,000 tCO2 capacity is used (50,000.0 t), at or above the 50% warning threshold: secure allowances before the 30 September surrender deadline.',
    );
  });

  it('never gives more than 3 recommendations', () => {
    for (const [permits, rate, used] of [
      [0, 50_000, 10_000],
      [1, 5_000, 95_000],
      [2, 100, 190_000],
      [5, 1_000, 0],
    ] as const) {
      expect(valid(permit(permits, rate, used)).recommendations.length).toBeLessThanOrEqual(3);
    }
  });
});

describe('formatPermitYears and formatPermitNotes (data §9)', () => {
  it('shows 10 years as 10.0 and anything beyond as >10.0', () => {
    // 12 permits at 10,000 t/month = 120 months = 10 years exactly.
    expect(valid(permit(12, 10_000)).years_display).toBe('10.0');
    // 13 permits: 130 months = 10.83 years.
    expect(valid(permit(13, 10_000)).years_display).toBe('>10.0');
    // 10.04 would print "10.0" with one decimal, yet it is beyond ten years.
    expect(formatPermitYears(10.04)).toBe('>10.0');
  });

  it('rounds half away from zero like every other figure', () => {
    // 1.45 is 1.4499999... in binary: toFixed(1) alone gives "1.4".
    expect(formatPermitYears(1.45)).toBe('1.5');
    expect(formatPermitYears(2.24)).toBe('2.2');
  });

  it('cuts notes longer than 50 characters and adds "..."', () => {
    expect(formatPermitNotes('x'.repeat(50))).toBe('x'.repeat(50));
    expect(formatPermitNotes('y'.repeat(51))).toBe(`${'y'.repeat(50)}...`);
    expect(formatPermitNotes(null)).toBe('');
    expect(formatPermitNotes('')).toBe('');
  });
});

// Plant 2 (Germany, in EU ETS) on 2024-12-31 and twice on 2025-01-01, plant 1 (US, outside) on 2025-01-01.
const years = etsYearsOf(
  aggregate(
    makeDataset([
      testRow({ date: '2024-12-31 10:00:00', CO2_emissions_tonnes: 400, plant_id: 2 }),
      testRow({ date: '2025-01-01 10:00:00', CO2_emissions_tonnes: 100, plant_id: 2 }),
      testRow({ date: '2025-01-01 11:00:00', CO2_emissions_tonnes: 100, plant_id: 2 }),
      testRow({ date: '2025-01-01 10:00:00', CO2_emissions_tonnes: 50, plant_id: 1 }),
    ]),
  ),
);
/** Plant 2 declared in the EU ETS, plant 1 declared outside. */
const declared = [
  savedRegisterRow({ plant_id: 1, in_ets: false }),
  savedRegisterRow({ plant_id: 2, in_ets: true }),
];
const yearOf = (year: number, record = { active_permits: 1 }, today = '2025-03-01') =>
  etsYear(
    years.find((y) => y.year === year) ?? emptyEtsYear(year),
    declared,
    allowanceRecordOf(record),
    DEFAULT_ETS_SETTINGS,
    today,
  );
/** 2024 with its 400 t as if every one of its 366 days had data: a year an order may rest on. */
const wholeYear2024 = (record = { active_permits: 1 }, today = '2025-03-01') =>
  etsYear(
    { ...years.find((y) => y.year === 2024)!, days_with_data: 366, last_date: '2024-12-31' },
    declared,
    allowanceRecordOf(record),
    DEFAULT_ETS_SETTINGS,
    today,
  );

describe('permitAnalysisOf', () => {
  it('gives no runway while no plant of the year is declared in EU ETS scope, and says what to declare', () => {
    const undeclared = etsYear(
      years.find((y) => y.year === 2025)!,
      [],
      allowanceRecordOf({ active_permits: 1 }),
      DEFAULT_ETS_SETTINGS,
      '2025-03-01',
    );
    // 2025: plant 1's 50 t and plant 2's 200 t, neither declared.
    expect(
      permitAnalysisOf(undeclared, { permit_year: 2025, active_permits: 1 }, '2025-03-01').result,
    ).toEqual({
      valid: false,
      error:
        'No plant is declared in EU ETS scope: 250.0 t CO2 of 2 plants (1, 2) whose EU ETS scope is not declared ' +
        'count in none of these figures until declared in the plant register.',
    });
  });

  it("takes the rate and the cumulative from the year's reported CO2 over its days with data", () => {
    const a = permitAnalysisOf(
      yearOf(2025),
      { permit_year: 2025, active_permits: 1 },
      '2025-03-01',
    );
    // 2025: plant 2's 100 + 100 t on 1 day (plant 1 is outside the ETS) = 200 t x 30.44 = 6,088 t/month.
    expect(a.input.avg_consumption_rate_t_per_month).toBeCloseTo(6088, 9);
    expect(a.input.cumulative_emissions_t).toBe(200);
    expect(a.input.allowances_t).toBe(100_000);
    expect(a.input.target_buffer_months).toBe(12);
    expect(a.isCurrentYear).toBe(true);
    // (100,000 - 200) / 6,088 = 16.39 months: yellow.
    const r = valid(a.result);
    expect(r.months_remaining).toBeCloseTo(99_800 / 6088, 9);
    expect(r.status_light).toBe('yellow');
  });

  it('marks another year as historical and counts only that year', () => {
    const a = permitAnalysisOf(
      yearOf(2024),
      { permit_year: 2024, active_permits: 1 },
      '2025-03-01',
    );
    expect(a.isCurrentYear).toBe(false);
    expect(a.input.cumulative_emissions_t).toBe(400);
  });

  it('words an ended year by its outcome, never "Active": ended, covered or short, verified or not', () => {
    // 2024 (ended on 2025-03-01): 400 t of plant 2 against 1 permit of 100,000 t.
    const surplus = valid(
      permitAnalysisOf(wholeYear2024(), { permit_year: 2024, active_permits: 1 }, '2025-03-01')
        .result,
    );
    expect(surplus.status_light).toBe('green');
    expect(surplus.status_label).toBe('Ended, covered, not verified');
    expect(surplus.status_line).toBe(
      "Ended: 2024's allowances cover its reported CO2 with a surplus of 99,600.0 t; no verifier's statement recorded.",
    );
    expect(surplus.recommendations[0]).toBe(
      'The 2024 allowances cover its 400.0 t of reported CO2: surrender 400 EUAs for 2024 by 2025-09-30.',
    );
    // The statement's 420 t are what the allowances are owed for.
    const verifiedYear = etsYear(
      { ...years.find((y) => y.year === 2024)!, days_with_data: 366, last_date: '2024-12-31' },
      declared,
      allowanceRecordOf({ active_permits: 1 }),
      DEFAULT_ETS_SETTINGS,
      '2025-03-01',
      {
        verifier: 'Verifier AG',
        verified_on: '2025-02-20',
        verified_co2_t: 420,
        opinion: 'satisfactory',
      },
    );
    const verified = valid(
      permitAnalysisOf(verifiedYear, { permit_year: 2024, active_permits: 1 }, '2025-03-01').result,
    );
    expect(verified.status_label).toBe('Ended, covered, verified');
    expect(verified.status_line).toBe(
      "Ended: 2024's allowances cover its verified CO2 with a surplus of 99,580.0 t; statement by Verifier AG on 2025-02-20.",
    );
    // 150 EUAs against 400 t: 250 short, 250 x 85 = 21,250 EUR.
    const short = valid(
      permitAnalysisOf(
        wholeYear2024({ active_permits: 0, allowances_eua: 150 } as never),
        { permit_year: 2024, active_permits: 0 },
        '2025-03-01',
      ).result,
    );
    expect(short.status_light).toBe('red');
    expect(short.status_label).toBe('Ended, short, not verified');
    expect(short.status_line).toBe(
      "Ended: 2024's allowances fall short of its reported CO2 by 250.0 t; no verifier's statement recorded.",
    );
    expect(short.recommendations[0]).toBe(
      'Buy 250 EUAs (EUR 21,250 at 85.00 EUR per EUA) and surrender 400 EUAs for 2024 by 2025-09-30; each tonne not surrendered in time costs 100 EUR.',
    );
    for (const r of [surplus, verified, short]) {
      expect(r.status_label).not.toMatch(/Active|Critical/);
      expect(r.status_line).not.toMatch(/Active|Critical/);
    }
  });

  it('projects an ended year its data covers on too few days, and orders nothing', () => {
    // 2024 has data on 1 of its 366 days: 400 t; 150 EUAs would be "250 short" from that one day.
    const a = permitAnalysisOf(
      yearOf(2024, { active_permits: 0, allowances_eua: 150 } as never),
      { permit_year: 2024, active_permits: 0 },
      '2025-03-01',
    );
    const r = valid(a.result);
    expect(r.status_light).toBe('yellow');
    // The badge says what the line says, not the yellow light's "Warning".
    expect(r.status_label).toBe('Incomplete');
    expect(r.status_line).toBe(
      'Incomplete: 2024 has ended, and the data covers 1 of its 366 days.',
    );
    // 400 t / 1 day x 366 days = 146,400 t.
    expect(r.recommendations[0]).toBe(
      'At the rate of its 1 day with data, 2024 would come to 146,400.0 t of CO2 against 150 EUAs: a projection, not a purchase order. Upload the missing days before buying or surrendering allowances.',
    );
    expect(r.recommendations.join(' ')).not.toMatch(/Buy|surrender \d/);
    // The position is stated on the days it rests on, without a cost to cover.
    const ets = yearOf(2024, { active_permits: 0, allowances_eua: 150 } as never);
    expect(positionText(ets)).toBe(
      'deficit of 250.0 t on the 1 of 366 days with data, too few days for an order to buy or surrender allowances',
    );
    expect(positionText(wholeYear2024({ active_permits: 0, allowances_eua: 150 } as never))).toBe(
      'deficit of 250.0 t: EUR 21,250 to cover at 85.00 EUR per EUA',
    );
  });

  it('asks for the outstanding EUAs at once once the surrender date has passed, and states no runway', () => {
    const late = wholeYear2024({ active_permits: 1 }, '2025-10-15');
    const a = permitAnalysisOf(late, { permit_year: 2024, active_permits: 1 }, '2025-10-15');
    expect(valid(a.result).recommendations[0]).toBe(
      'The 2024 allowances cover its 400.0 t of reported CO2: surrender 400 EUAs for 2024 now: they were due by 2025-09-30.',
    );
    expect(etsSummaryParts(late, a).verdict).not.toMatch(/runway/i);
  });

  it('is invalid with insufficient data for a year without data', () => {
    const a = permitAnalysisOf(
      yearOf(2023),
      { permit_year: 2023, active_permits: 2 },
      '2025-03-01',
    );
    expect(a.result).toEqual({ valid: false, error: INSUFFICIENT });
  });

  it('counts allowances entered in EUAs and asks for EUAs, not permit blocks, to keep the buffer', () => {
    const ets = yearOf(2025, { active_permits: 0, allowances_eua: 5_000 } as never);
    const r = valid(
      permitAnalysisOf(ets, { permit_year: 2025, active_permits: 0 }, '2025-03-01').result,
    );
    expect(r.total_capacity_t).toBe(5_000);
    // 200 + 6,088 x 12 - 5,000 = 68,256 EUAs for a 12-month buffer.
    expect(r.needed_permits_for_buffer).toBe(68_256);
    expect(r.recommendations[0]).toContain('acquire 68,256 more EUAs (1 tCO2 each)');
    expect(r.market_value_eur).toBe(5_000 * 85);
  });
});
