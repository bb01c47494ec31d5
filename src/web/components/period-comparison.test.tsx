import { render as renderInDom, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PeriodComparison } from '../lib/api-types';
import { PeriodComparisonCard } from './period-comparison';

// The card links to the data-quality screen: it needs a router.
const render = (ui: ReactElement) => renderInDom(ui, { wrapper: MemoryRouter });

const kpis = (totalElectricity: number, totalEmissions: number) => ({
  totalElectricity,
  totalEmissions,
  totalFuelConsumption: 2 * totalElectricity,
  avgEfficiency: 41.25,
  energyWeightedEfficiency: 50,
});

const comparison: PeriodComparison = {
  current: {
    from: '2025-01-01',
    to: '2025-01-30',
    hasData: true,
    daysWithData: 30,
    daysInPeriod: 30,
  },
  previous: {
    from: '2024-12-02',
    to: '2024-12-31',
    hasData: true,
    daysWithData: 12,
    daysInPeriod: 30,
  },
  yearAgo: {
    from: '2024-01-01',
    to: '2024-01-30',
    hasData: false,
    daysWithData: 0,
    daysInPeriod: 30,
  },
  coverageDiffers: { previous: true, yearAgo: false },
  rows: [
    {
      plant_id: null,
      plant_name: 'All plants',
      current: kpis(12000, 5000),
      previous: kpis(10000, 5000),
      yearAgo: null,
      vsPrevious: {
        totalElectricity: 20,
        totalEmissions: 0,
        totalFuelConsumption: 20,
        avgEfficiency: null,
      },
      vsYearAgo: null,
    },
    {
      plant_id: 7,
      plant_name: 'Harbour CHP',
      current: null,
      previous: kpis(800, 300),
      yearAgo: null,
      vsPrevious: null,
      vsYearAgo: null,
    },
  ],
};

/** The cells of the row of one measure within one plant's rows. */
function cells(plant: string, measure: string): string[] {
  const group = screen
    .getAllByRole('rowgroup')
    .find((g) => within(g).queryByRole('rowheader', { name: plant }));
  const row = within(group!)
    .getAllByRole('row')
    .find((r) => within(r).queryByRole('rowheader', { name: measure }));
  return within(row!)
    .getAllByRole('cell')
    .map((c) => c.textContent ?? '');
}

describe('the period comparison', () => {
  it('shows nothing without a range (no comparison)', () => {
    const { container } = render(<PeriodComparisonCard comparison={null} />);
    expect(container.textContent).toBe('');
  });

  it('names the three periods with their days with data, saying which have none', () => {
    render(<PeriodComparisonCard comparison={comparison} />);
    expect(
      screen.getByText(
        '1 Jan 2025 - 30 Jan 2025, 30 of 30 days with data, against the period before it (2 Dec 2024 - 31 Dec 2024, 12 of 30 days with data) and the same period a year earlier (1 Jan 2024 - 30 Jan 2024, no data).',
      ),
    ).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Data quality: coverage and gaps' }).getAttribute('href'),
    ).toBe('/dashboard/data-quality');
  });

  it('marks a change between periods whose days with data differ much as no trend', () => {
    render(<PeriodComparisonCard comparison={comparison} />);
    expect(
      screen.getByText(
        /The days with data of this range and of the period before differ by more than 10 points/,
      ),
    ).toBeTruthy();
    render(
      <PeriodComparisonCard
        comparison={{ ...comparison, coverageDiffers: { previous: false, yearAgo: false } }}
      />,
    );
    expect(screen.getAllByText(/differ by more than 10 points/)).toHaveLength(1);
  });

  it('gives each KPI of all plants: this range, the previous period, its change, a year earlier', () => {
    render(<PeriodComparisonCard comparison={comparison} />);
    expect(cells('All plants', 'Electricity output')).toEqual([
      '12,000 MWh',
      '10,000 MWh',
      '+20.0%',
      'no data',
      'no data',
    ]);
    expect(cells('All plants', 'CO2 emissions')).toEqual([
      '5,000 t',
      '5,000 t',
      '0.0%',
      'no data',
      'no data',
    ]);
    // A change the server could not compute.
    expect(cells('All plants', 'Mean hourly efficiency')).toEqual([
      '41.3 %',
      '41.3 %',
      '–',
      'no data',
      'no data',
    ]);
  });

  it('says "no data" for a plant without data in the range', () => {
    render(<PeriodComparisonCard comparison={comparison} />);
    expect(cells('Harbour CHP', 'Electricity output')).toEqual([
      'no data',
      '800 MWh',
      'no data',
      'no data',
      'no data',
    ]);
  });
});
