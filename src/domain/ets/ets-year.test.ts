import { describe, expect, it } from 'vitest';
import { aggregate, rollUpCells } from '../analysis/aggregate';
import { markNotReported } from '../readings/not-reported';
import { plantDayCells } from '../readings/plant-day-cells';
import { makeDataset, testRow } from '../testing/make-dataset';
import { savedRegisterRow } from '../testing/saved-register-row';
import { allowanceRecordOf, DEFAULT_ETS_SETTINGS, etsYear } from './ets-year';
import { emptyEtsYear, etsYearOfRollup, etsYearsOf } from './year-emissions';
import type { PlantStream } from '../source-streams/plant-calculation';
import { gasStream } from '../testing/gas-stream';

// Plant 2 (Germany: in the EU ETS by default) and plant 1 (US: outside) across New Year 2025/2026.
const rows = [
  testRow({ date: '2025-12-31 22:00:00', plant_id: 2, CO2_emissions_tonnes: 300 }),
  testRow({ date: '2025-12-31 23:00:00', plant_id: 2, CO2_emissions_tonnes: 200 }),
  testRow({ date: '2025-12-31 23:00:00', plant_id: 1, CO2_emissions_tonnes: 1_000 }),
  testRow({ date: '2026-01-01 00:00:00', plant_id: 2, CO2_emissions_tonnes: 40 }),
  testRow({ date: '2026-01-02 00:00:00', plant_id: 2, CO2_emissions_tonnes: 60 }),
];
const years = etsYearsOf(aggregate(makeDataset(rows)));
const data = (year: number) => years.find((y) => y.year === year) ?? emptyEtsYear(year);
const saved = savedRegisterRow;
const record = (fields: Parameters<typeof allowanceRecordOf>[0]) => allowanceRecordOf(fields);

describe('etsYearsOf', () => {
  it('splits CO2 and days with data at the calendar year', () => {
    expect(data(2025)).toMatchObject({ days_with_data: 1, last_date: '2025-12-31' });
    expect(data(2025).plants.map((p) => [p.plant_id, p.co2_t])).toEqual([
      [1, 1_000],
      [2, 500],
    ]);
    expect(data(2026)).toMatchObject({ days_with_data: 2, last_date: '2026-01-02' });
    expect(data(2026).plants.map((p) => [p.plant_id, p.co2_t])).toEqual([[2, 100]]);
  });
});

/** Plant 2 declared in EU ETS scope, plant 1 declared outside. */
const declared = [saved({ plant_id: 1, in_ets: false }), saved({ plant_id: 2, in_ets: true })];

