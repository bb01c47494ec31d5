import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '@server/testing/totp';
import { newAccount, register, signIn, signOut } from './support/accounts';
import { expectAccessible, openPage, useBrowser } from './support/browser';
import { DASHBOARD_URL, openSettingsTab } from './support/pages';

const browser = useBrowser();
const SHOTS = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'sid-screens');

// One user through the file, in order: two-factor authentication is turned on in Settings, then
// sign-in asks for the app's code, then takes a backup code once; turned off, the password is enough.
describe('a user protects the account with a second factor', () => {
  let page: Page;
  const account = newAccount('Tess Factor');
  let setupLink = '';
  let backupCodes: string[] = [];

  beforeAll(async () => {
    page = await openPage(browser());
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await register(page, account);
  });

  const panel = () => page.getByRole('tabpanel', { name: 'Two-factor' });

  it('turns it on in Settings with the password, the setup key and a first code', async () => {
    await page.goto('/settings');
    await openSettingsTab(page, 'Two-factor');
    await panel().getByText('Off.').waitFor();
    await panel().getByLabel('Password', { exact: true }).fill(account.password);
    await panel().getByRole('button', { name: 'Set up two-factor authentication' }).click();

    const link = panel().getByLabel('Setup link (otpauth)');
    await link.waitFor();
    setupLink = await link.inputValue();
    expect(setupLink).toMatch(/^otpauth:\/\/totp\//);
    const key = await panel().getByLabel('Setup key').inputValue();
    expect(key.replaceAll(' ', '')).toBe(new URL(setupLink).searchParams.get('secret'));
    await expectAccessible(page, 'the two-factor setup');
    await page.screenshot({ path: join(SHOTS, 'two-factor-setup-1280.png'), fullPage: true });

    await panel().getByLabel('Authentication code').fill(totpCode(setupLink));
    await panel().getByRole('button', { name: 'Turn on' }).click();
    await panel().getByText('Two-factor authentication is on.').waitFor();
    const codes = panel().getByRole('list', { name: 'Backup codes' }).getByRole('listitem');
    backupCodes = await codes.allTextContents();
    expect(backupCodes).toHaveLength(10);
    await panel().getByRole('button', { name: 'Copy' }).click();
    await panel().getByRole('status').getByText('Copied').waitFor();
    expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(
      backupCodes.join('\n'),
    );
    await expectAccessible(page, 'the backup codes');
    await page.screenshot({ path: join(SHOTS, 'two-factor-codes-1280.png'), fullPage: true });
    await panel().getByRole('button', { name: 'I have saved my backup codes' }).click();
    await panel().getByText('On.').waitFor();
  });

  it('asks for the app’s code after the password, refuses a wrong one, accepts the right one', async () => {
    await signOut(page);
    await signIn(page, account.email, account.password);
    await page.getByRole('heading', { name: 'Two-factor authentication' }).waitFor();
    expect(page.url()).toMatch(/\/auth\/login$/);
    await expectAccessible(page, 'the sign-in code step');
    await page.screenshot({ path: join(SHOTS, 'two-factor-sign-in-1280.png'), fullPage: true });

    // Without the code, the signed-in area is still closed.
    expect((await page.request.get('/api/me')).status()).toBe(401);

    const wrong = totpCode(setupLink, Date.now() - 10 * 30_000);
    await page.getByLabel('Authentication code').fill(wrong);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page
      .getByRole('alert')
      .getByText('Wrong code. Enter the code your authenticator app shows now.')
      .waitFor();

    await page.getByLabel('Authentication code').fill(totpCode(setupLink));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(DASHBOARD_URL);
  });

  it('takes a backup code once in place of the app', async () => {
    const useBackupCode = async () => {
      await signIn(page, account.email, account.password);
      await page.getByRole('button', { name: 'Use a backup code' }).click();
      await page.getByLabel('Backup code').fill(backupCodes[0]!);
      await page.getByRole('button', { name: 'Verify' }).click();
    };
    await signOut(page);
    await useBackupCode();
    await page.waitForURL(DASHBOARD_URL);

    await signOut(page);
    await useBackupCode();
    await page.getByRole('alert').getByText('Wrong backup code, or one already used.').waitFor();
    await page.getByRole('button', { name: 'Back to sign in' }).click();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
  });

  it('turned off with the password, sign-in needs the password alone again', async () => {
    await signIn(page, account.email, account.password);
    await page.getByLabel('Authentication code').fill(totpCode(setupLink));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(DASHBOARD_URL);

    await page.goto('/settings?tab=two-factor');
    await panel().getByRole('button', { name: 'Turn off' }).click();
    await panel().getByLabel('Password', { exact: true }).fill(account.password);
    await panel().getByRole('button', { name: 'Turn off two-factor authentication' }).click();
    await panel().getByText('Two-factor authentication is off.').waitFor();

    await signOut(page);
    await signIn(page, account.email, account.password);
    await page.waitForURL(DASHBOARD_URL);
  });
});
