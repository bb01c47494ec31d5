import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { refreshSession } from '../../../lib/auth-client';
import { fakeApi, json, type Handler } from '../../../testing/fake-api';
import { session } from '../../../testing/fixtures';
import { renderWithApp } from '../../../testing/render';
import { MembersTab } from './members-tab';

const organisation = (requireTwoFactor: boolean) => ({
  id: 'org-1',
  name: 'Stadtwerke Nord',
  role: 'admin',
  permissions: ['edit_data', 'record_verification', 'manage_members', 'lock_years', 'read_audit'],
  require_two_factor: requireTwoFactor,
});

async function renderTab(secondFactor: boolean, routes: Record<string, Handler> = {}) {
  let required = false;
  const api = fakeApi({
    'GET /api/auth/get-session': () =>
      json({ ...session, user: { ...session.user, twoFactorEnabled: secondFactor } }),
    'GET /api/me': () => json({ ...session.user, organisation: organisation(required) }),
    'GET /api/auth/organization/list-members': () => json({ members: [], total: 0 }),
    'GET /api/auth/organization/list-invitations': () => json([]),
    'PUT /api/organisation': ({ init }) => {
      required = (JSON.parse(String(init.body)) as { require_two_factor: boolean })
        .require_two_factor;
      return json({ id: 'org-1', name: 'Stadtwerke Nord', require_two_factor: required });
    },
    ...routes,
  });
  await refreshSession();
  renderWithApp(<MembersTab />, '/settings?tab=organisation');
  return api;
}

const checkbox = () =>
  screen.findByRole<HTMLInputElement>('checkbox', {
    name: 'Require a second factor of every member',
  });

describe('Settings > Organisation: requiring a second factor (issue 28 §4)', () => {
  it('lets an admin with a second factor require it of every member', async () => {
    const api = await renderTab(true);
    const box = await checkbox();
    expect(box.checked).toBe(false);
    expect(box.disabled).toBe(false);
    await userEvent.click(box);
    expect(await screen.findByText('Every member now needs a second factor.')).toBeTruthy();
    expect(api.count('PUT /api/organisation')).toBe(1);
    expect((await checkbox()).checked).toBe(true);
  });

  it('disables it, saying why, for an admin without a second factor of their own', async () => {
    const api = await renderTab(false);
    const box = await checkbox();
    expect(box.disabled).toBe(true);
    const hint = document.getElementById(box.getAttribute('aria-describedby')!)!;
    expect(hint.textContent).toBe(
      'Turn on your own second factor first in Settings > Two-factor: otherwise you would lock yourself out.',
    );
    expect(screen.getByRole('link', { name: 'Settings > Two-factor' }).getAttribute('href')).toBe(
      '/settings?tab=two-factor',
    );
    await userEvent.click(box);
    expect(api.count('PUT /api/organisation')).toBe(0);
  });
});
