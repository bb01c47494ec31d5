import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LoadedDataProvider } from '@web/lib/loaded-data';
import { analysisOf, sampleCsv, withScope } from '@web/testing/analysis';
import { fakeApi, json } from '@web/testing/fake-api';
import { fileEntry, filesPage } from '@web/testing/fixtures';
import { renderWithApp } from '@web/testing/render';
import { DataSourceTab } from './data-source-tab';

// 25 uploads, newest first: file 25 was uploaded last. The oldest ones are overridden by newer ones.
const files = Array.from({ length: 25 }, (_, i) => {
  const n = 25 - i;
  return {
    ...fileEntry(`f-${n}`, `day-${String(n).padStart(2, '0')}.csv`),
    firstDate: '2025-01-01 00:00:00',
    lastDate: '2025-01-30 23:00:00',
    plants: 4,
    plantDays: 120,
    overriddenPlantDays: n <= 2 ? 4 : 0,
  };
});

function Address() {
  return <output data-testid="url">{decodeURIComponent(useLocation().search)}</output>;
}

function serveFiles() {
  return fakeApi({
    'GET /api/files': ({ url }) => {
      const limit = Number(url.searchParams.get('limit'));
      const start = Number(url.searchParams.get('cursor') ?? 0);
      const page = files.slice(start, start + limit);
      const next = start + limit < files.length ? String(start + limit) : null;
      return json(filesPage(page, { total: files.length, nextCursor: next }));
    },
    'GET /api/analysis': () => json(withScope(analysisOf(sampleCsv))),
    'GET /api/import-profiles': () => json({ profiles: [] }),
    'GET /api/files/f-3/analysis': () =>
      json(withScope(analysisOf(sampleCsv), { source: 'file', fileId: 'f-3' })),
  });
}

function renderTab() {
  return renderWithApp(
    <LoadedDataProvider>
      <DataSourceTab />
      <Address />
    </LoadedDataProvider>,
    '/settings?tab=data',
  );
}

const list = () => screen.getByRole('list', { name: 'Your files' });
const names = () =>
  within(list())
    .getAllByRole('listitem')
    .map((item) => item.querySelector('[title]')?.textContent);

describe('the Data Source tab lists every file, 20 at a time', () => {
  it('says how many files there are, and pages through them with Next and Previous', async () => {
    serveFiles();
    renderTab();
    expect(await screen.findByText('25 files, newest first')).toBeTruthy();
    await screen.findByRole('list', { name: 'Your files' });
    expect(names()).toHaveLength(20);
    expect(names()[0]).toBe('day-25.csv');
    expect(screen.getByText('Files 1-20 of 25')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Previous' }).disabled).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Files 21-25 of 25')).toBeTruthy();
    expect(names()).toEqual(['day-05.csv', 'day-04.csv', 'day-03.csv', 'day-02.csv', 'day-01.csv']);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next' }).disabled).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Files 1-20 of 25')).toBeTruthy();
  });

  it("shows each file's span and plants, and the plant-days a newer upload overrides", async () => {
    serveFiles();
    renderTab();
    await screen.findByText('Files 1-20 of 25');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Files 21-25 of 25');
    const oldest = within(list()).getAllByRole('listitem').at(-1)!;
    expect(within(oldest).getByText('1 Jan 2025 - 30 Jan 2025 · 4 plants')).toBeTruthy();
    expect(
      within(oldest).getByText('4 of 120 plant-days overridden by a newer upload'),
    ).toBeTruthy();
    const newest = within(list()).getAllByRole('listitem')[0]!;
    expect(within(newest).queryByText(/overridden/)).toBeNull();
  });

  it('loads a file from a later page: the screens show it, and the URL says so', async () => {
    serveFiles();
    renderTab();
    expect(await screen.findByText('All data (25 files)')).toBeTruthy();
    await screen.findByText('Files 1-20 of 25');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Load day-03.csv' }));
    await waitFor(() => expect(screen.getByTestId('url').textContent).toBe('?tab=data&scope=f-3'));
    expect(await screen.findByText('Loaded day-03.csv')).toBeTruthy();
    const item = within(list())
      .getAllByRole('listitem')
      .find((li) => li.textContent?.includes('day-03.csv'))!;
    expect(await within(item).findByText('Loaded')).toBeTruthy();
  });
});
