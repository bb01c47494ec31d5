import { describe, expect, it } from 'vitest';
import type { FactoryAnalysis, PermitAnalysis } from '../analysis/types';
import { PERMIT_STATUS_LABELS } from '../ets/ets-words';
import {
  dailyPoints,
  makeInput,
  secFacility,
  secReportOf,
  type PlantSpec,
} from '../testing/insight-fixtures';
import { generateInsights } from './generate-insights';

const fleet: PlantSpec[] = [
  { id: 1, name: 'Alpha', fuel: 'Coal', efficiency: 40, co2: 1000, electricity: 2000 },
  { id: 2, name: 'Beta', fuel: 'Natural Gas', efficiency: 55, co2: 500, electricity: 1500 },
  { id: 3, name: 'Gamma', fuel: 'Natural Gas', efficiency: 65, co2: 300, electricity: 1200 },
];
// 24 rows each: fleet average (40 + 55 + 65) / 3 = 53.33 -> 53.3 %.

const byTitle = (r: ReturnType<typeof generateInsights>, start: string) =>
  r.insights.find((i) => i.title.startsWith(start));

describe('generateInsights: plant status', () => {
  const r = generateInsights(makeInput(fleet));

  it('alerts on a critical plant with its name, efficiency and the 45 % threshold', () => {
    const i = byTitle(r, 'Alpha: critical')!;
    expect(i).toMatchObject({
      type: 'alert',
      priority: 'high',
      title: 'Alpha: critical efficiency 40.0%',
    });
    expect(i.description).toContain(
      'Alpha (Coal) averages 40.0% efficiency, below the critical threshold of 45%',
    );
    expect(i.description).toContain('1,000 tCO2 for 2,000 MWh');
    // 1000 x (1 - 40/45) = 111.1 t
    expect(i.estimatedImpact).toContain(
      'About 111 tCO2 less at the same output if Alpha reached 45%',
    );
  });

  it('alerts on a warning plant at medium priority against the 60 % threshold', () => {
    const i = byTitle(r, 'Beta: warning')!;
    expect(i.priority).toBe('medium');
    expect(i.description).toContain('in the warning band of 45% to below 60%');
    // 500 x (1 - 55/60) = 41.7 t
    expect(i.estimatedImpact).toContain('About 42 tCO2');
  });

  it('prints enough decimals that a plant just below 45 % does not read as 45.0 %', () => {
    const one = generateInsights(makeInput([{ id: 1, name: 'Edge', efficiency: 44.96, co2: 10 }]));
    expect(byTitle(one, 'Edge')!.title).toBe('Edge: critical efficiency 44.96%');
  });

  it('says so at low priority when every plant is optimal', () => {
    const ok = generateInsights(
      makeInput([
        { id: 1, name: 'P', efficiency: 60, co2: 10 },
        { id: 2, name: 'Q', efficiency: 70, co2: 10 },
      ]),
    );
    const i = byTitle(ok, 'All 2 plants optimal')!;
    expect(i.title).toBe('All 2 plants optimal: lowest efficiency 60.0% (P)');
    expect(i.priority).toBe('low');
    expect(ok.riskAssessment.level).toBe('low');
  });
});

describe('generateInsights: least-efficient plant', () => {
  it('estimates the CO2 avoided at the fleet average and names the best plant', () => {
    const i = byTitle(generateInsights(makeInput(fleet)), 'Alpha is the least efficient')!;
    expect(i.type).toBe('optimization');
    expect(i.description).toContain('13.3 points below the fleet average of 53.3%');
    expect(i.description).toContain('the best plant, Gamma, at 65.0%');
    // 1000 x (1 - 40/53.3) = 249.5 t; 249.5 / 1800 = 13.9 % (>= 5 % -> medium)
    expect(i.estimatedImpact).toContain("About 250 tCO2 avoided (13.9% of the fleet's 1,800 tCO2");
    expect(i.estimatedImpact).toContain('CO2 scales with fuel per MWh');
    expect(i.priority).toBe('medium');
  });

  it('is low priority below 5 % of fleet CO2 and absent for a single plant', () => {
    // average (58 + 62) / 2 = 60; 10 x (1 - 58/60) = 0.33 t of 1010 t = 0.03 %
    const small = generateInsights(
      makeInput([
        { id: 1, name: 'S', efficiency: 58, co2: 10 },
        { id: 2, name: 'T', efficiency: 62, co2: 1000 },
      ]),
    );
    expect(byTitle(small, 'S is the least efficient')!.priority).toBe('low');
    const single = generateInsights(makeInput([{ id: 1, name: 'Solo', efficiency: 40, co2: 10 }]));
    expect(single.insights.some((i) => i.type === 'optimization')).toBe(false);
  });
});

