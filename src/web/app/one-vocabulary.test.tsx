// Issue 11 "One vocabulary": Plant Status and Benchmarking read side by side never use one word for two
// meanings. The plant status (optimal, warning, critical from efficiency) has its words; the cohort
// ranking on Benchmarking has its own; the two efficiencies are each named wherever they are shown.
import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COHORT_RANK_LABELS } from '@domain/views/benchmark-insights';
import { PLANT_STATUS_LABELS } from '../components/plant-status-badge';
import { BenchmarkingPage } from '../features/benchmarking/components/benchmarking-page';
import { DashboardHome } from '../features/dashboard/components/dashboard-home';
import { EfficiencyGauges } from '../features/analytics/components/efficiency-gauges';
import { PlantsPage } from '../features/plants/components/plants-page';
import type { Analysis } from '../lib/api-types';
import { LoadedDataProvider } from '../lib/loaded-data';
import { analysisOf, sampleCsv } from '../testing/analysis';
import { fakeApi, json } from '../testing/fake-api';
import { fileEntry } from '../testing/fixtures';
import { renderWithApp } from '../testing/render';

const sample = analysisOf(sampleCsv);
const PAGES = { overview: DashboardHome, plants: PlantsPage, benchmarking: BenchmarkingPage };

/** Shows one screen alone, as the app does, drawn from the analysis of a loaded file. */
function show(page: keyof typeof PAGES, analysis: Analysis = sample) {
  cleanup();
  fakeApi({
    'GET /api/files': () => json({ files: [fileEntry('f-1', 'sample_data.csv')] }),
    'GET /api/files/f-1/analysis': () => json(analysis),
  });
  const Page = PAGES[page];
  renderWithApp(
    <LoadedDataProvider>
      <Page />
    </LoadedDataProvider>,
  );
}

/** The card of one plant: the list item holding its name as a heading. */
async function card(name: string) {
  return within((await screen.findByRole('heading', { name })).closest('li')!);
}

const words = (labels: Record<string, string>) =>
  new RegExp(`\\b(${Object.values(labels).join('|')})\\b`);

describe('the status words on Plant Status and Benchmarking', () => {
  it('gives Gas Turbine Beta its plant status on Plants and its cohort ranking on Benchmarking', async () => {
    // Efficiency 56.6 %: warning (45 to below 60). Best of the four on efficiency and intensity: top quartile.
    show('plants');
    expect((await card('Gas Turbine Beta')).getByText('Warning')).toBeTruthy();
    show('benchmarking');
    const beta = await card('Gas Turbine Beta');
    expect(beta.getByText('Top quartile')).toBeTruthy();
    expect(beta.queryByText(/^(Optimal|Warning|Critical)$/)).toBeNull();
  });

  it('never shows a plant status word on Benchmarking, nor a ranking word on Plants', async () => {
    show('benchmarking');
    await screen.findByRole('heading', { name: 'Benchmarking' });
    // The badges, counts and legend: every facility's ranking, and no word of the plant status.
    const benchmarking = document.body.textContent!;
    expect(benchmarking).toMatch(/Top quartile/);
    expect(benchmarking).toMatch(/Bottom quartile/);
    expect(benchmarking).not.toMatch(words(PLANT_STATUS_LABELS));

    show('plants');
    await screen.findByRole('heading', { name: 'Plant Status' });
    const plants = document.body.textContent!;
    expect(plants).toMatch(/Critical/);
    expect(plants).not.toMatch(words(COHORT_RANK_LABELS));
  });
});

describe('the country on Benchmarking', () => {
  it("is the register's country, marked assumed until the user declares it", async () => {
    // Plant 2 declared: its country is no longer assumed; plant 1 keeps the default.
    const declared: Analysis = {
      ...sample,
      register: sample.register.map((r) =>
        r.plant_id === 2 ? { ...r, assumed: { ...r.assumed, country: false } } : r,
      ),
    };
    show('benchmarking', declared);
    const alpha = await card('Coal Plant Alpha');
    // data §9 places plant 1 in the US, as Compliance does (the spec's benchmarking list said Germany).
    expect(alpha.getByText('US')).toBeTruthy();
    expect(alpha.getByText('assumed')).toBeTruthy();
    const beta = await card('Gas Turbine Beta');
    expect(beta.getByText('Germany')).toBeTruthy();
    expect(beta.queryByText('assumed')).toBeNull();
  });
});

describe('the two efficiencies', () => {
  // CHP Plant Gamma: the mean of its hourly efficiency values is 39.9 %; (76,320.7 MWh electricity +
  // 78,766.5 MWh heat) / 190,950.8 MWh fuel = 81.2 % energy-weighted. The fleet: 43.9 % and
  // (575,130 + 78,766.5) / 1,373,181 = 47.6 %.
  const figure = (scope: ReturnType<typeof within>, term: string) =>
    scope.getByText(term, { selector: 'dt' }).nextElementSibling!.textContent;

  it('are named side by side on the Overview efficiency card', async () => {
    show('overview');
    expect(
      await screen.findByText(
        'Mean hourly efficiency. Energy-weighted efficiency, (electricity + heat) / fuel: 47.6%.',
      ),
    ).toBeTruthy();
  });

  it('are named side by side on a plant card', async () => {
    show('plants');
    const gamma = await card('CHP Plant Gamma');
    expect(figure(gamma, 'Mean hourly efficiency')).toBe('39.9%');
    expect(figure(gamma, 'Energy-weighted efficiency')).toBe('81.2%');
  });

  it('are named side by side on a Benchmarking card', async () => {
    show('benchmarking');
    const gamma = await card('CHP Plant Gamma');
    expect(figure(gamma, 'Mean hourly efficiency')).toBe('39.9%');
    expect(
      gamma.getByText('Energy-weighted efficiency, (electricity + heat) / fuel: 81.2%'),
    ).toBeTruthy();
  });

  it('say on the Plants page and the Analytics gauges that the status judges the electrical efficiency', async () => {
    show('plants');
    expect(
      await screen.findByText(/Status by electrical efficiency: critical below 45%/),
    ).toBeTruthy();
    expect(
      screen.getByText(/Mean hourly efficiency is the electrical efficiency: the mean of/),
    ).toBeTruthy();
    expect(screen.getByText(/Energy-weighted efficiency is the total efficiency/)).toBeTruthy();
    cleanup();
    renderWithApp(<EfficiencyGauges plants={sample.plants} />);
    expect(screen.getByText(/^Electrical efficiency per plant over the whole period/)).toBeTruthy();
    expect(
      screen.getByRole('img', { name: /^CHP Plant Gamma: electrical efficiency 39\.9%/ }),
    ).toBeTruthy();
  });
});
