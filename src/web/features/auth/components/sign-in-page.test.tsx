import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MSG_EMAIL_INVALID, MSG_EMAIL_REQUIRED } from '@domain/messages';
import { paths } from '@web/lib/paths';
import { authClient } from '@web/lib/auth-client';
import { renderWithApp } from '@web/testing/render';
import { MSG_ADDRESS_CONFIRMED, MSG_CONFIRMATION_FAILED } from './confirmation-notice';
import { SignInPage } from './sign-in-page';

const DEMO = { email: 'demo@example.com', password: 'demo-password-1' };

/** The sign-in page, with GET /api/demo answering the demo credentials or 404. */
function renderPage(demo: typeof DEMO | null, path: string = paths.login) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      demo
        ? new Response(JSON.stringify(demo), { status: 200 })
        : new Response('', { status: 404 }),
    ),
  );
  renderWithApp(<SignInPage />, path);
}

describe('SignInPage', () => {
  it('fills in the demo credentials and signs in with them', async () => {
    const signIn = vi
      .spyOn(authClient, 'signIn')
      .mockResolvedValue({ data: { token: 't' }, error: null });
    renderPage(DEMO);
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveProperty('value', DEMO.email));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('location')).toHaveProperty('textContent', paths.dashboard);
    expect(signIn).toHaveBeenCalledWith(DEMO.email, DEMO.password);
  });

  it('shows the field messages on submit, follows the typing, and sends nothing invalid', async () => {
    const signIn = vi.spyOn(authClient, 'signIn');
    renderPage(null);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(MSG_EMAIL_REQUIRED)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-address');
    expect(await screen.findByText(MSG_EMAIL_INVALID)).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Email'), '@example.com');
    await waitFor(() => expect(screen.queryByText(MSG_EMAIL_INVALID)).toBeNull());
    expect(signIn).not.toHaveBeenCalled();
  });

  it('says the address is confirmed when a confirmation link led here', async () => {
    renderPage(null, `${paths.login}?confirmed=1`);
    expect(await screen.findByRole('status')).toHaveProperty('textContent', MSG_ADDRESS_CONFIRMED);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('says when the confirmation link did not work', async () => {
    renderPage(null, `${paths.login}?confirmed=1&error=TOKEN_EXPIRED`);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', MSG_CONFIRMATION_FAILED);
  });
});
