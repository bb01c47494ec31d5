import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@web/lib/paths';
import { fakeApi, json, refusal, type FakeApi } from '@web/testing/fake-api';
import { fieldMessage } from '@web/testing/fields';
import { session } from '@web/testing/fixtures';
import { renderWithApp } from '@web/testing/render';
import { SignInPage } from './sign-in-page';

const PASSWORD_OK = { twoFactorRedirect: true, twoFactorMethods: ['totp'] };

/** The sign-in page of an account with a second factor, past its password. */
async function atCodeStep(routes: Parameters<typeof fakeApi>[0] = {}): Promise<FakeApi> {
  const api = fakeApi({
    'GET /api/demo': () => new Response('', { status: 404 }),
    'POST /api/auth/sign-in/email': () => json(PASSWORD_OK),
    'GET /api/auth/get-session': () => json(null),
    ...routes,
  });
  renderWithApp(<SignInPage />, paths.login);
  await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'Sturdy-Passw0rd');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  await screen.findByRole('heading', { name: 'Two-factor authentication' });
  return api;
}

const verify = () => userEvent.click(screen.getByRole('button', { name: 'Verify' }));
const sentBody = (init: RequestInit) => JSON.parse(String(init.body)) as unknown;

describe('the sign-in step for the second factor', () => {
  it('asks for the app’s code after the password, and signs in with a right one', async () => {
    const bodies: unknown[] = [];
    const api = await atCodeStep({
      'POST /api/auth/two-factor/verify-totp': ({ init }) => {
        bodies.push(sentBody(init));
        return refusal(401, 'Invalid code', 'INVALID_CODE');
      },
    });
    expect(screen.queryByTestId('location')).toBeNull();

    await verify();
    expect(fieldMessage('Authentication code')).toBe(
      'Enter the 6-digit code from your authenticator app',
    );
    await userEvent.type(screen.getByLabelText('Authentication code'), '12345');
    await verify();
    expect(fieldMessage('Authentication code')).toBe('The code is 6 digits');
    expect(api.count('POST /api/auth/two-factor/verify-totp')).toBe(0);

    await userEvent.type(screen.getByLabelText('Authentication code'), '6');
    await verify();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Wrong code. Enter the code your authenticator app shows now.',
    );

    api.on('POST /api/auth/two-factor/verify-totp', ({ init }) => {
      bodies.push(sentBody(init));
      return json({ token: 't' });
    });
    api.on('GET /api/auth/get-session', () => json(session));
    await userEvent.clear(screen.getByLabelText('Authentication code'));
    // Apps show the code as "123 456": the space is not part of it.
    await userEvent.type(screen.getByLabelText('Authentication code'), '654 321');
    await verify();
    expect((await screen.findByTestId('location')).textContent).toBe(paths.dashboard);
    expect(bodies).toEqual([{ code: '123456' }, { code: '654321' }]);
  });

  it('takes a backup code instead', async () => {
    const bodies: unknown[] = [];
    await atCodeStep({
      'POST /api/auth/two-factor/verify-backup-code': ({ init }) => {
        bodies.push(sentBody(init));
        return json({ token: 't' });
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Use a backup code' }));
    await verify();
    expect(fieldMessage('Backup code')).toBe('Enter one of your backup codes');
    await userEvent.type(screen.getByLabelText('Backup code'), ' Ab3dE-fG7hJ ');
    await verify();
    expect((await screen.findByTestId('location')).textContent).toBe(paths.dashboard);
    expect(bodies).toEqual([{ code: 'Ab3dE-fG7hJ' }]);
  });

  it('says a used backup code is refused, and goes back to the password on request', async () => {
    await atCodeStep({
      'POST /api/auth/two-factor/verify-backup-code': () =>
        refusal(401, 'Invalid backup code', 'INVALID_BACKUP_CODE'),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Use a backup code' }));
    await userEvent.type(screen.getByLabelText('Backup code'), 'used1-code2');
    await verify();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Wrong backup code, or one already used.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.com');
  });
});
