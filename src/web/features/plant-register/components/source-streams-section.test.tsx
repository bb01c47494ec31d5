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
      applied: [],
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

// A coal stream in tonnes with a laboratory NCV for January: 31 days of 100 t at 24.1 GJ/t.
const COAL = {
  id: 'coal',
  plant_id: 2,
  unit_id: null,
  name: 'Hard coal',
  fuel: 'other_bituminous_coal',
  method: 'calculation',
  activity_data: 't',
  ncv_gj_per_unit: null,
  emission_factor_t_per_tj: null,
  oxidation_factor: null,
  biomass_fraction: null,
  tier_activity_data: '3',
  tier_ncv: '3',
  tier_emission_factor: '1',
  tier_oxidation_factor: '1',
};
const JANUARY = {
  id: 'f1',
  stream_id: 'coal',
  parameter: 'ncv',
  value: 24.1,
  valid_from: '2025-01-01',
  valid_to: '2025-01-31',
  source: 'Laboratory analysis, 2025-01',
};
const COAL_YEAR = {
  ...FROM_FUEL_TYPE,
  streams_from: 'register',
  streams: [
    {
      ...FROM_FUEL_TYPE.streams[0],
      id: 'coal',
      name: 'Hard coal',
      activity_data: 't',
      amount: 3100,
      applied: [
        {
          parameter: 'ncv',
          value: 24.1,
          unit: 'GJ/t',
          basis: 'entered',
          source: null,
          entry: {
            id: 'f1',
            valid_from: '2025-01-01',
            valid_to: '2025-01-31',
            source: JANUARY.source,
          },
          days: 31,
        },
      ],
    },
  ],
};

describe('the factors entered for a stream', () => {
  async function renderCoal() {
    const posts: Record<string, unknown>[] = [];
    const deleted: string[] = [];
    fakeApi({
      'GET /api/plants/2/source-streams': () => json({ streams: [COAL] }),
      'GET /api/plants/2/calculation': () => json(COAL_YEAR),
      'GET /api/plants/2/source-streams/coal/factors': () => json({ factors: [JANUARY] }),
      'POST /api/plants/2/source-streams/coal/factors': ({ init }) => {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        posts.push(body);
        return json({ ...body, id: 'f2', stream_id: 'coal' }, 201);
      },
      'DELETE /api/plants/2/source-streams/coal/factors/f1': () => {
        deleted.push('f1');
        return new Response(null, { status: 204 });
      },
    });
    renderWithApp(<SourceStreamsSection plantId={2} plantName="Coal Alpha" canEdit />);
    await waitFor(() => expect(screen.queryByText('Calculating...')).toBeNull());
    return { posts, deleted };
  }

  it('the year names each entry applied, with its period, days and source', async () => {
    await renderCoal();
    const table = screen.getByRole('table', { name: /^CO2 of Coal Alpha in \d{4}/ });
    expect(within(table).getByRole('row', { name: /^Hard coal/ }).textContent).toContain(
      'NCV 24.1 GJ/t, 2025-01-01 to 2025-01-31 (31 days; Laboratory analysis, 2025-01)',
    );
  });

  it("says on how many days the stream's own factor applied beside the entries", async () => {
    // 365 days: an entered emission factor on 31 of them, the default on the other 334; a second
    // year where an entry covers every day, so the default applied on none.
    const entered = (days: number) => ({
      parameter: 'emission_factor',
      value: 94.2,
      unit: 't CO2/TJ',
      basis: 'entered',
      source: null,
      entry: { id: 'f3', valid_from: '2025-01-01', valid_to: '2025-01-31', source: 'Inventory' },
      days,
    });
    const own = {
      ...entered(334),
      value: 56.1,
      basis: 'default',
      source: 'ipcc2006Co2',
      entry: null,
    };
    const yearWith = (applied: object[]) => ({
      ...COAL_YEAR,
      streams: [{ ...COAL_YEAR.streams[0], applied }],
    });
    const factorCell = async (applied: object[]) => {
      fakeApi({
        'GET /api/plants/2/source-streams': () => json({ streams: [COAL] }),
        'GET /api/plants/2/calculation': () => json(yearWith(applied)),
      });
      const { unmount } = renderWithApp(
        <SourceStreamsSection plantId={2} plantName="Coal Alpha" canEdit />,
      );
      await waitFor(() => expect(screen.queryByText('Calculating...')).toBeNull());
      const table = screen.getByRole('table', { name: /^CO2 of Coal Alpha in \d{4}/ });
      const text = within(table).getAllByRole('cell')[1]!.textContent;
      unmount();
      return text;
    };
    expect(await factorCell([own, entered(31)])).toBe(
      '56.1 t CO2/TJIPCC 2006 default, on the 334 days without an entry',
    );
    expect(await factorCell([entered(365)])).toBe(
      '56.1 t CO2/TJIPCC 2006 default, on no day: entered values cover every day',
    );
  });

  it('lists, refuses, enters and deletes an entry', async () => {
    const { posts, deleted } = await renderCoal();
    const user = userEvent.setup();
    await user.click(
      screen.getByRole('button', { name: 'Factors entered for source stream Hard coal' }),
    );
    const entries = await screen.findByRole('table', { name: 'Factors entered for Hard coal' });
    expect(within(entries).getByRole('row', { name: /^NCV/ }).textContent).toContain(
      '24.1 GJ/t2025-01-01 to 2025-01-31Laboratory analysis, 2025-01',
    );

    await user.type(screen.getByLabelText('Value'), '2000');
    await user.click(screen.getByRole('button', { name: 'Enter factor' }));
    expect(fieldMessage('Value')).toBe(
      'NCV must be a number above 0 and at most 1,000 GJ per unit',
    );
    expect(fieldMessage('Valid from')).toBe('Valid from must be a date (YYYY-MM-DD)');
    expect(fieldMessage('Source')).toBe(
      'Name the source of the value, e.g. "Laboratory analysis, batch 42"',
    );
    expect(posts).toEqual([]);

    await user.clear(screen.getByLabelText('Value'));
    await user.type(screen.getByLabelText('Value'), '25.3');
    await user.type(screen.getByLabelText('Valid from'), '2025-02-01');
    await user.type(screen.getByLabelText('Valid to'), '2025-02-28');
    await user.type(screen.getByLabelText('Source'), 'Laboratory analysis, 2025-02');
    await user.click(screen.getByRole('button', { name: 'Enter factor' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      parameter: 'ncv',
      value: 25.3,
      valid_from: '2025-02-01',
      valid_to: '2025-02-28',
      source: 'Laboratory analysis, 2025-02',
    });
    expect(await screen.findByText('Saved the NCV entry.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Delete the NCV entry of 2025-01-01' }));
    await waitFor(() => expect(deleted).toEqual(['f1']));
  });
});
