import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gasEstimatesOf } from '@domain/factors/gas-estimates';
import { LoadedDataProvider } from '@web/lib/loaded-data';
import { analysisOf, sampleCsv } from '@web/testing/analysis';
import { fakeApi, json } from '@web/testing/fake-api';
import { fileEntry } from '@web/testing/fixtures';
import { renderWithApp } from '@web/testing/render';
import { PlantsPage } from './plants-page';

const sample = analysisOf(sampleCsv);

describe('the Plants page (issue 38)', () => {
  it("labels a plant's CO2 that holds an estimate from its fuel type", async () => {
    // Plant 2's data as a file without CO2 gives it: no hour reports CO2, its gas estimated.
    const inventory = sample.inventory.map((p) =>
      p.plant_id === 2
        ? { ...p, co2Hours: 0, gasEstimates: gasEstimatesOf(p.fuel_type, [{ ...p, co2Hours: 0 }]) }
        : p,
    );
    fakeApi({
      'GET /api/files': () => json({ files: [fileEntry('f-1', 'plants.csv')] }),
      'GET /api/files/f-1/analysis': () => json({ ...sample, inventory }),
    });
    renderWithApp(
      <LoadedDataProvider>
        <PlantsPage />
      </LoadedDataProvider>,
    );
    const card = (name: string) => screen.getByRole('heading', { name }).closest('li')!.textContent;
    await screen.findByRole('heading', { name: 'Gas Turbine Beta' });
    expect(card('Gas Turbine Beta')).toContain('tonnes, estimated (IPCC 2006 Tier 1)');
    expect(card('Coal Plant Alpha')).not.toContain('estimated');
  });
});
