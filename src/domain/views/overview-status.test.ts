import { describe, expect, it } from 'vitest';
import golden from '../analysis/golden/sample-analysis.json' with { type: 'json' };
import { ghgReportingOf } from '../analysis/ghg-reporting';
import { gasEstimatesOf } from '../factors/gas-estimates';
import type { Analysis, SecReport } from '../analysis/types';
import { overviewStatusCards } from './overview-status';

const sample = golden as unknown as Analysis;

function card(analysis: Analysis, index: number) {
  return overviewStatusCards(analysis)[index]!;
}

describe('overviewStatusCards', () => {
  it('says which hours lack CH4 and N2O, and what the SEC CO2e holds, when the data does not report them', () => {
    const ghgReporting = ghgReportingOf({ hours: 720, co2Hours: 720, ch4Hours: 0, n2oHours: 0 });
    const sec = sample.sec as SecReport;
    const withoutGases = {
      ...sample,
      ghgReporting,
      sec: { ...sec, summary: { ...sec.summary, ghgReporting } },
    };
    expect(card(withoutGases, 0).rows.at(-1)).toEqual({
      label: 'GHG inventory',
      value: 'CH4 and N2O not reported for 720 of 720 hours',
    });
    expect(card(withoutGases, 1).note).toMatch(
      /^CO2e holds CO2 only for 720 of 720 hours: CH4 and N2O not reported\. Voluntary disclosure/,
    );
    // The sample reports both: no such row, no such note.
    expect(card(sample, 0).rows.map((r) => r.label)).not.toContain('GHG inventory');
    expect(card(sample, 1).note).toMatch(/^Voluntary disclosure/);
  });

  it('says the inventory and the SEC CO2e hold CH4 and N2O estimated from the fuel (issue 38)', () => {
    const sums = { fuelMWh: 1_000, hours: 720, co2Hours: 720, ch4Hours: 0, n2oHours: 0 };
    const ghgReporting = ghgReportingOf({
      ...sums,
      gasEstimates: gasEstimatesOf('natural gas', [sums]),
    });
    const sec = sample.sec as SecReport;
    const estimated = {
      ...sample,
      ghgReporting,
      sec: { ...sec, summary: { ...sec.summary, ghgReporting } },
    };
    expect(card(estimated, 0).rows.at(-1)).toEqual({
      label: 'GHG inventory',
      value: 'CH4 and N2O estimated (IPCC 2006 Tier 1) for 720 of 720 hours',
    });
    expect(card(estimated, 1).note).toMatch(
      /^CO2e holds CH4 and N2O estimated \(IPCC 2006 Tier 1\) for 720 of 720 hours\. Voluntary/,
    );
  });

  it("names the efficiency the plant status rule judges: the file's, not a CHP's total", () => {
    expect(card(sample, 2).note).toMatch(
      /^By mean hourly efficiency, the file's hourly efficiency_percent as the file states it \(electrical in the sample data, where a CHP's heat is reported apart\): critical below 45%/,
    );
  });

  it('has the three cards of the spec, in order', () => {
    expect(overviewStatusCards(sample).map((c) => c.title)).toEqual([
      'EU Compliance',
      'US SEC Disclosure',
      'Plant Status',
    ]);
  });

  it("shows the ETS year's allowances, reported CO2, position and runway of the sample", () => {
    // 2025, seen on 2025-03-15: 5 permits x 100,000 t; plants 2, 3 and 4 (EU by default) emitted
    // 128,883.7 t in 30 days (plant 1, US, is outside); 4,296.1 t a day x 365 = 1,568,085.1 t.
    expect(card(sample, 0)).toMatchObject({
      badge: { label: 'Critical', tone: 'red' },
      rows: [
        { label: 'EU ETS allowances 2025', value: '5 permits x 100,000 t = 500,000 EUAs' },
        {
          label: 'Reported CO2',
          value: '128,883.7 t CO2 reported',
          note: '3 plants declared in EU ETS scope; 30 of 365 days with data',
        },
        {
          label: 'Position',
          value: 'surplus of 371,116.3 t so far',
          note: "projected deficit of 1,068,085.1 t at the year's end at the year-to-date rate",
        },
        { label: 'Runway 2025', value: '25.8% used, 2.8 months left' },
        { label: 'CSRD / ESRS E1 metrics', value: '4 of 4 plants' },
      ],
    });
    // The deadlines stand under the figures; how the runway and projection were computed is basis.
    expect(card(sample, 0).note).toBe(
      'Deadlines: report verified emissions by 2026-03-31 (381 days left), surrender allowances by 2026-09-30 (564 days left).',
    );
    expect(card(sample, 0).basis).toEqual([
      "Runway at the year's CO2 rate.",
      expect.stringMatching(/^Projection: /),
      'CH4 and N2O from fuel combustion do not count against allowances.',
    ]);
    const result = { ...sample.permits!.result, months_remaining: 30, years_display: '2.5' };
    const longer = { ...sample.permits!, result };
    expect(card({ ...sample, permits: longer }, 0).rows[3]!.value).toBe(
      '25.8% used, 2.5 years left',
    );
  });

  it('marks a permit of another year as historical, and says No Data without a valid result', () => {
    const permits = { ...sample.permits!, permit_year: 2024, isCurrentYear: false };
    expect(card({ ...sample, permits }, 0).rows[3]).toEqual({
      label: 'Runway 2024 (Historical)',
      value: '25.8% used, year ended',
    });
    const invalid = { ...permits, result: { valid: false as const, error: 'Why not' } };
    expect(card({ ...sample, permits: invalid }, 0)).toMatchObject({
      badge: { label: 'No Data', tone: 'neutral' },
      note: expect.stringMatching(/^Why not Deadlines: /),
    });
  });

  it('asks for a permit record when there is none, and still shows the year without allowances', () => {
    const withoutPermit: Analysis = { ...sample };
    delete withoutPermit.permits;
    const none = { ...sample.ets, record: null, allowance_basis: 'none' as const, allowances_t: 0 };
    expect(card({ ...withoutPermit, ets: none }, 0)).toMatchObject({
      badge: { label: 'No Data', tone: 'neutral' },
      rows: [{ value: 'no allowances recorded for 2025' }, {}, {}, {}],
      note: expect.stringMatching(/^Add 2025 in Settings > EU Permits to see the permit runway\./),
    });
  });

  it('states the SEC extract as a voluntary disclosure, without a verdict, with its assumed plants', () => {
    const sec = card(sample, 1);
    expect(sec.badge).toEqual({ label: 'Voluntary', tone: 'neutral' });
    expect(sec.rows).toEqual([
      { label: 'Plants reporting under the rule', value: '2 (2 assumed)' },
      { label: 'Scope 1 GHG', value: '303,909 tCO2e (AR4)' },
      { label: 'Renewable share', value: '7.4%' },
    ]);
    expect(sec.note).toContain('Voluntary disclosure');
    expect(sec.note).toContain(
      'on 2025-03-27 the SEC voted to end its defence (SEC press release of 27 March 2025)',
    );
    expect(JSON.stringify(sec)).not.toMatch(/compliant/i);
  });

  it('passes on an SEC error and says when no plant reports under the rule', () => {
    expect(card({ ...sample, sec: { error: 'No data' } }, 1)).toMatchObject({
      badge: { label: 'No Data' },
      rows: [],
      note: 'No data',
    });
    const report = sample.sec as Exclude<Analysis['sec'], { error: string }>;
    const empty = {
      ...report,
      facilities: [],
      summary: { ...report.summary, facilitiesCount: 0, facilitiesAssumed: 0 },
    };
    expect(card({ ...sample, sec: empty }, 1).rows).toEqual([
      { label: 'Plants reporting under the rule', value: '0' },
    ]);
    const declared = { ...report, summary: { ...report.summary, facilitiesAssumed: 0 } };
    expect(card({ ...sample, sec: declared }, 1).rows[0]!.value).toBe('2 (declared)');
  });

  it('takes the plant badge from the worst status present', () => {
    expect(card(sample, 2)).toMatchObject({
      badge: { label: 'Critical', tone: 'red' },
      rows: [
        { label: 'Optimal', value: '0' },
        { label: 'Warning', value: '1' },
        { label: 'Critical', value: '3' },
      ],
    });
    const counts = (optimal: number, warning: number, critical: number) =>
      card({ ...sample, plantStatusCounts: { optimal, warning, critical } }, 2).badge;
    expect(counts(2, 1, 0)).toEqual({ label: 'Monitoring', tone: 'yellow' });
    expect(counts(2, 0, 0)).toEqual({ label: 'Optimal', tone: 'green' });
    expect(counts(0, 0, 0)).toEqual({ label: 'No Data', tone: 'neutral' });
  });
});
