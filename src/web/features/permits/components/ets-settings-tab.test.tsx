import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  MSG_CORROBORATION_FLAG,
  MSG_EUA_PRICE,
  MSG_PENALTY,
  MSG_PERMIT_BLOCK,
} from '@domain/validation/settings';
import { queryKeys } from '@web/lib/query-keys';
import { fakeApi, json, refusal } from '@web/testing/fake-api';
import { fieldMessage } from '@web/testing/fields';
import { testQueryClient } from '@web/testing/render';
import { EtsSettingsTab, MSG_SETTINGS_SAVED } from './ets-settings-tab';

const PRICE = 'EUA price (EUR per EUA)';
const BLOCK = 'Permit block size (t CO2 per permit)';
const GWP = 'GWP set for CO2e';
const PENALTY = 'Excess emissions penalty (EUR per tonne)';
const CORROBORATION = 'Corroboration difference flagged above (%)';
const DEFAULTS = {
  eua_price_eur_per_t: 85,
  permit_block_t: 100_000,
  gwp_set: 'AR4',
  penalty_eur_per_t: 100,
  corroboration_flag_pct: 5,
  updated_at: null,
};

async function replace(label: string, text: string) {
  await userEvent.clear(screen.getByLabelText(label));
  if (text) {
    await userEvent.click(screen.getByLabelText(label));
    await userEvent.paste(text);
  }
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save settings' }));

async function renderTab() {
  const api = fakeApi({ 'GET /api/settings': () => json(DEFAULTS) });
  const client = testQueryClient();
  // An analysis and an ETS year in the cache, as the screens left them.
  client.setQueryData(queryKeys.analysis.scope({ file: 'all' }), { cached: true });
  client.setQueryData(queryKeys.ets.year(2025), { cached: true });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <EtsSettingsTab />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await screen.findByLabelText(PRICE);
  return { api, client };
}

describe('the ETS & CO2e settings tab', () => {
  it('shows the defaults and the GWP sets with their CH4 and N2O values', async () => {
    await renderTab();
    expect((screen.getByLabelText(PRICE) as HTMLInputElement).value).toBe('85');
    expect((screen.getByLabelText(BLOCK) as HTMLInputElement).value).toBe('100000');
    const options = [...(screen.getByLabelText(GWP) as HTMLSelectElement).options];
    expect(options.map((o) => o.textContent)).toEqual([
      'AR4 (default): CH4 25, N2O 298',
      'AR5: CH4 28, N2O 265',
      'AR6: CH4 29.8, N2O 273',
    ]);
    expect(screen.getByText(/One EUA \(EU allowance\) covers 1 t CO2/)).toBeTruthy();
  });

  it('saves the settings, confirms, and has every analysis and ETS year fetched again', async () => {
    const { api, client } = await renderTab();
    let body: unknown;
    api.on('PUT /api/settings', ({ init }) => {
      body = JSON.parse(String(init.body));
      return json({ ...(body as object), updated_at: '2026-05-02T10:00:00.000Z' });
    });
    await replace(PRICE, '70.5');
    await replace(BLOCK, '50000');
    await userEvent.selectOptions(screen.getByLabelText(GWP), 'AR6');
    await replace(PENALTY, '114.2');
    expect((screen.getByLabelText(CORROBORATION) as HTMLInputElement).value).toBe('5');
    await replace(CORROBORATION, '2.5');
    await save();
    expect((await screen.findByRole('status')).textContent).toBe(MSG_SETTINGS_SAVED);
    expect(body).toEqual({
      eua_price_eur_per_t: 70.5,
      permit_block_t: 50_000,
      gwp_set: 'AR6',
      penalty_eur_per_t: 114.2,
      corroboration_flag_pct: 2.5,
    });
    const state = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(state(queryKeys.analysis.scope({ file: 'all' }))).toBe(true);
    expect(state(queryKeys.ets.year(2025))).toBe(true);
  });

  it('keeps what the user is typing when the same settings are fetched again', async () => {
    const { api, client } = await renderTab();
    await replace(PRICE, '70.5');
    // Saved again elsewhere with the same values: only the time of the change differs.
    api.on('GET /api/settings', () =>
      json({ ...DEFAULTS, updated_at: '2026-05-02T10:00:00.000Z' }),
    );
    await client.refetchQueries({ queryKey: queryKeys.settings() });
    await screen.findByText(/^Last changed/);
    expect((screen.getByLabelText(PRICE) as HTMLInputElement).value).toBe('70.5');
  });

  it('refuses a price of 0, a fractional block, a negative penalty and a share above 100 % next to the field, without saving', async () => {
    const { api } = await renderTab();
    await replace(PRICE, '0');
    await replace(BLOCK, '1.5');
    await replace(PENALTY, '-5');
    await replace(CORROBORATION, '150');
    await save();
    // The form validates asynchronously: the messages appear after the click has returned.
    await expect.poll(() => fieldMessage(PRICE)).toBe(MSG_EUA_PRICE);
    expect(fieldMessage(BLOCK)).toBe(MSG_PERMIT_BLOCK);
    expect(fieldMessage(PENALTY)).toBe(MSG_PENALTY);
    expect(fieldMessage(CORROBORATION)).toBe(MSG_CORROBORATION_FLAG);
    await replace(PRICE, '');
    await save();
    await expect.poll(() => fieldMessage(PRICE)).toBe(MSG_EUA_PRICE);
    expect(api.count('PUT /api/settings')).toBe(0);
  });

  it("shows the server's refusal of a price", async () => {
    const { api } = await renderTab();
    api.on('PUT /api/settings', () => refusal(400, MSG_EUA_PRICE, 'validation_error'));
    await replace(PRICE, '90');
    await save();
    expect((await screen.findByRole('alert')).textContent).toBe(MSG_EUA_PRICE);
  });
});
