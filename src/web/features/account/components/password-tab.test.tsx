import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, json, refusal } from '@web/testing/fake-api';
import { fieldMessage } from '@web/testing/fields';
import { session } from '@web/testing/fixtures';
import { renderWithApp } from '@web/testing/render';
import { PasswordTab } from './password-tab';

const renderTab = () => renderWithApp(<PasswordTab />, '/settings?tab=password');
const update = () => userEvent.click(screen.getByRole('button', { name: 'Update Password' }));

async function fill(values: Record<string, string>) {
  for (const [label, text] of Object.entries(values)) {
    await userEvent.clear(screen.getByLabelText(label));
    await userEvent.type(screen.getByLabelText(label), text);
  }
}

describe('the Password tab', () => {
  it('asks for each field with the spec’s messages', async () => {
    const api = fakeApi();
    renderTab();
    await update();
    expect(fieldMessage('Current password')).toBe('Current password is required');
    expect(fieldMessage('New password')).toBe('New password is required');
    expect(fieldMessage('Confirm new password')).toBe('Please confirm your new password');
    expect(api.count('POST /api/auth/change-password')).toBe(0);
  });

  it('holds the new password to the register rules', async () => {
    fakeApi();
    renderTab();
    await fill({ 'Current password': 'Old-Passw0rd', 'New password': 'Ab1' });
    await update();
    expect(fieldMessage('New password')).toBe('Password must be at least 8 characters long');
    await fill({ 'New password': 'abcdefgh' });
    await update();
    expect(fieldMessage('New password')).toBe(
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    );
  });

  it('says "Passwords must match" under a confirmation that differs', async () => {
    fakeApi();
    renderTab();
    await fill({
      'Current password': 'Old-Passw0rd',
      'New password': 'New-Passw0rd',
      'Confirm new password': 'New-Passw0rd!',
    });
    await update();
    expect(fieldMessage('Confirm new password')).toBe('Passwords must match');
  });

  it("shows the provider's refusal above the form, and success once changed", async () => {
    const api = fakeApi({
      'POST /api/auth/change-password': () => refusal(400, 'Invalid password', 'INVALID_PASSWORD'),
    });
    renderTab();
    await fill({
      'Current password': 'Wrong-Passw0rd',
      'New password': 'New-Passw0rd',
      'Confirm new password': 'New-Passw0rd',
    });
    await update();
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid password');

    api.on('POST /api/auth/change-password', () => json({ token: null }));
    api.on('GET /api/auth/get-session', () => json(session));
    await fill({ 'Current password': 'Old-Passw0rd' });
    await update();
    expect((await screen.findByRole('status')).textContent).toBe('Password updated successfully');
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('');
  });

  it('keeps the API tokens unless asked, and revokes them all once the change succeeded', async () => {
    const api = fakeApi({
      'POST /api/auth/change-password': () => json({ token: null }),
      'GET /api/auth/get-session': () => json(session),
      'DELETE /api/tokens': () => json({ revoked: 2 }),
    });
    renderTab();
    const revokeTokens = screen.getByRole('checkbox', { name: 'Also revoke all API tokens' });
    const change = async (current: string) => {
      await fill({
        'Current password': current,
        'New password': 'New-Passw0rd',
        'Confirm new password': 'New-Passw0rd',
      });
      await update();
    };

    expect((revokeTokens as HTMLInputElement).checked).toBe(false);
    await change('Old-Passw0rd');
    expect(await screen.findByText('Password updated successfully')).toBeTruthy();
    expect(api.count('DELETE /api/tokens')).toBe(0);

    // Ticked, a refused change revokes nothing.
    api.on('POST /api/auth/change-password', () =>
      refusal(400, 'Invalid password', 'INVALID_PASSWORD'),
    );
    await userEvent.click(revokeTokens);
    await change('Wrong-Passw0rd');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid password');
    expect(api.count('DELETE /api/tokens')).toBe(0);

    api.on('POST /api/auth/change-password', () => json({ token: null }));
    await change('Old-Passw0rd');
    expect(
      await screen.findByText('Password updated successfully. 2 API tokens were revoked.'),
    ).toBeTruthy();
    expect(api.count('DELETE /api/tokens')).toBe(1);
    expect((revokeTokens as HTMLInputElement).checked).toBe(false);
  });

  it('says so when the password changed but the API tokens could not be revoked', async () => {
    fakeApi({
      'POST /api/auth/change-password': () => json({ token: null }),
      'GET /api/auth/get-session': () => json(session),
      'DELETE /api/tokens': () => refusal(503, 'The database is unavailable', 'unavailable'),
    });
    renderTab();
    await fill({
      'Current password': 'Old-Passw0rd',
      'New password': 'New-Passw0rd',
      'Confirm new password': 'New-Passw0rd',
    });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Also revoke all API tokens' }));
    await update();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your password was changed, but your API tokens could not be revoked: revoke them under API tokens.',
    );
  });
});
