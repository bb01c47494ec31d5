import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, json, refusal } from '../../../testing/fake-api';
import { fieldMessage } from '../../../testing/fields';
import { renderWithApp } from '../../../testing/render';
import { PermitsTab } from './permits-tab';

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save Permit Data' }));

async function replace(label: string, text: string) {
  await userEvent.clear(screen.getByLabelText(label));
  if (text) {
    await userEvent.click(screen.getByLabelText(label));
    await userEvent.paste(text);
  }
}

async function renderTab() {
  const api = fakeApi({ 'GET /api/permits': () => json({ permits: [] }) });
  renderWithApp(<PermitsTab />, '/settings?tab=permits');
  await screen.findByLabelText('Active permits');
  return api;
}

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

  it('shows the estimate of the permits entered and saves them', async () => {
    const api = await renderTab();
    await replace('Active permits', '3');
    expect(screen.getByText('300,000 tCO2')).toBeTruthy();
    expect(screen.getByText('25,500,000 EUR')).toBeTruthy();
    api.on('POST /api/permits', ({ init }) =>
      json({ id: 'p-1', ...JSON.parse(String(init.body)), created_at: '', updated_at: '' }, 201),
    );
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
});
