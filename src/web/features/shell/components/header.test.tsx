import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LoadedDataProvider } from '@web/lib/loaded-data';
import { analysisOf } from '@web/testing/analysis';
import { fakeApi, json, refusal, type Handler } from '@web/testing/fake-api';
import { fileEntry, onePlantCsv, session } from '@web/testing/fixtures';
import { renderWithApp } from '@web/testing/render';
import { Header } from './header';

const file = fileEntry('f-1', 'harbour-chp-hourly-2025.csv');

function renderHeader(routes: Record<string, Handler>) {
  fakeApi({ 'GET /api/auth/get-session': () => json(session), ...routes });
  return renderWithApp(
    <LoadedDataProvider>
      <Header onOpenMenu={() => undefined} />
    </LoadedDataProvider>,
  );
}

const badge = () => screen.getByRole('status');

describe('the header badge', () => {
  it('reads "Loading Data..." while the data is auto-loaded', () => {
    renderHeader({ 'GET /api/files': () => new Promise(() => undefined) });
    expect(badge().textContent).toBe('Loading Data...');
  });

  it('reads "Live Monitoring" once the file is loaded, beside its shortened name', async () => {
    renderHeader({
      'GET /api/files': () => json({ files: [file] }),
      'GET /api/files/f-1/analysis': () => json(analysisOf(onePlantCsv(24))),
    });
    expect(await screen.findByText('Live Monitoring')).toBeTruthy();
    const name = screen.getByText('harbour-chp-hourly-2...');
    expect(name.getAttribute('title')).toBe('harbour-chp-hourly-2025.csv');
  });

  it('reads "Data error", not "Live Monitoring", when the data failed to load', async () => {
    renderHeader({ 'GET /api/files': () => refusal(500, 'An unexpected error occurred') });
    expect(await screen.findByText('Data error')).toBeTruthy();
    expect(screen.queryByText('Live Monitoring')).toBeNull();
  });

  it('reads "No data", not "Live Monitoring", without a file', async () => {
    renderHeader({ 'GET /api/files': () => json({ files: [] }) });
    expect(await screen.findByText('No data')).toBeTruthy();
    expect(screen.queryByText('Live Monitoring')).toBeNull();
  });
});

describe('the notification bell', () => {
  it('lists a short permit runway and the data-quality warnings, each leading to where to act', async () => {
    // One hour missing in the data, and one permit against about 29,000 t of CO2 a month.
    const analysis = analysisOf(onePlantCsv(24, [5]), {
      permit: { permit_year: 2025, active_permits: 1 },
    });
    renderHeader({
      'GET /api/files': () => json({ files: [file] }),
      'GET /api/files/f-1/analysis': () => json(analysis),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 new' }));
    const menu = screen.getByRole('menu');
    const [...items] = within(menu).getAllByRole('menuitem');
    // The last item leads to the data-quality screen; the others are the notifications.
    expect(items.pop()!.textContent).toBe('Data quality');
    expect(items.map((item) => item.querySelector('span > span')?.textContent)).toEqual([
      'EU permits for 2025: Critical',
      'Missing hours in the data',
    ]);
    expect(items[1]!.textContent).toContain('Plant 7 (Harbour CHP) has no data for 1 hour between');

    await userEvent.click(items[0]!);
    expect(screen.getByTestId('location').textContent).toBe('/dashboard/compliance');
  });

  it('says so when nothing needs attention', async () => {
    renderHeader({
      'GET /api/files': () => json({ files: [file] }),
      'GET /api/files/f-1/analysis': () => json(analysisOf(onePlantCsv(24))),
    });
    await screen.findByText('Live Monitoring');
    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(within(screen.getByRole('menu')).getAllByRole('menuitem')[0]!.textContent).toBe(
      'Nothing in the loaded data needs your attention.',
    );
  });
});
