import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@web/lib/paths';
import { fakeApi, json } from '@web/testing/fake-api';
import { renderWithApp } from '@web/testing/render';
import { ResetPasswordPage } from './reset-password-page';

describe('the reset-password screen', () => {
  it('says before saving that all API tokens will be revoked, and after it that they were', async () => {
    const api = fakeApi({ 'POST /api/auth/reset-password': () => json({ status: true }) });
    renderWithApp(<ResetPasswordPage />, `${paths.resetPassword}?token=link-token`);
    expect(screen.getByText(/revokes all API tokens of your account/)).toBeTruthy();

    await userEvent.type(screen.getByLabelText('New password'), 'Renewed-Passw0rd');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Renewed-Passw0rd');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));

    const done = await screen.findByRole('status');
    expect(done.textContent).toContain('Your password was changed');
    expect(done.textContent).toContain('All API tokens of your account were revoked');
    expect(done.textContent).toContain('Settings > API tokens');
    expect(api.count('POST /api/auth/reset-password')).toBe(1);
  });

  it('explains a used or expired link instead of "Invalid token", and sends a new one', async () => {
    const api = fakeApi({
      'POST /api/auth/reset-password': () =>
        json({ code: 'INVALID_TOKEN', message: 'Invalid token' }, 400),
      'POST /api/auth/request-password-reset': () => json({ status: true }),
    });
    renderWithApp(<ResetPasswordPage />, `${paths.resetPassword}?token=used-token`);
    await userEvent.type(screen.getByLabelText('New password'), 'Renewed-Passw0rd');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Renewed-Passw0rd');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));

    const why = await screen.findByRole('alert');
    expect(why.textContent).toContain('This reset link has expired or was used already');
    expect(why.textContent).toContain('a link works once, for one hour');
    expect(screen.queryByText(/Invalid token/)).toBeNull();
    await userEvent.type(screen.getByLabelText('Email'), 'ann@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText(/we sent it a link/)).toBeTruthy();
    expect(api.count('POST /api/auth/request-password-reset')).toBe(1);
  });
});
