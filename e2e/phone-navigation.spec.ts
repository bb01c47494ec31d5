import { describe, expect, it } from 'vitest';
import { newAccount, register } from './support/accounts';
import { DESKTOP, expectAccessible, openPage, PHONE, useBrowser } from './support/browser';
import { fitsWidth, isFocused, SETTINGS_URL } from './support/pages';

const browser = useBrowser();

const LINKS = [
  'Overview',
  'Analytics',
  'Plants',
  'Compliance',
  'Reports',
  'Benchmarking',
  'Data quality',
  'Settings',
];

describe('on a phone-sized screen (390 px)', () => {
  it('the sidebar collapses to a menu button that opens the navigation', async () => {
    const page = await openPage(browser(), PHONE);
    await register(page, newAccount('Pho Neuser'));
    await page.getByText('No Data Available').waitFor();
    await expect.poll(() => fitsWidth(page)).toBe(true);

    // No sidebar on screen; the header's menu button stands for it.
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    const openMenu = page.getByRole('button', { name: 'Open menu' });
    await openMenu.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    const nav = menu.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link').allInnerTexts()).toEqual(LINKS);
    expect(await nav.getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await expectAccessible(page, 'the phone menu');

    // Escape closes it and focus returns to the menu button.
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(openMenu)).toBe(true);

    // A link goes to its page and closes the menu.
    await openMenu.click();
    await nav.getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL(SETTINGS_URL);
    await menu.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: 'Danger Zone' }).waitFor();
    await expect.poll(() => fitsWidth(page)).toBe(true);
    await expectAccessible(page, 'the settings page on a phone');
    await openMenu.click();
    expect(await menu.getByRole('link', { name: 'Settings' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await page.keyboard.press('Escape');

    // On a wide screen the sidebar is back and the menu button gone.
    await page.setViewportSize(DESKTOP);
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    expect(await openMenu.isVisible()).toBe(false);
    await page.close();
  });
});