describe('generateInsights: intensity outlier', () => {
  const factory = (name: string, intensity: number, co2: number): FactoryAnalysis =>
    ({
      id: 1,
      factory_name: name,
      efficiency_pct: 50,
      emissions_gCO2_per_kWh: intensity,
      total_co2_tonnes: co2,
      data_available: true,
    }) as FactoryAnalysis;
  const input = makeInput(fleet, {
    factories: [factory('Delta', 750, 3000), factory('Echo', 600, 100)],
    benchmarks: {
      efficiency_avg: 50,
      efficiency_p25: 40,
      efficiency_p75: 60,
      emissions_avg: 500,
      emissions_p25: 350,
      emissions_p75: 600,
      efficiency_top_quarter_avg: 60,
      emissions_best_quarter_avg: 350,
      output_max: 2000,
      defaults: false,
    },
  });

  it("alerts on intensity above the cohort's worst-quarter bound, not at it", () => {
    const r = generateInsights(input);
    const outliers = r.insights.filter((i) => i.title.includes('emission intensity'));
    expect(outliers.map((i) => i.title)).toEqual([
      "Delta: emission intensity 750 gCO2/kWh, above the cohort's worst-quarter bound of 600",
    ]);
    // 3000 x (1 - 600/750) = 600 t
    expect(outliers[0]!.estimatedImpact).toContain('About 600 tCO2 less of its 3,000 tCO2');
    expect(outliers[0]!.description).toContain('cohort average 500');
  });
});

describe('generateInsights: trend', () => {
  it('predicts a rising trend from the least-squares slope', () => {
    // slope 25/28 = 0.89 t/day, mean 8 t/day, 0.892857 x 30 / 8 = 334.8 % per 30 days
    const r = generateInsights(
      makeInput(fleet, { dailyEmissions: dailyPoints('2025-01-01', [5, 7, 6, 9, 8, 11, 10]) }),
    );
    const i = byTitle(r, 'CO2 trend')!;
    expect(i.title).toBe('CO2 trend rising: +0.89 t/day, +334.8% per 30 days');
    expect(i).toMatchObject({ type: 'prediction', priority: 'medium', actionable: true });
    expect(i.description).toContain('over the 7 days with data from 2025-01-01 to 2025-01-07');
    // 0.892857 x 30 = 26.8 t
    expect(i.estimatedImpact).toContain('+26.8 t over the next 30 days');
  });

  it('calls 5 % per 30 days rising, just under it stable, and -5 % falling', () => {
    const title = (co2: number[]) =>
      byTitle(
        generateInsights(makeInput(fleet, { dailyEmissions: dailyPoints('2025-01-01', co2) })),
        'CO2 trend',
      )!.title;
    // y = 597..603: slope 1, mean 600, 1 x 30 / 600 = 5 %
    expect(title([597, 598, 599, 600, 601, 602, 603])).toMatch(/^CO2 trend rising/);
    // mean 601: 30 / 601 = 4.99 %
    expect(title([598, 599, 600, 601, 602, 603, 604])).toMatch(/^CO2 trend stable/);
    expect(title([603, 602, 601, 600, 599, 598, 597])).toMatch(/^CO2 trend falling/);
  });

  it('states no trend with fewer than 7 days of data', () => {
    const r = generateInsights(
      makeInput(fleet, { dailyEmissions: dailyPoints('2025-01-01', [5, 7, 6, 9, 8, 11, null]) }),
    );
    expect(byTitle(r, 'CO2 trend')).toBeUndefined();
  });
});

