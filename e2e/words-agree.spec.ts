import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, expectAccessible, openPage, useBrowser } from './support/browser';
import { signInAsDemo } from './support/demo';
import { fitsWidth, waitUntilSettled } from './support/pages';
import { repeatedWords } from '@server/testing/pdf-text';

const browser = useBrowser();

// Screenshots for a person to look at (never in the repository).
const SHOTS = process.env.SCREENSHOT_DIR ?? join(tmpdir(), 'sid-screens');

// Every screen a newcomer reads the demo's figures on, with the heading it shows once loaded.
const SCREENS = [
  { name: 'overview', path: '/dashboard', heading: 'Overview' },
  { name: 'analytics', path: '/dashboard/analytics', heading: 'Analytics' },
  { name: 'plants', path: '/dashboard/plants', heading: 'Plant Status' },
  { name: 'compliance', path: '/dashboard/compliance', heading: 'Compliance' },
  { name: 'benchmarking', path: '/dashboard/benchmarking', heading: 'Benchmarking' },
  { name: 'reports', path: '/dashboard/reports', heading: 'Reports' },
] as const;

// Every Settings tab the demo's owner sees, by its address and its name.
const SETTINGS_TABS = [
  { tab: 'profile', name: 'Profile' },
  { tab: 'permits', name: 'EU Permits' },
  { tab: 'ets', name: 'ETS & CO2e' },
  { tab: 'data', name: 'Data Source' },
  { tab: 'password', name: 'Password' },
  { tab: 'two-factor', name: 'Two-factor' },
  { tab: 'danger', name: 'Danger Zone' },
  { tab: 'tokens', name: 'API tokens' },
  { tab: 'organisation', name: 'Organisation' },
  { tab: 'audit', name: 'Audit log' },
] as const;

const today = new Date().toISOString().slice(0, 10);

const tonnes = (t: number) =>
  t.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** The sentences of a text: split after a full stop, a semicolon or a line end. */
