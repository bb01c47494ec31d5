import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { newAccount, register } from './support/accounts';
import { markOptionalColumnsAbsent } from './support/mapping-step';
import { expectAccessible, openPage, useBrowser } from './support/browser';
import { DASHBOARD_URL } from './support/pages';

const browser = useBrowser();
const SHOTS = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'sid-screens');

const two = (n: number) => String(n).padStart(2, '0');

/** A gas turbine's export without a CO2 column: 2 days of hours at 20 MWh of fuel, 8 MWh out. */
function gasExportWithoutCo2(): string {
  const lines = ['Timestamp,Plant,Plant name,Fuel,Electricity (MWh),Fuel input (MWh)'];
  for (let day = 1; day <= 2; day++) {
    for (let hour = 0; hour < 24; hour++) {
      lines.push(`2025-03-${two(day)} ${two(hour)}:00,7,Gas Turbine Seven,Natural Gas,8,20`);
    }
  }
  return `${lines.join('\n')}\n`;
}

describe('a gas plant whose export has no CO2 column: its CO2 is calculated from its fuel, labelled', () => {
  let page: Page;

  beforeAll(async () => {
    page = await openPage(browser());
    await register(page, newAccount('Gus Turbine'));
  });

  it('marks CO2 not in the file, and the Overview counts the fuel type’s CO2 with its label', async () => {
    await page.goto('/settings?tab=data');
    await page.getByLabel('Choose a CSV file to upload').setInputFiles({
      name: 'gas-no-co2.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(gasExportWithoutCo2()),
    });
    const step = page.getByRole('region', { name: 'Map the columns of gas-no-co2.csv' });
    await step.waitFor();
    await markOptionalColumnsAbsent(step);
    const co2 = step.getByLabel('CO2_emissions_tonnes', { exact: true });
    await co2.selectOption({
      label: 'Not in the file (not reported: estimated from the plant’s fuel type)',
    });
    await step.getByLabel('Profile name').fill('Turbine export');
    await step.getByRole('button', { name: 'Save profile and upload' }).click();
    await page
      .getByRole('tabpanel', { name: 'Data Source' })
      .getByText('Uploaded gas-no-co2.csv (48 rows); it is now loaded.', { exact: true })
      .waitFor();

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Overview' })
      .click();
    await page.waitForURL(DASHBOARD_URL);
    // 960 MWh of gas x 3.6 GJ/MWh x 56.1 kg/GJ = 193.8816 t: never 0 t, and said to be estimated.
    const card = page.locator('div', { has: page.getByText('Total CO2 Emissions') }).last();
    await card.getByText('194', { exact: true }).waitFor();
    await card
      .getByText(
        "CO2 estimated (IPCC 2006 Tier 1) for 48 of 48 hours, from each plant's fuel type.",
        { exact: false },
      )
      .waitFor();
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, 'co2-absent-overview.png'), fullPage: true });
    await expectAccessible(page, 'the Overview of a file without CO2');

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Benchmarking' })
      .click();
    await page.getByText('gCO2/kWh: CO2 estimated (IPCC 2006 Tier 1)').waitFor();
    await page.screenshot({ path: join(SHOTS, 'co2-absent-benchmarking.png'), fullPage: true });
    expect(await page.getByText('Data unavailable').count()).toBe(0);
  });
});
