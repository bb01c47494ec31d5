import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, register } from './support/accounts';
import { expectAccessible, openPage, useBrowser } from './support/browser';
import { waitUntilSettled } from './support/pages';
import { SAMPLE_PATH, sampleLines } from './support/sample-data';

const browser = useBrowser();

// Screenshots for a person to look at (never in the repository).
const SHOTS = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'sid-screens');

/** The sample's 24 hours of 15 January for Coal Plant Alpha, with 1,000 MWh of output each hour. */
function correctionOfOneDay(): Buffer {
  const [header, ...rows] = sampleLines();
  const day = rows
    .filter((r) => r.startsWith('2025-01-15') && r.split(',')[1] === '1')
    .map((r) => {
      const cells = r.split(',');
      cells[4] = '1000.00';
      return cells.join(',');
    });
  return Buffer.from(`${[header, ...day].join('\n')}\n`);
}

/** A small upload of its own plant (9) on one day (of March 2024, or a date), so it overrides nothing. */
function smallFile(n: number | string): string {
  const [header] = sampleLines();
  const day = typeof n === 'string' ? n : `2024-03-${String(n).padStart(2, '0')}`;
  return `${header}\n${day} 00:00:00,9,Spare Unit,natural gas,100,0,250,50,1,0.1,40\n`;
}

/** The emissions chart in view once ECharts has drawn it: its bars and bands grow for a second. */
async function chartSettled(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Daily Emissions Trend' }).scrollIntoViewIfNeeded();
  await page.waitForTimeout(1500);
}

/** The figure of the Daily Emissions Trend's total with this label, e.g. "30 of 30". */
function described(page: Page, label: string): Promise<string | null> {
  return page
    .getByRole('main')
    .getByText(label, { exact: true })
    .locator('xpath=following-sibling::dd[1]')
    .textContent();
}

/** The value line of the Overview metric card with this title, e.g. "1,234 MWh". */
function metric(page: Page, title: string): Promise<string | null> {
  return page
    .getByRole('main')
    .getByText(title, { exact: true })
    .locator('xpath=following-sibling::p[1]')
    .textContent();
}

const bar = (page: Page) => page.getByRole('region', { name: 'Data shown' });

/** Chooses a custom range in the bar. */
async function chooseRange(page: Page, from: string, to: string): Promise<void> {
  await bar(page).getByLabel('Range').selectOption('custom');
  await bar(page).getByLabel('From', { exact: true }).fill(from);
  await bar(page).getByLabel('To', { exact: true }).fill(to);
  await bar(page).getByRole('button', { name: 'Apply' }).click();
}

