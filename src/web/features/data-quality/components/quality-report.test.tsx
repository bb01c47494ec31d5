import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeApi, json, refusal } from '@web/testing/fake-api';
import { queryKeys } from '@web/lib/query-keys';
import { renderWithApp, testQueryClient } from '@web/testing/render';
import type { Gap, PlantQuality, Quality } from '@web/lib/get-quality';
import { QualityReport } from './quality-report';

// Plant 7 read from 1 to 4 March: 2 March wholly missing, 4 to 10 o'clock missing on 3 March.
const GAPS: Gap[] = [
  { from: '2025-03-02T00:00:00.000Z', to: '2025-03-03T00:00:00.000Z', hours: 24, reason: null },
  { from: '2025-03-03T04:00:00.000Z', to: '2025-03-03T10:00:00.000Z', hours: 6, reason: null },
];

const NO_FLAGS: PlantQuality['flagged_hours'] = {
  co2_without_fuel_or_load: { total: 0, first: [] },
  efficiency_above_100: { total: 0, first: [] },
};

const quality = (
  gaps: Gap[] = GAPS,
  partial_hours: PlantQuality['partial_hours'] = { total: 0, first: [] },
  { flagged_hours = NO_FLAGS, units = [] }: Partial<PlantQuality> = {},
): Quality => ({
  plantCount: 1,
  offset: 0,
  plants: [
    {
      plant_id: 7,
      plant_name: 'Harbour CHP',
      first_reading: '2025-03-01T00:00:00.000Z',
      last_reading: '2025-03-04T23:00:00.000Z',
      days_in_range: 4,
      days_with_data: 3,
      hours_expected: 96,
      hours_present: 66,
      hours_operating: 60,
      hours_not_operating: 6,
      hours_missing: 30,
      duplicate_hours: 3,
      days_daily: 0,
      gaps,
      partial_hours,
      flagged_hours,
      units,
    },
  ],
});

const renderReport = () =>
  renderWithApp(<QualityReport from={null} to={null} />, '/dashboard/data-quality');

const reasonSelect = () =>
  screen.getByLabelText('Reason for the gap from 2025-03-02 00:00 to 2025-03-03 00:00');
const saveButton = () =>
  screen.getByRole('button', {
    name: 'Save the reason for the gap from 2025-03-02 00:00 to 2025-03-03 00:00',
  });