describe('etsYear', () => {
  it('reports only the CO2 of plants declared in ETS scope within the year', () => {
    const y = etsYear(data(2025), declared, null, DEFAULT_ETS_SETTINGS, '2026-02-01');
    expect(y).toMatchObject({
      reported_co2_t: 500,
      scope_not_declared: { plant_ids: [], co2_t: 0 },
      verified_co2_t: null,
      verification: null,
      status: 'reported',
    });
    const measured = (co2: number) => ({
      co2_basis: 'measured',
      co2_measured_t: co2,
      co2_calculated_t: 0,
      co2_biomass_memo_t: 0,
      calculation_streams: 0,
      corroboration: null,
    });
    expect(y.plants).toEqual([
      {
        plant_id: 1,
        co2_t: 1_000,
        ...measured(1_000),
        in_ets: false,
        in_ets_assumed: false,
        share_pct: null,
      },
      {
        plant_id: 2,
        co2_t: 500,
        ...measured(500),
        in_ets: true,
        in_ets_assumed: false,
        share_pct: 100,
      },
    ]);
  });

  it('moves no figure with a scope only assumed: the plant is listed apart with its CO2', () => {
    // Plant 2 (Germany) is assumed in the EU ETS, plant 1 (US) assumed outside: neither declared.
    const y = etsYear(
      data(2025),
      [],
      record({ active_permits: 0, allowances_eua: 300 }),
      DEFAULT_ETS_SETTINGS,
      '2026-02-01',
    );
    expect(y).toMatchObject({
      reported_co2_t: 0,
      scope_not_declared: { plant_ids: [1, 2], co2_t: 1_500 },
      position_t: 300,
      cost_to_cover_eur: 0,
      outstanding_t: 0,
      penalty_exposure_eur: 0,
    });
    expect(y.plants.map((p) => [p.plant_id, p.in_ets, p.in_ets_assumed, p.share_pct])).toEqual([
      [1, false, true, null],
      [2, true, true, null],
    ]);
    // Declaring plant 2 alone leaves plant 1's 1,000 t apart and counts plant 2's 500 t.
    const one = etsYear(
      data(2025),
      [saved({ plant_id: 2, in_ets: true })],
      null,
      DEFAULT_ETS_SETTINGS,
      '2026-02-01',
    );
    expect(one.reported_co2_t).toBe(500);
    expect(one.scope_not_declared).toEqual({ plant_ids: [1], co2_t: 1_000 });
  });

  it('follows a declared scope: plant 1 declared in, its share of the reported CO2', () => {
    const y = etsYear(
      data(2025),
      [saved({ plant_id: 1, in_ets: true }), saved({ plant_id: 2, in_ets: true })],
      null,
      DEFAULT_ETS_SETTINGS,
      '2026-02-01',
    );
    // 1,000 + 500 = 1,500 t; plant 1 is 1,000 / 1,500 = 66.67 %.
    expect(y.reported_co2_t).toBe(1_500);
    expect(y.plants[0]).toMatchObject({ in_ets: true, in_ets_assumed: false });
    expect(y.plants[0]!.share_pct).toBeCloseTo(66.6667, 3);
  });

  it("owes allowances for the verifier's figure once a statement is recorded, and says so", () => {
    const statement = {
      verifier: 'Verifier GmbH',
      verified_on: '2026-01-20',
      verified_co2_t: 520,
      opinion: 'satisfactory' as const,
    };
    const y = etsYear(
      data(2025),
      declared,
      record({ active_permits: 0, allowances_eua: 450, surrendered: 100 }),
      DEFAULT_ETS_SETTINGS,
      '2026-02-01',
      statement,
    );
    // The data say 500 t; the verifier 520 t: the position and what is outstanding rest on 520.
    expect(y).toMatchObject({
      reported_co2_t: 500,
      verified_co2_t: 520,
      verification: statement,
      status: 'verified',
      position_t: 450 - 520,
      outstanding_t: 520 - 100,
    });
  });

  it('counts permit blocks plus free allocation and purchases minus sales, and prices a deficit', () => {
    const y = etsYear(
      data(2025),
      declared,
      record({ active_permits: 0, free_allocation: 100, purchased: 250, sold: 50 }),
      { price_eur_per_t: 70, permit_block_t: 100_000, penalty_eur_per_t: 114.5 },
      '2026-02-01',
    );
    // 0 x 100,000 + 100 + 250 - 50 = 300 EUAs against 500 t: a deficit of 200 t x 70 EUR = 14,000 EUR.
    expect(y.allowance_basis).toBe('permits');
    expect(y.allowances_t).toBe(300);
    expect(y.position_t).toBe(-200);
    expect(y.cost_to_cover_eur).toBe(14_000);
    // Nothing surrendered yet: 500 t outstanding x the user's 114.5 EUR/t = 57,250 EUR.
    expect(y.outstanding_t).toBe(500);
    expect(y.penalty_eur_per_t).toBe(114.5);
    expect(y.penalty_exposure_eur).toBe(57_250);
  });

  it('takes allowances entered in EUAs instead of permit blocks, and nets what is surrendered', () => {
    const y = etsYear(
      data(2025),
      declared,
      record({ active_permits: 8_400_000, allowances_eua: 600, surrendered: 450 }),
      DEFAULT_ETS_SETTINGS,
      '2026-02-01',
    );
    expect(y.allowance_basis).toBe('euas');
    expect(y.allowances_t).toBe(600);
    expect(y.position_t).toBe(100);
    expect(y.cost_to_cover_eur).toBe(0);
    expect(y.outstanding_t).toBe(50);
    expect(y.penalty_exposure_eur).toBe(5_000);
  });

  it('has no allowances without a record: the whole verified CO2 is the deficit', () => {
    const y = etsYear(data(2025), declared, null, DEFAULT_ETS_SETTINGS, '2026-02-01');
    expect(y.allowance_basis).toBe('none');
    expect(y.position_t).toBe(-500);
    expect(y.cost_to_cover_eur).toBe(500 * 85);
  });

  it('dates the report on 31 March and the surrender on 30 September of the next year, with days left', () => {
    const y = etsYear(data(2025), declared, null, DEFAULT_ETS_SETTINGS, '2026-02-01');
    expect(y.report_due).toBe('2026-03-31');
    expect(y.surrender_due).toBe('2026-09-30');
    // 1 Feb to 31 Mar 2026: 27 + 31 = 58 days; to 30 Sep: 58 + 30 + 31 + 30 + 31 + 31 + 30 = 241.
    expect(y.days_to_report_due).toBe(58);
    expect(y.days_to_surrender_due).toBe(241);
    const late = etsYear(data(2025), declared, null, DEFAULT_ETS_SETTINGS, '2026-10-01');
    expect(late.days_to_surrender_due).toBe(-1);
  });

  it('dates the surrender of years up to 2022 on 30 April, as it was then', () => {
    expect(
      etsYear(emptyEtsYear(2022), [], null, DEFAULT_ETS_SETTINGS, '2026-01-01').surrender_due,
    ).toBe('2023-04-30');
    expect(
      etsYear(emptyEtsYear(2023), [], null, DEFAULT_ETS_SETTINGS, '2026-01-01').surrender_due,
    ).toBe('2024-09-30');
  });

  it('projects the current year from its year-to-date rate and states the basis', () => {
    const y = etsYear(
      data(2026),
      declared,
      record({ active_permits: 0, allowances_eua: 10_000 }),
      DEFAULT_ETS_SETTINGS,
      '2026-01-05',
    );
    // 100 t over 2 days = 50 t/day x 365 = 18,250 t; 10,000 - 18,250 = -8,250 t.
    expect(y.projection).toMatchObject({
      rate_t_per_day: 50,
      days_in_year: 365,
      projected_co2_t: 18_250,
      projected_position_t: -8_250,
    });
    expect(y.projection!.basis).toBe(
      '100.0 t CO2 on 2 days with data up to 2026-01-02: 50.0 t per day x 365 days of 2026.',
    );
    // A past year is final: no projection.
    expect(
      etsYear(data(2025), declared, null, DEFAULT_ETS_SETTINGS, '2026-01-05').projection,
    ).toBeNull();
  });
});

