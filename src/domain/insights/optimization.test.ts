import { describe, expect, it } from 'vitest';
import type { PermitAnalysis } from '../analysis/types';
import { dailyPoints, makeInput, type PlantSpec } from '../testing/insight-fixtures';
import { optimizationConfidence, optimizationPrediction } from './optimization';

const fleet: PlantSpec[] = [
  {
    id: 1,
    name: 'Alpha',
    efficiency: 40,
    co2: 1000,
    electricity: 2000,
    fuelMWh: 5000,
    heatMWh: 100,
  },
  { id: 2, name: 'Beta', efficiency: 55, co2: 500, electricity: 1500, fuelMWh: 2700 },
  { id: 3, name: 'Gamma', efficiency: 65, co2: 300, electricity: 1200, fuelMWh: 1850 },
];
// 24 rows each: fleet average 53.3 %.

describe('optimizationConfidence', () => {
  it('is 95 x day share x row share over the window, whole percent', () => {
    // 95 x 7/30 x 72/720 = 2.22 -> 2
    expect(optimizationConfidence(7, 30, 72)).toBe(2);
    // 95 x 15/30 x 1 = 47.5 -> 48
    expect(optimizationConfidence(15, 30, 5000)).toBe(48);
    expect(optimizationConfidence(30, 30, 720)).toBe(95);
    expect(optimizationConfidence(0, 30, 720)).toBe(0);
  });

  it('measures coverage against the whole window, however long', () => {
    // A year of 365 days, 292 of them with data, and 292 x 24 = 7,008 rows of one plant:
    // 95 x 292/365 x 7,008/8,760 = 95 x 0.8 x 0.8 = 60.8 -> 61
    expect(optimizationConfidence(292, 365, 7008)).toBe(61);
    // No window, no confidence.
    expect(optimizationConfidence(0, 0, 0)).toBe(0);
  });
});

