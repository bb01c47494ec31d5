import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { analysisOf, sampleCsv } from '../testing/analysis';
import { fakeApi, json, refusal } from '../testing/fake-api';
import { fileEntry, onePlantCsv } from '../testing/fixtures';
import { renderWithApp } from '../testing/render';
import { LoadedDataProvider, useLoadedData } from './loaded-data';

const newest = fileEntry('f-new', 'plants-2025.csv', '2025-06-02T08:00:00.000Z');
const older = fileEntry('f-old', 'harbour-2024.csv', '2025-05-01T08:00:00.000Z');

/** What a screen reads from the loaded data, and the two actions of the Data Source tab. */
function Probe() {
  const data = useLoadedData();
  return (
    <div>
      <p>File: {data.file?.fileName ?? 'none'}</p>
      <p>Plants: {data.analysis ? data.analysis.plants.length : 'no analysis'}</p>
      <p>{data.loading ? 'Loading' : data.autoLoaded ? 'Auto-loaded' : 'Chosen'}</p>
      {data.error && <p role="alert">{data.error}</p>}
      <button onClick={() => data.load(older.id)}>Load {older.fileName}</button>
      <button onClick={data.clear}>Clear Data</button>
    </div>
  );
}

function renderProbe() {
  return renderWithApp(
    <LoadedDataProvider>
      <Probe />
    </LoadedDataProvider>,
  );
}

function serveTwoFiles() {
  return fakeApi({
    'GET /api/files': () => json({ files: [newest, older] }),
    'GET /api/files/f-new/analysis': () => json(analysisOf(sampleCsv)),
    'GET /api/files/f-old/analysis': () => json(analysisOf(onePlantCsv(24))),
  });
}

describe('the loaded data', () => {
  it('auto-loads the newest file', async () => {
    serveTwoFiles();
    renderProbe();
    expect(await screen.findByText('File: plants-2025.csv')).toBeTruthy();
    expect(await screen.findByText('Plants: 4')).toBeTruthy();
    expect(screen.getByText('Auto-loaded')).toBeTruthy();
  });

  it('loads the file the user chooses, with its own analysis', async () => {
    const api = serveTwoFiles();
    renderProbe();
    await screen.findByText('Plants: 4');
    await userEvent.click(screen.getByRole('button', { name: 'Load harbour-2024.csv' }));
    expect(await screen.findByText('File: harbour-2024.csv')).toBeTruthy();
    expect(await screen.findByText('Plants: 1')).toBeTruthy();
    expect(screen.getByText('Chosen')).toBeTruthy();
    expect(api.count('GET /api/files/f-old/analysis')).toBe(1);
  });

  it('clears the data: no file and no analysis until one is loaded again', async () => {
    serveTwoFiles();
    renderProbe();
    await screen.findByText('Plants: 4');
    await userEvent.click(screen.getByRole('button', { name: 'Clear Data' }));
    expect(screen.getByText('File: none')).toBeTruthy();
    expect(screen.getByText('Plants: no analysis')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Load harbour-2024.csv' }));
    expect(await screen.findByText('Plants: 1')).toBeTruthy();
  });

  it('reads "Failed to auto-load data" when the newest file cannot be analysed', async () => {
    const api = serveTwoFiles();
    api.on('GET /api/files/f-new/analysis', () => refusal(500, 'An unexpected error occurred'));
    renderProbe();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to auto-load data');
  });

  it("passes the server's message on for a file the user chose", async () => {
    const api = serveTwoFiles();
    api.on('GET /api/files/f-old/analysis', () => refusal(404, 'File not found', 'not_found'));
    renderProbe();
    await screen.findByText('Plants: 4');
    await userEvent.click(screen.getByRole('button', { name: 'Load harbour-2024.csv' }));
    expect((await screen.findByRole('alert')).textContent).toBe('File not found');
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
