import { mkdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newAccount, register } from './support/accounts';
import { baseUrl, DESKTOP, openPage, PHONE, useBrowser } from './support/browser';
import { latestMailTo, linkIn } from './support/outbox';
import { DASHBOARD_URL, waitUntilSettled } from './support/pages';
import { brokenCsv } from './support/sample-data';

const browser = useBrowser();

// Every screen at both widths, for a person to look at; the test only checks they were written.
const DIR = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'sid-screens');
const SIZES = [
  { name: '1280', viewport: DESKTOP },
  { name: '390', viewport: PHONE },
] as const;
const DEMO_EMAIL = 'demo@example.com';
const SETTINGS_TABS = [
  'profile',
  'permits',
  'ets',
  'data',
  'password',
  'two-factor',
  'danger',
  'tokens',
] as const;

/** A whole-page PNG; `overlay` keeps it to the screen, where a dialog's backdrop and the menus sit. */
async function shoot(page: Page, screen: string, size: string, overlay = false): Promise<void> {
  const path = join(DIR, `${screen}-${size}.png`);
  await page.screenshot({ path, fullPage: !overlay, animations: 'disabled' });
  expect(statSync(path).size, path).toBeGreaterThan(0);
}

describe('screenshots of every screen at 1280 and 390 px', () => {
  mkdirSync(DIR, { recursive: true });

  it('the public pages', async () => {
    const page = await openPage(browser());
    for (const { name, viewport } of SIZES) {
      await page.setViewportSize(viewport);
      await page.goto('/auth/login');
      await expect.poll(() => page.getByLabel('Email').inputValue()).toBe(DEMO_EMAIL);
      await shoot(page, 'sign-in', name);

      await page.goto('/auth/register');
      await page.getByRole('button', { name: 'Create account' }).click();
      await page.getByText('Full name must be at least 2 characters').waitFor();
      await page.getByLabel('Email').fill('not-an-address');
      await page.getByLabel('Password', { exact: true }).fill('abcdef');
      await page.getByLabel('Confirm password').fill('abc');
      await page.getByText('Passwords must match').waitFor();
      await page.getByText('Please enter a valid email address').waitFor();
      await shoot(page, 'register-validation', name);

      await page.goto('/auth/forgot-password');
      await page.getByRole('button', { name: 'Send reset link' }).waitFor();
      await shoot(page, 'forgot-password', name);
      await page.getByLabel('Email').fill(DEMO_EMAIL);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await page.getByText('Check your email').waitFor();
      await shoot(page, 'forgot-password-sent', name);

      await page.goto(linkIn(await latestMailTo(DEMO_EMAIL), `${baseUrl()}/reset-password?token=`));
      await page.getByRole('button', { name: 'Set new password' }).waitFor();
      await shoot(page, 'reset-password', name);
    }
    await page.close();
  });

  it('the demo account: dashboard with data, every settings tab, dialogs and the phone menu', async () => {
    const page = await openPage(browser());
    await page.goto('/auth/login');
    await expect.poll(() => page.getByLabel('Email').inputValue()).toBe(DEMO_EMAIL);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(DASHBOARD_URL);
    for (const { name, viewport } of SIZES) {
      await page.setViewportSize(viewport);
      await page.goto('/dashboard');
      await page.getByText('Total Electricity Output').waitFor();
      await waitUntilSettled(page);
      await shoot(page, 'dashboard-demo', name);

      for (const tab of SETTINGS_TABS) {
        await page.goto(`/settings?tab=${tab}`);
        await page.getByRole('tabpanel').waitFor();
        await waitUntilSettled(page);
        await shoot(page, `settings-${tab}`, name);
      }

      await page.goto('/settings?tab=data');
      await page
        .getByRole('button', { name: /^Delete / })
        .first()
        .click();
      await page.getByRole('alertdialog').waitFor();
      await shoot(page, 'dialog-delete-file', name, true);
      await page.keyboard.press('Escape');

      await page.goto('/settings?tab=danger');
      await page.getByRole('button', { name: 'Delete account' }).click();
      await page.getByRole('alertdialog').waitFor();
      await shoot(page, 'dialog-delete-account', name, true);
      await page.keyboard.press('Escape');
      await page.getByRole('alertdialog').waitFor({ state: 'detached' });

      await page.getByRole('button', { name: /User menu/ }).click();
      await page.getByRole('menu').waitFor();
      await shoot(page, 'user-menu', name, true);
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: /^Notifications/ }).click();
      await page.getByRole('menu').waitFor();
      await shoot(page, 'notifications', name, true);
      await page.keyboard.press('Escape');
    }
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    await shoot(page, 'phone-menu', '390', true);
    await page.close();
  });

  it('the data screens when the loaded file cannot be analysed', async () => {
    const page = await openPage(browser());
    // Any scope's analysis: the demo file's, with the range the screens ask for, or the history's.
    await page.route(/\/api\/(files\/[^/]+\/)?analysis(\?|$)/, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'internal_error', message: 'An unexpected error occurred' }),
      }),
    );
    await page.goto('/auth/login');
    await expect.poll(() => page.getByLabel('Email').inputValue()).toBe(DEMO_EMAIL);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(DASHBOARD_URL);
    for (const { name, viewport } of SIZES) {
      await page.setViewportSize(viewport);
      await page.goto('/dashboard');
      await page.getByRole('heading', { name: 'Error Loading Data' }).waitFor();
      await page.getByText('Data error', { exact: true }).waitFor();
      await shoot(page, 'dashboard-error', name);
    }
    await page.close();
  });

  it('a new user: the empty dashboard, the empty Data Source tab and a refused upload', async () => {
    const page = await openPage(browser());
    await register(page, newAccount('Nina Newcomer'));
    for (const { name, viewport } of SIZES) {
      await page.setViewportSize(viewport);
      await page.goto('/dashboard');
      await page.getByText('No Data Available').waitFor();
      await shoot(page, 'dashboard-empty', name);
      await page.goto('/settings?tab=data');
      await page.getByText('No files uploaded yet.').waitFor();
      await shoot(page, 'settings-data-empty', name);
      await page.getByLabel('Choose a CSV file to upload').setInputFiles({
        name: 'broken.csv',
        mimeType: 'text/csv',
        buffer: brokenCsv(),
      });
      await page.getByText('CSV validation failed: 2 problems found').waitFor();
      await shoot(page, 'settings-data-upload-problems', name);
    }
    await page.close();
  });

  it('the API tokens tab with a token just created and an older one in the list', async () => {
    const page = await openPage(browser());
    await register(page, newAccount('Theo Feeder'));
    await page.goto('/settings?tab=tokens');
    for (const tokenName of ['Nightly SCADA export', 'Monthly permit report']) {
      await page.getByLabel('Token name').fill(tokenName);
      await page.getByRole('button', { name: 'Create token' }).click();
      await page.getByText(`Token “${tokenName}” created.`).waitFor();
    }
    // The new token stays on screen while the viewport changes: it is the page's own state.
    for (const { name, viewport } of SIZES) {
      await page.setViewportSize(viewport);
      await page.getByRole('list', { name: 'Your tokens' }).getByRole('listitem').nth(1).waitFor();
      await shoot(page, 'settings-tokens-created', name);
    }
    await page.close();
  });
});