describe('optimizationPrediction', () => {
  const r = optimizationPrediction(makeInput(fleet));

  it('estimates the gain of levelling below-average plants to the fleet average', () => {
    // Alpha only: 1000 x (1 - 40/53.3) = 249.5 t (13.9 % of 1800 t);
    // levelled average (53.3 + 55 + 65) / 3 = 57.77 -> +4.5 points to 57.8 %;
    // to 60 %: Alpha 1000 x (1 - 40/60) = 333.3 + Beta 500 x (1 - 55/60) = 41.7 -> 375 t (20.8 %).
    expect(r.prediction).toBe(
      'Bringing the 1 plant below the fleet average of 53.3% (Alpha 40.0%) up to it would raise the fleet average by about 4.5 points to 57.8% and cut CO2 by about 250 t (13.9% of the 1,800 tCO2 from 2025-01-01 to 2025-01-07), assuming CO2 scales with fuel per MWh (1 / efficiency) at the same output. Bringing every plant below the optimal threshold of 60% up to it would cut about 375 tCO2 (20.8%).',
    );
    // The fixture's window is 7 days, all with data, and 72 rows against 7 x 24 = 168:
    // 95 x 7/7 x 72/168 = 40.7 -> 41.
    expect(r.confidence).toBe(41);
  });

  it('phases the timeline by the size of the gaps', () => {
    expect(r.timeline).toBe(
      '0-3 months: operational tuning of Alpha (up to 13.3 points below the fleet average of 53.3%); ' +
        '3-12 months: maintenance and overhaul for Alpha (more than 2 points below the average, beyond what tuning recovers); ' +
        '12-36 months: retrofit or repowering study for Alpha (below 45%).',
    );
    // 52 and 54: average 53; Low is 1 point below: tuning only.
    const near = optimizationPrediction(
      makeInput([
        { id: 1, name: 'Low', efficiency: 52, co2: 10 },
        { id: 2, name: 'High', efficiency: 54, co2: 10 },
      ]),
    );
    expect(near.timeline).toBe(
      '0-3 months: operational tuning of Low (up to 1.0 points below the fleet average of 53.0%).',
    );
  });

  it('cites the data in the factors', () => {
    expect(r.factors).toContain(
      'Fleet average efficiency 53.3% over 3 plants; best Gamma 65.0%, worst Alpha 40.0% (spread 25.0 points)',
    );
    expect(r.factors).toContain(
      'Plant status: 1 optimal, 1 warning, 1 critical (thresholds 45% and 60%)',
    );
    expect(r.factors).toContain(
      'Data coverage: 7 of 7 days with data and 72 rows, giving 41% confidence (95 x 7/7 x min(1, 72/168))',
    );
  });

  it('gives exactly 8 recommendations, data-derived first', () => {
    expect(r.recommendations).toHaveLength(8);
    expect(r.recommendations[0]).toBe(
      'Raise Alpha from 40.0% to the fleet average of 53.3%: about 250 tCO2 less from 2025-01-01 to 2025-01-07 (13.9% of fleet CO2).',
    );
    // Beta is above average but below 60 %: 500 x (1 - 55/60) = 41.7 t = 2.3 %.
    expect(r.recommendations[1]).toContain(
      'Raise Beta from 55.0% to the optimal threshold of 60.0%: about 42 tCO2',
    );
    // 3600 / 0.533 = 6754 kJ/kWh
    expect(r.recommendations[2]).toBe(
      'Track heat rate weekly: the fleet average efficiency of 53.3% is a heat rate of about 6,754 kJ/kWh.',
    );
    expect(new Set(r.recommendations).size).toBe(8);
  });

  it('fills a single optimal plant to 8 with items citing its figures', () => {
    const one = optimizationPrediction(
      makeInput([
        { id: 1, name: 'Solo', efficiency: 70, co2: 700, electricity: 2000, fuelMWh: 2800 },
      ]),
    );
    expect(one.recommendations).toHaveLength(8);
    expect(one.prediction).toBe(
      'All 1 plant run at the fleet average efficiency of 70.0%, so levelling gains nothing. Every plant is at or above the optimal threshold of 60%.',
    );
    expect(one.timeline).toBe(
      'No levelling phase: every plant is at or above the fleet average of 70.0%; review quarterly.',
    );
    // Solo (plant 1, US) is outside the EU ETS: no allowance cost; 700 x 1000 / 2000 = 350 gCO2/kWh;
    // (2000 + 0) / 2800 = 71.4 %
    expect(one.recommendations).toContain(
      'Price carbon into dispatch once a plant is declared in EU ETS scope: no plant is, so none of the 700 tCO2 recorded from 2025-01-01 to 2025-01-07 carries an allowance cost.',
    );
    expect(one.recommendations.join(' ')).toContain('350 gCO2/kWh');
    expect(one.recommendations.join(' ')).toContain('a fuel utilisation of 71.4%');
  });

  it('prices only the CO2 of plants declared in EU ETS scope, as the ETS year does', () => {
    // Plant 1 (US) is declared outside the EU ETS, plant 2 (Germany) inside: 300 t x 85 EUR = 25,500.
    const r = optimizationPrediction(
      makeInput([
        { id: 1, name: 'Alpha', efficiency: 70, co2: 700, electricity: 2000, fuelMWh: 2800 },
        { id: 2, name: 'Beta', efficiency: 70, co2: 300, electricity: 1000, fuelMWh: 1400 },
      ]),
    );
    expect(r.recommendations).toContain(
      'Price carbon into dispatch: the 300 tCO2 of the 1 plant declared in EU ETS scope recorded from 2025-01-01 to 2025-01-07 cost about EUR 25,500 at 85.00 EUR per EUA.',
    );
  });

  it('ranks an urgent permit first and keeps 8 when there are more items', () => {
    const permits: PermitAnalysis = {
      permit_year: 2025,
      active_permits: 1,
      isCurrentYear: true,
      record: { company_name: null, notes: null, updated_at: null },
      input: {
        active_permits: 1,
        avg_consumption_rate_t_per_month: 8000,
        current_date: '2025-03-01',
        cumulative_emissions_t: 32000,
      },
      result: {
        valid: true,
        total_capacity_t: 100000,
        months_remaining: 8.5,
        years_remaining: 0.7,
        years_display: '0.7',
        status_light: 'red',
        status_line: 'Status line of the fixture.',
        status_label: 'Critical',
        consumed_pct: 32,
        needed_permits_for_buffer: 1,
        months_to_buffer: 0,
        market_value_eur: 8500000,
        recommendations: [],
      },
    };
    const many = optimizationPrediction(
      makeInput(
        Array.from({ length: 10 }, (_, i) => ({
          id: i + 1,
          name: `P${i + 1}`,
          efficiency: 40 + i,
          co2: 100,
        })),
        { permits, dailyEmissions: dailyPoints('2025-01-01', [1, 2, 3, 4, 5, 6, 7]) },
      ),
    );
    expect(many.recommendations).toHaveLength(8);
    expect(many.recommendations[0]).toBe(
      'Secure EU permits before the runway ends: 8.5 months left at 8,000 tCO2/month, 1 permit needed for a 12-month buffer.',
    );
    // Fleet average 44.5 %; ranked by CO2 avoided: P6 45 % -> 60 %: 100 x (1 - 45/60) = 25 t comes before
    // P1 40 % -> 44.5 %: 100 x (1 - 40/44.5) = 10.1 t.
    expect(many.recommendations[1]).toMatch(
      /^Raise P6 from 45.0% to the optimal threshold of 60.0%: about 25 tCO2/,
    );
    expect(
      many.recommendations.some((x) =>
        x.startsWith('Raise P1 from 40.0% to the fleet average of 44.5%: about 10 tCO2'),
      ),
    ).toBe(true);
  });

  it('says there is no data and lists nothing without plants', () => {
    expect(optimizationPrediction(makeInput([]))).toEqual({
      prediction: 'No plant data loaded: 0 plants, so no optimisation can be estimated.',
      confidence: 0,
      timeline: 'None until plant data is loaded.',
      factors: [],
      recommendations: [],
    });
  });

  it('is deterministic', () => {
    const input = makeInput(fleet);
    expect(optimizationPrediction(structuredClone(input))).toEqual(optimizationPrediction(input));
  });
});
