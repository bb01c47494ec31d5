import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * The Overview's address: the scope bar may add its query (the file or range last shown) right
 * after the page opens, so a journey must not wait for the bare path.
 */
export const DASHBOARD_URL = /\/dashboard(\?.*)?$/;

/** The Settings address: the shell names the organisation (`?org=`) as soon as it opens. */
export const SETTINGS_URL = /\/settings(\?.*)?$/;

/** Opens a settings tab by its name and waits until its panel shows. */
export async function openSettingsTab(page: Page, name: string): Promise<Locator> {
  const panel = page.getByRole('tabpanel', { name });
  // The shell names the organisation in the address just after Settings opens, which can undo a
  // click that came first: click again until the panel shows.
  await expect
    .poll(
      async () => {
        if (!(await panel.isVisible())) await page.getByRole('tab', { name }).click();
        return panel.isVisible();
      },
      { timeout: 20_000, interval: 250 },
    )
    .toBe(true);
  return panel;
}

/** Waits until nothing is loading: no spinner and no "Loading Data..." badge. */
export async function waitUntilSettled(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page
        .getByRole('status')
        .filter({ hasText: /loading/i })
        .count(),
    )
    .toBe(0);
}

/** True when the element has the keyboard focus. */
export async function isFocused(element: Locator): Promise<boolean> {
  return (await element.and(element.page().locator(':focus')).count()) === 1;
}

/**
 * True when nothing on the page is wider than the screen (no sideways scrolling). Charts
 * follow a resize a frame or more later, so callers poll it after changing the viewport.
 */
export function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth');
}
