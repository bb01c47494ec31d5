import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { newAccount, register, signIn, signOut } from './support/accounts';
import { baseUrl, expectAccessible, openPage, useBrowser } from './support/browser';
import { expectFieldMessage } from './support/fields';
import {
  DASHBOARD_URL,
  isFocused,
  openSettingsTab,
  SETTINGS_URL,
  waitUntilSettled,
} from './support/pages';

const browser = useBrowser();

// One new user goes through the whole file, in order: the journeys build on each other
// (the profile is edited after the password change, the account is deleted last).
describe('a new user manages their account in Settings', () => {
  const account = newAccount('Ada Settings');
  let page: Page;

  beforeAll(async () => {
    page = await openPage(browser());
    await register(page, account);
  });

  it('changes the password, then only the new one signs in', async () => {
    await page.getByRole('button', { name: /User menu/ }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await page.waitForURL(SETTINGS_URL);
    const panel = await openSettingsTab(page, 'Password');
    await expectAccessible(page, 'the Password tab');

    const newPassword = 'Changed-Passw0rd';
    await panel.getByLabel('Current password').fill(account.password);
    await panel.getByLabel('New password', { exact: true }).fill(newPassword);
    await panel.getByLabel('Confirm new password').fill('Changed-Passw0rd-typo');
    await panel.getByRole('button', { name: 'Update Password' }).click();
    await expectFieldMessage(page, 'Confirm new password', 'Passwords must match');

    await panel.getByLabel('Current password').fill('Not-the-Passw0rd');
    await panel.getByLabel('Confirm new password').fill(newPassword);
    await panel.getByRole('button', { name: 'Update Password' }).click();
    await panel.getByRole('alert').getByText('Invalid password', { exact: true }).waitFor();
    await expectAccessible(page, 'the Password tab with an error');

    await panel.getByLabel('Current password').fill(account.password);
    await panel.getByRole('button', { name: 'Update Password' }).click();
    await panel.getByText('Password updated successfully').waitFor();
    // The form starts again empty, so the new password is not left on screen.
    expect(await panel.getByLabel('New password', { exact: true }).inputValue()).toBe('');

    await signOut(page);
    await signIn(page, account.email, account.password);
    await page.getByRole('alert').getByText('Invalid email or password').waitFor();
    await signIn(page, account.email, newPassword);
    await page.waitForURL(DASHBOARD_URL);
    account.password = newPassword;
  });

  it('edits the full name and avatar URL, and the user menu shows the new name', async () => {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Settings' })
      .click();
    await page.waitForURL(SETTINGS_URL);
    const panel = await openSettingsTab(page, 'Profile');
    expect(await panel.getByLabel('Email', { exact: true }).inputValue()).toBe(account.email);
    expect(
      await panel.getByLabel('Email', { exact: true }).getAttribute('readonly'),
    ).not.toBeNull();
    await panel.getByText('Email cannot be changed').waitFor();
    await panel.getByText('Member since').waitFor();
    await expectAccessible(page, 'the Profile tab');

    await panel.getByLabel('Full name').fill('Ada King');
    await panel.getByLabel('Avatar URL (optional)').fill('not a web address');
    await panel.getByRole('button', { name: 'Save Changes' }).click();
    await expectFieldMessage(page, 'Avatar URL (optional)', 'Please enter a valid URL');
    await expectAccessible(page, 'the Profile tab with an error');

    await panel.getByLabel('Avatar URL (optional)').fill('https://example.com/ada.png');
    await panel.getByRole('button', { name: 'Save Changes' }).click();
    await panel.getByText('Profile updated successfully').waitFor();
    await page.getByRole('button', { name: 'User menu for Ada King' }).waitFor();

    // Saved on the server: a fresh load reads it back.
    await page.reload();
    const reloaded = await openSettingsTab(page, 'Profile');
    await expect.poll(() => reloaded.getByLabel('Full name').inputValue()).toBe('Ada King');
    expect(await reloaded.getByLabel('Avatar URL (optional)').inputValue()).toBe(
      'https://example.com/ada.png',
    );
    await page.getByRole('button', { name: 'User menu for Ada King' }).click();
    await page.getByRole('menu').getByText(account.email).waitFor();
    await page.keyboard.press('Escape');
  });

  it('switches the settings tabs with the arrow keys, each tab passing the accessibility check', async () => {
    await page.goto('/settings');
    const tabs = [
      'Profile',
      'EU Permits',
      'ETS & CO2e',
      'Data Source',
      'Password',
      'Two-factor',
      'Danger Zone',
      'API tokens',
      'Organisation',
      'Audit log',
    ];
    await page.getByRole('tab', { name: 'Profile' }).focus();
    for (const name of tabs) {
      const tab = page.getByRole('tab', { name });
      await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
      expect(await isFocused(tab)).toBe(true);
      await page.getByRole('tabpanel', { name }).waitFor();
      // Every panel settles before the check: no spinner left.
      await waitUntilSettled(page);
      await expectAccessible(page, `the ${name} tab`);
      await page.keyboard.press('ArrowRight');
    }
    // The arrows wrap around: from the last tab ArrowRight came back to the first.
    await expect
      .poll(() => page.getByRole('tab', { name: 'Profile' }).getAttribute('aria-selected'))
      .toBe('true');
    await page.keyboard.press('ArrowLeft');
    await page.getByRole('tabpanel', { name: 'Audit log' }).waitFor();
    // The open tab is kept in the address, so a reload stays on it.
    expect(new URL(page.url()).searchParams.get('tab')).toBe('audit');
  });

  it('deletes the account after the confirm dialog, lands on sign in and cannot sign in again', async () => {
    await page.goto('/settings?tab=danger');
    const panel = page.getByRole('tabpanel', { name: 'Danger Zone' });
    const deleteButton = panel.getByRole('button', { name: 'Delete account' });
    await deleteButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    await expectAccessible(page, 'the delete-account dialog');

    // Focus starts on Cancel and Tab keeps it inside the dialog.
    const focusedName = () => page.locator(':focus').textContent();
    const focusInDialog = async () => (await dialog.locator(':focus').count()) === 1;
    await expect.poll(focusedName).toBe('Cancel');
    const seen = new Set<string>();
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInDialog()).toBe(true);
      seen.add((await focusedName()) ?? '');
    }
    expect([...seen].sort()).toEqual(['Cancel', 'Yes, delete my account']);

    // Escape cancels and gives focus back to the button that opened the dialog.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(deleteButton)).toBe(true);

    await deleteButton.click();
    await dialog.getByRole('button', { name: 'Yes, delete my account' }).click();
    await page.waitForURL('**/auth/login');
    // Signed out for real: a protected page sends the visitor back to sign in.
    await page.goto('/settings');
    await page.waitForURL('**/auth/login');

    await signIn(page, account.email, account.password);
    await page.getByRole('alert').getByText('Invalid email or password').waitFor();
    expect(page.url()).toBe(`${baseUrl()}/auth/login`);
    await page.close();
  });
});
