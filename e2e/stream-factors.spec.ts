import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { newAccount, register } from './support/accounts';
import { baseUrl, DESKTOP, expectAccessible, openPage, PHONE, useBrowser } from './support/browser';
import { SAMPLE_PATH } from './support/sample-data';

const browser = useBrowser();
const SHOTS = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'sid-screens');
const STREAM = 'Hard coal to boiler 1';

describe("a source stream's laboratory factors, entered on a desktop and deleted on a phone", () => {
  let page: Page;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    page = await openPage(browser());
    await register(page, newAccount('Lab Analyst'));
    await page.goto('/settings?tab=data');
    await page.getByLabel('Choose a CSV file to upload').setInputFiles(SAMPLE_PATH);
    await page.getByText(/^Uploaded sample_data\.csv/).waitFor();
    // The stream itself is declared through the API; the factors through the register's form.
    const declared = await page.request.post('/api/plants/1/source-streams', {
      headers: { origin: baseUrl() },
      data: {
        name: STREAM,
        fuel: 'other_bituminous_coal',
        method: 'calculation',
        activity_data: 'file_fuel_mwh',
        tier_activity_data: '3',
        tier_ncv: '3',
        tier_emission_factor: '2b',
        tier_oxidation_factor: '1',
      },
    });
    expect(declared.status()).toBe(201);
  });

  const factors = () => page.getByRole('table', { name: `Factors entered for ${STREAM}` });

  it('enters a monthly emission factor with its source and sees it listed', async () => {
    await page.goto('/dashboard/plants/register');
    await page.getByRole('button', { name: 'Source streams of Coal Plant Alpha' }).click();
    await page.getByRole('button', { name: `Factors entered for source stream ${STREAM}` }).click();
    const form = page.getByRole('form', { name: `Enter a factor for ${STREAM}` });
    await form.getByLabel('Parameter').selectOption({ label: 'Emission factor' });
    await form.getByLabel('Value').fill('95.1');
    await form.getByLabel('Valid from').fill('2025-01-01');
    await form.getByLabel('Valid to').fill('2025-01-31');
    await form.getByLabel('Source').fill('Laboratory analysis of the month 2025-01');
    await form.getByRole('button', { name: 'Enter factor' }).click();
    await page.getByText('Saved the Emission factor entry.').waitFor();
    await factors().getByRole('columnheader', { name: 'Source' }).waitFor();
    await factors().getByText('Laboratory analysis of the month 2025-01').waitFor();
  });

  it('on a phone each entry stacks, its Delete in view, and deletes it', async () => {
    await page.setViewportSize(PHONE);
    await factors().scrollIntoViewIfNeeded();
    const remove = factors().getByRole('button', {
      name: 'Delete the Emission factor entry of 2025-01-01',
    });
    const box = (await remove.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: join(SHOTS, 'stream-factors-phone.png') });
    await expectAccessible(page, 'the factor entries on a phone');
    await remove.click();
    await page.getByText('Deleted the Emission factor entry of 2025-01-01.').waitFor();
    await page.getByText('No factors entered.').waitFor();
    await page.setViewportSize(DESKTOP);
  });
});
