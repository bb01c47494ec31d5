// A US EPA hourly export (24 columns, of which 8 are read) is mapped once in the upload screen's
// mapping step: its unit, operating time and load in MW proposed, its one fuel given for every
// row. The next file of that layout is read through the saved profile without the mapping step.
// EPA's daily file is then mapped as a day's totals.
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { epaDailyFile } from '@domain/testing/epa-daily';
import { epaHourlyFile, epaHours } from '@domain/testing/epa-hourly';
import { newAccount, register } from './support/accounts';
import { markOptionalColumnsAbsent } from './support/mapping-step';
import { DESKTOP, expectAccessible, openPage, PHONE, useBrowser } from './support/browser';
import { DASHBOARD_URL } from './support/pages';

const browser = useBrowser();
const SHOTS = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'sid-screens');

const FIRST_DAYS = ['07-04-1995', '07-05-1995'];
const firstHours = epaHours(FIRST_DAYS);
/** Every hour is run in full: its energy is its load for one hour. */
const firstMwh = firstHours.reduce((sum, h) => sum + (h.loadMw ?? 0), 0);

describe('a new user uploads a US EPA hourly export: maps it once, then its next file is read through the profile', () => {
  let page: Page;

  beforeAll(async () => {
    page = await openPage(browser());
    await register(page, newAccount('Ada Epa'));
  });

  const panel = () => page.getByRole('tabpanel', { name: 'Data Source' });
  const stepOf = (fileName: string) =>
    page.getByRole('region', { name: `Map the columns of ${fileName}` });
  const step = () => stepOf('az-1995-07-a.csv');
  const fileInput = () => page.getByLabel('Choose a CSV file to upload');
  const fileItems = () => page.getByRole('list', { name: 'Your files' }).getByRole('listitem');
  const value = (label: string) => step().getByLabel(label, { exact: true }).inputValue();

  it('confirms the proposed unit, operating time and load in MW, gives the fuel, and uploads', async () => {
    await page.goto('/settings?tab=data');
    await panel().getByText('No files uploaded yet.').waitFor();
    await fileInput().setInputFiles({
      name: 'az-1995-07-a.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(epaHourlyFile(firstHours)),
    });
    await step().waitFor();
    expect(await value('unit_id')).toBe('UNITID');
    expect(await value('operating_time')).toBe('OP_TIME');
    expect(await value('Unit of operating_time')).toBe('fraction');
    expect(await value('electricity_output_MWh')).toBe('GLOAD (MW)');
    expect(await value('Unit of electricity_output_MWh')).toBe('MW');
    expect(await value('fuel_consumption_MWh')).toBe('HEAT_INPUT (mmBtu)');
    expect(await value('Unit of CO2_emissions_tonnes')).toBe('short_ton');
    expect(await value('Date format')).toBe('MM-DD-YYYY H');
    expect(await value('Each row is')).toBe('reading');
    expect(await value('SO2_emissions_kg')).toBe('SO2_MASS (lbs)');
    expect(await value('Unit of NOx_emissions_kg')).toBe('lb');
    await step()
      .getByText('Likely: Every value from 0 to 1: the share of each hour operated')
      .waitFor();

    await markOptionalColumnsAbsent(step());
    await step()
      .getByLabel('fuel_type', { exact: true })
      .selectOption({ label: 'One fuel for every row (not in the file)' });
    await step().getByLabel('Fuel type for every row').fill('Natural Gas');
    await step().getByLabel('Time zone').selectOption('-07:00');
    await step().getByLabel('Profile name').fill('EPA CAMD hourly');

    // Midnight at UTC-7 is 07:00 UTC; the file's one fuel on every row.
    const firstRow = step()
      .getByRole('table', { name: /Preview/ })
      .getByRole('row')
      .nth(1);
    await firstRow.getByRole('cell', { name: '1995-07-04T07:00:00.000Z' }).waitFor();
    await firstRow.getByRole('cell', { name: 'Natural Gas' }).waitFor();

    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, 'epa-mapping-desktop.png'), fullPage: true });
    await expectAccessible(page, 'the mapping step of an EPA export');
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: join(SHOTS, 'epa-mapping-phone.png'), fullPage: true });
    await page.setViewportSize(DESKTOP);

    await step().getByRole('button', { name: 'Save profile and upload' }).click();
    await panel()
      .getByText(/^Uploaded az-1995-07-a\.csv \(\d+ rows\); it is now loaded\.$/)
      .waitFor();
    await panel()
      .getByText(
        'Read through your new profile "EPA CAMD hourly"; the next file with these columns is read through it too. ' +
          "Days placed in -07:00 (the profile's, now the plant's own).",
        { exact: true },
      )
      .waitFor();
    expect(await step().count()).toBe(0);

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Overview' })
      .click();
    await page.waitForURL(DASHBOARD_URL);
    await page.getByText('Total Electricity Output').waitFor();
    await page
      .getByText(Math.round(firstMwh).toLocaleString('en-US'), { exact: true })
      .first()
      .waitFor();
  });

  it('uploads the next file of that layout: read through the saved profile, no mapping step', async () => {
    await page.goto('/settings?tab=data');
    await fileItems().first().waitFor();
    await fileInput().setInputFiles({
      name: 'az-1995-07-b.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(epaHourlyFile(epaHours(['07-06-1995', '07-07-1995']))),
    });
    await panel()
      .getByText(/^Uploaded az-1995-07-b\.csv \(\d+ rows\); it is now loaded\.$/)
      .waitFor();
    await panel()
      .getByText(
        'Read through your profile "EPA CAMD hourly". Days placed in -07:00 (the plant\'s).',
        { exact: true },
      )
      .waitFor();
    expect(await page.getByRole('region', { name: /^Map the columns/ }).count()).toBe(0);
    await expect.poll(() => fileItems().count()).toBe(2);
  });

  it("maps EPA's daily file as a day's totals, and uploads it", async () => {
    const daily = () => stepOf('az-1995-q3-daily.csv');
    await fileInput().setInputFiles({
      name: 'az-1995-q3-daily.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        epaDailyFile(
          [24, 0, 6.5].map((opHours, i) => ({
            facility: 118,
            unit: '1',
            date: `08-0${i + 1}-1995`,
            opHours,
            loadMwh: opHours ? 900 : null,
            heatMmbtu: opHours ? 9000 : null,
            co2ShortTons: opHours ? 530 : null,
          })),
        ),
      ),
    });
    await daily().waitFor();
    const dailyValue = (label: string) => daily().getByLabel(label, { exact: true }).inputValue();
    expect(await dailyValue('Each row is')).toBe('day');
    expect(await dailyValue('Unit of operating_time')).toBe('hours');
    expect(await dailyValue('SO2_emissions_kg')).toBe('SO2_MASS (tons)');
    await markOptionalColumnsAbsent(daily());
    await daily()
      .getByLabel('fuel_type', { exact: true })
      .selectOption({ label: 'One fuel for every row (not in the file)' });
    await daily().getByLabel('Fuel type for every row').fill('Natural Gas');
    await daily().getByLabel('Profile name').fill('EPA CAMD daily');
    // Each row is stored as its day, with the hours it operated.
    await daily()
      .getByRole('table', { name: /Preview/ })
      .getByRole('cell', { name: '1995-08-03', exact: true })
      .waitFor();

    await page.screenshot({ path: join(SHOTS, 'epa-daily-mapping-desktop.png'), fullPage: true });
    await expectAccessible(page, 'the mapping step of an EPA daily file');
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: join(SHOTS, 'epa-daily-mapping-phone.png'), fullPage: true });
    await page.setViewportSize(DESKTOP);

    await daily().getByRole('button', { name: 'Save profile and upload' }).click();
    await panel()
      .getByText(/^Uploaded az-1995-q3-daily\.csv \(\d+ rows\); it is now loaded\.$/)
      .waitFor();
    await expect.poll(() => fileItems().count()).toBe(3);
    await page.close();
  });
});