describe('generateInsights: data gap', () => {
  it('counts days without data from the first date of the data', () => {
    // Window 2025-01-01..10, data from 2025-01-03: gaps 01-05 and 01-08 (01-01, 01-02 precede the file).
    const points = dailyPoints('2025-01-01', [
      null,
      null,
      100,
      100,
      null,
      100,
      100,
      null,
      100,
      100,
    ]);
    const r = generateInsights(
      makeInput(fleet, {
        dailyEmissions: points,
        period: { startDate: '2025-01-03', endDate: '2025-01-10', year: 2025 },
      }),
    );
    const i = byTitle(r, 'Data gap')!;
    // The window is the series' 10 days (2025-01-01 .. 2025-01-10), however long it is.
    expect(i.title).toBe('Data gap: 2 days without data in the 10-day window');
    expect(i.description).toContain(
      '2 of the 8 days from 2025-01-03 to 2025-01-10 have no data (2025-01-05, 2025-01-08)',
    );
    // mean 600 / 6 = 100 t/day; 2 x 100 = 200 t
    expect(i.estimatedImpact).toContain('(100.0 tCO2/day), about 200 tCO2 are missing');
    expect(i.priority).toBe('medium');
  });

  it('lists 5 dates and counts the rest', () => {
    const points = dailyPoints('2025-01-01', [1, null, null, null, null, null, null, null, 1]);
    const r = generateInsights(
      makeInput(fleet, {
        dailyEmissions: points,
        period: { startDate: '2025-01-01', endDate: '2025-01-09', year: 2025 },
      }),
    );
    expect(byTitle(r, 'Data gap')!.description).toContain('2025-01-06 and 2 more');
  });
});

describe('generateInsights: permits', () => {
  const permit = (light: 'red' | 'yellow' | 'green', months: number): PermitAnalysis => ({
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
      months_remaining: months,
      years_remaining: months / 12,
      years_display: (months / 12).toFixed(1),
      status_light: light,
      status_line: 'Status line of the fixture.',
      status_label: PERMIT_STATUS_LABELS[light],
      consumed_pct: 32,
      needed_permits_for_buffer: 0,
      months_to_buffer: 0,
      market_value_eur: 8500000,
      recommendations: [],
    },
  });

  it('puts a red runway first at high priority with months and thresholds', () => {
    const r = generateInsights(makeInput(fleet, { permits: permit('red', 8.5) }));
    const i = r.insights[1]!; // after Alpha's critical alert (same priority, earlier rule)
    expect(i.title).toBe('EU permit runway: 8.5 months (Critical, red)');
    expect(i.priority).toBe('high');
    expect(i.description).toContain(
      '2025: 1 permit x 100,000 t = 100,000 EUAs, 100,000 tCO2 of capacity; 32.0% is used',
    );
    expect(i.description).toContain('at 8,000 tCO2/month the rest lasts 8.5 months');
    expect(i.description).toContain('red at 12 months or less, yellow up to 24');
  });

  it('maps yellow to medium and green to low', () => {
    const prio = (light: 'yellow' | 'green') =>
      byTitle(
        generateInsights(makeInput(fleet, { permits: permit(light, 20) })),
        'EU permit runway',
      )!.priority;
    expect(prio('yellow')).toBe('medium');
    expect(prio('green')).toBe('low');
  });

  it('states an ended year by its outcome, never by a runway its light does not follow', () => {
    const ended: PermitAnalysis = {
      ...permit('yellow', 44.9),
      isCurrentYear: false,
      result: {
        ...(permit('yellow', 44.9).result as Extract<PermitAnalysis['result'], { valid: true }>),
        status_line: 'Incomplete: 2025 has ended, and the data covers 30 of its 365 days.',
        status_label: 'Incomplete',
        recommendations: ['At the rate of its 30 days with data, 2025 would come to ...'],
      },
    };
    const r = generateInsights(makeInput(fleet, { permits: ended }));
    const i = byTitle(r, 'EU permits')!;
    expect(i.title).toBe('EU permits for 2025 (historical): Incomplete');
    expect(i.description).toBe(
      '1 permit x 100,000 t = 100,000 EUAs. Incomplete: 2025 has ended, and the data covers 30 of its 365 days.',
    );
    expect(r.recommendations).toContain(
      'At the rate of its 30 days with data, 2025 would come to ...',
    );
    expect(JSON.stringify(r)).not.toMatch(/44\.9 months|green above/);
  });

  it('reports an invalid permit analysis with its error', () => {
    const p = {
      ...permit('red', 0),
      result: { valid: false as const, error: 'Average consumption must be > 0 tCO₂/month.' },
    };
    const i = byTitle(
      generateInsights(makeInput(fleet, { permits: p })),
      'EU permit runway for 2025 cannot',
    )!;
    expect(i.description).toContain('Average consumption must be > 0');
  });
});

