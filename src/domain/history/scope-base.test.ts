import { describe, expect, it } from 'vitest';
import { plantDayCells } from '../readings/plant-day-cells';
import { makeDataset, testRow, type RowInput } from '../testing/make-dataset';
import { availableOfCells, cellsSums } from './cells-source';
import { parseScopeFilter, type ScopeFilter } from './date-range';
import { scopeBase } from './scope-base';

/** `YYYY-MM-DD` of day `n` of January 2025. */
const jan = (n: number) => `2025-01-${String(n).padStart(2, '0')}`;

// 1-20 January 2025. Plant 1 on day n: 10n MWh, n t CO2, 20n MWh fuel, 40 %.
// Plant 2 every day: 100 MWh, 10 t CO2, 200 MWh fuel, 60 %.
const rows: RowInput[] = [];
for (let n = 1; n <= 20; n++) {
  rows.push(
    testRow({
      date: jan(n),
      electricity_output_MWh: 10 * n,
      CO2_emissions_tonnes: n,
      fuel_consumption_MWh: 20 * n,
      efficiency_percent: 40,
    }),
    testRow({
      date: jan(n),
      plant_id: 2,
      plant_name: 'Beta',
      electricity_output_MWh: 100,
      CO2_emissions_tonnes: 10,
      fuel_consumption_MWh: 200,
      efficiency_percent: 60,
    }),
  );
}
const cells = plantDayCells(makeDataset(rows)).map((c) => ({ ...c, upload: 7 }));

function filterOf(raw: Parameters<typeof parseScopeFilter>[0]): ScopeFilter {
  const r = parseScopeFilter(raw);
  if (!r.ok) throw new Error(r.message);
  return r.filter;
}

const analyse = (raw: Parameters<typeof parseScopeFilter>[0]) => {
  const filter = filterOf(raw);
  return scopeBase(
    { kind: 'history', fileId: null },
    filter,
    availableOfCells(cells),
    cellsSums(cells, filter),
    {},
  );
};

const NO_CHANGES = {
  currentDate: null,
  previousDate: null,
  totalElectricity: null,
  totalEmissions: null,
  totalFuelConsumption: null,
  avgEfficiency: null,
};

