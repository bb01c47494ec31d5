import type { Page } from 'playwright-core';
import { DASHBOARD_URL } from './pages';

let counter = 0;

/** A new, unique account's details. */
export function newAccount(name = 'Journey Tester') {
  return {
    name,
    email: `journey${++counter}-${process.pid}-${Date.now()}@example.com`,
    password: 'Journey-Passw0rd',
  };
}

/** Registers through the form and waits for the dashboard. */
export async function register(page: Page, account: ReturnType<typeof newAccount>): Promise<void> {
  await page.goto('/auth/register');
  await page.getByLabel('Full name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm password').fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(DASHBOARD_URL);
}

/** Signs in through the form (replacing the prefilled demo credentials). */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth/login');
  // The e2e server offers the demo account: typing before its prefill lands races with it
  // (the prefill can arrive between the field being cleared and the text being typed).
  await page.getByText('The form is filled in with the demo account').waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs out through the user menu. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.waitForURL('**/auth/login');
}