describe('the data-quality report', () => {
  it('shows each plant’s coverage, repeated hours and gaps', async () => {
    fakeApi({ 'GET /api/quality': () => json(quality()) });
    renderReport();
    await screen.findByRole('heading', { name: 'Harbour CHP' });
    expect(screen.getByText('Plant ID 7')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Harbour CHP' }).getAttribute('href')).toBe(
      '/plants/7',
    );
    expect(screen.getByText('66 present of 96 expected (68.8%)')).toBeTruthy();
    // An hour reported not operating is present, and no gap.
    expect(screen.getByText('60 operating, 6 not operating, 30 missing')).toBeTruthy();
    expect(screen.getByText('3 with data of 4 in range')).toBeTruthy();
    expect(screen.getByText('3 hours repeated in a file: the later row counts')).toBeTruthy();
    const rows = within(screen.getByRole('table', { name: 'Gaps of Harbour CHP' })).getAllByRole(
      'row',
    );
    expect(
      rows
        .slice(1)
        .map((r) => [...(r as HTMLTableRowElement).cells].slice(0, 3).map((c) => c.textContent)),
    ).toEqual([
      ['2025-03-02 00:00 to 2025-03-03 00:00', '24', 'Not classified'],
      ['2025-03-03 04:00 to 2025-03-03 10:00', '6', 'Not classified'],
    ]);
  });

  it('says a plant’s days of daily data are counted whole, with no hour of them shown', async () => {
    const daily = quality([]);
    daily.plants[0] = { ...daily.plants[0]!, days_daily: 3 };
    fakeApi({ 'GET /api/quality': () => json(daily) });
    renderReport();
    await screen.findByRole('heading', { name: 'Harbour CHP' });
    expect(
      screen.getByText(
        'Daily data for 3 days: each holds a daily file’s totals, so its hours count whole (operating or not) and no hour of it is known.',
      ),
    ).toBeTruthy();
  });

  it('says nothing of daily data for a plant of readings', async () => {
    fakeApi({ 'GET /api/quality': () => json(quality()) });
    renderReport();
    await screen.findByRole('heading', { name: 'Harbour CHP' });
    expect(screen.queryByText(/^Daily data/)).toBeNull();
  });

  it('lists the hours left out as partial with their readings, and says when more were left out', async () => {
    // 3 March 04:00-10:00 holds two 15-minute hours under 80 %; 103 in all.
    const first = [
      { hour: '2025-03-03T04:00:00.000Z', readings: 2, expected: 4 },
      { hour: '2025-03-03T09:00:00.000Z', readings: 3, expected: 4 },
    ];
    fakeApi({ 'GET /api/quality': () => json(quality(GAPS, { total: 103, first })) });
    renderReport();
    await screen.findByRole('heading', { name: 'Partial hours (103)' });
    expect(
      screen.getByText(
        'Left out as missing: under 80 % of their readings. Each is one of the gaps above.',
      ),
    ).toBeTruthy();
    const listed = screen.getByRole('list', { name: 'Partial hours of Harbour CHP' });
    expect(
      within(listed)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['2025-03-03 04:00 UTC: 2 of 4 readings', '2025-03-03 09:00 UTC: 3 of 4 readings']);
    expect(screen.getByText('The first 2 of 103 are listed.')).toBeTruthy();
  });

  it('says in plain words which hours were kept but flagged, per unit, with examples', async () => {
    const unit = (unit_id: string, co2Only: number, above100: number) => ({
      unit_id,
      days_daily: 0,
      hours_operating: 40,
      hours_not_operating: 6,
      hours_missing: 2,
      hours_co2_without_fuel_or_load: co2Only,
      hours_efficiency_above_100: above100,
      gaps: [],
    });
    const flagged_hours = {
      co2_without_fuel_or_load: {
        total: 7,
        first: [{ hour: '2025-03-03T02:00:00.000Z', unit_id: '1', efficiency: null }],
      },
      efficiency_above_100: {
        total: 1,
        first: [{ hour: '2025-03-03T06:00:00.000Z', unit_id: '2', efficiency: 255.93 }],
      },
    };
    const units = [unit('1', 7, 0), unit('2', 0, 1)];
    fakeApi({
      'GET /api/quality': () => json(quality(GAPS, undefined, { flagged_hours, units })),
    });
    renderReport();
    await screen.findByRole('heading', { name: 'CO2 without fuel or load (7 hours)' });
    expect(screen.getByText('Unit 1: 7 hours')).toBeTruthy();
    const co2Only = screen.getByRole('list', { name: 'CO2 without fuel or load at Harbour CHP' });
    expect(within(co2Only).getByRole('listitem').textContent).toBe('2025-03-03 02:00 UTC, unit 1');
    expect(screen.getByText('The first 1 of 7 are listed.')).toBeTruthy();
    screen.getByRole('heading', { name: 'Efficiency above 100 % (1 hour)' });
    expect(screen.getByText('Unit 2: 1 hour')).toBeTruthy();
    const above = screen.getByRole('list', { name: 'Efficiency above 100 % at Harbour CHP' });
    expect(within(above).getByRole('listitem').textContent).toBe(
      '2025-03-03 06:00 UTC, unit 2: 255.9 % worked out, counted as 100 %',
    );
  });

  it('says nothing of partial or flagged hours when there are none', async () => {
    fakeApi({ 'GET /api/quality': () => json(quality()) });
    renderReport();
    await screen.findByRole('heading', { name: 'Harbour CHP' });
    expect(screen.queryByText(/Partial hours/)).toBeNull();
    expect(screen.queryByText(/without fuel or load|above 100 %/)).toBeNull();
  });

  it('marks a day without data as missing and a day with some as partial', async () => {
    fakeApi({ 'GET /api/quality': () => json(quality()) });
    renderReport();
    const days = await screen.findByRole('list', { name: 'Days' });
    expect(
      within(days)
        .getAllByRole('listitem')
        .map((d) => d.getAttribute('aria-label')),
    ).toEqual([
      '2025-03-01: full',
      '2025-03-02: missing',
      '2025-03-03: partial',
      '2025-03-04: full',
    ]);
  });

  it('classifies a gap with the right body and fetches the quality, analyses and ETS years again', async () => {
    const api = fakeApi({ 'GET /api/quality': () => json(quality()) });
    let body: unknown;
    api.on('PUT /api/quality/gaps', ({ init }) => {
      body = JSON.parse(String(init.body));
      api.on('GET /api/quality', () =>
        json(quality([{ ...GAPS[0]!, reason: 'not_operating' }, GAPS[1]!])),
      );
      return new Response(null, { status: 204 });
    });
    const client = testQueryClient();
    // An analysis and an ETS year in the cache, as the other screens left them.
    client.setQueryData(queryKeys.analysis.scope({ file: 'all' }), { cached: true });
    client.setQueryData(queryKeys.ets.year(2025), { cached: true });
    render(
      <QueryClientProvider client={client}>
        <QualityReport from={null} to={null} />
      </QueryClientProvider>,
      { wrapper: MemoryRouter },
    );
    await screen.findByRole('heading', { name: 'Harbour CHP' });
    await userEvent.selectOptions(reasonSelect(), 'not_operating');
    await userEvent.click(saveButton());
    expect(body).toEqual({
      plant_id: 7,
      from: '2025-03-02T00:00:00.000Z',
      to: '2025-03-03T00:00:00.000Z',
      reason: 'not_operating',
    });
    await screen.findByText('Plant not operating', { selector: 'td' });
    expect(api.count('GET /api/quality')).toBe(2);
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale(queryKeys.analysis.scope({ file: 'all' }))).toBe(true);
    expect(stale(queryKeys.ets.year(2025))).toBe(true);
  });

  it('removes the reason with DELETE when set back to not classified', async () => {
    const api = fakeApi({
      'GET /api/quality': () =>
        json(quality([{ ...GAPS[0]!, reason: 'measurement_missing' }, GAPS[1]!])),
    });
    let body: unknown;
    api.on('DELETE /api/quality/gaps', ({ init }) => {
      body = JSON.parse(String(init.body));
      return new Response(null, { status: 204 });
    });
    renderReport();
    await screen.findByRole('heading', { name: 'Harbour CHP' });
    await userEvent.selectOptions(reasonSelect(), 'none');
    await userEvent.click(saveButton());
    await screen.findByRole('heading', { name: 'Harbour CHP' });
    expect(body).toEqual({
      plant_id: 7,
      from: '2025-03-02T00:00:00.000Z',
      to: '2025-03-03T00:00:00.000Z',
    });
  });

  it('shows the server’s message when classifying fails', async () => {
    fakeApi({
      'GET /api/quality': () => json(quality()),
      'PUT /api/quality/gaps': () => refusal(400, 'from must come before to', 'invalid_request'),
    });
    renderReport();
    await screen.findByRole('heading', { name: 'Harbour CHP' });
    await userEvent.selectOptions(reasonSelect(), 'measurement_missing');
    await userEvent.click(saveButton());
    expect((await screen.findByRole('alert')).textContent).toBe('from must come before to');
  });

  it('says what to do when there is no data', async () => {
    fakeApi({ 'GET /api/quality': () => json({ plants: [], plantCount: 0, offset: 0 }) });
    renderReport();
    await screen.findByRole('heading', { name: 'No Data Available' });
  });
});
