import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '@web/testing/fake-api';
import { fieldMessage } from '@web/testing/fields';
import { queryKeys } from '@web/lib/query-keys';
import { renderWithApp, testQueryClient } from '@web/testing/render';
import type { RegisterEntry as Entry } from '@domain/analysis/register-entry-schema';
import { ASSUMABLE_FIELDS as FIELDS } from '@domain/analysis/register-entry-schema';
import { PlantRegisterPage } from './plant-register-page';

const allAssumed = (on: boolean) =>
  Object.fromEntries(FIELDS.map((f) => [f, on])) as Entry['assumed'];

const entry = (fields: Partial<Entry>): Entry => ({
  plant_id: 1,
  plant_name: 'Coal Plant Alpha',
  fuel_type: 'Coal',
  country: 'US',
  sector: 'Energy - Coal',
  capacity_mw: null,
  ets_installation_id: null,
  in_ets: false,
  sec_reporting: true,
  renewable_share: 5,
  notes: null,
  timezone: null,
  confirmed: false,
  assumed: allAssumed(true),
  updated_at: null,
  ...fields,
});

/** The register API as the server keeps it: a PUT declares the fields it names. */
async function renderPage(plants: Entry[]) {
  const puts: { id: string; body: Record<string, unknown> }[] = [];
  const api = fakeApi({
    'GET /api/plants': () => json({ plants, plantCount: plants.length, offset: 0 }),
  });
  for (const p of plants) {
    api.on(`PUT /api/plants/${p.plant_id}`, ({ init }) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      puts.push({ id: String(p.plant_id), body });
      const assumed = { ...p.assumed };
      for (const key of Object.keys(body)) if (key in assumed) assumed[key as 'country'] = false;
      Object.assign(p, body, {
        assumed: body.confirmed ? allAssumed(false) : assumed,
      });
      return json(p);
    });
  }
  renderWithApp(<PlantRegisterPage />, '/dashboard/plants/register');
  await waitFor(() => expect(screen.queryByText('Loading plants...')).toBeNull());
  return { api, puts };
}

