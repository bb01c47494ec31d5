import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, json, refusal, type Handler } from '@web/testing/fake-api';
import { fieldMessage } from '@web/testing/fields';
import { renderWithApp } from '@web/testing/render';
import { PermitsTab } from './permits-tab';

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save Permit Data' }));

async function replace(label: string, text: string) {
  await userEvent.clear(screen.getByLabelText(label));
  if (text) {
    await userEvent.click(screen.getByLabelText(label));
    await userEvent.paste(text);
  }
}

const SETTINGS = {
  eua_price_eur_per_t: 85,
  permit_block_t: 100_000,
  gwp_set: 'AR4',
  updated_at: null,
};

/** GET /api/ets/:year of a year whose plants in scope emitted `co2` t (one plant, declared). */
const etsYearOf =
  (co2: number, locked: { by: string; at: string } | null = null): Handler =>
  ({ url }) =>
    json({
      locked,
      year: Number(url.pathname.split('/').pop()),
      plants: [{ plant_id: 1, co2_t: co2, in_ets: true, in_ets_assumed: false, share_pct: 100 }],
      reported_co2_t: co2,
      scope_not_declared: { plant_ids: [], co2_t: 0 },
      verified_co2_t: null,
      verification: null,
      status: 'reported',
    });

async function renderTab(
  settings: object = SETTINGS,
  co2OfTheYear = 0,
  locked: { by: string; at: string } | null = null,
) {
  const api = fakeApi({
    'GET /api/permits': () => json({ permits: [] }),
    'GET /api/settings': () => json(settings),
  });
  for (let year = 2020; year <= 2030; year++)
    api.on(`GET /api/ets/${year}`, etsYearOf(co2OfTheYear, locked));
  renderWithApp(<PermitsTab />, '/settings?tab=permits');
  await screen.findByLabelText('Active permits');
  return api;
}

// The form opens on the current year (happy-dom cannot select a year the form then resets to).
const YEAR = Math.min(2030, Math.max(2020, new Date().getFullYear()));

const echoCreated: Handler = ({ init }) =>
  json({ id: 'p-1', ...JSON.parse(String(init.body)), created_at: '', updated_at: '' }, 201);

