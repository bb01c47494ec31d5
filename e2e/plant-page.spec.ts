import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, register } from './support/accounts';
import { DESKTOP, expectAccessible, openPage, PHONE, useBrowser } from './support/browser';
import { signInAsDemo } from './support/demo';
import { DASHBOARD_URL, fitsWidth, waitUntilSettled } from './support/pages';
import { sampleLines } from './support/sample-data';

const browser = useBrowser();

// Screenshots for a person to look at (never in the repository).
const SHOTS = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'sid-screens');

const DAYS = 10;
/** 4 and 5 May: an outage of two whole days. */
const OUTAGE_DAYS = [4, 5];
/** 7 May, 10:00 to 13:00: four lost hours. */
const LOST = { day: 7, hours: [10, 11, 12, 13] };
/** 8 May, 00:00 to 02:00: a re-export repeats them, correcting their CO2 further down the file. */
const REPEATED = { day: 8, hours: [0, 1, 2] };

/** An hour's CO2 in tonnes: halves, so every sum is exact. */
const co2Of = (day: number, hour: number) => 30 + ((day + hour) % 5) + 0.5;

const row = (day: number, hour: number, co2: number) =>
  `2024-05-${String(day).padStart(2, '0')} ${String(hour).padStart(2, '0')}:00:00,11,Quay Turbine,natural gas,80,0,200,${co2},1,0.1,40`;

/** Ten May days of one plant with the outage and the lost hours; the repeated hours read 500 t first. */
function fileWithOutage(): { csv: Buffer; co2: number; present: number } {
  const [header] = sampleLines();
  const rows: string[] = [];
  let co2 = 0;
  let present = 0;
  for (let day = 1; day <= DAYS; day++) {
    if (OUTAGE_DAYS.includes(day)) continue;
    for (let hour = 0; hour < 24; hour++) {
      if (day === LOST.day && LOST.hours.includes(hour)) continue;
      const repeated = day === REPEATED.day && REPEATED.hours.includes(hour);
      rows.push(row(day, hour, repeated ? 500 : co2Of(day, hour)));
      co2 += co2Of(day, hour);
      present += 1;
    }
  }
  for (const hour of REPEATED.hours) rows.push(row(REPEATED.day, hour, co2Of(REPEATED.day, hour)));
  return { csv: Buffer.from(`${[header, ...rows].join('\n')}\n`), co2, present };
}

const tonnes = (t: number) =>
  t.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** The value a card's description list gives a term. */
const fact = (card: Locator, term: string) =>
  card
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('+ dd');

