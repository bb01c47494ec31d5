import { describe, expect, it } from 'vitest';
import { newAccount, register, signIn, signOut } from './support/accounts';
import { baseUrl, expectAccessible, openPage, PHONE, useBrowser } from './support/browser';
import { latestMailTo, linkIn } from './support/outbox';
import { demoFigures } from './support/sample-figures';
import { DASHBOARD_URL } from './support/pages';

const browser = useBrowser();

describe('signing in', () => {
  it('the demo sign-in form is prefilled and reaches a dashboard with the demo data', async () => {
    const page = await openPage(browser());
    await page.goto('/');
    await page.waitForURL('**/auth/login');
    await expect.poll(() => page.getByLabel('Email').inputValue()).toBe('demo@example.com');
    await expectAccessible(page, 'the sign-in page');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(DASHBOARD_URL);
    await page.getByText('Total Electricity Output').waitFor();
    expect(await page.getByText(demoFigures().totalElectricity, { exact: true }).count()).toBe(1);
    await expect.poll(() => page.getByText('Live Monitoring').count()).toBe(1);
    expect(await page.getByText(/^Auto-loaded: demo_data_.*\.csv$/).isVisible()).toBe(true);
    await expectAccessible(page, 'the dashboard');
    await page.close();
  });

  it('a wrong password shows "Invalid email or password" above the form', async () => {
    const page = await openPage(browser());
    await signIn(page, 'demo@example.com', 'Wrong-Passw0rd');
    await page.getByRole('alert').getByText('Invalid email or password').waitFor();
    expect(page.url()).toBe(`${baseUrl()}/auth/login`);
    await page.close();
  });

  it('a protected page sends a visitor to sign in and back to that page afterwards', async () => {
    const page = await openPage(browser());
    await page.goto('/dashboard?from=journey');
    await page.waitForURL('**/auth/login');
    await expect.poll(() => page.getByLabel('Email').inputValue()).toBe('demo@example.com');
    await page.getByRole('button', { name: 'Sign in' }).click();
    // Back where they were going; the shell then adds the organisation to the address.
    await page.waitForURL(/\/dashboard\?from=journey(&.*)?$/);
    // A signed-in user is sent away from the public-only pages.
    await page.goto('/register');
    await page.waitForURL(DASHBOARD_URL);
    await page.close();
  });
});

describe('a new user', () => {
  it('sees every register rule next to its field, registers, lands on an empty dashboard and signs out', async () => {
    const page = await openPage(browser(), PHONE);
    await page.goto('/register');
    await page.waitForURL('**/auth/register');
    await page.getByRole('button', { name: 'Create account' }).click();
    for (const message of [
      'Full name must be at least 2 characters',
      'Email is required',
      'Password is required',
      'Please confirm your password',
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    await page.getByLabel('Password', { exact: true }).fill('abc');
    await page.getByText('Password strength: Very Weak').waitFor();
    await page.getByLabel('Password', { exact: true }).fill('Abcdef1!');
    await page.getByText('Password strength: Strong').waitFor();
    await expectAccessible(page, 'the register page');

    const account = newAccount('Grace Operator');
    await register(page, account);
    await page.getByText('No Data Available').waitFor();
    await page.getByRole('link', { name: 'Go to Settings' }).waitFor();
    await signOut(page);
    await page.close();
  });

  it('recovers a forgotten password through the e-mailed link and signs in with the new one', async () => {
    const page = await openPage(browser());
    const account = newAccount();
    await register(page, account);
    await signOut(page);

    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/auth/forgot-password');
    // The sign-in form stays on screen until the lazy page has loaded.
    await page.getByRole('button', { name: 'Send reset link' }).waitFor();
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('Check your email').waitFor();
    await expectAccessible(page, 'the recovery confirmation');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('button', { name: 'Send reset link' }).waitFor();

    const link = linkIn(await latestMailTo(account.email), `${baseUrl()}/reset-password?token=`);
    await page.goto(link);
    const newPassword = 'Renewed-Passw0rd';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Your password was changed').waitFor();

    await signIn(page, account.email, account.password);
    await page.getByText('Invalid email or password').waitFor();
    await signIn(page, account.email, newPassword);
    await page.waitForURL(DASHBOARD_URL);
    await page.close();
  });
});
