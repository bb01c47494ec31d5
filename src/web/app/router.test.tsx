import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeApi, json, refusal } from '../testing/fake-api';
import { session } from '../testing/fixtures';
import { LocationProbe } from '../testing/render';
import { AppRouteTable } from './router';

// Lazy screens are transformed on their first visit: slower than the usual wait for an element.
const slow = { timeout: 10_000 };

describe('a session revoked elsewhere', () => {
  it('sends the user to sign in, and back to where they were once signed in again', async () => {
    // The session was read while it was valid; it has been revoked on another device since.
    let revoked = true;
    const api = fakeApi({
      'GET /api/auth/get-session': () => json(session),
      'GET /api/demo': () => refusal(404, 'Demo account not found', 'not_found'),
      'GET /api/files': () =>
        revoked ? refusal(401, 'User not authenticated', 'unauthorized') : json({ files: [] }),
      'POST /api/auth/sign-in/email': () => {
        revoked = false;
        return json({ token: 'token-2' });
      },
    });

    render(
      <MemoryRouter initialEntries={['/dashboard/plants?plant=7']}>
        <AppRouteTable />
        <LocationProbe />
      </MemoryRouter>,
    );

    expect(await screen.findByRole('heading', { name: 'Sign in' }, slow)).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/auth/login');
    expect(screen.queryByText('Failed to auto-load data')).toBeNull();

    await userEvent.type(screen.getByLabelText('Email'), session.user.email);
    await userEvent.type(screen.getByLabelText('Password'), 'Correct-Passw0rd');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'No Data Available' }, slow)).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/dashboard/plants?plant=7');
    expect(api.count('GET /api/files')).toBe(2);
  });
});