describe('a user reads one plant history made of several uploads', () => {
  let page: Page;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    page = await openPage(browser());
    await register(page, newAccount('Hana Historian'));
    await page.goto('/settings?tab=data');
    const input = page.getByLabel('Choose a CSV file to upload');
    await input.setInputFiles(SAMPLE_PATH);
    await page.getByText(/^Uploaded sample_data\.csv/).waitFor();
    await input.setInputFiles({
      name: 'alpha-15-jan-corrected.csv',
      mimeType: 'text/csv',
      buffer: correctionOfOneDay(),
    });
    await page.getByText(/^Uploaded alpha-15-jan-corrected\.csv/).waitFor();
  });
  afterAll(() => page.close());

  it('picks all data, a range and a plant; a reload keeps them', async () => {
    await page.goto('/dashboard');
    await waitUntilSettled(page);
    // The last upload was loaded: choose the history of both.
    await bar(page).getByLabel('Data').selectOption({ label: 'All data (2 files)' });
    await chooseRange(page, '2025-01-10', '2025-01-20');
    await bar(page).getByText('10 Jan 2025 - 20 Jan 2025').waitFor();
    await bar(page).getByText('All plants (4)').click();
    for (const name of ['Gas Turbine Beta', 'CHP Plant Gamma', 'Dual-Fuel Plant Delta']) {
      await bar(page).getByLabel(name).uncheck();
    }
    await bar(page).getByText('1 of 4 plants').waitFor();
    await page.waitForURL(/plant=1/);
    // The address names the scope, and the organisation it shows (`org`, docs/organisations.md).
    const search = new URL(page.url()).searchParams;
    expect(search.get('org')).toMatch(/\S/);
    search.delete('org');
    expect(search.toString()).toBe('scope=all&preset=custom&from=2025-01-10&to=2025-01-20&plant=1');
    await waitUntilSettled(page);
    const before = await metric(page, 'Total Electricity Output');
    await expectAccessible(page, 'the Overview with a range and a plant chosen');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
    await bar(page).getByText('10 Jan 2025 - 20 Jan 2025').waitFor();
    await bar(page).getByText('1 of 4 plants').waitFor();
    expect(await bar(page).getByLabel('Data').inputValue()).toBe('all');
    expect(await metric(page, 'Total Electricity Output')).toBe(before);

    // Another screen keeps the same scope.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Plants' })
      .click();
    await page.waitForURL(/\/dashboard\/plants\?.*from=2025-01-10/);
    await page.getByRole('main').getByRole('heading', { name: 'Coal Plant Alpha' }).waitFor();
    expect(
      await page.getByRole('main').getByRole('heading', { name: 'Gas Turbine Beta' }).count(),
    ).toBe(0);
  });

  it('sees the correction of one day win over the first upload', async () => {
    await page.goto('/dashboard?scope=all&preset=custom&from=2025-01-15&to=2025-01-15&plant=1');
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
    expect(await metric(page, 'Total Electricity Output')).toBe('24,000 MWh');
    // The first upload alone still has its own figure for that day.
    const firstId = await bar(page)
      .getByLabel('Data')
      .locator('option', { hasText: 'sample_data.csv' })
      .getAttribute('value');
    await page.goto(
      `/dashboard?scope=${firstId}&preset=custom&from=2025-01-15&to=2025-01-15&plant=1`,
    );
    await page.getByRole('heading', { level: 1, name: 'Overview' }).waitFor();
    expect(await metric(page, 'Total Electricity Output')).not.toBe('24,000 MWh');
  });

  it('compares a range with the period before it and a year earlier', async () => {
    await page.goto('/dashboard/analytics?scope=all&preset=custom&from=2025-01-16&to=2025-01-30');
    await page.getByRole('heading', { level: 1, name: 'Analytics' }).waitFor();
    const card = page
      .getByRole('main')
      .locator('section, div')
      .filter({
        has: page.getByRole('heading', { name: 'Period comparison' }),
      });
    await card.first().waitFor();
    await page
      .getByText(
        '16 Jan 2025 - 30 Jan 2025, 15 of 15 days with data, against the period before it (1 Jan 2025 - 15 Jan 2025, 15 of 15 days with data) and the same period a year earlier (16 Jan 2024 - 30 Jan 2024, no data).',
      )
      .waitFor();
    const table = page.getByRole('table', { name: /Key figures of 16 Jan 2025 - 30 Jan 2025/ });
    const allPlants = table.getByRole('rowgroup').filter({
      has: page.getByRole('rowheader', { name: 'All plants' }),
    });
    const electricity = allPlants.getByRole('row').filter({
      has: page.getByRole('rowheader', { name: 'Electricity output' }),
    });
    const cells = await electricity.getByRole('cell').allTextContents();
    expect(cells).toHaveLength(5);
    expect(cells[1]).toMatch(/MWh$/);
    expect(cells[2]).toMatch(/%$/);
    expect(cells.slice(3)).toEqual(['no data', 'no data']);
    await expectAccessible(page, 'Analytics with the period comparison');
    await page.getByRole('heading', { name: 'Period comparison' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, 'history-comparison.png') });
  });

  it('says so when the range holds no data', async () => {
    await page.goto('/dashboard?scope=all&preset=custom&from=2023-01-01&to=2023-01-31');
    await page.getByRole('heading', { name: 'No data in this range' }).waitFor();
    await bar(page).getByText('No data in this range').waitFor();
  });

  it('pages through 25 uploaded files, 20 at a time, and loads one from the second page', async () => {
    await page.goto('/settings?tab=data');
    // 23 more uploads through the API, as a script of the user would send them.
    await page.evaluate(
      async (texts: string[]) => {
        for (const [i, text] of texts.entries()) {
          const form = new FormData();
          form.append('file', new File([text], `spare-${i + 1}.csv`, { type: 'text/csv' }));
          const response = await fetch('/api/files', { method: 'POST', body: form });
          if (!response.ok) throw new Error(`upload ${i + 1}: ${response.status}`);
        }
      },
      Array.from({ length: 23 }, (_, i) => smallFile(i + 1)),
    );
    await page.reload();
    const panel = page.getByRole('tabpanel', { name: 'Data Source' });
    await panel.getByText('25 files, newest first').waitFor();
    await panel.getByText('Files 1-20 of 25').waitFor();
    const items = panel.getByRole('list', { name: 'Your files' }).getByRole('listitem');
    expect(await items.count()).toBe(20);
    await page.screenshot({ path: join(SHOTS, 'history-file-list.png'), fullPage: true });

    await panel.getByRole('button', { name: 'Next' }).click();
    await panel.getByText('Files 21-25 of 25').waitFor();
    expect(await items.count()).toBe(5);
    const sample = items.filter({ hasText: 'sample_data.csv' });
    await sample.getByText('1 Jan 2025 - 30 Jan 2025 · 4 plants').waitFor();
    await sample.getByText('1 of 120 plant-days overridden by a newer upload').waitFor();
    await expectAccessible(page, 'the second page of files');
    await page.screenshot({ path: join(SHOTS, 'history-file-list-page-2.png'), fullPage: true });

    await panel.getByRole('button', { name: 'Load sample_data.csv' }).click();
    await sample.getByText('Loaded', { exact: true }).waitFor();
    await page.goto('/dashboard');
    // Another visit without the scope in the address starts from the default: all 25 files.
    await bar(page).getByText('1 Jan 2025 - 30 Jan 2025').waitFor();
    expect(await bar(page).getByLabel('Data').inputValue()).toBe('all');
    await page.screenshot({ path: join(SHOTS, 'history-bar.png') });
  });

  it('charts all of the data over the whole history by week, and beyond two years by month', async () => {
    // The history now runs from the spare uploads of 1-23 March 2024 to the sample's 30 January
    // 2025: 306 days of March to December and 30 of January, 336 days.
    await page.goto('/dashboard/analytics?scope=all');
    await page.getByRole('heading', { level: 1, name: 'Analytics' }).waitFor();
    await bar(page).getByLabel('Range').selectOption({ label: 'All of the data' });
    await bar(page).getByText('All of the data: 1 Mar 2024 - 30 Jan 2025').waitFor();
    await page
      .getByText(
        '336 days (1 Mar 2024 to 30 Jan 2025), tonnes of each gas per week (Monday to Sunday).',
        { exact: false },
      )
      .waitFor();
    // Every week of the range, the first from Friday 1 March (data on 1-3 March) to the one of
    // Monday 27 January (data on 27-30 January): Monday 26 February 2024 to Sunday 2 February 2025
    // is 49 weeks.
    const weeks = page.getByRole('table', {
      name: 'Emissions per week (Monday to Sunday), tonnes',
    });
    const periods = await weeks.getByRole('rowheader').allTextContents();
    expect(periods).toHaveLength(49);
    expect(periods[0]).toBe('Week of 1 Mar 2024 (partial: 3 of 7 days)');
    expect(periods.at(-1)).toBe('Week of 27 Jan 2025 (partial: 4 of 7 days)');
    // 23 spare days and the sample's 30.
    expect(await described(page, 'Days Tracked')).toBe('53 of 336');
    await chartSettled(page);
    await page.screenshot({ path: join(SHOTS, 'history-all-data-weekly.png') });

    // One reading on 15 June 2022 stretches the history past two years: a bar per month.
    await page.evaluate(async (text: string) => {
      const form = new FormData();
      form.append('file', new File([text], 'spare-2022.csv', { type: 'text/csv' }));
      const response = await fetch('/api/files', { method: 'POST', body: form });
      if (!response.ok) throw new Error(`upload: ${response.status}`);
    }, smallFile('2022-06-15'));
    await page.reload();
    await bar(page).getByText('All of the data: 15 Jun 2022 - 30 Jan 2025').waitFor();
    const months = page.getByRole('table', { name: 'Emissions per calendar month, tonnes' });
    await months.waitFor({ state: 'attached' });
    const monthNames = await months.getByRole('rowheader').allTextContents();
    // June 2022 to January 2025: 7 + 12 + 12 + 1 = 32 months, each partial one saying so.
    expect(monthNames).toHaveLength(32);
    expect(monthNames[0]).toBe('Jun 2022 (partial: 1 of 30 days)');
    expect(monthNames[1]).toBe('Jul 2022');
    expect(monthNames).toContain('Mar 2024 (partial: 23 of 31 days)');
    expect(monthNames.at(-1)).toBe('Jan 2025 (partial: 30 of 31 days)');
    await chartSettled(page);
    await page.screenshot({ path: join(SHOTS, 'history-all-data-monthly.png') });
  });
});
