import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, json, refusal } from '../../../testing/fake-api';
import { fieldMessage } from '../../../testing/fields';
import { session } from '../../../testing/fixtures';
import { PasswordTab } from './password-tab';

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
    render(<PasswordTab />);
    await update();
    expect(fieldMessage('Current password')).toBe('Current password is required');
    expect(fieldMessage('New password')).toBe('New password is required');
    expect(fieldMessage('Confirm new password')).toBe('Please confirm your new password');
    expect(api.count('POST /api/auth/change-password')).toBe(0);
  });

  it('holds the new password to the register rules', async () => {
    fakeApi();
    render(<PasswordTab />);
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
    render(<PasswordTab />);
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
    render(<PasswordTab />);
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
});
