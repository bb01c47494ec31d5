import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { analysisOf, sampleCsv } from '../testing/analysis';
import { fakeApi, json, refusal } from '../testing/fake-api';
import { fileEntry, filesPage, onePlantCsv } from '../testing/fixtures';
import { renderWithApp } from '../testing/render';
import { LoadedDataProvider, useLoadedData } from './loaded-data';

const newest = {
  ...fileEntry('f-new', 'plants-2025.csv', '2025-06-02T08:00:00.000Z'),
  firstDate: '2025-01-01 00:00:00',
  lastDate: '2025-01-30 23:00:00',
};
const older = fileEntry('f-old', 'harbour-2024.csv', '2025-05-01T08:00:00.000Z');

/** What a screen reads from the loaded data, the URL, and the actions of the Data Source tab and the bar. */
function Probe() {
  const data = useLoadedData();
  const location = useLocation();
  return (
    <div>
      <p>File: {data.file?.fileName ?? 'none'}</p>
      <p>Source: {data.scope?.source ?? 'unknown'}</p>
      <p>
        Range: {data.scope?.from ?? 'open'} to {data.scope?.to ?? 'open'}
      </p>
      <p>Plants: {data.analysis ? data.analysis.plants.length : 'no analysis'}</p>
      <p>{data.loading ? 'Loading' : data.autoLoaded ? 'Auto-loaded' : 'Chosen'}</p>
      <output data-testid="url">{location.search}</output>
      {data.error && <p role="alert">{data.error}</p>}
      <button onClick={() => data.load(older.id)}>Load {older.fileName}</button>
      <button onClick={() => data.setSource('all')}>All data</button>
      <button onClick={() => data.setRange('year-2024', { from: '2024-01-01', to: '2024-12-31' })}>
        Year 2024
      </button>
      <button onClick={() => data.setPlants([7])}>Plant 7</button>
      <button onClick={data.clear}>Clear Data</button>
    </div>
  );
}

function renderProbe(path = '/dashboard') {
  return renderWithApp(
    <LoadedDataProvider>
      <Probe />
    </LoadedDataProvider>,
    path,
  );
}

/** Two files: the history merges them; each has its own analysis. Every request's query is kept. */
function serveTwoFiles() {
  const asked: string[] = [];
  const api = fakeApi({
    'GET /api/files': () => json(filesPage([newest, older])),
    'GET /api/analysis': ({ url }) => {
      asked.push(`history?${url.searchParams}`);
      return json(analysisOf(sampleCsv));
    },
    'GET /api/files/f-new/analysis': ({ url }) => {
      asked.push(`f-new?${url.searchParams}`);
      return json(analysisOf(sampleCsv));
    },
    'GET /api/files/f-old/analysis': ({ url }) => {
      asked.push(`f-old?${url.searchParams}`);
      return json(analysisOf(onePlantCsv(24)));
    },
  });
  return { api, asked };
}

const url = () => decodeURIComponent(screen.getByTestId('url').textContent ?? '');

