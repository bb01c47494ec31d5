import { mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { newAccount, register } from './support/accounts';
import { expectAccessible, openPage, useBrowser } from './support/browser';
import { brokenCsv, SAMPLE_PATH, sampleLines } from './support/sample-data';
import { sampleFigures } from './support/sample-figures';
import { DASHBOARD_URL } from './support/pages';

const browser = useBrowser();

const LONG_NAME = 'north-sea-plant-readings-2025-q1.csv';
const SHOTS = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'sid-screens');

// One new user through the file, in order: the sample, the sample again (not stored twice), its
// readings exported again under a long name, a broken file that is refused, then a deletion.
describe('a new user uploads and manages CSV files in Settings > Data Source', () => {
  let page: Page;

  beforeAll(async () => {
    page = await openPage(browser());
    await register(page, newAccount('Uma Loader'));
  });

  const header = () => page.getByRole('banner');
  const fileInput = () => page.getByLabel('Choose a CSV file to upload');
  const fileItems = () => page.getByRole('list', { name: 'Your files' }).getByRole('listitem');

  it('uploads the sample, sees its name in the header and its figures on the Overview', async () => {
    // The empty state's link leads straight to Settings > Data Source.
    await page.getByRole('link', { name: 'Go to Settings' }).click();
    await page.waitForURL(/\/settings\?tab=data(&org=[^&]+)?$/);
    const panel = page.getByRole('tabpanel', { name: 'Data Source' });
    await panel.getByText('No files uploaded yet.').waitFor();
    await expectAccessible(page, 'the empty Data Source tab');

    await fileInput().setInputFiles(SAMPLE_PATH);
    await panel
      .getByText(/^Uploaded sample_data\.csv \(2,880 rows\); it is now loaded\.$/)
      .waitFor();
    await header().getByText('sample_data.csv', { exact: true }).waitFor();
    expect(await fileItems().count()).toBe(1);
    await fileItems().getByText('Loaded', { exact: true }).waitFor();
    await expectAccessible(page, 'the Data Source tab with a file');

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Overview' })
      .click();
    await page.waitForURL(DASHBOARD_URL);
    await page.getByText('Total Electricity Output').waitFor();
    const sample = sampleFigures();
    await page.getByText(sample.totalElectricity, { exact: true }).waitFor();
    await page.getByText(sample.totalCo2, { exact: true }).first().waitFor();
    await expectAccessible(page, 'the Overview with the uploaded sample');
  });

  it('uploads the sample again: told when and as what it was uploaded, and nothing is added', async () => {
    await page.goto('/settings?tab=data');
    const panel = page.getByRole('tabpanel', { name: 'Data Source' });
    await fileItems().first().waitFor();
    // When the sample was stored, as the browser's locale writes a date and time.
    const uploadedOn = await page.evaluate(async () => {
      const listed = (await (await fetch('/api/files')).json()) as {
        files: { uploadedAt: string }[];
      };
      return new Date(listed.files[0]!.uploadedAt).toLocaleString(undefined, {
        dateStyle: 'medium',
        timeStyle: 'short',
      });
    });
    await fileInput().setInputFiles({
      name: 'sample again.csv',
      mimeType: 'text/csv',
      buffer: readFileSync(SAMPLE_PATH),
    });
    const notice = panel.getByRole('status').filter({ hasText: 'already uploaded' });
    await notice
      .getByText(`This file was already uploaded on ${uploadedOn} as sample_data.csv.`, {
        exact: true,
      })
      .waitFor();
    expect(await fileItems().count()).toBe(1);
    await fileItems().first().getByText('Loaded', { exact: true }).waitFor();
    await header().getByText('sample_data.csv', { exact: true }).waitFor();
    expect(await panel.getByRole('alert').count()).toBe(0);
    await expectAccessible(page, 'the Data Source tab after a re-upload');
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, 'settings-data-already-uploaded.png') });
  });

  it('uploads the readings exported again under a long name: the header cuts it to 20 characters and "..."', async () => {
    await page.goto('/settings?tab=data');
    const panel = page.getByRole('tabpanel', { name: 'Data Source' });
    await fileItems().first().waitFor();
    // Other bytes (Windows line ends) for the same readings: stored as a new upload.
    await fileInput().setInputFiles({
      name: LONG_NAME,
      mimeType: 'text/csv',
      buffer: Buffer.from(`${sampleLines().join('\r\n')}\r\n`),
    });
    await panel.getByText(`Uploaded ${LONG_NAME}`, { exact: false }).waitFor();
    const shown = header().getByText('north-sea-plant-read...', { exact: true });
    await shown.waitFor();
    expect(await shown.getAttribute('title')).toBe(LONG_NAME);
    // Newest first, and the new one is the loaded one.
    await expect.poll(() => fileItems().count()).toBe(2);
    expect(await fileItems().first().textContent()).toContain(LONG_NAME);
    await fileItems().first().getByText('Loaded', { exact: true }).waitFor();
  });

  it('uploads a broken CSV: every problem shows with its line and nothing is added', async () => {
    const panel = page.getByRole('tabpanel', { name: 'Data Source' });
    await fileInput().setInputFiles({
      name: 'broken.csv',
      mimeType: 'text/csv',
      buffer: brokenCsv(),
    });
    const alert = panel.getByRole('alert').filter({ hasText: 'CSV validation failed' });
    await alert.waitFor();
    expect(await alert.getByText('CSV validation failed: 2 problems found').count()).toBe(1);
    const problems = (await alert.getByRole('listitem').allInnerTexts()).map((t) =>
      t.replace(/\s+/g, ' ').trim(),
    );
    expect(problems).toEqual([
      'Line 3 Row 3: electricity_output_MWh must be a number, got plenty',
      'Line 5 Row 5: efficiency_percent must be between 0 and 100, got 148',
    ]);
    await expectAccessible(page, 'the Data Source tab with upload problems');
    expect(await fileItems().count()).toBe(2);
    await header().getByText('north-sea-plant-read...', { exact: true }).waitFor();
  });

  it("uploads a historian's export: its columns are offered for mapping, and nothing is added", async () => {
    const panel = page.getByRole('tabpanel', { name: 'Data Source' });
    await fileInput().setInputFiles({
      name: 'historian.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Zeitstempel;Anlage;CO2 [kg]\n01.01.2025 00:00;7;12,5\n'),
    });
    const step = panel.getByRole('region', { name: 'Map the columns of historian.csv' });
    await step.waitFor();
    const offered = await step
      .getByLabel('plant_id', { exact: true })
      .locator('option')
      .allTextContents();
    expect(offered).toEqual(['Choose a column', 'Zeitstempel', 'Anlage', 'CO2 [kg]']);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, 'upload-foreign-headers.png'), fullPage: true });
    await expectAccessible(page, 'the Data Source tab mapping a foreign file');
    await step.getByRole('button', { name: 'Cancel' }).click();
    await step.waitFor({ state: 'detached' });
    expect(await fileItems().count()).toBe(2);
  });

  it('deletes a file after confirming, and it disappears from the list', async () => {
    const panel = page.getByRole('tabpanel', { name: 'Data Source' });
    const deleteLong = panel.getByRole('button', { name: `Delete ${LONG_NAME}` });
    await deleteLong.click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this file?' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('It is the loaded file');
    await expectAccessible(page, 'the delete-file dialog');

    // Escape cancels: the file stays.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await fileItems().count()).toBe(2);

    await deleteLong.click();
    await dialog.getByRole('button', { name: 'Delete file' }).click();
    await dialog.waitFor({ state: 'detached' });
    await panel.getByText(`Deleted ${LONG_NAME}`).waitFor();
    await expect.poll(() => fileItems().count()).toBe(1);
    expect(await fileItems().first().textContent()).toContain('sample_data.csv');
    // It was the loaded file: its data is gone from the header.
    await expect.poll(() => header().getByText('north-sea-plant-read...').count()).toBe(0);
    await page.close();
  });
});
