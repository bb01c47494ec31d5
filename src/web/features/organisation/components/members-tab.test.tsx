import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS, type Role } from '@domain/access/roles';
import { refreshSession } from '@web/lib/auth-client';
import { fakeApi, json, type Handler } from '@web/testing/fake-api';
import { session } from '@web/testing/fixtures';
import { renderWithApp } from '@web/testing/render';
import { MembersTab } from './members-tab';

const organisation = (requireTwoFactor: boolean, role: Role, id: string) => ({
  id,
  name: 'Stadtwerke Nord',
  role,
  permissions: ROLE_PERMISSIONS[role],
  require_two_factor: requireTwoFactor,
});

async function renderTab(
  secondFactor: boolean,
  routes: Record<string, Handler> = {},
  { role = 'admin' as Role, id = 'org-1' } = {},
) {
  let required = false;
  const api = fakeApi({
    'GET /api/auth/get-session': () =>
      json({ ...session, user: { ...session.user, twoFactorEnabled: secondFactor } }),
    'GET /api/me': () => json({ ...session.user, organisation: organisation(required, role, id) }),
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

describe('Settings > Organisation: members of an organisation requiring a second factor', () => {
  it('says why the members cannot be listed without one, and where to turn it on', async () => {
    const refused = () =>
      json(
        {
          code: 'two_factor_required',
          message: 'Stadtwerke Nord requires a second factor: turn it on in Settings > Two-factor.',
        },
        403,
      );
    await renderTab(false, {
      'GET /api/auth/organization/list-members': refused,
      'GET /api/auth/organization/list-invitations': refused,
    });
    expect(
      await screen.findByText(
        /^Stadtwerke Nord requires a second factor: turn it on in Settings > Two-factor\./,
      ),
    ).toBeTruthy();
    expect(
      screen.getAllByRole('link', { name: 'Turn on two-factor authentication' }).length,
    ).toBeGreaterThan(0);
    expect(screen.queryByText('Failed to load the members')).toBeNull();
  });
});

describe('Settings > Organisation: deleting it', () => {
  const deleteSection = () => screen.queryByRole('region', { name: 'Delete organisation' });

  it("lets the owner delete a team's organisation once its name is typed, then opens their own", async () => {
    let confirmed: unknown = null;
    const api = await renderTab(
      true,
      {
        'DELETE /api/organisation': ({ init }) => {
          confirmed = JSON.parse(String(init.body));
          return new Response(null, { status: 204 });
        },
      },
      { role: 'owner' },
    );
    const field = await screen.findByLabelText('Type Stadtwerke Nord to confirm');
    expect(deleteSection()).not.toBeNull();
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Delete organisation' });
    expect(button.disabled).toBe(true);
    await userEvent.type(field, 'Stadtwerke');
    expect(button.disabled).toBe(true);
    await userEvent.type(field, ' Nord');
    await userEvent.click(button);
    expect((await screen.findByTestId('location')).textContent).toBe(
      `/dashboard?org=${session.user.id}`,
    );
    expect(confirmed).toEqual({ confirm: 'Stadtwerke Nord' });
    expect(api.count('DELETE /api/organisation')).toBe(1);
  });

  it('is not offered to an admin', async () => {
    await renderTab(true);
    await screen.findByText(/You act in/);
    expect(deleteSection()).toBeNull();
  });

  it('is not offered for the owner’s own organisation, which goes with the account', async () => {
    await renderTab(true, {}, { role: 'owner', id: session.user.id });
    await screen.findByText(/You act in/);
    expect(deleteSection()).toBeNull();
  });
});