describe('a user opens a plant from the plants table and sees what its figures rest on', () => {
  let page: Page;
  const file = fileWithOutage();

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    page = await openPage(browser());
    await register(page, newAccount('Petra Plantpage'));
    await page.goto('/settings?tab=data');
    await page.getByLabel('Choose a CSV file to upload').setInputFiles({
      name: 'quay-turbine-may.csv',
      mimeType: 'text/csv',
      buffer: file.csv,
    });
    await page.getByText(/^Uploaded quay-turbine-may\.csv/).waitFor();
  });
  afterAll(() => page.close());

  it('opens the plant page from the plants table', async () => {
    await page.goto('/dashboard/plants');
    await page.getByRole('table').getByRole('link', { name: 'Quay Turbine', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Quay Turbine' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/plants/11');
    await waitUntilSettled(page);
  });

  it('shows the register facts, each declared or assumed', async () => {
    const card = page.getByRole('region', { name: 'Register facts' });
    // Nothing declared yet: the spec's defaults for an unplaced natural-gas plant, all assumed.
    expect(await fact(card, 'Country').textContent()).toBe('Europeassumed');
    expect(await fact(card, 'Sector').textContent()).toBe('Energy - Natural Gasassumed');
    expect(await fact(card, 'In EU ETS').textContent()).toBe('Yesassumed');
  });

  it('shows the coverage: hours, days, the repeated hours and the gaps', async () => {
    const expected = DAYS * 24;
    const share = ((file.present / expected) * 100).toFixed(1);
    expect(file.present).toBe(240 - 48 - 4);
    await page.getByText(`${file.present} present of ${expected} expected (${share}%)`).waitFor();
    // The range is the last 30 days of the data; the plant has readings on 8 of them.
    await page.getByText(`${DAYS - OUTAGE_DAYS.length} with data of 30 in range`).waitFor();
    await page.getByText('3 hours repeated in a file: the later row counts').waitFor();
    const rows = page.getByRole('table', { name: 'Gaps of Quay Turbine' }).getByRole('row');
    const cells = async (r: Locator) => (await r.getByRole('cell').allTextContents()).slice(0, 2);
    expect(await cells(rows.nth(1))).toEqual(['2024-05-04 00:00 to 2024-05-06 00:00', '48']);
    expect(await cells(rows.nth(2))).toEqual(['2024-05-07 10:00 to 2024-05-07 14:00', '4']);
    const days = page.getByRole('list', { name: 'Days' });
    await days.getByRole('listitem', { name: '2024-05-04: missing' }).waitFor();
    await days.getByRole('listitem', { name: '2024-05-07: partial' }).waitFor();
    await page.getByRole('heading', { name: 'Daily Emissions Trend' }).waitFor();
    await expectAccessible(page, 'the plant page');
    await page.screenshot({ path: join(SHOTS, 'plant-page.png'), fullPage: true });
  });

  it('shows the ETS status of 2024: its CO2, the repeats counted once, then declared', async () => {
    const ets = page.getByRole('region', { name: 'EU ETS 2024' });
    await expect.poll(() => ets.textContent()).toContain(`${tonnes(file.co2)} t`);
    // Undeclared, its CO2 counts in no EU ETS figure.
    expect(await ets.textContent()).toContain('EU ETS scope not declared');
    // Confirming the entry in the register declares every fact shown.
    await page.getByRole('link', { name: 'Edit in the plant register' }).click();
    await page.getByRole('button', { name: 'Confirm Quay Turbine' }).click();
    await page.getByText('Confirmed Quay Turbine: its values are now declared facts.').waitFor();
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Quay Turbine' }).waitFor();
    await page
      .getByText(
        `Declared in EU ETS scope: 100.0% of 2024's reported CO2 (${tonnes(file.co2)} of ${tonnes(file.co2)} t)`,
        { exact: false },
      )
      .waitFor();
    expect(await page.getByText('assumed', { exact: true }).count()).toBe(0);
    await page.screenshot({ path: join(SHOTS, 'plant-page-confirmed.png'), fullPage: true });
  });

  it('fits a phone screen: the gap table scrolls on its own', async () => {
    await page.setViewportSize(PHONE);
    try {
      await expect.poll(() => fitsWidth(page)).toBe(true);
      await page.screenshot({ path: join(SHOTS, 'plant-page-phone.png'), fullPage: true });
    } finally {
      await page.setViewportSize(DESKTOP);
    }
  });

  it('follows a coverage note on the Overview to the data-quality screen', async () => {
    await page.getByRole('link', { name: 'Overview' }).click();
    await page.waitForURL(DASHBOARD_URL);
    await waitUntilSettled(page);
    await page.screenshot({ path: join(SHOTS, 'overview-coverage-links.png'), fullPage: true });
    await page.getByRole('link', { name: 'Data quality: coverage and gaps' }).first().click();
    await page.getByRole('heading', { name: 'Data Quality' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard/data-quality');
  });

  it('says so for a plant the data and the register do not know', async () => {
    await page.goto('/plants/999');
    await page.getByRole('heading', { name: 'No such plant' }).waitFor();
    await page.screenshot({ path: join(SHOTS, 'plant-page-unknown.png') });
  });
});

describe("the demo's plant page over last year on a phone", () => {
  it("fits the screen: the chart's weeks for screen readers take no width", async () => {
    const page = await openPage(browser(), PHONE);
    await signInAsDemo(page);
    await page.goto(`/plants/1?preset=year-${new Date().getUTCFullYear() - 1}`);
    // A row per week, such as "Week of 1 Jan 2025 (partial: 5 of 7 days)", and its three figures.
    await page
      .getByRole('table', { name: 'Emissions per week (Monday to Sunday), tonnes' })
      .waitFor({ state: 'attached' });
    await expect.poll(() => fitsWidth(page)).toBe(true);
    await page.screenshot({ path: join(SHOTS, 'plant-page-demo-year-phone.png'), fullPage: true });
    await page.close();
  });
});
