import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ASSUMABLE_FIELDS, type RegisterEntry } from '@domain/analysis/register-entry-schema';
import type { Quality } from '../lib/get-quality';
import { LoadedDataProvider } from '../lib/loaded-data';
import { paths } from '../lib/paths';
import { analysisOf, withScope } from '../testing/analysis';
import { fakeApi, json } from '../testing/fake-api';
import { REQUIRED_HEADERS, UNIT_ID_HEADER } from '@domain/constants';
import { fileEntry, onePlantCsv } from '../testing/fixtures';
import { testQueryClient } from '../testing/render';
import { PlantPage } from './plant-page';

// Plant 7 in the loaded file: 48 hours of 1 and 2 January 2025, 40 t CO2 an hour.
const analysis = withScope(analysisOf(onePlantCsv(48)), {
  source: 'file',
  fileId: 'f-1',
  available: {
    startDate: '2025-01-01',
    endDate: '2025-01-02',
    years: [2025],
    plants: [{ plant_id: 7, plant_name: 'Harbour CHP' }],
  },
});

// Its country declared, everything else the dashboard's default; in EU ETS scope by default.
const entry = (plant_id: number, plant_name: string): RegisterEntry => ({
  plant_id,
  plant_name,
  fuel_type: 'natural gas',
  country: 'DE',
  sector: 'Energy - Gas',
  capacity_mw: null,
  ets_installation_id: null,
  in_ets: true,
  sec_reporting: false,
  renewable_share: 0,
  notes: null,
  timezone: null,
  confirmed: false,
  assumed: {
    ...(Object.fromEntries(ASSUMABLE_FIELDS.map((f) => [f, true])) as RegisterEntry['assumed']),
    country: false,
  },
  updated_at: null,
});

// 2 January from 04:00 to 10:00 missing: 42 of 48 hours.
const quality: Quality = {
  plantCount: 1,
  offset: 0,
  plants: [
    {
      plant_id: 7,
      plant_name: 'Harbour CHP',
      first_reading: '2025-01-01T00:00:00.000Z',
      last_reading: '2025-01-02T23:00:00.000Z',
      days_in_range: 2,
      days_with_data: 2,
      hours_expected: 48,
      hours_present: 42,
      hours_operating: 42,
      hours_not_operating: 0,
      hours_missing: 6,
      duplicate_hours: 3,
      days_daily: 0,
      gaps: [
        {
          from: '2025-01-02T04:00:00.000Z',
          to: '2025-01-02T10:00:00.000Z',
          hours: 6,
          reason: null,
        },
      ],
      partial_hours: { total: 0, first: [] },
      flagged_hours: {
        co2_without_fuel_or_load: { total: 0, first: [] },
        efficiency_above_100: { total: 0, first: [] },
      },
      units: [],
    },
  ],
};

// The year 2025 as GET /api/ets/2025 answers it: plant 7's 1,680 t are a quarter of 6,720 t.
const etsYear = {
  ...analysis.ets,
  reported_co2_t: 6720,
  plants: [{ plant_id: 7, co2_t: 1680, in_ets: true, in_ets_assumed: false, share_pct: 25 }],
};

/** The user's API: one file holding plant 7, and a register that also knows plant 8 (no data). */
function serve() {
  const plantFilters: string[][] = [];
  const api = fakeApi({
    'GET /api/files': () => json({ files: [fileEntry('f-1', 'harbour.csv')] }),
    'GET /api/files/f-1/analysis': ({ url }) => {
      plantFilters.push(url.searchParams.getAll('plant'));
      return json(analysis);
    },
    'GET /api/plants': () =>
      json({
        plants: [entry(7, 'Harbour CHP'), entry(8, 'River Peaker')],
        plantCount: 2,
        offset: 0,
      }),
    'GET /api/quality': () => json(quality),
    'GET /api/ets/2025': () => json(etsYear),
  });
  return { api, plantFilters };
}

