import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '@web/testing/fake-api';
import { fieldMessage } from '@web/testing/fields';
import { renderWithApp } from '@web/testing/render';
import { SourceStreamsSection } from './source-streams-section';

const factor = (value: number, basis: string, source: string | null, unit = '') => ({
  value,
  unit,
  basis,
  source,
});

// 1,000 MWh of gas from the fuel type: 201.96 t, all factors the defaults.
const FROM_FUEL_TYPE = {
  plant_id: 2,
  year: 2025,
  year_locked: false,
  factor_library: 'ipcc-2006-v1',
  streams_from: 'fuel_type',
  streams: [
    {
      id: null,
      name: 'Natural Gas (from the fuel type)',
      unit_id: null,
      fuel: 'natural_gas',
      method: 'calculation',
      activity_data: 'file_fuel_mwh',
      tiers: null,
      amount: 1000,
      factors: {
        ncv: null,
        emission_factor: factor(56.1, 'default', 'ipcc2006Co2', 't CO2/TJ'),
        oxidation_factor: factor(1, 'default', 'mrrTiers'),
        biomass_fraction: factor(0.2, 'declared', null),
      },
      emissions: { energy_tj: 3.6, co2_t: 161.568, co2_biomass_memo_t: 40.392 },
    },
  ],
  calculated: { energy_tj: 3.6, co2_t: 161.568, co2_biomass_memo_t: 40.392 },
  measured_co2_t: 0,
  corroboration: null,
};

async function renderSection() {
  const posts: Record<string, unknown>[] = [];
  const api = fakeApi({
    'GET /api/plants/2/source-streams': () => json({ streams: [] }),
    'GET /api/plants/2/calculation': () => json(FROM_FUEL_TYPE),
    'POST /api/plants/2/source-streams': ({ init }) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      posts.push(body);
      return json({ ...body, id: 's1', plant_id: 2 }, 201);
    },
  });
  renderWithApp(<SourceStreamsSection plantId={2} plantName="Gas Turbine Beta" canEdit />);
  await waitFor(() => expect(screen.queryByText('Calculating...')).toBeNull());
  return { api, posts };
}

describe('the source streams of a plant', () => {
  it('shows the calculated figures with the basis of each factor', async () => {
    await renderSection();
    expect(screen.getByText('No source streams declared.')).toBeTruthy();
    const table = screen.getByRole('table', { name: /^CO2 of Gas Turbine Beta in \d{4}/ });
    const row = within(table).getByRole('row', { name: /^Natural Gas \(from the fuel type\)/ });
    expect(row.textContent).toContain('1,000.0 MWh');
    expect(row.textContent).toContain('56.1 t CO2/TJIPCC 2006 default');
    expect(row.textContent).toContain('1.00default (MRR Annex II)');
    expect(row.textContent).toContain('0.20declared');
    expect(row.textContent).toContain('161.6 t');
    expect(row.textContent).toContain('40.4 t');
    expect(
      screen.getByText(/calculated from the fuel type with the library's defaults/),
    ).toBeTruthy();
  });

  it('refuses a stream with the form’s messages, and adds it once right', async () => {
    const { posts } = await renderSection();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add source stream' }));
    await user.type(screen.getByLabelText('Oxidation factor'), '1.5');
    await user.click(screen.getByRole('button', { name: 'Save source stream' }));
    expect(fieldMessage('Name')).toBe('Name the source stream');
    expect(fieldMessage('Oxidation factor')).toBe('Oxidation factor must be between 0 and 1');
    expect(posts).toEqual([]);

    await user.type(screen.getByLabelText('Name'), 'Gas to GT1');
    await user.clear(screen.getByLabelText('Oxidation factor'));
    await user.type(screen.getByLabelText('Biomass fraction (0-1)'), '0.2');
    await user.selectOptions(screen.getByLabelText('Activity data tier'), '4');
    await user.click(screen.getByRole('button', { name: 'Save source stream' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({
      name: 'Gas to GT1',
      fuel: 'natural_gas',
      method: 'calculation',
      activity_data: 'file_fuel_mwh',
      oxidation_factor: null,
      biomass_fraction: 0.2,
      tier_activity_data: '4',
    });
    expect(await screen.findByText('Saved the source stream Gas to GT1.')).toBeTruthy();
  });
});
