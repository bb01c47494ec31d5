import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { refreshSession, useSession } from '@web/lib/auth-client';
import { fakeApi, json, refusal, type Handler } from '@web/testing/fake-api';
import { fieldMessage } from '@web/testing/fields';
import { session } from '@web/testing/fixtures';
import { renderWithApp } from '@web/testing/render';
import { TwoFactorTab } from './two-factor-tab';

const URI =
  'otpauth://totp/Sustainability%20Intelligence%20Dashboard:ada%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Sustainability+Intelligence+Dashboard&digits=6&period=30';
const CODES = ['aB3dE-fG7hJ', 'kL9mN-pQ2rS', 'tU4vW-xY5zA'];
const withSecondFactor = (on: boolean) =>
  json({ ...session, user: { ...session.user, twoFactorEnabled: on } });

/** The tab as Settings shows it: for the session's user, gone once the session ends. */
function TabOfSession() {
  const { data } = useSession();
  return data ? <TwoFactorTab user={data.user} /> : <p>Signed out</p>;
}

async function renderTab(on: boolean, routes: Record<string, Handler>) {
  const api = fakeApi({ 'GET /api/auth/get-session': () => withSecondFactor(on), ...routes });
  await refreshSession();
  renderWithApp(<TabOfSession />, '/settings?tab=two-factor');
  return api;
}

const click = (name: string) => userEvent.click(screen.getByRole('button', { name }));
const sentBody = (init: RequestInit) => JSON.parse(String(init.body)) as unknown;

describe('the Two-factor authentication tab', () => {
  it('turns it on: password, setup key, a first code, then the backup codes once', async () => {
    const api = await renderTab(false, {
      'POST /api/auth/two-factor/enable': ({ init }) =>
        (sentBody(init) as { password: string }).password === 'Sturdy-Passw0rd'
          ? json({ totpURI: URI, backupCodes: CODES })
          : refusal(400, 'Invalid password', 'INVALID_PASSWORD'),
      'POST /api/auth/two-factor/verify-totp': () => refusal(401, 'Invalid code', 'INVALID_CODE'),
    });
    expect(screen.getByText(/Off\./)).toBeTruthy();

    await click('Set up two-factor authentication');
    expect(fieldMessage('Password')).toBe('Password is required');
    await userEvent.type(screen.getByLabelText('Password'), 'Wrong-Passw0rd');
    await click('Set up two-factor authentication');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid password');
    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'Sturdy-Passw0rd');
    await click('Set up two-factor authentication');

    expect(((await screen.findByLabelText('Setup key')) as HTMLInputElement).value).toBe(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
    expect((screen.getByLabelText('Setup link (otpauth)') as HTMLInputElement).value).toBe(URI);

    await click('Turn on');
    expect(fieldMessage('Authentication code')).toBe(
      'Enter the 6-digit code from your authenticator app',
    );
    expect(api.count('POST /api/auth/two-factor/verify-totp')).toBe(0);
    await userEvent.type(screen.getByLabelText('Authentication code'), '123456');
    await click('Turn on');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Wrong code. Enter the code your authenticator app shows now.',
    );
    // A wrong code answers 401, yet the session is still there: the user stays where they are.
    expect(screen.queryByText('Signed out')).toBeNull();
    expect(api.count('GET /api/auth/get-session')).toBe(1);

    api.on('POST /api/auth/two-factor/verify-totp', () => json({ token: 't' }));
    api.on('GET /api/auth/get-session', () => withSecondFactor(true));
    await click('Turn on');
    expect(await screen.findByText('Two-factor authentication is on.')).toBeTruthy();
    const codes = screen.getByRole('list', { name: 'Backup codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES);
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await click('Copy');
    expect(writeText).toHaveBeenCalledWith(CODES.join('\n'));
    await screen.findByText('Copied');

    await click('I have saved my backup codes');
    expect(screen.getByText(/On\./)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Backup codes' })).toBeNull();
  });

  it('turns it off with the password', async () => {
    const api = await renderTab(true, {
      'POST /api/auth/two-factor/disable': () =>
        refusal(400, 'Invalid password', 'INVALID_PASSWORD'),
    });
    await click('Turn off');
    await userEvent.type(screen.getByLabelText('Password'), 'Wrong-Passw0rd');
    await click('Turn off two-factor authentication');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid password');

    api.on('POST /api/auth/two-factor/disable', () => json({ status: true }));
    api.on('GET /api/auth/get-session', () => withSecondFactor(false));
    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'Sturdy-Passw0rd');
    await click('Turn off two-factor authentication');
    expect(await screen.findByText('Two-factor authentication is off.')).toBeTruthy();
    expect(screen.getByText(/Off\./)).toBeTruthy();
  });

  it('makes new backup codes with the password, or cancels', async () => {
    const api = await renderTab(true, {
      'POST /api/auth/two-factor/generate-backup-codes': () =>
        json({ status: true, backupCodes: CODES.slice(0, 2) }),
    });
    await click('Get new backup codes');
    await click('Cancel');
    expect(screen.queryByLabelText('Password')).toBeNull();

    await click('Get new backup codes');
    await userEvent.type(screen.getByLabelText('Password'), 'Sturdy-Passw0rd');
    // The form's button, not the overview's (gone while the password is asked).
    await click('Get new backup codes');
    expect(
      await screen.findByText('New backup codes made: the old ones no longer work.'),
    ).toBeTruthy();
    const codes = screen.getByRole('list', { name: 'Backup codes' });
    expect(within(codes).getAllByRole('listitem')).toHaveLength(2);
    expect(api.count('POST /api/auth/two-factor/generate-backup-codes')).toBe(1);
  });
});