const row = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}`) });

describe('the plant register screen', () => {
  it('says there are no plants without data', async () => {
    await renderPage([]);
    expect(screen.getByText(/No plants yet/)).toBeTruthy();
  });

  it('names every column, the actions one too (read aloud, not shown)', async () => {
    await renderPage([entry({})]);
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent?.trim()).filter((t) => !t)).toEqual([]);
    expect(headers.at(-1)!.textContent).toBe('Actions');
  });

  it('shows each value with "assumed" beside it until declared, and none once confirmed', async () => {
    await renderPage([
      entry({}),
      entry({
        plant_id: 2,
        plant_name: 'Gas Turbine Beta',
        country: 'Austria',
        confirmed: true,
        capacity_mw: 410,
        assumed: allAssumed(false),
      }),
    ]);
    const alpha = row('Coal Plant Alpha');
    expect(within(alpha).getAllByText('assumed')).toHaveLength(7);
    expect(alpha.textContent).toContain('Not confirmed');
    const beta = row('Gas Turbine Beta');
    expect(within(beta).queryByText('assumed')).toBeNull();
    expect(beta.textContent).toContain('Austria');
    expect(beta.textContent).toContain('410.0 MW');
    expect(beta.textContent).toContain('Confirmed');
    expect(screen.getByText('1 plant has assumed facts.')).toBeTruthy();
  });

  it('refuses values with the shared messages, without asking the server', async () => {
    const { puts } = await renderPage([entry({})]);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Coal Plant Alpha' }));
    await userEvent.clear(screen.getByLabelText('Renewable share (%)'));
    await userEvent.type(screen.getByLabelText('Renewable share (%)'), '120');
    await userEvent.type(screen.getByLabelText('Capacity (MW)'), '-3');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(fieldMessage('Renewable share (%)')).toBe('Renewable share must be between 0 and 100');
    expect(fieldMessage('Capacity (MW)')).toBe('Capacity must be 0 MW or more');
    expect(puts).toEqual([]);
  });

  it('saving declares every field the form shows: an assumed value saved is declared', async () => {
    const { puts } = await renderPage([entry({})]);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Coal Plant Alpha' }));
    // Every field shows an assumed default; Poland's assumed scope is "Yes", and saving declares it.
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'Poland');
    await userEvent.type(screen.getByLabelText('Capacity (MW)'), '650');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('Saved Coal Plant Alpha.')).toBeTruthy());
    expect(puts).toEqual([
      {
        id: '1',
        body: {
          country: 'Poland',
          sector: 'Energy - Coal',
          capacity_mw: 650,
          ets_installation_id: '',
          in_ets: true,
          sec_reporting: true,
          renewable_share: 5,
          confirmed: true,
        },
      },
    ]);
    const alpha = row('Coal Plant Alpha');
    await waitFor(() => expect(alpha.textContent).toContain('Poland'));
    expect(within(alpha).queryByText('assumed')).toBeNull();
  });

  it('shows the scope a newly chosen country assumes, so that saving declares what was shown', async () => {
    const { puts } = await renderPage([entry({})]);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Coal Plant Alpha' }));
    const scope = screen.getByLabelText('In EU ETS scope') as HTMLSelectElement;
    expect(scope.value).toBe('no');
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'Netherlands');
    expect(scope.value).toBe('yes');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.body).toMatchObject({ country: 'Netherlands', in_ets: true });
    // A scope the user chose stays as chosen, whatever country follows.
    await userEvent.click(screen.getByRole('button', { name: 'Edit Coal Plant Alpha' }));
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'US');
    expect((screen.getByLabelText('In EU ETS scope') as HTMLSelectElement).value).toBe('yes');
  });

  it('declares the values shown when saved unchanged, and sends only changes once declared', async () => {
    const { puts } = await renderPage([entry({ in_ets: true, country: 'Germany' })]);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Coal Plant Alpha' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('Saved Coal Plant Alpha.')).toBeTruthy());
    expect(puts[0]!.body).toMatchObject({ in_ets: true, country: 'Germany', confirmed: true });
    await waitFor(() => expect(within(row('Coal Plant Alpha')).queryByText('assumed')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Edit Coal Plant Alpha' }));
    await userEvent.clear(screen.getByLabelText('Sector'));
    await userEvent.type(screen.getByLabelText('Sector'), 'Energy - Lignite');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]!.body).toEqual({ sector: 'Energy - Lignite' });
  });

  it("declares a plant's time zone, and clears it again", async () => {
    const { puts } = await renderPage([entry({})]);
    expect(row('Coal Plant Alpha').textContent).toContain('Time zone not declared');
    await userEvent.click(screen.getByRole('button', { name: 'Edit Coal Plant Alpha' }));
    await userEvent.selectOptions(screen.getByLabelText('Time zone'), 'Europe/Berlin');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(row('Coal Plant Alpha').textContent).toContain('Days in Europe/Berlin'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Edit Coal Plant Alpha' }));
    await userEvent.selectOptions(screen.getByLabelText('Time zone'), '');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(row('Coal Plant Alpha').textContent).toContain('Time zone not declared'),
    );
    // The first save also declares the assumed values the form showed; the second finds none.
    expect(puts.map((p) => p.body.timezone)).toEqual(['Europe/Berlin', '']);
    expect(puts[0]!.body.confirmed).toBe(true);
    expect(puts[1]!.body).toEqual({ timezone: '' });
  });

  it("shows the organisation's default time zone on a plant without its own, and changes it", async () => {
    let zone: string | null = 'Europe/Berlin';
    let sent: unknown = null;
    const organisation = () =>
      json({ id: 'org-1', name: 'Own', default_timezone: zone, require_two_factor: false });
    fakeApi({
      'GET /api/plants': () => json({ plants: [entry({})], plantCount: 1, offset: 0 }),
      'GET /api/organisation': organisation,
      'PUT /api/organisation/timezone': ({ init }) => {
        sent = JSON.parse(String(init.body));
        zone = (sent as { timezone: string | null }).timezone;
        return organisation();
      },
    });
    renderWithApp(<PlantRegisterPage />, '/dashboard/plants/register');
    await screen.findByText("Days in Europe/Berlin (the organisation's default)");
    const select = screen.getByLabelText('Time zone of plants without their own');
    await waitFor(() => expect((select as HTMLSelectElement).value).toBe('Europe/Berlin'));
    await userEvent.selectOptions(select, '');
    await waitFor(() => expect(sent).toEqual({ timezone: null }));
    await waitFor(() =>
      expect(row('Coal Plant Alpha').textContent).toContain('Time zone not declared'),
    );
  });

  it('confirms an entry: nothing is assumed any more', async () => {
    const { puts } = await renderPage([entry({})]);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Coal Plant Alpha' }));
    await waitFor(() => expect(screen.getByText(/Confirmed Coal Plant Alpha/)).toBeTruthy());
    expect(puts).toEqual([{ id: '1', body: { confirmed: true } }]);
    await waitFor(() => expect(within(row('Coal Plant Alpha')).queryByText('assumed')).toBeNull());
  });

  it('fetches the analyses and ETS years again after a save: they read the ETS scope', async () => {
    const plant = entry({});
    fakeApi({
      'GET /api/plants': () => json({ plants: [plant], plantCount: 1, offset: 0 }),
      'PUT /api/plants/1': () => json({ ...plant, confirmed: true, assumed: allAssumed(false) }),
    });
    const client = testQueryClient();
    // An analysis and an ETS year in the cache, as the other screens left them.
    client.setQueryData(queryKeys.analysis.scope({ file: 'all' }), { cached: true });
    client.setQueryData(queryKeys.ets.year(2025), { cached: true });
    render(
      <QueryClientProvider client={client}>
        <PlantRegisterPage />
      </QueryClientProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm Coal Plant Alpha' }));
    await screen.findByText(/Confirmed Coal Plant Alpha/);
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale(queryKeys.analysis.scope({ file: 'all' }))).toBe(true);
    expect(stale(queryKeys.ets.year(2025))).toBe(true);
  });
});
