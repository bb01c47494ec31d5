import { describe, expect, it } from 'vitest';
import golden from '../analysis/golden/sample-analysis.json' with { type: 'json' };
import type { Analysis } from '../analysis/types';
import { complianceSummary, type ChecklistItem } from './compliance-summary';

const sample = golden as unknown as Analysis;

function item(analysis: Analysis, label: string): ChecklistItem {
  const found = complianceSummary(analysis)
    .flatMap((c) => c.items)
    .find((i) => i.label === label);
  if (!found) throw new Error(`no item ${label}`);
  return found;
}

describe('complianceSummary', () => {
  it('has the three checklists of the spec, in order', () => {
    expect(complianceSummary(sample).map((c) => c.title)).toEqual([
      'EU Frameworks',
      'US Frameworks',
      'Data Management',
    ]);
  });

  it('states the sample facts: complete ESRS metrics, a critical permit, an SEC extract of assumed plants', () => {
    // What was checked, and no "In order": the data does not decide CSRD compliance.
    expect(item(sample, 'CSRD / ESRS E1, E2 and E3')).toEqual({
      label: 'CSRD / ESRS E1, E2 and E3',
      state: 'info',
      detail: 'ESRS E1 figures for 4 of 4 plants; compliance not assessed.',
      basis: [
        'Checked: efficiency and emission intensity (ESRS E1) of each plant.',
        "Compliance not assessed: the data decides neither the company's CSRD scope nor its ESRS disclosures.",
        'Reporting deadline used: 2026-04-30.',
      ],
    });
    // The ETS year 2025: plants 2, 3 and 4 in scope (plant 1 is in the US), 5 permits of 100,000 t.
    const permits = item(sample, 'EU ETS permits');
    expect(permits.state).toBe('attention');
    // The verdict is one line with its figures; what it rests on is its basis.
    expect(permits.detail).toBe(
      "EU ETS 2025: surplus of 371,116.3 t so far; runway 2.8 months at the year's rate (Critical).",
    );
    expect(permits.basis).toEqual([
      'Allowances: 5 permits x 100,000 t = 500,000 EUAs against 128,883.7 t CO2 reported of 3 plants declared in EU ETS scope (30 of 365 days with data).',
      "Position projected deficit of 1,068,085.1 t at the year's end at the year-to-date rate.",
      expect.stringMatching(/^Projection: /),
      'Deadlines: report verified emissions by 2026-03-31 (381 days left), surrender allowances by 2026-09-30 (564 days left).',
    ]);
    expect(item(sample, 'EU ETS emissions')).toMatchObject({
      detail: '128,883.7 t CO2 reported in 2025 count against allowances.',
      basis: [
        '3 plants declared in EU ETS scope; 30 of 365 days with data.',
        'CH4 and N2O from fuel combustion do not count against allowances.',
      ],
    });
    // The extract's plants lead; that it gives no verdict is its basis.
    expect(item(sample, 'SEC extract')).toMatchObject({
      state: 'attention',
      detail:
        '2 plants reporting under the rule, 2 of them assumed by default: confirm them in the plant register.',
      basis: [
        'The extract lists the plants the plant register marks as reporting under the SEC rule.',
        'The SEC rule asks for a disclosure and allocates no allowances, so the extract shows no allowances and no compliance verdict.',
      ],
    });
    const rule = item(sample, 'SEC climate-disclosure rule');
    expect(rule.detail).toBe('Stayed since April 2024; this extract is voluntary.');
    expect(rule.basis?.join(' ')).toContain(
      'the SEC voted to end its defence (SEC press release of 27 March 2025). This extract is voluntary',
    );
    expect(item(sample, 'EU Data Act')).toMatchObject({
      detail: 'Data-portability requests answered within 30 days.',
      basis: [
        'The EU Data Act applies from 2025-09-12.',
        'Exports in JSON, CSV and XML are available.',
      ],
    });
    expect(item(sample, 'Validation')).toMatchObject({
      state: 'ok',
      detail: '2,880 rows of 4 plants validated on upload; 0 warnings.',
    });
    expect(item(sample, 'Reporting period').detail).toBe(
      '2025-01-01 to 2025-01-30, from the data.',
    );
    expect(item(sample, 'GHG Protocol scope 1').detail).toContain('AR4 GWPs (CH4 25, N2O 298)');
  });

  it('asks for a permit record when there is none, and passes on an invalid result', () => {
    const { permits, ...withoutPermit } = sample;
    expect(item(withoutPermit, 'EU ETS permits')).toMatchObject({
      state: 'attention',
      detail: expect.stringMatching(
        / No permit record for 2025: add one in Settings > EU Permits\.$/,
      ),
    });
    const invalid = { ...sample, permits: { ...permits!, result: { valid: false, error: 'x' } } };
    expect(item(invalid as Analysis, 'EU ETS permits')).toMatchObject({
      state: 'attention',
      detail: expect.stringMatching(/ x$/),
    });
  });

  it('marks a green permit ok', () => {
    const p = sample.permits!;
    if (!p.result.valid) throw new Error('sample permit is valid');
    const green = { ...sample, permits: { ...p, result: { ...p.result, status_light: 'green' } } };
    expect(item(green as Analysis, 'EU ETS permits').state).toBe('ok');
  });

  it('flags missing ESRS metrics, states a declared SEC extract, flags an SEC error and data warnings', () => {
    const [first, ...rest] = sample.factories;
    const incomplete = {
      ...sample,
      factories: [
        {
          ...first!,
          data_available: false,
        },
        ...rest,
      ],
    } as Analysis;
    expect(item(incomplete, 'CSRD / ESRS E1, E2 and E3')).toMatchObject({
      state: 'attention',
      detail: expect.stringContaining('ESRS E1 figures for 3 of 4 plants') as unknown as string,
    });
    if ('error' in sample.sec) throw new Error('sample SEC report exists');
    const declared = {
      ...sample,
      sec: { ...sample.sec, summary: { ...sample.sec.summary, facilitiesAssumed: 0 } },
    };
    expect(item(declared, 'SEC extract')).toMatchObject({
      state: 'ok',
      detail: '2 plants reporting under the rule, as declared in the plant register.',
    });
    expect(item({ ...sample, sec: { error: 'boom' } }, 'SEC extract')).toMatchObject({
      state: 'attention',
      detail: 'boom',
    });
    const warned = { ...sample, quality: { ...sample.quality, warningCount: 3 } };
    expect(item(warned, 'Validation')).toMatchObject({
      state: 'attention',
      detail: '2,880 rows of 4 plants validated on upload; 3 warnings.',
    });
  });
});