describe('scopeBase', () => {
  it('says "No data in this range" for a range without data, with zero KPIs and null bars', async () => {
    const { base, scope, comparison } = await analyse({ from: '2025-03-01', to: '2025-03-05' });
    expect(scope.message).toBe('No data in this range');
    expect(base.kpis).toEqual({
      totalElectricity: 0,
      totalEmissions: 0,
      totalFuelConsumption: 0,
      avgEfficiency: 0,
      energyWeightedEfficiency: null,
    });
    expect(base.changes).toEqual(NO_CHANGES);
    expect(base.period).toBeNull();
    expect(base.plants).toEqual([]);
    expect(base.quality).toMatchObject({ rows: 0, plants: 0, warningCount: 0 });
    expect(base.dailyEmissions.map((p) => [p.date, p.hasData])).toEqual([
      ['2025-03-01', false],
      ['2025-03-02', false],
      ['2025-03-03', false],
      ['2025-03-04', false],
      ['2025-03-05', false],
    ]);
    // What the scope holds is still told, for the presets and the plant filter.
    expect(scope.available).toEqual({
      startDate: '2025-01-01',
      endDate: '2025-01-20',
      years: [2025],
      plants: [
        { plant_id: 1, plant_name: 'Alpha' },
        { plant_id: 2, plant_name: 'Beta' },
      ],
    });
    expect(comparison?.current).toMatchObject({
      from: '2025-03-01',
      to: '2025-03-05',
      hasData: false,
    });
    expect(comparison?.previous).toMatchObject({
      from: '2025-02-24',
      to: '2025-02-28',
      hasData: false,
    });
  });

  it('says the same for plants without data, and nothing for the whole scope', async () => {
    expect((await analyse({ plants: ['9'] })).scope.message).toBe('No data in this range');
    const whole = await analyse({});
    expect(whole.scope.message).toBeNull();
    expect(whole.comparison).toBeNull();
    expect(whole.scope).toMatchObject({ source: 'history', fileId: null });
  });

  it('gives an empty scope no message when nothing was narrowed', async () => {
    const filter = filterOf({});
    const empty = await scopeBase(
      { kind: 'file', fileId: 'f1' },
      filter,
      availableOfCells([]),
      cellsSums([], filter),
      {},
    );
    expect(empty.scope).toEqual({
      source: 'file',
      fileId: 'f1',
      from: null,
      to: null,
      plants: [],
      available: null,
      message: null,
      complianceYear: null,
    });
  });

  it('limits the KPIs to the range and the plants asked for', async () => {
    // Plant 1: 50 + 60 + ... + 100 = 450 MWh, 5 + ... + 10 = 45 t, 900 MWh fuel; plant 2: 6 x 100,
    // 6 x 10, 6 x 200; efficiency (6 x 40 + 6 x 60) / 12 = 50; energy-weighted 1,050 / 2,100 = 50 %.
    const range = await analyse({ from: jan(5), to: jan(10) });
    expect(range.base.kpis).toEqual({
      totalElectricity: 1050,
      totalEmissions: 105,
      totalFuelConsumption: 2100,
      avgEfficiency: 50,
      energyWeightedEfficiency: 50,
    });
    expect(range.base.period).toEqual({ startDate: jan(5), endDate: jan(10), year: 2025 });
    expect(range.scope.message).toBeNull();
    const beta = await analyse({ from: jan(5), to: jan(10), plants: ['2'] });
    expect(beta.base.kpis).toEqual({
      totalElectricity: 600,
      totalEmissions: 60,
      totalFuelConsumption: 1200,
      avgEfficiency: 60,
      energyWeightedEfficiency: 50, // 600 / 1,200
    });
    expect(beta.base.plants.map((p) => p.plant_id)).toEqual([2]);
  });

  it('changes the KPIs of the last day in the range against the calendar day before', async () => {
    // 10 January: 100 + 100 = 200 MWh, 10 + 10 = 20 t, 400 MWh fuel, 50 %; 9 January: 190, 19,
    // 380, 50. 10 / 190 = 5.26 %, 1 / 19 = 5.26 %, 20 / 380 = 5.26 %, 0 %.
    const range = await analyse({ from: jan(5), to: jan(10) });
    expect(range.base.changes).toEqual({
      currentDate: jan(10),
      previousDate: jan(9),
      totalElectricity: 5.3,
      totalEmissions: 5.3,
      totalFuelConsumption: 5.3,
      avgEfficiency: 0,
    });
    // The whole scope: 20 January (300 MWh) against 19 January (290 MWh): 3.45 %.
    const whole = await analyse({});
    expect(whole.base.changes).toMatchObject({
      currentDate: jan(20),
      previousDate: jan(19),
      totalElectricity: 3.4,
    });
    // A range ending after the data: its last day with data.
    const late = await analyse({ from: jan(15), to: '2025-02-10' });
    expect(late.base.changes).toMatchObject({ currentDate: jan(20), previousDate: jan(19) });
    // One plant: plant 1 alone, 10 January (100 MWh) against 9 January (90 MWh): 11.1 %.
    const alpha = await analyse({ from: jan(5), to: jan(10), plants: ['1'] });
    expect(alpha.base.changes).toMatchObject({ totalElectricity: 11.1, totalEmissions: 11.1 });
    // The day before must be in the range: a one-day range has no change.
    expect((await analyse({ from: jan(10), to: jan(10) })).base.changes).toEqual(NO_CHANGES);
  });

  it('draws the series over the chosen range, open ends taking the data ends', async () => {
    const range = await analyse({ from: jan(5), to: jan(10) });
    expect(range.base.dailyTotals).toMatchObject({
      windowStart: jan(5),
      windowEnd: jan(10),
      daysTracked: 6,
    });
    expect(range.base.emissionsChart.granularity).toBe('day');
    const open = await analyse({ from: jan(18) });
    expect(open.base.dailyEmissions.map((p) => p.date)).toEqual([jan(18), jan(19), jan(20)]);
    expect(open.comparison?.current).toMatchObject({ from: jan(18), to: jan(20), hasData: true });
    // Without a range ("All of the data"): every day from the data's first to its last, not 30.
    const whole = await analyse({ plants: ['1'] });
    expect(whole.base.dailyEmissions).toHaveLength(20);
    expect(whole.base.dailyTotals).toMatchObject({ windowStart: jan(1), windowEnd: jan(20) });
    expect(whole.comparison).toBeNull();
  });

  it('charts a range of up to 92 days whole, the days around the data as gaps', async () => {
    // 20 December 2024 to 28 February 2025: 71 days, 20 of them with data.
    const { base } = await analyse({ from: '2024-12-20', to: '2025-02-28' });
    expect(base.dailyEmissions).toHaveLength(71);
    expect(base.dailyTotals).toMatchObject({
      windowStart: '2024-12-20',
      windowEnd: '2025-02-28',
      daysTracked: 20,
    });
    expect(base.emissionsChart.granularity).toBe('day');
  });

  it('charts a longer range only over the days of its data: 1990 to 2100 is analysed as those days', async () => {
    const own = await analyse({ from: jan(1), to: jan(20) });
    for (const range of [
      { from: '1990-01-01', to: '2100-12-31' },
      { from: '2024-06-01', to: '2025-06-30' },
    ]) {
      const wide = await analyse(range);
      expect(wide.base).toEqual(own.base);
      expect(wide.base.dailyTotals).toMatchObject({
        windowStart: jan(1),
        windowEnd: jan(20),
      });
      // The range and its comparison stay the ones asked for.
      expect(wide.scope).toMatchObject(range);
      expect(wide.comparison?.current).toMatchObject({ ...range, hasData: true });
    }
    const { comparison } = await analyse({ from: '1990-01-01', to: '2100-12-31' });
    expect(comparison?.previous).toMatchObject({ to: '1989-12-31', hasData: false });
    expect(comparison?.yearAgo).toMatchObject({
      from: '1989-01-01',
      to: '2099-12-31',
      hasData: true,
    });
  });

  it('compares the range with the period before and a year earlier', async () => {
    const { comparison } = await analyse({ from: jan(11), to: jan(20) });
    expect(comparison?.current).toMatchObject({ from: jan(11), to: jan(20), hasData: true });
    expect(comparison?.previous).toMatchObject({ from: jan(1), to: jan(10), hasData: true });
    expect(comparison?.yearAgo).toMatchObject({
      from: '2024-01-11',
      to: '2024-01-20',
      hasData: false,
    });
    // Electricity: 11..20 x 10 = 1550 + 1000 = 2550 against 1..10 x 10 = 550 + 1000 = 1550.
    expect(comparison?.rows[0]).toMatchObject({
      current: { totalElectricity: 2550 },
      previous: { totalElectricity: 1550 },
      yearAgo: null,
      vsPrevious: { totalElectricity: 64.5 }, // 1000 / 1550 = 64.52 %
      vsYearAgo: null,
    });
  });
});