function renderPlant(id: string) {
  return render(
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter initialEntries={[`/plants/${id}`]}>
        <LoadedDataProvider>
          <Routes>
            <Route path={paths.plant} element={<PlantPage />} />
          </Routes>
        </LoadedDataProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The value a description list gives a term. */
const fact = (list: HTMLElement, term: string) =>
  within(list)
    .getAllByRole('term')
    .find((t) => t.textContent === term)?.nextElementSibling?.textContent;

describe('the plant page', () => {
  it('shows the register facts, saying which are assumed', async () => {
    serve();
    renderPlant('7');
    await screen.findByRole('heading', { level: 1, name: 'Harbour CHP' });
    const facts = screen.getByRole('region', { name: 'Register facts' });
    expect(fact(facts, 'Country')).toBe('DE');
    expect(fact(facts, 'In EU ETS')).toBe('Yesassumed');
    expect(fact(facts, 'Capacity')).toBe('Not declaredassumed');
  });

  it('shows its coverage: hours, days, repeated hours and the gap', async () => {
    serve();
    renderPlant('7');
    await screen.findByRole('heading', { level: 1, name: 'Harbour CHP' });
    expect(screen.getByText('42 present of 48 expected (87.5%)')).toBeTruthy();
    expect(screen.getByText('2 with data of 2 in range')).toBeTruthy();
    expect(screen.getByText('3 hours repeated in a file: the later row counts')).toBeTruthy();
    const gaps = screen.getByRole('table', { name: 'Gaps of Harbour CHP' });
    expect(within(gaps).getByText('2025-01-02 04:00')).toBeTruthy();
    expect(within(gaps).getByText('2025-01-02 10:00')).toBeTruthy();
  });

  it('shows its daily emissions from the analysis of the plant alone', async () => {
    const { plantFilters } = serve();
    renderPlant('7');
    await screen.findByRole('heading', { name: 'Daily Emissions Trend' });
    // The loaded scope's analysis (all plants), then the plant's.
    expect(plantFilters).toEqual([[], ['7']]);
  });

  it('shows its status in the compliance year: in scope, its CO2 and share', async () => {
    serve();
    renderPlant('7');
    const ets = await screen.findByRole('region', { name: 'EU ETS 2025' });
    expect(
      await within(ets).findByText(
        /^Declared in EU ETS scope: 25\.0% of 2025's reported CO2 \(1,680\.0 of 6,720\.0 t\)/,
      ),
    ).toBeTruthy();
  });

  it('shows a plant of the register without data in the loaded scope', async () => {
    const { plantFilters } = serve();
    renderPlant('8');
    await screen.findByRole('heading', { level: 1, name: 'River Peaker' });
    expect(screen.getByText('None of your uploads holds readings of this plant.')).toBeTruthy();
    expect(screen.getByText('No data for plant 8 in this scope')).toBeTruthy();
    expect(await screen.findByText('No data in 2025, the compliance year.')).toBeTruthy();
    // Only the loaded scope's analysis: the plant's would be refused.
    expect(plantFilters).toEqual([[]]);
  });

  it('shows a plant past the first page of the register, asking for it by id', async () => {
    // A fleet of 1,001 plants: the first page of each list stops at plant 1,000.
    const far = { ...quality.plants[0]!, plant_id: 1001, plant_name: 'Far Peaker' };
    const onePlantOr = <T,>(url: URL, plant: T, firstPage: T[]) =>
      url.searchParams.get('plant_id') === '1001'
        ? { plants: [plant], plantCount: 1, offset: 0 }
        : { plants: firstPage, plantCount: 1001, offset: 0 };
    // The loaded scope's answer names plant 7 of its 1,001 plants.
    const fleet = withScope(analysis, {
      ...analysis.scope!,
      available: { ...analysis.scope!.available!, plantCount: 1001 },
    });
    const plantFilters: string[][] = [];
    fakeApi({
      'GET /api/files': () => json({ files: [fileEntry('f-1', 'harbour.csv')] }),
      'GET /api/files/f-1/analysis': ({ url }) => {
        plantFilters.push(url.searchParams.getAll('plant'));
        return json(fleet);
      },
      'GET /api/plants': ({ url }) =>
        json(onePlantOr(url, entry(1001, 'Far Peaker'), [entry(7, 'Harbour CHP')])),
      'GET /api/quality': ({ url }) => json(onePlantOr(url, far, quality.plants)),
      'GET /api/ets/2025': () => json(etsYear),
    });
    renderPlant('1001');
    await screen.findByRole('heading', { level: 1, name: 'Far Peaker' });
    expect(screen.getByText('42 present of 48 expected (87.5%)')).toBeTruthy();
    // Its series: the analysis of the plant alone, though the loaded answer does not name it.
    await screen.findByRole('heading', { name: 'Daily Emissions Trend' });
    expect(plantFilters).toEqual([[], ['1001']]);
  });

  it("shows each unit's figures and hours, with the plant's in a total row", async () => {
    // Plant 7's two units over 1 and 2 January: GT1 every hour (100 MWh, 40 t, 220 MWh of fuel),
    // GT2 the first 40 hours (60 MWh, 25 t, 140 MWh of fuel).
    const rows = [[...REQUIRED_HEADERS, UNIT_ID_HEADER].join(',')];
    for (let h = 0; h < 48; h++) {
      const at = new Date(Date.UTC(2025, 0, 1, h)).toISOString().replace('T', ' ').slice(0, 19);
      rows.push(`${at},7,Harbour CHP,natural gas,100,40,220,40,0.8,0.1,45.5,GT1`);
      if (h < 40) rows.push(`${at},7,Harbour CHP,natural gas,60,10,140,25,0.5,0.1,50,GT2`);
    }
    const units = withScope(analysisOf(`${rows.join('\n')}\n`), analysis.scope!);
    // GT2 off for 2 hours of its 40 and missing its last 8. The plant's hour is whole when each
    // unit holds it, so it misses those 8; it ran while GT2 was off, as GT1 did.
    const unitQuality: Quality = {
      ...quality,
      plants: [
        {
          ...quality.plants[0]!,
          hours_present: 40,
          hours_operating: 40,
          hours_missing: 8,
          gaps: [
            {
              from: '2025-01-02T16:00:00.000Z',
              to: '2025-01-03T00:00:00.000Z',
              hours: 8,
              reason: null,
            },
          ],
          units: [
            {
              unit_id: 'GT1',
              days_daily: 0,
              hours_operating: 48,
              hours_not_operating: 0,
              hours_missing: 0,
              hours_co2_without_fuel_or_load: 0,
              hours_efficiency_above_100: 0,
              gaps: [],
            },
            {
              unit_id: 'GT2',
              days_daily: 0,
              hours_operating: 38,
              hours_not_operating: 2,
              hours_missing: 8,
              hours_co2_without_fuel_or_load: 0,
              hours_efficiency_above_100: 0,
              gaps: [
                { from: '2025-01-02T16:00:00.000Z', to: '2025-01-03T00:00:00.000Z', hours: 8 },
              ],
            },
          ],
        },
      ],
    };
    fakeApi({
      'GET /api/files': () => json({ files: [fileEntry('f-1', 'harbour.csv')] }),
      'GET /api/files/f-1/analysis': () => json(units),
      'GET /api/plants': () =>
        json({ plants: [entry(7, 'Harbour CHP')], plantCount: 1, offset: 0 }),
      'GET /api/quality': () => json(unitQuality),
      'GET /api/ets/2025': () => json(etsYear),
    });
    renderPlant('7');
    const table = await screen.findByRole('table', { name: 'Units of Harbour CHP' });
    // Each row's header cell (the unit) and its figures, in order.
    const cells = (row: HTMLElement) => [...row.children].map((c) => c.textContent);
    const [head, ...body] = within(table).getAllByRole('row');
    expect(
      within(head!)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual([
      'Unit',
      'Electricity (MWh)',
      'CO2 (t)',
      'Fuel (MWh)',
      'Operating (h)',
      'Not operating (h)',
      'Missing (h)',
      'Gaps',
    ]);
    expect(body.map(cells)).toEqual([
      ['GT1', '4,800', '1,920', '10,560', '48', '0', '0', '0'],
      ['GT2', '2,400', '1,000', '5,600', '38', '2', '8', '1'],
      // The plant's own figures: its hours count each hour once.
      ['Plant total', '7,200', '2,920', '16,160', '40', '0', '8', '1'],
    ]);
  });

  it('shows no unit table for a plant of one unit', async () => {
    serve();
    renderPlant('7');
    await screen.findByRole('heading', { name: 'Daily Emissions Trend' });
    expect(screen.queryByRole('table', { name: /^Units of/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Units' })).toBeNull();
  });

  it.each(['99', 'abc'])('says there is no such plant for /plants/%s', async (id) => {
    serve();
    renderPlant(id);
    expect(await screen.findByRole('heading', { name: 'No such plant' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your plants' }).getAttribute('href')).toBe(
      paths.plants,
    );
  });
});
