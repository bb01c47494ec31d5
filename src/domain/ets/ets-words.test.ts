// Issue 37: the ETS year's words end their sentences, state a passed deadline as passed (and whether
// it was met where the data says), and never call a figure verified without a verifier's statement.
// Issue 34 §6: a sentence about a fleet's undeclared plants names a few and counts the rest.
import { describe, expect, it } from 'vitest';
import { aggregate } from '../analysis/aggregate';
import { makeDataset, testRow } from '../testing/make-dataset';
import { savedRegisterRow } from '../testing/saved-register-row';
import type { EtsYear } from './ets-year';
import { allowanceRecordOf, DEFAULT_ETS_SETTINGS, etsYear, type Verification } from './ets-year';
import {
  deadlinesText,
  etsCo2Figure,
  etsCoverageFigures,
  etsCoverageText,
  etsNextSteps,
  owedCo2Text,
  penaltyText,
  positionText,
  reportDeadlineFigure,
  scopeNotDeclaredText,
  surrenderDeadlineFigure,
} from './ets-words';
import { etsYearsOf } from './year-emissions';

// Plant 2 (declared in the EU ETS) emitted 400 t on one day of 2025.
const data = etsYearsOf(
  aggregate(
    makeDataset([testRow({ date: '2025-03-01 10:00:00', plant_id: 2, CO2_emissions_tonnes: 400 })]),
  ),
).find((y) => y.year === 2025)!;
const declared = [savedRegisterRow({ plant_id: 2, in_ets: true })];
const statement = (verified_on: string): Verification => ({
  verifier: 'TÜV Nord',
  verified_on,
  verified_co2_t: 420,
  opinion: 'satisfactory',
});

/** 2025 on `today`, its data on every day (an order may rest on it), with the surrendered tonnes. */
function year2025(today: string, surrendered = 0, verification: Verification | null = null) {
  return etsYear(
    { ...data, days_with_data: 365, last_date: '2025-12-31' },
    declared,
    allowanceRecordOf({ active_permits: 1, surrendered }),
    DEFAULT_ETS_SETTINGS,
    today,
    verification,
  );
}

describe('the EU ETS words', () => {
  it('ends the position of a year with too few days in a whole sentence, not in "by"', () => {
    const ets = etsYear(
      data,
      declared,
      allowanceRecordOf({ active_permits: 0 }),
      DEFAULT_ETS_SETTINGS,
      '2026-11-27',
    );
    expect(positionText(ets)).toBe(
      'deficit of 400.0 t on the 1 of 365 days with data, too few days for an order to buy or surrender allowances',
    );
  });

  it('states the CO2 as a figure, verified only beside the statement, its basis in the note', () => {
    expect(etsCo2Figure(year2025('2026-01-15'))).toEqual({
      value: '400.0 t CO2 reported',
      note: '1 plant declared in EU ETS scope',
    });
    expect(etsCo2Figure(year2025('2026-04-15', 0, statement('2026-03-20')))).toEqual({
      value: '420.0 t CO2 verified',
      note: 'statement by TÜV Nord on 2026-03-20; 400.0 t reported; 1 plant declared in EU ETS scope',
    });
  });

  it('gives the deadlines ahead with the days left, as next steps', () => {
    const ets = year2025('2026-01-15');
    expect(deadlinesText(ets)).toBe(
      'report verified emissions by 2026-03-31 (75 days left), surrender allowances by 2026-09-30 (258 days left)',
    );
    expect(etsNextSteps(ets)).toEqual([
      'report verified emissions by 2026-03-31',
      'surrender allowances for the 400.0 tCO2 still outstanding by 2026-09-30',
    ]);
  });

  it('states passed deadlines as passed, with what the data says of them, never as a next step', () => {
    const ets = year2025('2026-11-27');
    expect(deadlinesText(ets)).toBe(
      "verified emissions report due 2026-03-31: passed 241 days ago, no verifier's statement recorded; " +
        'allowance surrender due 2026-09-30: passed 58 days ago, 400.0 t not surrendered',
    );
    expect(etsNextSteps(ets)).toEqual([
      "record the verifier's statement for 2025",
      'surrender the 400.0 tCO2 still outstanding',
    ]);
    expect(penaltyText(ets)).toBe(
      '400.0 t not surrendered by the 2026-09-30 deadline: EUR 40,000 of excess emissions penalty (100 EUR/t)',
    );
    for (const text of [deadlinesText(ets), ...etsNextSteps(ets), penaltyText(ets)]) {
      expect(text).not.toMatch(/by 2026-0[39]-3[01]$/);
    }
  });

  it('says a deadline was met where a statement and the surrendered tonnes show it', () => {
    const met = year2025('2026-11-27', 420, statement('2026-03-12'));
    expect(deadlinesText(met)).toBe(
      'verified emissions report due 2026-03-31: met, statement by TÜV Nord on 2026-03-12; ' +
        'allowance surrender due 2026-09-30: all 420.0 t surrendered',
    );
    expect(etsNextSteps(met)).toEqual([]);
    const late = year2025('2026-11-27', 420, statement('2026-04-20'));
    expect(deadlinesText(late)).toMatch(
      /^verified emissions report due 2026-03-31: missed, statement by TÜV Nord on 2026-04-20, after the deadline;/,
    );
  });

  it('gives each deadline as a figure: its date first, the outcome and what it rests on after', () => {
    const ahead = year2025('2026-01-15');
    expect(reportDeadlineFigure(ahead)).toEqual({
      due: '2026-03-31',
      ahead: true,
      value: '75 days left',
      note: null,
    });
    const passed = year2025('2026-11-27');
    expect(reportDeadlineFigure(passed)).toEqual({
      due: '2026-03-31',
      ahead: false,
      value: 'passed 241 days ago',
      note: "no verifier's statement recorded",
    });
    expect(surrenderDeadlineFigure(passed)).toEqual({
      due: '2026-09-30',
      ahead: false,
      value: 'passed 58 days ago',
      note: '400.0 t not surrendered',
    });
    const met = year2025('2026-11-27', 420, statement('2026-03-12'));
    expect(reportDeadlineFigure(met)).toMatchObject({
      value: 'met',
      note: 'statement by TÜV Nord on 2026-03-12',
    });
    expect(surrenderDeadlineFigure(met)).toMatchObject({
      value: 'all 420.0 t surrendered',
      note: null,
    });
  });

  it('calls the CO2 verified only beside a statement and its figure', () => {
    expect(owedCo2Text(year2025('2026-01-15'))).toBe('400.0 tCO2 reported, not verified');
    expect(owedCo2Text(year2025('2026-11-27', 0, statement('2026-03-12')))).toBe(
      '420.0 tCO2 verified by TÜV Nord on 2026-03-12',
    );
  });
});

