import type { Page } from 'playwright-core';
import { DASHBOARD_URL } from './pages';

export const DEMO_EMAIL = 'demo@example.com';

/** Signs in with the demo credentials the sign-in form is prefilled with, and waits for the dashboard. */
export async function signInAsDemo(page: Page): Promise<void> {
  await page.goto('/auth/login');
  // The prefill arrives after the page has rendered: clicking earlier would send an empty form.
  // (A loop rather than expect.poll, which Vitest allows only inside a test, not in beforeAll.)
  const email = page.getByLabel('Email');
  for (let tries = 0; (await email.inputValue()) !== DEMO_EMAIL; tries++) {
    if (tries === 100) throw new Error(`the sign-in form was not prefilled with ${DEMO_EMAIL}`);
    await page.waitForTimeout(100);
  }
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(DASHBOARD_URL);
}
