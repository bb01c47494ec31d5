import { describe, expect, it } from 'vitest';
import { newAccount, register } from './support/accounts';
import { DESKTOP, expectAccessible, openPage, PHONE, useBrowser } from './support/browser';
import { fitsWidth, isFocused, SETTINGS_URL, waitUntilSettled } from './support/pages';
import { sampleLines } from './support/sample-data';

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

/** The sample data with ten hours of Gas Turbine Beta missing on 5 January: one gap to classify. */
function sampleWithGap(): Buffer {
  const lines = sampleLines().filter((l) => !/^2025-01-05 1\d:00:00,2,/.test(l));
  return Buffer.from(`${lines.join('\n')}\n`);
}

describe('tabs, cards and tables fit the screen', () => {
  it('at 1280 px every settings tab shows; at 390 px nothing is wider than the screen', async () => {
    const page = await openPage(browser(), DESKTOP);
    await register(page, newAccount('Fit Tester'));
    await page.goto('/settings?tab=data');
    await page.getByLabel('Choose a CSV file to upload').setInputFiles({
      name: 'sample-with-gap.csv',
      mimeType: 'text/csv',
      buffer: sampleWithGap(),
    });
    await page.getByText(/^Uploaded sample-with-gap\.csv/).waitFor();

    // Every tab within the tab list, the last ones not hidden past its right edge.
    const list = await page.getByRole('tablist', { name: 'Settings sections' }).boundingBox();
    for (const tab of await page.getByRole('tab').all()) {
      const box = (await tab.boundingBox())!;
      expect(box.x + box.width, await tab.innerText()).toBeLessThanOrEqual(list!.x + list!.width);
    }

    // Benchmarking: each plant's whole name, not "Gas Turbine Be...".
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await page.goto('/dashboard/benchmarking');
      await waitUntilSettled(page);
      const name = page.getByRole('heading', { name: 'Dual-Fuel Plant Delta', level: 3 });
      await name.waitFor();
      // Nothing cut: the heading holds the whole name in its width.
      const cut = await name.evaluate((h) => {
        const box = h as unknown as { scrollWidth: number; clientWidth: number };
        return box.scrollWidth > box.clientWidth;
      });
      expect(cut).toBe(false);
      await expect.poll(() => fitsWidth(page)).toBe(true);
    }

    // On a phone: the register (every column named) and the gap table's Classify column.
    await page.goto('/dashboard/plants/register');
    await page.getByRole('table', { name: 'Plant register' }).waitFor();
    const headers = await page.getByRole('columnheader').allTextContents();
    expect(headers.filter((h) => h.trim() === '')).toEqual([]);
    await expect.poll(() => fitsWidth(page)).toBe(true);

    await page.goto('/dashboard/data-quality');
    const classify = page.getByLabel(/^Reason for the gap from 2025-01-05 10:00/);
    await classify.waitFor();
    const box = (await classify.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await expect.poll(() => fitsWidth(page)).toBe(true);

    await page.goto('/settings?tab=audit');
    await page.getByRole('tabpanel', { name: 'Audit log' }).waitFor();
    await expect.poll(() => fitsWidth(page)).toBe(true);
    await page.close();
  });
});
