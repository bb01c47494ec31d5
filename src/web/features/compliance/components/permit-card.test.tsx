// @vitest-environment happy-dom
import { analysisAnswer } from '@domain/analysis-answer';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { analysisBase } from '@domain/completion/analyze';
import { parseCsv } from '@domain/csv/parse';
import {
  MSG_NO_PERMIT_DATA,
  MSG_NO_PERMIT_DATA_HINT,
  MSG_PERMIT_ANALYSIS_FAILED,
  MSG_PERMIT_CARD_ERROR_SUBTITLE,
  MSG_PERMIT_DATA_LOAD_FAILED,
  MSG_PERMIT_INSUFFICIENT_DATA,
} from '@domain/messages';
import { count, num } from '@domain/format';
import { generateSampleCsv } from '@domain/sample/generate-sample';
import { completeResult } from '@domain/completed-analysis';
import type { Analysis } from '@web/lib/api-types';
import { etsScopeDeclaredOf } from '@web/testing/analysis';
import { fakeApi, json, type FakeApi } from '@web/testing/fake-api';
import { testQueryClient } from '@web/testing/render';
import { PermitCard, type PermitCardStatus } from './permit-card';

const parsed = parseCsv(new TextEncoder().encode(generateSampleCsv({ days: 30 })));
if (!parsed.ok) throw new Error(parsed.message);
const base = analysisBase(parsed.dataset, parsed.quality, {});

/** The analysis the server answers for the generated sample (2025), completed on `now`. */
function analysisWith(
  permit?: Parameters<typeof completeResult>[1]['permit'],
  now = '2025-03-01',
  etsSettings?: Parameters<typeof completeResult>[1]['etsSettings'],
): Analysis {
  return analysisAnswer(
    completeResult(base, { now, permit, etsSettings, register: etsScopeDeclaredOf(base) }),
  );
}

/** The text of the ETS row with this label. */
const etsRow = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