describe('the EU Permits tab', () => {
  it('refuses a missing, negative or fractional permit count, with the spec’s messages', async () => {
    const api = await renderTab();
    await replace('Active permits', '');
    await save();
    expect(fieldMessage('Active permits')).toBe('Active permits count is required');
    await replace('Active permits', '-1');
    await save();
    expect(fieldMessage('Active permits')).toBe('Must be a non-negative number');
    await replace('Active permits', '1.5');
    await save();
    expect(fieldMessage('Active permits')).toBe('Active permits must be a whole number');
    expect(api.count('POST /api/permits')).toBe(0);
  });

  it('refuses a company name over 100 and notes over 500 characters', async () => {
    await renderTab();
    await replace('Company name (optional)', 'C'.repeat(101));
    await replace('Notes (optional)', 'N'.repeat(501));
    await save();
    expect(fieldMessage('Company name (optional)')).toBe(
      'Company name must be less than 100 characters',
    );
    expect(fieldMessage('Notes (optional)')).toBe('Notes must be less than 500 characters');
  });

  it("keeps a locked year's record as it is: the save button is disabled, and the lock says why", async () => {
    const api = await renderTab(SETTINGS, 0, {
      by: 'ann@example.com',
      at: '2026-03-31T09:00:00.000Z',
    });
    const button = (await screen.findByRole('button', {
      name: 'Save Permit Data',
    })) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(true));
    const reason = document.getElementById(button.getAttribute('aria-describedby')!);
    expect(reason?.textContent).toBe(
      `${YEAR} is locked (by ann@example.com on 2026-03-31): unlock it to change its data`,
    );
    expect((screen.getByLabelText('Active permits') as HTMLInputElement).disabled).toBe(true);
    // Nor does the mode note promise a save the lock refuses.
    expect(screen.queryByText('Create mode')).toBeNull();
    expect(
      screen.getByText(`No record for ${YEAR}; none can be created while it is locked.`),
    ).toBeTruthy();
    expect(screen.getByLabelText('Notes (optional)').closest('fieldset')!.disabled).toBe(true);
    // The year stays to choose: another year may be open.
    expect((screen.getByLabelText('Permit year') as HTMLSelectElement).disabled).toBe(false);
    await userEvent.click(button);
    expect(api.count('POST /api/permits')).toBe(0);
  });

  it('shows the estimate of the permits entered and saves them', async () => {
    const api = await renderTab();
    await replace('Active permits', '3');
    expect(screen.getByText('300,000 tCO2')).toBeTruthy();
    expect(screen.getByText('25,500,000 EUR')).toBeTruthy();
    api.on('POST /api/permits', echoCreated);
    await save();
    expect((await screen.findByRole('status')).textContent).toBe('Permit data saved successfully');
    expect(api.count('POST /api/permits')).toBe(1);
  });

  it("shows the server's refusal of a second record for the year", async () => {
    const api = await renderTab();
    api.on('POST /api/permits', () =>
      refusal(409, 'A permit record for this year already exists.', 'duplicate_year'),
    );
    await replace('Active permits', '2');
    await save();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'A permit record for this year already exists.',
    );
  });

  it("explains a permit with the user's block size and price, and counts EUAs entered instead", async () => {
    await renderTab({ ...SETTINGS, permit_block_t: 25_000, eua_price_eur_per_t: 70 });
    await screen.findByText(/One permit = 25,000 t CO2 \(25,000 EUAs; one EUA covers 1 t CO2\)/);
    expect(screen.getByText(/valued at 70.00 EUR per EUA/)).toBeTruthy();
    await replace('Active permits', '2');
    expect(screen.getByText('50,000 tCO2')).toBeTruthy();
    await replace('Allowances entered in EUAs (optional; replaces permits x block size)', '1200');
    await replace('Free allocation', '300');
    await replace('Sold', '100');
    expect(screen.getByText('1,400 tCO2')).toBeTruthy();
    expect(screen.getByText('98,000 EUR')).toBeTruthy();
  });

  it('saves the allowance fields, an empty EUA count as null, and refuses a fractional one', async () => {
    const api = await renderTab();
    const bodies: unknown[] = [];
    api.on('POST /api/permits', (request) => {
      bodies.push(JSON.parse(String(request.init.body)));
      return echoCreated(request);
    });
    await replace('Allowances entered in EUAs (optional; replaces permits x block size)', '2.5');
    await save();
    expect(
      fieldMessage('Allowances entered in EUAs (optional; replaces permits x block size)'),
    ).toBeTruthy();
    expect(api.count('POST /api/permits')).toBe(0);
    await replace('Allowances entered in EUAs (optional; replaces permits x block size)', '');
    await replace('Active permits', '2');
    await replace('Purchased', '40');
    await replace('Surrendered', '7');
    await save();
    await screen.findByText('Permit data saved successfully');
    expect(bodies[0]).toMatchObject({
      active_permits: 2,
      allowances_eua: null,
      free_allocation: 0,
      purchased: 40,
      sold: 0,
      surrendered: 7,
    });
  });

  it('saves the permit number and monitoring plan version, and refuses one over 50 characters', async () => {
    const api = await renderTab();
    const bodies: unknown[] = [];
    api.on('POST /api/permits', (request) => {
      bodies.push(JSON.parse(String(request.init.body)));
      return echoCreated(request);
    });
    await replace('Permit number (optional)', 'P'.repeat(51));
    await save();
    expect(fieldMessage('Permit number (optional)')).toBe(
      'Permit number must be at most 50 characters',
    );
    expect(api.count('POST /api/permits')).toBe(0);
    await replace('Permit number (optional)', 'DEHSt-14310-0123');
    await replace('Monitoring plan version (optional)', 'MP v4.2');
    await save();
    await screen.findByText('Permit data saved successfully');
    expect(bodies[0]).toMatchObject({
      permit_number: 'DEHSt-14310-0123',
      monitoring_plan_version: 'MP v4.2',
    });
  });

  it('asks before saving 8,400,000 permits against a year of 128,884 t, explaining the unit', async () => {
    const api = await renderTab(SETTINGS, 128_883.7);
    api.on('POST /api/permits', echoCreated);
    await screen.findByText(
      `Your data for ${YEAR}: 128,883.7 t CO2 reported of 1 plant declared in EU ETS scope.`,
      {
        exact: false,
      },
    );
    await replace('Active permits', '8400000');
    await save();
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(
      `8,400,000 permits x 100,000 t = 840,000,000,000 t CO2, more than 10x the ${YEAR} verified ` +
        'emissions of 128,884 t. One permit stands for 100,000 t; if you hold 8,400,000 ' +
        'allowances (EUAs), enter them under Allowances in EUAs instead.',
    );
    expect(api.count('POST /api/permits')).toBe(0);

    // Going back saves nothing; saving anyway saves.
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.count('POST /api/permits')).toBe(0);
    await save();
    await userEvent.click(await screen.findByRole('button', { name: 'Save anyway' }));
    await screen.findByText('Permit data saved successfully');
    expect(api.count('POST /api/permits')).toBe(1);
  });

  it('saves 5 permits against the same year without asking', async () => {
    const api = await renderTab(SETTINGS, 128_883.7);
    api.on('POST /api/permits', echoCreated);
    await screen.findByText(`Your data for ${YEAR}`, { exact: false });
    await replace('Active permits', '5');
    await save();
    await screen.findByText('Permit data saved successfully');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.count('POST /api/permits')).toBe(1);
  });
});