const withUndeclared = (ids: number[]) =>
  ({ scope_not_declared: { plant_ids: ids, co2_t: 1234.5 } }) as EtsYear;

describe('the sentence on plants whose EU ETS scope is not declared', () => {
  it('names every plant of a few', () => {
    expect(scopeNotDeclaredText(withUndeclared([4, 7]))).toBe(
      '1,234.5 t CO2 of 2 plants (4, 7) whose EU ETS scope is not declared count in none of these figures until declared in the plant register',
    );
  });

  it('names the first 20 plants of a fleet and counts the rest', () => {
    const ids = Array.from({ length: 50_000 }, (_, i) => i + 1);
    const text = scopeNotDeclaredText(withUndeclared(ids))!;
    expect(text).toContain(
      'of 50,000 plants (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20 and 49,980 more)',
    );
    expect(text.length).toBeLessThan(300);
  });
});

describe("what the year's CO2 rests on", () => {
  const covered = {
    year: 2025,
    // Two plants in scope: 17,218 of their 2 x 8,760 hours.
    coverage: {
      hours_present: 17_218,
      hours_of_year: 8_760,
      share: 0.98276,
      data_through: '2025-12-31',
    },
    gap_hours: 151,
    substitute_t: 1_234.56,
    conservative_co2_t: 98_765.43,
    gaps_over_5_days: [{ plant_id: 2, from: '2025-06-01', to: '2025-06-07' }],
  } as unknown as EtsYear;

  it('gives each figure on a line of its own for the PDF, the basis in its note', () => {
    expect(etsCoverageFigures(covered)).toEqual([
      {
        label: 'Hours with data',
        value:
          '17,218 hours of the plants in scope, of 8,760 each in 2025 (98.3%, through 2025-12-31)',
        note: null,
      },
      { label: 'Missing hours inside the readings', value: '151', note: null },
      {
        label: 'Conservative substitute',
        value: '1,234.6 t CO2',
        note: "mean + 2 standard deviations of the plant's hourly CO2 per missing hour, MRR Art. 45(3)",
      },
      { label: 'CO2 with the substitute', value: '98,765.4 t', note: null },
      {
        label: 'Outages of more than five days',
        value: '1',
        note: 'to report to the authority (Art. 45(4))',
      },
    ]);
  });

  it('states the same figures in the clause the screens use', () => {
    expect(etsCoverageText(covered)).toBe(
      'the data hold 17,218 hours of the plants in scope, of 8,760 each in 2025 (98.3%, through 2025-12-31); ' +
        "151 missing hours inside the readings: a conservative substitute of 1,234.6 t CO2 (mean + 2 standard deviations of the plant's hourly CO2 per missing hour, MRR Art. 45(3)), " +
        '98,765.4 t with it; 1 outage of more than five days to report to the authority (Art. 45(4))',
    );
    expect(etsCoverageFigures({ ...covered, coverage: null })).toBeNull();
  });

  it('says there was nothing to substitute when no hour is missing, not "a substitute of 0.0 t"', () => {
    const whole = {
      ...covered,
      coverage: { ...covered.coverage!, hours_present: 17_520, share: 1 },
      gap_hours: 0,
      substitute_t: 0,
      conservative_co2_t: 98_765.43,
      gaps_over_5_days: [],
    } as EtsYear;
    expect(etsCoverageText(whole)).toBe(
      'the data hold 17,520 hours of the plants in scope, of 8,760 each in 2025 (100.0%, through 2025-12-31); ' +
        'no missing hours inside the readings, so nothing to substitute',
    );
    expect(etsCoverageFigures(whole)).toEqual([
      {
        label: 'Hours with data',
        value:
          '17,520 hours of the plants in scope, of 8,760 each in 2025 (100.0%, through 2025-12-31)',
        note: null,
      },
      { label: 'Missing hours inside the readings', value: '0', note: 'nothing to substitute' },
    ]);
  });
});
