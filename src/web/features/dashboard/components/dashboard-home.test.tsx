import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadedDataProvider } from '@web/lib/loaded-data';
import { analysisOf, sampleCsv } from '@web/testing/analysis';
import { fakeApi, json } from '@web/testing/fake-api';
import { fileEntry } from '@web/testing/fixtures';
import { renderWithApp } from '@web/testing/render';
import { DashboardHome } from './dashboard-home';

const sample = analysisOf(sampleCsv);
const file = fileEntry('f-1', 'plants.csv');

function renderWith(analysis: typeof sample) {
  fakeApi({
    'GET /api/files': () => json({ files: [file] }),
    'GET /api/files/f-1/analysis': () => json(analysis),
  });
  renderWithApp(
    <LoadedDataProvider>
      <DashboardHome />
    </LoadedDataProvider>,
  );
}

const co2Card = async () =>
  (await screen.findByText('Total CO2 Emissions')).closest('div')!.parentElement!.textContent;

describe('the Overview CO2 card (issue 38)', () => {
  it('says its total holds CO2 estimated from the fuel type, and for how many hours', async () => {
    const hours = sample.ghgReporting.hours;
    renderWith({
      ...sample,
      ghgReporting: {
        ...sample.ghgReporting,
        co2: { reported: 'none', missingHours: hours, estimatedHours: hours },
      },
    });
    expect(await co2Card()).toContain(
      `CO2 estimated (IPCC 2006 Tier 1) for ${hours.toLocaleString('en-GB')} of ${hours.toLocaleString('en-GB')} hours, from each plant's fuel type.`,
    );
  });

  it('says nothing more when the data report CO2 in every hour', async () => {
    renderWith(sample);
    expect(await co2Card()).not.toContain('estimated');
  });
});