function sentences(text: string): string[] {
  return text
    .split(/(?<=[.;!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** Sentences that stop on "by", as if the date after it were lost. */
function endingInBy(text: string): string[] {
  return sentences(text).filter((s) => /\bby[.;:,]?$/.test(s));
}

/**
 * Sentences that give a deadline already past as something still to do: "report by 2026-03-31" on a
 * later day, unless the sentence says it passed.
 */
function pastDeadlinesAsSteps(text: string): string[] {
  return sentences(text).filter((s) =>
    [...s.matchAll(/\bby (\d{4}-\d{2}-\d{2})\b/g)].some(
      ([, day]) => day! < today && !/passed|was due|were due|met|missed|overdue/i.test(s),
    ),
  );
}

/** Sentences calling a year verified whose year has no recorded verification statement. */
function verifiedWithoutStatement(text: string, verifiedYears: readonly number[]): string[] {
  return sentences(text).filter((s) => {
    // "Report verified emissions by ..." is a step to take, not a claim that they are.
    const claim = s.replace(/report(ed)? verified emissions|verified emissions report/gi, '');
    if (
      !/\bverified\b/i.test(claim) ||
      /\b(not|un|once|until|when|to be) ?verified\b/i.test(claim)
    ) {
      return false;
    }
    // A compliance year written on its own, not the year of a date (2027-03-31).
    const years = [...claim.matchAll(/(?<!-)\b(20\d\d)\b(?!-)/g)].map(([, y]) => Number(y));
    return years.some((y) => !verifiedYears.includes(y));
  });
}

/** The text of the PDF compliance report of the organisation's history, as pdftotext reads it. */
async function pdfText(page: Page, query = 'jurisdiction=COMBINED'): Promise<string> {
  const res = await page.request.get(`/api/reports/compliance.pdf?${query}`);
  expect(res.status()).toBe(200);
  const dir = await mkdtemp(join(tmpdir(), 'sid-e2e-words-'));
  try {
    const file = join(dir, 'report.pdf');
    writeFileSync(file, await res.body());
    return execFileSync('/usr/bin/pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Screenshots a settled screen, then checks that nothing is wider than it, that axe finds nothing,
 * and that no sentence ends in "by" or gives a past deadline as a step; returns the text of `where`.
 */
async function checkScreen(
  page: Page,
  where: Locator,
  shot: string,
  what: string,
): Promise<string> {
  await waitUntilSettled(page);
  const width = page.viewportSize()!.width;
  await page.screenshot({ path: join(SHOTS, `words-${shot}-${width}.png`), fullPage: true });
  const text = await where.innerText();
  writeFileSync(join(SHOTS, `words-${shot}-${width}.txt`), text);
  await expect.poll(() => fitsWidth(page), { message: `${what} fits ${width} px` }).toBe(true);
  await expectAccessible(page, `${what} at ${width} px`);
  expect(endingInBy(text), `${what}: sentences ending in "by"`).toEqual([]);
  expect(pastDeadlinesAsSteps(text), `${what}: past deadlines given as next steps`).toEqual([]);
  return text;
}

describe('the checks of the words', () => {
  it('find a sentence ending in "by", a past deadline as a step, and "verified" without a statement', () => {
    const text =
      'You hold too few to buy or surrender allowances by.\nReport by 2020-03-31, surrender later. ' +
      'The report was due by 2020-03-31 and passed. 2025: 10.0 tCO2 verified by A on 2026-02-01. ' +
      '2026: 5.0 tCO2 verified. Report verified emissions by 2099-03-31.';
    expect(endingInBy(text)).toEqual(['You hold too few to buy or surrender allowances by.']);
    expect(pastDeadlinesAsSteps(text)).toEqual(['Report by 2020-03-31, surrender later.']);
    expect(verifiedWithoutStatement(text, [2025])).toEqual(['2026: 5.0 tCO2 verified.']);
  });
});

for (const [label, viewport] of [
  ['1280 px', DESKTOP],
  ['390 px', PHONE],
] as const) {
  describe(`a newcomer reads the demo at ${label}, and every word agrees`, () => {
    let page: Page;
    const texts: Record<string, string> = {};

    beforeAll(async () => {
      mkdirSync(SHOTS, { recursive: true });
      page = await openPage(browser(), viewport);
      await signInAsDemo(page);
    });
    afterAll(() => page.close());

    for (const screen of SCREENS) {
      it(`${screen.name}: fits the screen, passes axe, and states no unsupported word`, async () => {
        await page.goto(screen.path);
        await page
          .getByRole('main')
          .getByRole('heading', { level: 1, name: screen.heading, exact: true })
          .waitFor();
        texts[screen.name] = await checkScreen(
          page,
          page.getByRole('main'),
          screen.name,
          `${screen.name} of the demo`,
        );
      });
    }

    it("states the compliance year's EU ETS CO2 and its status alike on every screen, the PDF and the export", async () => {
      const year = Number(today.slice(0, 4));
      const ets = (await (await page.request.get(`/api/ets/${year}`)).json()) as {
        status: 'reported' | 'verified';
        reported_co2_t: number;
        verified_co2_t: number | null;
      };
      const co2 = tonnes(ets.status === 'verified' ? ets.verified_co2_t! : ets.reported_co2_t);
      const word = ets.status === 'verified' ? 'verified' : 'reported';
      expect(texts.overview).toContain(`${co2} t CO2 ${word}`);
      expect(texts.compliance).toContain(`${co2} t CO2 ${word}`);
      expect(texts.compliance).toContain(
        `${year}: ${co2} tCO2 ${word === 'verified' ? 'verified' : 'reported, not verified'}`,
      );
      const pdf = (await pdfText(page)).replace(/\s+/g, ' ');
      expect(pdf).toContain(`${year} CO₂ of`);
      expect(pdf).toContain(word === 'verified' ? 'Verified' : 'Reported, not verified');
      const exported = await page.request.get(
        '/api/analysis/export?format=json&role=regulator&jurisdiction=EU',
      );
      const report = (await exported.json()) as {
        etsCompliance: { year: number; emissionsStatus: string; coveredEmissions: number };
      };
      expect(report.etsCompliance).toMatchObject({ year, emissionsStatus: ets.status });
      expect(tonnes(report.etsCompliance.coveredEmissions)).toBe(co2);
    });

    it("a plant page states the plant's EU ETS status as the Benchmarking chip does", async () => {
      const analysis = (await (await page.request.get('/api/analysis')).json()) as {
        ets: { year: number };
        factories: {
          id: number;
          factory_name: string;
          compliance: { eu_ets: { message: string } };
        }[];
      };
      const plant = analysis.factories[0]!;
      await page.goto(`/plants/${plant.id}`);
      await page
        .getByRole('main')
        .getByRole('heading', { level: 1, name: plant.factory_name, exact: true })
        .waitFor();
      const ets = page.getByRole('region', { name: `EU ETS ${analysis.ets.year}` });
      await expect
        .poll(() => ets.textContent(), { message: 'the plant page states the chip' })
        .toContain(plant.compliance.eu_ets.message);
      const text = await checkScreen(page, page.getByRole('main'), 'plant', 'the plant page');
      expect(verifiedWithoutStatement(text, await statementYears(page))).toEqual([]);
    });

    for (const { tab, name } of SETTINGS_TABS) {
      it(`settings, ${name}: fits the screen, passes axe, and states no unsupported word`, async () => {
        await page.goto(`/settings?tab=${tab}`);
        const panel = page.getByRole('tabpanel', { name });
        await panel.waitFor();
        const text = await checkScreen(page, panel, `settings-${tab}`, `the ${name} settings`);
        expect(verifiedWithoutStatement(text, await statementYears(page))).toEqual([]);
      });
    }

    it('says "verified" only of a year with a recorded verification statement', async () => {
      const verifiedYears = await statementYears(page);
      for (const [screen, text] of Object.entries(texts)) {
        expect(verifiedWithoutStatement(text, verifiedYears), screen).toEqual([]);
      }
      const pdf = await pdfText(page);
      writeFileSync(join(SHOTS, 'words-report.txt'), pdf);
      expect(verifiedWithoutStatement(pdf, verifiedYears), 'the PDF').toEqual([]);
      expect(endingInBy(pdf), 'the PDF: sentences ending in "by"').toEqual([]);
      expect(pastDeadlinesAsSteps(pdf), 'the PDF: past deadlines as next steps').toEqual([]);
      expect(repeatedWords(pdf), 'the PDF: a word said twice').toEqual([]);
    });
  });
}

describe("the demo's last year is complete, verified and locked, and every part says so", () => {
  let page: Page;
  const year = Number(today.slice(0, 4)) - 1;
  const range = `from=${year}-01-01&to=${year}-12-31`;

  beforeAll(async () => {
    page = await openPage(browser(), DESKTOP);
    await signInAsDemo(page);
  });
  afterAll(() => page.close());

  it("gives last year's verified CO2 and deadlines met alike in the API, the export and the PDF", async () => {
    const ets = (await (await page.request.get(`/api/ets/${year}`)).json()) as {
      status: string;
      verified_co2_t: number | null;
      days_with_data: number;
      locked: unknown;
    };
    const days = (Date.UTC(year + 1, 0, 1) - Date.UTC(year, 0, 1)) / 86_400_000;
    expect(ets).toMatchObject({ status: 'verified', days_with_data: days });
    expect(ets.locked).not.toBeNull();
    const co2 = tonnes(ets.verified_co2_t!);

    const exported = await page.request.get(
      `/api/analysis/export?format=json&role=regulator&jurisdiction=EU&${range}`,
    );
    const report = (await exported.json()) as {
      etsCompliance: { year: number; emissionsStatus: string; coveredEmissions: number };
    };
    expect(report.etsCompliance).toMatchObject({ year, emissionsStatus: 'verified' });
    expect(tonnes(report.etsCompliance.coveredEmissions)).toBe(co2);

    const pdf = await pdfText(page, `jurisdiction=EU&${range}`);
    writeFileSync(join(SHOTS, `words-report-${year}.txt`), pdf);
    const flat = pdf.replace(/\s+/g, ' ');
    expect(flat).toContain(`Verified CO₂: ${co2} t CO₂ verified`);
    // Last year's report deadline has passed: stated with its outcome, never as a step.
    expect(flat).toMatch(
      new RegExp(`Verified emissions report due ${year + 1}-03-31: (met|missed)`),
    );
    expect(pastDeadlinesAsSteps(pdf), 'past deadlines given as next steps').toEqual([]);
    expect(verifiedWithoutStatement(pdf, await statementYears(page))).toEqual([]);
    expect(repeatedWords(pdf), 'a word said twice').toEqual([]);
  });
});

describe('a compliance officer checks the demo at 1280 px, and every part agrees', () => {
  let page: Page;
  const year = Number(today.slice(0, 4)) - 1;

  beforeAll(async () => {
    page = await openPage(browser(), DESKTOP);
    await signInAsDemo(page);
  });
  afterAll(() => page.close());

  it('shows the whole name of the file in the Data selector, underscores included', async () => {
    await page.goto('/dashboard');
    const select = page.getByLabel('Data', { exact: true });
    await select.waitFor();
    // The selected option's text, in the select's own font, against the room inside it for text.
    // A string, as the e2e code is typed without the DOM library.
    const fits = await page.evaluate<boolean>(`(() => {
      const el = document.getElementById('scope-source');
      const style = getComputedStyle(el);
      const probe = document.createElement('span');
      probe.style.font = style.font;
      probe.style.whiteSpace = 'pre';
      probe.textContent = el.selectedOptions[0]?.textContent ?? '';
      document.body.append(probe);
      const text = probe.getBoundingClientRect().width;
      probe.remove();
      const wide = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      // Tall enough for a line of text, underscores included.
      const tall = el.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
      return text <= wide && tall >= parseFloat(style.fontSize) * 1.25;
    })()`);
    expect(fits).toBe(true);
  });

  it("states last year's end, readings and lock on the permit card, and the assistant counts its CO2", async () => {
    const ets = (await (await page.request.get(`/api/ets/${year}`)).json()) as {
      verified_co2_t: number;
    };
    await page.goto(`/dashboard/compliance?scope=all&preset=year-${year}`);
    const card = page.locator('section[aria-labelledby="ets-heading"]');
    await card.getByText(/^Ended, (covered|short), verified$/).waitFor();
    const text = await card.innerText();
    expect(text).not.toMatch(/\bActive\b(?! permits)/i);
    expect(text).toContain(`Ended: ${year}'s allowances`);
    expect(text).toMatch(/Lock\s+Locked by .+ on \d{4}-\d{2}-\d{2}: its figures are kept/);
    expect(text).not.toContain('substitute of 0.0 t');
    // The Combined tab counts the CO2 the card counts: the plants declared in EU ETS scope.
    const main = await page.getByRole('main').innerText();
    expect(main).toContain(
      `the EU ETS counts ${tonnes(ets.verified_co2_t)} t CO2 verified in ${year}`,
    );
  });

  it("states the compliance year's lock in the default scope of the demo's one file", async () => {
    await page.goto('/dashboard/compliance');
    const card = page.locator('section[aria-labelledby="ets-heading"]');
    await card.getByText('Lock', { exact: true }).waitFor();
    const text = await card.innerText();
    expect(text).not.toContain('not read for a single file');
    expect(text).toMatch(/Readings\s+(the data hold|read over all your uploads)/);
  });

  it("disables a locked year's permit form and statement, saying why", async () => {
    await page.goto('/settings?tab=permits');
    const panel = page.getByRole('tabpanel', { name: 'EU Permits' });
    await panel.getByLabel('Permit year').selectOption(String(year));
    const update = panel.getByRole('button', { name: 'Update Permit Data' });
    await expect.poll(() => update.isDisabled(), { message: 'Update Permit Data' }).toBe(true);
    await expect
      .poll(() => panel.getByRole('button', { name: 'Update statement' }).isDisabled())
      .toBe(true);
    const reason = new RegExp(`^${year} is locked \\(by .+\\): unlock it to change its data$`);
    expect(await panel.getByText(reason).count()).toBe(2);
  });

  it('never ranks the top quartile below the cohort average on Benchmarking', async () => {
    await page.goto('/dashboard/benchmarking');
    const main = page.getByRole('main');
    await main.getByText(/ranked top from/).waitFor();
    const text = await main.innerText();
    const average = Number(/Avg Efficiency\s+([\d.]+)%/.exec(text)![1]);
    const top = Number(/ranked top from ([\d.]+)%/.exec(text)![1]);
    expect(top).toBeGreaterThanOrEqual(average);
  });

  it('says which days the Emissions Summary holds', async () => {
    await page.goto(`/dashboard/reports?scope=all&preset=year-${year}`);
    await page
      .getByText(
        `CO2, CH4 and N2O in tonnes for each day from ${year}-01-01 to ${year}-12-31, the range shown; days without data are marked "no data".`,
      )
      .waitFor();
  });
});

/** The years (last year, this year) the demo organisation has a verification statement for. */
async function statementYears(page: Page): Promise<number[]> {
  const thisYear = Number(today.slice(0, 4));
  const years: number[] = [];
  for (const year of [thisYear - 1, thisYear]) {
    const res = await page.request.get(`/api/ets/${year}`);
    expect(res.status()).toBe(200);
    if (((await res.json()) as { verification: unknown }).verification !== null) years.push(year);
  }
  return years;
}
