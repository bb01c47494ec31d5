// Issue 27 §3: a foreign Excel workbook (a US CEMS-style hourly export: date cells and hour numbers
// apart, mmBtu, short tons, local standard time, on its second sheet) is mapped in the mapping step
// from the first rows the server reads of the sheet chosen there, uploaded through the profile saved there, and its figures are those the
// test sums itself; a second workbook with the same columns is read through the profile at once.
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { XLSX_MIME } from '@domain/csv/check-file';
import { newAccount, register } from './support/accounts';
import { markOptionalColumnsAbsent } from './support/mapping-step';
import { expectAccessible, openPage, useBrowser } from './support/browser';
import { DASHBOARD_URL } from './support/pages';

const browser = useBrowser();
const SHOTS = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'sid-screens');

const HEADER = [
  'Date',
  'Hour',
  'Facility ID',
  'Facility Name',
  'Primary Fuel',
  'Gross Load (MW)',
  'Heat Input (mmBtu)',
  'CO2 Mass (short tons)',
];

interface Export {
  bytes: Buffer;
  /** Gross load of every hour: MWh. */
  totalMwh: number;
}

/** Two facilities' hours over two July days, each figure a little different, behind a notes sheet. */
async function cemsExport(firstDay: number): Promise<Export> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Notes').addRow(['Exported from CAMPD, hourly emissions']);
  const sheet = workbook.addWorksheet('Hourly');
  sheet.addRow(HEADER);
  let totalMwh = 0;
  let i = 0;
  for (let day = firstDay; day < firstDay + 2; day++) {
    for (let hour = 0; hour < 24; hour++) {
      for (const [id, name] of [
        [3, 'Barry'],
        [7, 'Gaston'],
      ] as const) {
        i++;
        const load = 150 + ((i * 37) % 100) + 0.25;
        totalMwh += load;
        const row = sheet.addRow([
          new Date(Date.UTC(2025, 6, day)),
          hour,
          id,
          name,
          'natural_gas',
          load,
          load * 9,
          load * 0.6,
        ]);
        row.getCell(1).numFmt = 'm/d/yyyy';
      }
    }
  }
  return { bytes: Buffer.from(await workbook.xlsx.writeBuffer()), totalMwh };
}

describe('a new user uploads a CEMS workbook: maps it once from its first rows, then it is read through the profile', () => {
  let page: Page;

  beforeAll(async () => {
    page = await openPage(browser());
    await register(page, newAccount('Wanda Workbook'));
  });

  const panel = () => page.getByRole('tabpanel', { name: 'Data Source' });
  const step = () => page.getByRole('region', { name: 'Map the columns of cems-july.xlsx' });
  const fileInput = () => page.getByLabel('Choose a CSV file to upload');

  it('maps the columns, sees the first hours converted, saves the profile and sees the figures', async () => {
    const first = await cemsExport(4);
    await page.goto('/settings?tab=data');
    await panel().getByText('No files uploaded yet.').waitFor();
    await fileInput().setInputFiles({
      name: 'cems-july.xlsx',
      mimeType: XLSX_MIME,
      buffer: first.bytes,
    });
    await step().waitFor();
    // The readings are on the second sheet: choosing it proposes its columns.
    await step().getByText('Read from the sheet "Notes" (sheet 1 of 2)').waitFor();
    await step().getByLabel('Sheet', { exact: true }).selectOption('Hourly');
    await step().getByText('Read from the sheet "Hourly" (sheet 2 of 2)').waitFor();
    expect(await step().getByLabel('date', { exact: true }).inputValue()).toBe('Date');
    expect(await step().getByLabel('Time of day (optional)').inputValue()).toBe('Hour');
    expect(await step().getByLabel('plant_id', { exact: true }).inputValue()).toBe('Facility ID');
    expect(await step().getByLabel('Unit of fuel_consumption_MWh').inputValue()).toBe('mmBtu');
    expect(await step().getByLabel('Field separator').count()).toBe(0);

    await markOptionalColumnsAbsent(step());
    await step().getByLabel('Unit of CO2_emissions_tonnes').selectOption('short_ton');
    await step().getByLabel('Date format').fill('YYYY-MM-DD H');
    await step().getByLabel('Time zone').selectOption('-06:00');
    await step().getByLabel('Profile name').fill('CEMS hourly');

    // Midnight of 4 July at UTC-6 is 06:00 UTC; the first facility's load as it stands (MWh).
    const firstRow = step()
      .getByRole('table', { name: /Preview/ })
      .getByRole('row')
      .nth(1);
    await firstRow.getByRole('cell', { name: '2025-07-04T06:00:00.000Z' }).waitFor();
    await firstRow.getByRole('cell', { name: '187.25', exact: true }).waitFor();

    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, 'workbook-mapping-desktop.png'), fullPage: true });
    await expectAccessible(page, 'the mapping step of a workbook');

    await step().getByRole('button', { name: 'Save profile and upload' }).click();
    await panel()
      .getByText('Uploaded cems-july.csv (96 rows); it is now loaded.', { exact: true })
      .waitFor();
    expect(await step().count()).toBe(0);

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Overview' })
      .click();
    await page.waitForURL(DASHBOARD_URL);
    await page.getByText('Total Electricity Output').first().waitFor();
    const totalMwh = Math.round(first.totalMwh).toLocaleString('en-US');
    await page.getByText(totalMwh, { exact: true }).first().waitFor();
  });

  it('uploads a second workbook with the same columns: read through the saved profile at once', async () => {
    const second = await cemsExport(8);
    await page.goto('/settings?tab=data');
    await fileInput().setInputFiles({
      name: 'cems-july-2.xlsx',
      mimeType: XLSX_MIME,
      buffer: second.bytes,
    });
    await panel()
      .getByText('Uploaded cems-july-2.csv (96 rows); it is now loaded.', { exact: true })
      .waitFor();
    await panel()
      .getByText(/^Read through your profile "CEMS hourly"\. Days placed in /)
      .waitFor();
    expect(await page.getByRole('region', { name: /^Map the columns/ }).count()).toBe(0);
    await page.close();
  });
});
