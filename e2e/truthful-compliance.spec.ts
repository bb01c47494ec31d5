import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, register } from './support/accounts';
import { openPage, useBrowser } from './support/browser';
import { waitUntilSettled } from './support/pages';
import { SAMPLE_PATH } from './support/sample-data';

const browser = useBrowser();

// Screenshots for a person to look at (never in the repository).
const SHOTS = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'sid-screens');

const tonnes = (t: number) =>
  t.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** The text of the PDF compliance report of the user's history, as pdftotext reads it. */
async function pdfText(page: Page): Promise<string> {
  const res = await page.request.get('/api/reports/compliance.pdf?jurisdiction=COMBINED');
  expect(res.status()).toBe(200);
  const dir = await mkdtemp(join(tmpdir(), 'sid-e2e-compliance-'));
  try {
    const file = join(dir, 'report.pdf');
    writeFileSync(file, await res.body());
    const text = execFileSync('/usr/bin/pdftotext', ['-enc', 'UTF-8', file, '-'], {
      encoding: 'utf8',
    });
    return text.replace(/\s+/g, ' ');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe("a compliance officer declares a plant's facts and the year's allowances", () => {
  let page: Page;

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    page = await openPage(browser());
    await register(page, newAccount('Ines Inspector'));
    await page.goto('/settings?tab=data');
    await page.getByLabel('Choose a CSV file to upload').setInputFiles(SAMPLE_PATH);
    await page.getByText(/^Uploaded sample_data\.csv/).waitFor();
  });
  afterAll(() => page.close());

  it('declares a country once and reads it on Benchmarking, Compliance, the export and the PDF', async () => {
    await page.goto('/dashboard/plants/register');
    await page.getByRole('button', { name: 'Edit Coal Plant Alpha' }).click();
    const form = page.getByRole('form', { name: 'Edit Coal Plant Alpha' });
    await form.getByLabel('Country').selectOption('Netherlands');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved Coal Plant Alpha.').waitFor();
    await page.screenshot({ path: join(SHOTS, 'register-declared.png'), fullPage: true });

    await page.goto('/dashboard/benchmarking');
    await waitUntilSettled(page);
    const card = page.getByRole('main').locator('div', {
      has: page.getByRole('heading', { name: 'Coal Plant Alpha', exact: true }),
    });
    await expect.poll(() => card.last().textContent()).toContain('Netherlands');
    await page.screenshot({ path: join(SHOTS, 'benchmarking-declared.png'), fullPage: true });

    await page.goto('/dashboard/compliance');
    await waitUntilSettled(page);
    const row = page.getByRole('row', { name: /Coal Plant Alpha/ });
    await expect.poll(() => row.first().textContent()).toContain('Netherlands');

    const exported = await page.request.get(
      '/api/analysis/export?format=json&role=internal&jurisdiction=COMBINED',
    );
    const report = (await exported.json()) as { facilities: { name: string; location: string }[] };
    expect(report.facilities.find((f) => f.name === 'Coal Plant Alpha')?.location).toBe(
      'Netherlands',
    );
    expect(await pdfText(page)).toContain('Netherlands');
  });

  it('enters the allowances in EUAs and reads one position on Overview, Compliance and the PDF', async () => {
    await page.goto('/settings?tab=permits');
    await page.getByLabel('Permit year').selectOption('2025');
    await page.getByLabel('Active permits').fill('0');
    await page
      .getByLabel('Allowances entered in EUAs (optional; replaces permits x block size)')
      .fill('500000');
    await page.getByLabel('Company name (optional)').fill('Nordwerk Energie');
    await page.getByRole('button', { name: 'Save Permit Data' }).click();
    await page.getByText('Permit data saved successfully').waitFor();
    const ets = (await (await page.request.get('/api/ets/2025')).json()) as {
      reported_co2_t: number;
      allowances_t: number;
      position_t: number;
      plants: { plant_id: number; in_ets: boolean }[];
    };
    // Plant 1, saved in the Netherlands, is declared in EU ETS scope; the other three are assumed.
    expect(ets.plants.every((p) => p.in_ets)).toBe(true);
    expect(ets.allowances_t).toBe(500_000);
    expect(ets.position_t).toBeCloseTo(500_000 - ets.reported_co2_t, 6);
    const position = `${ets.position_t >= 0 ? 'surplus' : 'deficit'} of ${tonnes(Math.abs(ets.position_t))} t`;

    await page.goto('/dashboard');
    await waitUntilSettled(page);
    await expect.poll(() => page.getByRole('main').textContent()).toContain(position);
    await page.screenshot({ path: join(SHOTS, 'overview-ets-position.png'), fullPage: true });

    await page.goto('/dashboard/compliance');
    await waitUntilSettled(page);
    await expect.poll(() => page.getByRole('main').textContent()).toContain(position);
    await page.screenshot({ path: join(SHOTS, 'compliance-ets-position.png'), fullPage: true });

    const pdf = await pdfText(page);
    expect(pdf).toContain(`Position: ${position}`);
    expect(pdf).toContain('500,000 EUAs');
  });

  it('never gives Plants and Benchmarking the same status word for different things', async () => {
    await page.goto('/dashboard/plants');
    await waitUntilSettled(page);
    const main = page.getByRole('main');
    await expect.poll(() => main.innerText()).toMatch(/\b(Optimal|Warning|Critical)\b/);
    expect(await main.innerText()).not.toMatch(/quartile/i);

    await page.goto('/dashboard/benchmarking');
    await waitUntilSettled(page);
    await expect.poll(() => main.innerText()).toMatch(/Top quartile|Middle|Bottom quartile/);
    expect(await main.innerText()).not.toMatch(/\b(Optimal|Critical)\b/);
  });
});
