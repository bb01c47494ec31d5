import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newAccount, register, signOut } from './support/accounts';
import { openPage, useBrowser } from './support/browser';
import { DASHBOARD_URL } from './support/pages';

const browser = useBrowser();

describe('the demo prefill on the sign-in page', () => {
  it('does not overwrite what a user typed before the demo credentials arrived', async () => {
    const page = await openPage(browser());
    const account = newAccount('Tess Typist');
    await register(page, account);
    await signOut(page);

    // Hold the demo credentials back until the user has typed their own.
    let release!: () => void;
    const typed = new Promise<void>((resolve) => (release = resolve));
    let asked!: () => void;
    const held = new Promise<void>((resolve) => (asked = resolve));
    await page.route('**/api/demo', async (route: Route) => {
      asked();
      await typed;
      await route.continue();
    });
    await page.goto('/auth/login');
    const email = page.getByLabel('Email');
    const password = page.getByLabel('Password', { exact: true });
    await email.fill(account.email);
    await password.fill(account.password);
    // The page has asked for them and is still waiting.
    await held;
    release();

    // The credentials have arrived (the page says so) and the typed values stay.
    await page.getByText('The form is filled in with the demo account').waitFor();
    expect(await email.inputValue()).toBe(account.email);
    expect(await password.inputValue()).toBe(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(DASHBOARD_URL);
    await page.getByRole('button', { name: 'User menu for Tess Typist' }).waitFor();
    await page.close();
  });
});
