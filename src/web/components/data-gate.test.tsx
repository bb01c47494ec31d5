import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LoadedDataProvider } from '../lib/loaded-data';
import { analysisOf, sampleCsv } from '../testing/analysis';
import { fakeApi, json, refusal } from '../testing/fake-api';
import { fileEntry, onePlantCsv } from '../testing/fixtures';
import { renderWithApp } from '../testing/render';
import { DataGate, type DataGateProps } from './data-gate';

const file = fileEntry('f-1', 'harbour.csv');
const never = () => new Promise<Response>(() => undefined);

function renderGate(props: Omit<DataGateProps, 'children'> = {}) {
  return renderWithApp(
    <LoadedDataProvider>
      <DataGate {...props}>
        {(analysis, { sample }) => (
          <h1>
            {sample ? 'Sample' : 'Your'} data: {analysis.plants.length} plants
          </h1>
        )}
      </DataGate>
    </LoadedDataProvider>,
  );
}

describe('the data gate', () => {
  it('shows the screen drawn from the loaded file', async () => {
    fakeApi({
      'GET /api/files': () => json({ files: [file] }),
      'GET /api/files/f-1/analysis': () => json(analysisOf(onePlantCsv(24))),
    });
    renderGate();
    expect(await screen.findByRole('heading', { name: 'Your data: 1 plants' })).toBeTruthy();
  });

  describe('loading', () => {
    it('says it is auto-loading while the file list is fetched', async () => {
      fakeApi({ 'GET /api/files': never });
      renderGate({ computingLabel: 'Loading overview...' });
      expect((await screen.findByRole('status')).textContent).toBe('Auto-loading your data...');
    });

    it("says the screen's own words while the file's analysis is computed", async () => {
      fakeApi({
        'GET /api/files': () => json({ files: [file] }),
        'GET /api/files/f-1/analysis': never,
      });
      renderGate({ computingLabel: 'Loading overview...' });
      expect(await screen.findByText('Loading overview...')).toBeTruthy();
    });
  });

  describe('error', () => {
    it("shows 'Error Loading Data', the message and a Retry that fetches again", async () => {
      const api = fakeApi({
        'GET /api/files': () => json({ files: [file] }),
        'GET /api/files/f-1/analysis': () => refusal(500, 'An unexpected error occurred'),
      });
      renderGate();
      expect(await screen.findByRole('heading', { name: 'Error Loading Data' })).toBeTruthy();
      expect(screen.getByRole('alert').textContent).toBe('Failed to auto-load data');
      const attempts = api.count('GET /api/files/f-1/analysis');

      api.on('GET /api/files/f-1/analysis', () => json(analysisOf(onePlantCsv(24))));
      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await screen.findByRole('heading', { name: 'Your data: 1 plants' })).toBeTruthy();
      expect(api.count('GET /api/files/f-1/analysis')).toBe(attempts + 1);
      expect(screen.queryByText('Error Loading Data')).toBeNull();
    });

    it("uses the screen's own title when it has one", async () => {
      fakeApi({ 'GET /api/files': () => refusal(503, 'Service unavailable') });
      renderGate({ errorTitle: 'Failed to load factory comparison data' });
      expect(
        await screen.findByRole('heading', { name: 'Failed to load factory comparison data' }),
      ).toBeTruthy();
    });
  });

  describe('empty', () => {
    it('says there is no data, how to add it, and offers the sample CSV', async () => {
      fakeApi({ 'GET /api/files': () => json({ files: [] }) });
      renderGate({ emptyExtra: <p>Sample insights</p> });
      expect(await screen.findByRole('heading', { name: 'No Data Available' })).toBeTruthy();
      expect(
        screen.getByText(
          'Upload a CSV file of your plant data in Settings > Data Source to see it here.',
        ),
      ).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Go to Settings' }).getAttribute('href')).toBe(
        '/settings?tab=data',
      );
      expect(screen.getByRole('link', { name: 'Download sample data' }).getAttribute('href')).toBe(
        '/sample_data.csv',
      );
      expect(
        screen.getByText('Download this sample data to experiment with our application.'),
      ).toBeTruthy();
      expect(screen.getByText('Sample insights')).toBeTruthy();
      expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    });

    it('leads to Settings > Data Source', async () => {
      fakeApi({ 'GET /api/files': () => json({ files: [] }) });
      renderGate();
      await userEvent.click(await screen.findByRole('link', { name: 'Go to Settings' }));
      expect(screen.getByTestId('location').textContent).toBe('/settings?tab=data');
    });
  });

  describe('sample', () => {
    it("shows the sample's figures without a file, labelled as the sample", async () => {
      fakeApi({
        'GET /api/files': () => json({ files: [] }),
        'GET /api/sample/analysis': () => json(analysisOf(sampleCsv)),
      });
      renderGate({ sampleWhenEmpty: true });
      expect(await screen.findByRole('heading', { name: 'Sample data: 4 plants' })).toBeTruthy();
      const notice = screen.getByText('Sample data.').closest('[role="status"]') as HTMLElement;
      expect(notice.textContent).toContain('No file of yours is loaded');
      expect(
        within(notice)
          .getByRole('link', { name: 'Upload your CSV in Settings > Data Source' })
          .getAttribute('href'),
      ).toBe('/settings?tab=data');
      expect(screen.queryByText('No Data Available')).toBeNull();
    });

    it('shows a failed sample with its message and a Retry', async () => {
      const api = fakeApi({
        'GET /api/files': () => json({ files: [] }),
        'GET /api/sample/analysis': () => refusal(404, 'Failed to load CSV data'),
      });
      renderGate({ sampleWhenEmpty: true });
      expect((await screen.findByRole('alert')).textContent).toBe('Failed to load CSV data');
      api.on('GET /api/sample/analysis', () => json(analysisOf(sampleCsv)));
      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await screen.findByRole('heading', { name: 'Sample data: 4 plants' })).toBeTruthy();
    });
  });
});
