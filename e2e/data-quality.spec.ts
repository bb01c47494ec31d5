import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, register } from './support/accounts';
import { expectAccessible, openPage, useBrowser } from './support/browser';
import { waitUntilSettled } from './support/pages';
import { sampleLines } from './support/sample-data';

const browser = useBrowser();

// Screenshots for a person to look at (never in the repository).
const SHOTS = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'sid-screens');

const FIRST_GAP = 'Reason for the gap from 2024-03-02 00:00 to 2024-03-03 00:00';

/**
 * Four days of one plant with gaps: 1 and 4 March whole, 2 March missing, 3 March read until
 * 11 o'clock only.
 */
function fileWithGaps(): Buffer {
  const [header] = sampleLines();
  const hours = (day: number, count: number) =>
    Array.from({ length: count }, (_, h) => {
      const at = `2024-03-0${day} ${String(h).padStart(2, '0')}:00:00`;
      return `${at},9,Spare Unit,natural gas,100,0,250,50,1,0.1,40`;
    });
  const rows = [...hours(1, 24), ...hours(3, 12), ...hours(4, 24)];
  return Buffer.from(`${[header, ...rows].join('\n')}\n`);
}

describe('a user looks at the quality of their data and explains a gap', () => {
  let page: Page;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    page = await openPage(browser());
    await register(page, newAccount('Gail Gapfinder'));
    await page.goto('/settings?tab=data');
    await page.getByLabel('Choose a CSV file to upload').setInputFiles({
      name: 'spare-unit-march.csv',
      mimeType: 'text/csv',
      buffer: fileWithGaps(),
    });
    await page.getByText(/^Uploaded spare-unit-march\.csv/).waitFor();
  });
  afterAll(() => page.close());

  it('reaches the screen from the bell and sees the coverage and the gaps', async () => {
    await page.goto('/dashboard');
    await waitUntilSettled(page);
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.getByRole('menuitem', { name: 'Data quality' }).click();
    await page.getByRole('heading', { name: 'Data Quality' }).waitFor();
    await page.getByRole('heading', { name: 'Spare Unit' }).waitFor();
    expect(await page.getByText('60 present of 96 expected (62.5%)').count()).toBe(1);
    // The range is the last 30 days of the data: its days before the plant's readings are outside.
    const days = page.getByRole('list', { name: 'Days' }).getByRole('listitem');
    const labels = await Promise.all((await days.all()).map((d) => d.getAttribute('aria-label')));
    expect(labels.length).toBe(30);
    expect(labels[0]).toBe("2024-02-04: outside the plant's readings");
    expect(labels.slice(-4)).toEqual([
      '2024-03-01: full',
      '2024-03-02: missing',
      '2024-03-03: partial',
      '2024-03-04: full',
    ]);
    // The header row and the two gaps.
    const rows = page.getByRole('table', { name: 'Gaps of Spare Unit' }).getByRole('row');
    expect(await rows.count()).toBe(3);
    await expectAccessible(page, 'the data-quality screen');
    await page.screenshot({ path: join(SHOTS, 'data-quality.png'), fullPage: true });
  });

  it('classifies the gap as "Plant not operating", and a reload keeps it', async () => {
    await page
      .getByLabel(FIRST_GAP, { exact: true })
      .selectOption({ label: 'Plant not operating' });
    await page.getByRole('button', { name: `Save the r${FIRST_GAP.slice(1)}` }).click();
    const reason = page
      .getByRole('table', { name: 'Gaps of Spare Unit' })
      .getByRole('cell', { name: 'Plant not operating', exact: true });
    await reason.waitFor();
    await page.reload();
    await reason.waitFor();
    expect(await page.getByLabel(FIRST_GAP, { exact: true }).inputValue()).toBe('not_operating');
  });
});
