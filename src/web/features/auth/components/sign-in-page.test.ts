// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG_EMAIL_INVALID, MSG_EMAIL_REQUIRED } from '../../../../domain/core/messages';
import { paths } from '../../../app/paths';
import { authClient } from '../../../lib/auth-client';
import { SignInPage } from './sign-in-page';

const DEMO = { email: 'demo@example.com', password: 'demo-password-1' };

function renderPage(demo: typeof DEMO | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      demo
        ? new Response(JSON.stringify(demo), { status: 200 })
        : new Response('', { status: 404 }),
    ),
  );
  render(
    createElement(
      MemoryRouter,
      { initialEntries: [paths.login] },
      createElement(
        Routes,
        null,
        createElement(Route, { path: paths.login, element: createElement(SignInPage) }),
        createElement(Route, { path: paths.dashboard, element: 'the dashboard' }),
      ),
    ),
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('SignInPage', () => {
  it('fills in the demo credentials and signs in with them', async () => {
    const signIn = vi
      .spyOn(authClient, 'signIn')
      .mockResolvedValue({ data: { token: 't' }, error: null });
    renderPage(DEMO);
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveProperty('value', DEMO.email));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText('the dashboard');
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
});
