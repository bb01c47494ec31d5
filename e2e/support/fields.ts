import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** The texts a control points to with aria-describedby: its hint and its validation message. */
async function describedText(page: Page, control: Locator): Promise<string> {
  const ids = (await control.getAttribute('aria-describedby'))?.split(/\s+/) ?? [];
  const texts = await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).textContent()));
  return texts.join('\n');
}

/**
 * Expects the labelled control to show `message` next to it: visible on the page and tied to
 * the control (aria-describedby), so a screen reader reads it with the field.
 */
export async function expectFieldMessage(page: Page, label: string, message: string) {
  const control = page.getByLabel(label, { exact: true });
  await expect.poll(() => describedText(page, control)).toContain(message);
  expect(await page.getByText(message, { exact: true }).isVisible()).toBe(true);
}