describe('etsYearOfRollup', () => {
  it('makes each year as etsYearsOf does, from the rollup itself', () => {
    const rollup = rollUpCells(plantDayCells(makeDataset(rows)));
    for (const year of [2024, 2025, 2026]) {
      expect(etsYearOfRollup(rollup, year)).toEqual(data(year));
    }
  });

  it('reads plants given out of order in ascending plant_id', () => {
    const rollup = rollUpCells(plantDayCells(makeDataset(rows)));
    const reversed = { ...rollup, plants: [...rollup.plants].reverse() };
    expect(etsYearOfRollup(reversed, 2025)).toEqual(data(2025));
  });
});

describe('the CO2 the ETS year counts by the source streams the register declares', () => {
  // Plant 2 (in scope): two hours of 500 MWh of gas each, 250 t CO2 measured in all.
  const gasRows = [
    testRow({
      date: '2025-03-01 10:00:00',
      plant_id: 2,
      fuel_type: 'Natural Gas',
      fuel_consumption_MWh: 500,
      CO2_emissions_tonnes: 120,
    }),
    testRow({
      date: '2025-03-01 11:00:00',
      plant_id: 2,
      fuel_type: 'Natural Gas',
      fuel_consumption_MWh: 500,
      CO2_emissions_tonnes: 130,
    }),
  ];
  const rollup = rollUpCells(plantDayCells(makeDataset(gasRows)));
  const gas = (method: PlantStream['method']) => gasStream({ name: 'Gas', method });
  const inScope = [saved({ plant_id: 2, in_ets: true })];
  // A missing hour, not classified: a measured plant's substitute is mean + 2 sd of 120 and 130 t.
  const gaps = [{ plant_id: 2, gaps: [{ from: 0, to: 3_600_000, hours: 1, reason: null }] }];
  const yearOf = (streams: PlantStream[], settings = DEFAULT_ETS_SETTINGS) =>
    etsYear(
      etsYearOfRollup(rollup, 2025, new Map([[2, streams]])),
      inScope,
      null,
      settings,
      '2026-02-01',
      null,
      gaps,
    );

  it('a calculation stream: 1,000 MWh x 3.6 GJ x 56.1 kg/GJ = 201.96 t, not the 250 t measured', () => {
    const y = yearOf([gas('calculation')]);
    expect(y.reported_co2_t).toBeCloseTo(201.96, 9);
    expect(y.plants[0]).toMatchObject({
      co2_basis: 'calculated',
      co2_measured_t: 0,
      calculation_streams: 1,
      corroboration: null,
    });
    expect(y.plants[0]!.co2_t).toBeCloseTo(201.96, 9);
    // Substitution covers measured CO2 only: the calculated plant's missing hour adds nothing.
    expect(y.gap_hours).toBe(1);
    expect(y.substitute_t).toBe(0);
  });

  it('a measurement stream: the 250 t measured, substituted, corroborated and flagged above 5 %', () => {
    const y = yearOf([gas('measurement')]);
    expect(y.reported_co2_t).toBe(250);
    // Mean 125 t, sample sd of 120 and 130 t = sqrt(50) = 7.0711 t: 139.142 t for the missing hour.
    expect(y.substitute_t).toBeCloseTo(125 + 2 * Math.sqrt(50), 9);
    // 250 - 201.96 = 48.04 t, 19.216 % of the measured: above the default 5 %, below a set 20 %.
    expect(y.plants[0]!.corroboration).toMatchObject({ measured_co2_t: 250, flagged: true });
    expect(y.plants[0]!.corroboration!.difference_t).toBeCloseTo(48.04, 9);
    expect(y.plants[0]!.corroboration!.difference_share).toBeCloseTo(0.19216, 9);
    const lenient = yearOf([gas('measurement')], {
      ...DEFAULT_ETS_SETTINGS,
      corroboration_flag_pct: 20,
    });
    expect(lenient.plants[0]!.corroboration!.flagged).toBe(false);
  });

  it('a year reporting CO2 in some hours: measured CO2, the rest substituted as missing measurement', () => {
    // 2025-03-01 10:00 reports 120 t; 2025-03-02 10:00 comes from a file without CO2 (issue 38).
    const reported = plantDayCells(makeDataset([gasRows[0]!]));
    const without = markNotReported(
      plantDayCells(
        makeDataset([{ ...gasRows[0]!, date: '2025-03-02 10:00:00', CO2_emissions_tonnes: 0 }]),
      ),
      ['CO2_emissions_tonnes'],
    );
    const data = etsYearOfRollup(rollUpCells([...reported, ...without]), 2025);
    const y = etsYear(data, inScope, null, DEFAULT_ETS_SETTINGS, '2026-02-01', null, gaps);
    expect(y.reported_co2_t).toBe(120);
    expect(y.plants[0]).toMatchObject({
      co2_basis: 'measured',
      co2_not_reported: { hours: 1, of_hours: 2 },
    });
    // The missing hour and the hour without CO2 are both missing measurement (MRR Art. 45): each
    // substituted at the one reporting hour's 120 t, not a mean diluted by 0 t.
    expect(y.gap_hours).toBe(2);
    expect(y.substitute_t).toBe(240);
    expect(y.conservative_co2_t).toBe(360);
  });

  it('a plant without streams or CO2 in its data: calculated from its fuel type', () => {
    const noCo2 = gasRows.map((r) => ({ ...r, CO2_emissions_tonnes: 0 }));
    const data = etsYearOfRollup(rollUpCells(plantDayCells(makeDataset(noCo2))), 2025);
    const y = etsYear(data, inScope, null, DEFAULT_ETS_SETTINGS, '2026-02-01');
    expect(y.plants[0]!.co2_basis).toBe('fuel_type');
    expect(y.reported_co2_t).toBeCloseTo(201.96, 9);
  });
});
