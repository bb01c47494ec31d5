import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, register } from './support/accounts';
import { expectAccessible, openPage, useBrowser } from './support/browser';
import { signInAsDemo } from './support/demo';
import { demoFigures, sampleFigures } from './support/sample-figures';

const browser = useBrowser();
const sample = sampleFigures();
/** The demo's figures in the range the screens open on, its last 30 days. */
const demo = demoFigures();

// Each data screen: its path and the heading it shows once its data is there.
const SCREENS = {
  overview: { path: '/dashboard', heading: 'Overview' },
  analytics: { path: '/dashboard/analytics', heading: 'Analytics' },
  plants: { path: '/dashboard/plants', heading: 'Plant Status' },
  compliance: { path: '/dashboard/compliance', heading: 'Compliance' },
  reports: { path: '/dashboard/reports', heading: 'Reports' },
  benchmarking: { path: '/dashboard/benchmarking', heading: 'Benchmarking' },
} as const;

const main = (page: Page) => page.getByRole('main');

/** Opens a screen and waits until its data has been rendered (its heading shows). */
async function visit(page: Page, screen: keyof typeof SCREENS): Promise<Locator> {
  const { path, heading } = SCREENS[screen];
  await page.goto(path);
  await main(page).getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
  return main(page);
}

/** The text of the value a description list gives for a term. */
function described(scope: Locator, term: string): Promise<string | null> {
  return scope
    .getByText(term, { exact: true })
    .locator('xpath=following-sibling::dd[1]')
    .textContent();
}

/** The value line of the Overview metric card with this title, e.g. "1,234 MWh". */
function metric(scope: Locator, title: string): Promise<string | null> {
  return scope
    .getByText(title, { exact: true })
    .locator('xpath=following-sibling::p[1]')
    .textContent();
}

describe('the demo account sees its last 30 days on every data screen', () => {
  let page: Page;

  beforeAll(async () => {
    page = await openPage(browser());
    await signInAsDemo(page);
  });
  afterAll(() => page.close());

  it('Overview: total electricity, total CO2 and average efficiency', async () => {
    const screen = await visit(page, 'overview');
    expect(await metric(screen, 'Total Electricity Output')).toBe(`${demo.totalElectricity} MWh`);
    expect(await metric(screen, 'Total CO2 Emissions')).toBe(`${demo.totalCo2} tonnes`);
    expect(await metric(screen, 'Average Efficiency')).toBe(`${demo.avgEfficiency} %`);
    await screen.getByText(`Data from ${demo.firstDate} to ${demo.lastDate}`).waitFor();
    await expectAccessible(page, 'the Overview with the demo');
  });

  it('Analytics: the 30-day CO2 total and the days tracked', async () => {
    const screen = await visit(page, 'analytics');
    expect(await described(screen, '30-Day CO2')).toBe(`${demo.co2Last30Days} t`);
    expect(await described(screen, 'Days Tracked')).toBe(`${demo.daysTracked} of 30`);
    await expectAccessible(page, 'Analytics with the demo');
  });

  it('Plants: each plant’s totals, average efficiency and status, and the status counts', async () => {
    const screen = await visit(page, 'plants');
    const table = screen.getByRole('table', { name: /^Plants with output/ });
    const rows = table.getByRole('row').filter({ has: page.getByRole('rowheader') });
    expect(await rows.getByRole('rowheader').allTextContents()).toEqual(
      demo.plants.map((p) => p.name),
    );
    for (const p of demo.plants) {
      const row = rows.filter({ has: page.getByRole('rowheader', { name: p.name, exact: true }) });
      expect(await row.getByRole('cell').allTextContents(), p.name).toEqual([
        p.fuel,
        p.electricity,
        p.co2,
        p.efficiency,
        p.energyWeighted,
        p.status,
      ]);
      const card = screen
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: p.name, exact: true }) });
      expect(await described(card, 'Mean hourly efficiency'), p.name).toBe(`${p.efficiency}%`);
      await card.getByText(p.status, { exact: true }).waitFor();
    }
    for (const status of ['Optimal', 'Warning', 'Critical'] as const) {
      const count = screen
        .getByRole('listitem')
        .filter({ has: page.getByText(status, { exact: true }) })
        .filter({ hasNot: page.getByRole('heading') });
      expect(await count.textContent(), status).toBe(
        `${status}${demo.plants.filter((p) => p.status === status).length}`,
      );
    }
    await expectAccessible(page, 'Plant Status with the demo');
  });

  it('Compliance: the SEC extract’s total GHG of plants 1 and 2', async () => {
    const screen = await visit(page, 'compliance');
    const sec = screen.getByRole('region', { name: 'US SEC Climate Disclosure' });
    expect(await described(sec, 'Total GHG')).toBe(`${demo.secTotalGhg} tCO2e (AR4)`);
    await expectAccessible(page, 'Compliance with the demo');
  });

  it('Reports: the demo’s own file, not the sample notice', async () => {
    const screen = await visit(page, 'reports');
    await screen
      .getByText(`Reporting period from the data: ${demo.firstDate} to ${demo.lastDate}.`, {
        exact: true,
      })
      .waitFor();
    await screen.getByRole('button', { name: 'Generate PDF Report' }).waitFor();
    expect(await screen.getByText('Sample data.').count()).toBe(0);
    await expectAccessible(page, 'Reports with the demo file');
  });

  it('Benchmarking: the facility count', async () => {
    const screen = await visit(page, 'benchmarking');
    expect(await described(screen, 'Facilities')).toBe(String(demo.facilityCount));
    expect(await screen.getByText('Sample data.').count()).toBe(0);
    await expectAccessible(page, 'Benchmarking with the demo');
  });
});

describe('a new user without a file', () => {
  let page: Page;

  beforeAll(async () => {
    page = await openPage(browser());
    await register(page, newAccount('Nadia Nofile'));
  });
  afterAll(() => page.close());

  it('sees the empty state on Overview, Analytics, Plants and Compliance', async () => {
    for (const { path } of [
      SCREENS.overview,
      SCREENS.analytics,
      SCREENS.plants,
      SCREENS.compliance,
    ]) {
      await page.goto(path);
      const screen = main(page);
      await screen.getByRole('heading', { name: 'No Data Available' }).waitFor();
      await screen.getByRole('link', { name: 'Go to Settings' }).waitFor();
      await screen.getByRole('link', { name: 'Download sample data' }).waitFor();
      await screen
        .getByText('Download this sample data to experiment with our application.', {
          exact: true,
        })
        .waitFor();
      expect(await screen.getByRole('heading', { level: 1 }).count(), path).toBe(0);
      await expectAccessible(page, `the empty state of ${path}`);
    }
  });

  it('sees the sample on Reports and Benchmarking, labelled as the sample', async () => {
    const reports = await visit(page, 'reports');
    await reports.getByText('Sample data.', { exact: true }).waitFor();
    await reports
      .getByText(/^Compliance reports and data documents from the sample data\.$/)
      .waitFor();
    await reports
      .getByText(`Reporting period from the data: ${sample.firstDate} to ${sample.lastDate}.`)
      .waitFor();
    expect(await reports.getByText('No Data Available').count()).toBe(0);
    await expectAccessible(page, 'Reports with the sample');

    const benchmarking = await visit(page, 'benchmarking');
    await benchmarking.getByText('Sample data.', { exact: true }).waitFor();
    await benchmarking.getByText(/^Facilities of the sample data ranked/).waitFor();
    expect(await described(benchmarking, 'Facilities')).toBe(String(sample.facilityCount));
    await expectAccessible(page, 'Benchmarking with the sample');
  });
});