describe('the loaded data', () => {
  it('shows all data merged by default once there is more than one file, over its last 30 days', async () => {
    const { asked } = serveTwoFiles();
    renderProbe();
    expect(await screen.findByText('Source: history')).toBeTruthy();
    expect(screen.getByText('Range: 2025-01-01 to 2025-01-30')).toBeTruthy();
    expect(await screen.findByText('Plants: 4')).toBeTruthy();
    expect(screen.getByText('Auto-loaded')).toBeTruthy();
    expect(asked).toEqual(['history?from=2025-01-01&to=2025-01-30']);
    // The default is not written into the URL.
    expect(url()).toBe('');
  });

  it('auto-loads the one file when there is only one', async () => {
    fakeApi({
      'GET /api/files': () => json(filesPage([newest])),
      'GET /api/files/f-new/analysis': () => json(analysisOf(sampleCsv)),
    });
    renderProbe();
    expect(await screen.findByText('File: plants-2025.csv')).toBeTruthy();
    expect(await screen.findByText('Plants: 4')).toBeTruthy();
    expect(screen.getByText('Auto-loaded')).toBeTruthy();
  });

  it('loads the file the user chooses, with its own analysis, and says so in the URL', async () => {
    const { api } = serveTwoFiles();
    renderProbe();
    await screen.findByText('Plants: 4');
    await userEvent.click(screen.getByRole('button', { name: 'Load harbour-2024.csv' }));
    expect(await screen.findByText('File: harbour-2024.csv')).toBeTruthy();
    expect(await screen.findByText('Plants: 1')).toBeTruthy();
    expect(screen.getByText('Chosen')).toBeTruthy();
    expect(url()).toBe('?scope=f-old');
    expect(api.count('GET /api/files/f-old/analysis')).toBe(1);
  });

  it('writes the range and the plants into the URL, and a reload shows the same', async () => {
    const { asked } = serveTwoFiles();
    const first = renderProbe();
    await screen.findByText('Plants: 4');
    await userEvent.click(screen.getByRole('button', { name: 'Year 2024' }));
    await userEvent.click(screen.getByRole('button', { name: 'Plant 7' }));
    await waitFor(() =>
      expect(url()).toBe('?preset=year-2024&from=2024-01-01&to=2024-12-31&plant=7'),
    );
    expect(asked.at(-1)).toBe('history?from=2024-01-01&to=2024-12-31&plant=7');
    const shared = `/dashboard${url()}`;
    first.unmount();

    // A reload (or the link shared): a new page at the same address.
    asked.length = 0;
    renderProbe(shared);
    expect(await screen.findByText('Range: 2024-01-01 to 2024-12-31')).toBeTruthy();
    await screen.findByText('Plants: 4');
    expect(asked).toEqual(['history?from=2024-01-01&to=2024-12-31&plant=7']);
  });

  it('opens a shared link on the file, range and plants it names', async () => {
    const { asked } = serveTwoFiles();
    renderProbe('/dashboard?scope=f-old&from=2025-01-01&to=2025-01-01&plant=7');
    expect(await screen.findByText('File: harbour-2024.csv')).toBeTruthy();
    await screen.findByText('Plants: 1');
    expect(screen.getByText('Chosen')).toBeTruthy();
    expect(asked).toEqual(['f-old?from=2025-01-01&to=2025-01-01&plant=7']);
  });

  it('clears the data, and the URL keeps it cleared until a file is loaded again', async () => {
    serveTwoFiles();
    const first = renderProbe();
    await screen.findByText('Plants: 4');
    await userEvent.click(screen.getByRole('button', { name: 'Clear Data' }));
    expect(screen.getByText('File: none')).toBeTruthy();
    expect(screen.getByText('Plants: no analysis')).toBeTruthy();
    expect(url()).toBe('?scope=none');
    first.unmount();

    renderProbe('/dashboard?scope=none');
    expect(await screen.findByText('Source: none')).toBeTruthy();
    expect(screen.getByText('Plants: no analysis')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Load harbour-2024.csv' }));
    expect(await screen.findByText('Plants: 1')).toBeTruthy();
  });

  it('reads "Failed to auto-load data" when the default scope cannot be analysed', async () => {
    const { api } = serveTwoFiles();
    api.on('GET /api/analysis', () => refusal(500, 'An unexpected error occurred'));
    renderProbe();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to auto-load data');
  });

  it("passes the server's message on for a file the user chose", async () => {
    const { api } = serveTwoFiles();
    api.on('GET /api/files/f-old/analysis', () => refusal(404, 'File not found', 'not_found'));
    renderProbe();
    await screen.findByText('Plants: 4');
    await userEvent.click(screen.getByRole('button', { name: 'Load harbour-2024.csv' }));
    expect((await screen.findByRole('alert')).textContent).toBe('File not found');
  });

  it('says why the server refuses a range or a plant of a link, even on the default scope', async () => {
    const { api } = serveTwoFiles();
    api.on('GET /api/analysis', () =>
      refusal(400, 'No data for plant 99 in this scope', 'unknown_plant'),
    );
    renderProbe('/dashboard?plant=99');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No data for plant 99 in this scope',
    );
  });

  it('shows no failure for a 401: the session ended and sign-in is on its way', async () => {
    const api = fakeApi({
      'GET /api/files': () => refusal(401, 'User not authenticated', 'unauthorized'),
    });
    renderProbe();
    await waitFor(() => expect(api.count('GET /api/files')).toBe(1));
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