describe('generateInsights: KPI changes', () => {
  const changes = {
    currentDate: '2025-01-07',
    previousDate: '2025-01-06',
    totalElectricity: -15,
    totalEmissions: 10.1,
    totalFuelConsumption: 10,
    avgEfficiency: -12.5,
  };

  it('alerts beyond plus or minus 10 % with dates and percent, not at 10 %', () => {
    const r = generateInsights(makeInput(fleet, { changes }));
    const titles = r.insights.filter((i) => i.title.includes('day over day')).map((i) => i.title);
    expect(titles).toEqual([
      'Total CO2 Emissions up 10.1% day over day',
      'Average Efficiency down 12.5% day over day',
      'Total Electricity Output down 15.0% day over day',
    ]);
    const co2 = byTitle(r, 'Total CO2 Emissions')!;
    expect(co2.priority).toBe('medium');
    // The fixture spreads 1800 t over 7 days: 257.1 t each.
    expect(co2.description).toBe(
      'Total CO2 Emissions changed by +10.1% from 2025-01-06 to 2025-01-07 (257.1 t to 257.1 t), beyond the alert band of plus or minus 10%.',
    );
    expect(byTitle(r, 'Total Electricity Output')!.priority).toBe('low');
  });
});

describe('generateInsights: SEC', () => {
  it('recommends confirming the plants that are in the extract only by default', () => {
    const sec = secReportOf([secFacility(1, 'Alpha', 1200), secFacility(2, 'Beta', 100, false)]);
    const r = generateInsights(makeInput(fleet, { sec }));
    const i = byTitle(r, 'SEC extract')!;
    expect(i.title).toBe('SEC extract: 1 plant assumed to report under the rule');
    expect(i.priority).toBe('low');
    expect(i.description).toBe(
      'Alpha is in the voluntary SEC extract by default, not because the plant register says it reports under the rule.',
    );
    expect(i.estimatedImpact).toBe(
      "1,200 tCO2e of the extract's 1,300 tCO2e rest on that assumption.",
    );
    expect(r.recommendations).toContain(
      'Confirm in the plant register whether Alpha reports under the SEC rule.',
    );
  });

  it('says nothing of the SEC extract when every plant in it is declared', () => {
    const sec = secReportOf([secFacility(1, 'Alpha', 1200, false)]);
    expect(byTitle(generateInsights(makeInput(fleet, { sec })), 'SEC extract')).toBeUndefined();
  });
});

describe('generateInsights: ordering, risk and summary', () => {
  it('sorts high to low, keeping rule order within a priority', () => {
    const r = generateInsights(makeInput(fleet));
    expect(r.insights.map((i) => [i.priority, i.title.split(':')[0]])).toEqual([
      ['high', 'Alpha'],
      ['medium', 'Beta'],
      ['medium', 'Alpha is the least efficient plant'],
      ['low', 'CO2 trend stable'],
    ]);
    expect(r.riskAssessment).toEqual({
      level: 'high',
      factors: [
        'Alpha: critical efficiency 40.0%',
        'Beta: warning efficiency 55.0%',
        'Alpha is the least efficient plant: 40.0% against a fleet average of 53.3%',
      ],
    });
    expect(r.summary).toBe(
      '3 plants (1 optimal, 1 warning, 1 critical) from 2025-01-01 to 2025-01-07: 4,700 MWh, 1,800 tCO2, fleet average efficiency 53.3%; 4 findings (1 high, 2 medium, 1 low priority).',
    );
    expect(r.recommendations[0]).toContain(
      'Start with Alpha: at 40.0% it is 5.0 points below the critical threshold of 45%',
    );
  });

  it('rates medium risk without high findings', () => {
    const r = generateInsights(makeInput([{ id: 1, name: 'W', efficiency: 50, co2: 10 }]));
    expect(r.riskAssessment).toEqual({ level: 'medium', factors: ['W: warning efficiency 50.0%'] });
  });

  it('lists the low findings as factors when nothing is above low', () => {
    const r = generateInsights(makeInput([{ id: 1, name: 'P', efficiency: 70, co2: 10 }]));
    expect(r.riskAssessment.level).toBe('low');
    expect(r.riskAssessment.factors).toEqual(r.insights.map((i) => i.title));
  });

  it('gives one low insight without plants', () => {
    const r = generateInsights(makeInput([]));
    expect(r.insights).toHaveLength(1);
    expect(r.insights[0]).toMatchObject({ title: 'No plant data loaded', priority: 'low' });
    expect(r.riskAssessment).toEqual({ level: 'low', factors: ['No plant data loaded'] });
    expect(r.recommendations).toEqual([]);
  });

  it('is deterministic', () => {
    const input = makeInput(fleet, {
      dailyEmissions: dailyPoints('2025-01-01', [5, 7, 6, 9, 8, 11, 10]),
    });
    expect(generateInsights(structuredClone(input))).toEqual(generateInsights(input));
  });
});