function renderCard(analysis: Analysis, status?: PermitCardStatus) {
  return render(
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter>
        <PermitCard analysis={analysis} fileName="plants.csv" status={status} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** GET /api/ets/2025 of the user's history: open, or locked by someone on a day. */
let api: FakeApi;
const answerLock = (locked: { by: string; at: string } | null) =>
  api.on('GET /api/ets/2025', () => json({ year: 2025, locked }));
beforeEach(() => {
  api = fakeApi();
  answerLock(null);
});

afterEach(cleanup);

describe("the EU Permits card of one file's scope", () => {
  it('says where the readings of the compliance year are read, and links to that year of all data', () => {
    renderCard(analysisWith({ permit_year: 2025, active_permits: 40 }));
    expect(etsRow('Readings')).toBe(
      'read over all your uploads, not one file: Show 2025 for all data',
    );
    const link = screen.getByRole('link', { name: 'Show 2025 for all data' });
    expect(link.getAttribute('href')).toBe('/?scope=all&preset=year-2025');
  });

  it("states each plant's CO2 basis: the sample's plants measured, one calculated by its streams", () => {
    const analysis = analysisWith({ permit_year: 2025, active_permits: 40 });
    const measured = analysis.ets.plants.filter((p) => p.in_ets && !p.in_ets_assumed).length;
    renderCard(analysis);
    expect(etsRow('CO2 basis')).toBe(`${count(measured, 'plant')} measured in the data`);
    cleanup();
    const [first, ...rest] = analysis.ets.plants.filter((p) => p.in_ets && !p.in_ets_assumed);
    const calculated = {
      ...first!,
      co2_basis: 'calculated' as const,
      co2_measured_t: 0,
      co2_calculated_t: first!.co2_t,
      calculation_streams: 2,
    };
    renderCard({ ...analysis, ets: { ...analysis.ets, plants: [calculated, ...rest] } });
    // Named as the plant's page and the other cards name it.
    const name = (id: number) => analysis.plants.find((p) => p.plant_id === id)!.plant_name;
    expect(name(first!.plant_id)).not.toMatch(/^plant \d/);
    expect(etsRow('CO2 basis')).toBe(
      `${count(rest.length, 'plant')} measured in the data; ${name(first!.plant_id)}: ` +
        `${num(first!.co2_t, 1)} t calculated from 2 source streams; ` +
        'missing hours are substituted for measured CO2 only',
    );
    expect(etsRow('Reported CO2')).toContain(
      `${num(first!.co2_t, 1)} t of it calculated from source streams or fuel types, not measured`,
    );
  });

  it("states the compliance year's lock, as the history keeps it", async () => {
    answerLock({ by: 'ann@example.com', at: '2026-03-31T09:00:00.000Z' });
    renderCard(analysisWith({ permit_year: 2025, active_permits: 40 }, '2026-11-23'));
    await waitFor(() =>
      expect(etsRow('Lock')).toBe(
        'Locked by ann@example.com on 2026-03-31: its figures are kept as they were then.',
      ),
    );
  });

  it('says an ended year is open, and where to lock it', async () => {
    renderCard(analysisWith(undefined, '2026-11-23'));
    await waitFor(() =>
      expect(etsRow('Lock')).toBe(
        '2025 is open: its figures follow your data. Lock it in EU Permits settings once its report is submitted.',
      ),
    );
  });
});

describe('the EU Permits card', () => {
  it('shows its skeleton while the analysis is fetched again', () => {
    renderCard(analysisWith(), 'refreshing');
    expect(screen.getByRole('status').textContent).toBe('Loading permit data...');
    expect(screen.queryByText('EU Permits')).toBeNull();
  });

  it("shows the spec's error subtitle and the message when fetching failed", () => {
    renderCard(analysisWith(), { error: MSG_PERMIT_DATA_LOAD_FAILED });
    expect(screen.getByText(MSG_PERMIT_CARD_ERROR_SUBTITLE)).toBeTruthy();
    expect(screen.getByText(MSG_PERMIT_DATA_LOAD_FAILED)).toBeTruthy();
  });

  it('asks for a permit record, linking to the EU Permits settings, when there is none', () => {
    renderCard(analysisWith());
    expect(screen.getByText('No permit record for 2025')).toBeTruthy();
    expect(etsRow('Reported CO2')).toBe(
      '128,883.7 t CO2 reported of 3 plants declared in EU ETS scope (30 of 365 days with data)',
    );
    expect(etsRow('Allowances')).toBe('no allowances recorded for 2025');
    expect(screen.getByText(MSG_NO_PERMIT_DATA)).toBeTruthy();
    expect(screen.getByText(MSG_NO_PERMIT_DATA_HINT)).toBeTruthy();
    expect(screen.getByText('No Data')).toBeTruthy();
    const link = screen.getByRole('link', { name: /Open EU Permits settings/ });
    expect(link.getAttribute('href')).toBe('/settings?tab=permits');
  });

  it('says the analysis failed, with its reason, when the result is invalid', () => {
    const analysis = analysisWith({ permit_year: 2025, active_permits: 2 });
    const invalid: Analysis = {
      ...analysis,
      permits: {
        ...analysis.permits!,
        result: { valid: false, error: MSG_PERMIT_INSUFFICIENT_DATA },
      },
    };
    renderCard(invalid);
    expect(screen.getByText(MSG_PERMIT_ANALYSIS_FAILED)).toBeTruthy();
    expect(screen.getByText(MSG_PERMIT_INSUFFICIENT_DATA)).toBeTruthy();
  });

  it("shows the record's runway with the domain's status line, badge, company and cut notes", () => {
    const notes = 'Allocation confirmed by the national registry on 12 February, see ticket 4411.';
    const analysis = analysisWith({
      permit_year: 2025,
      active_permits: 40,
      company_name: 'Stadtwerke Nord',
      notes,
      updated_at: '2025-02-20T10:00:00.000Z',
    });
    const result = analysis.permits!.result;
    if (!result.valid) throw new Error('expected a valid permit result');
    renderCard(analysis);
    expect(screen.getByText('EU ETS allowances for 2025, Stadtwerke Nord')).toBeTruthy();
    expect(screen.getByText(result.status_line)).toBeTruthy();
    const badge = { green: 'Active', yellow: 'Warning', red: 'Critical' }[result.status_light];
    expect(screen.getAllByText(badge).length).toBeGreaterThan(0);
    expect(screen.getByText(`Notes: ${notes.slice(0, 50)}...`)).toBeTruthy();
    const year = screen.getByText('Permit year').parentElement!;
    expect(within(year).getByText('2025')).toBeTruthy();
  });

  it('shows the consumption rate as a figure, its basis under "How this was computed"', () => {
    const analysis = analysisWith({ permit_year: 2025, active_permits: 40 });
    renderCard(analysis);
    const rate = num(analysis.permits!.input.avg_consumption_rate_t_per_month ?? 0, 1);
    const figure = screen.getByText('Consumption rate', { selector: 'dt' }).parentElement!;
    expect(within(figure).getByText(`${rate} tCO2/month`)).toBeTruthy();
    const basis = screen.getByText('How this was computed').closest('details')!;
    expect(basis.open).toBe(false);
    expect(basis.textContent).toContain(
      'the 2025 CO2 of plants in EU ETS scope (plants.csv) over its 30 days with data',
    );
  });

  it('marks a permit year other than the current one as historical', () => {
    renderCard(analysisWith({ permit_year: 2025, active_permits: 40 }, '2026-11-23'));
    const year = screen.getByText('Permit year').parentElement!;
    expect(within(year).getByText('2025 (Historical)')).toBeTruthy();
  });

  it("states the year's allowances, reported CO2, position, penalty and deadlines from the ETS year", () => {
    renderCard(analysisWith({ permit_year: 2025, active_permits: 1 }));
    expect(etsRow('Allowances')).toBe('1 permit x 100,000 t = 100,000 EUAs');
    expect(etsRow('Reported CO2')).toBe(
      '128,883.7 t CO2 reported of 3 plants declared in EU ETS scope (30 of 365 days with data)',
    );
    expect(etsRow('Position')).toBe(
      'deficit of 28,883.7 t so far: EUR 2,455,115 to cover at 85.00 EUR per EUA; projected ' +
        "deficit of 1,468,085.1 t at the year's end at the year-to-date rate",
    );
    expect(etsRow('Penalty exposure')).toBe(
      '128,883.7 t not yet surrendered: EUR 12,888,371 of excess emissions penalty (100 EUR/t) ' +
        'if not surrendered by 2026-09-30',
    );
    expect(etsRow('Deadlines')).toBe(
      'report verified emissions by 2026-03-31 (395 days left), surrender allowances by ' +
        '2026-09-30 (578 days left)',
    );
    expect(
      screen.getByText(/Projection: 128,883.7 t CO2 on 30 days with data up to 2025-01-30/),
    ).toBeTruthy();
  });

  it('calls the CO2 on the capacity bar verified only beside a recorded statement and its figure', () => {
    const caption = () =>
      screen.getByText(/^2025: .* tCO2 (reported|verified)/, { selector: 'p' }).textContent;
    renderCard(analysisWith({ permit_year: 2025, active_permits: 4 }, '2026-11-27'));
    expect(caption()).toBe(
      '2025: 128,883.7 tCO2 reported, not verified (plants declared in EU ETS scope), of 400,000 tCO2.',
    );
    expect(document.body.textContent).not.toMatch(/verified for 2025/);
    cleanup();
    const verification = {
      verifier: 'TÜV Nord',
      verified_on: '2026-03-12',
      verified_co2_t: 372_300,
      opinion: 'satisfactory' as const,
    };
    renderCard(
      analysisAnswer(
        completeResult(base, {
          now: '2026-11-27',
          permit: { permit_year: 2025, active_permits: 4 },
          register: etsScopeDeclaredOf(base),
          verification,
        }),
      ),
    );
    expect(caption()).toBe(
      '2025: 372,300.0 tCO2 verified by TÜV Nord on 2026-03-12 (plants declared in EU ETS scope), of 400,000 tCO2.',
    );
    // 372,300 of 400,000 t: the bar reads the verified figure, as the API and the PDF do.
    const bar = screen.getByRole('progressbar', { name: 'Capacity used' });
    expect(bar.getAttribute('aria-valuetext')).toMatch(/^93\.1%/);
  });

  it("reads the permit block and the EUA price from the user's settings", () => {
    renderCard(
      analysisWith({ permit_year: 2025, active_permits: 4 }, '2025-03-01', {
        permit_block_t: 50_000,
        price_eur_per_t: 70.5,
        penalty_eur_per_t: 100,
      }),
    );
    expect(screen.getByText('1 permit = 50,000 tCO2')).toBeTruthy();
    expect(screen.getByText('at €70.50 per EUA')).toBeTruthy();
    const value = screen.getByText('Estimated market value').parentElement!;
    expect(within(value).getByText('€14,100,000')).toBeTruthy();
  });

  it('colours the capacity bar by the runway light: longer is worse', () => {
    renderCard(analysisWith({ permit_year: 2025, active_permits: 1 }));
    const red = screen.getByRole('progressbar', { name: 'Capacity used' });
    expect(red.getAttribute('aria-valuetext')).toMatch(/, Critical$/);
    expect(red.firstElementChild!.className).toContain('bg-red-500');
    cleanup();
    renderCard(analysisWith({ permit_year: 2025, active_permits: 40 }));
    const green = screen.getByRole('progressbar', { name: 'Capacity used' });
    expect(green.getAttribute('aria-valuetext')).toMatch(/, Active$/);
    expect(green.firstElementChild!.className).toContain('bg-brand-600');
  });
});
