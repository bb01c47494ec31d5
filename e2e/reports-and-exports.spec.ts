import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { XMLParser } from 'fast-xml-parser';
import Papa from 'papaparse';
import type { Download, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORTED, REPORTED_AND_ESTIMATED } from '@domain/report/esrs-e1-6';
import { expectAccessible, openPage, useBrowser } from './support/browser';
import { signInAsDemo } from './support/demo';
import { demoFigures } from './support/sample-figures';

const browser = useBrowser();
const sample = demoFigures();

type Row = Record<string, string>;

const parseCsv = (text: string) => {
  const parsed = Papa.parse<Row>(text, { header: true, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed;
};

/** Clicks `button` and returns the download it starts, with its content as text. */
async function downloadOf(
  page: Page,
  button: Locator,
): Promise<{ download: Download; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const path = await download.path();
  return { download, text: await readFile(path, 'utf8') };
}

describe('the demo user downloads reports and exports on Reports', () => {
  let page: Page;
  let workDir: string;
  const alerts: string[] = [];

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'sid-e2e-reports-'));
    page = await openPage(browser());
    // A failed PDF shows an alert: record it so the test says so instead of waiting for a download.
    page.on('dialog', (d) => {
      alerts.push(d.message());
      void d.dismiss();
    });
    await signInAsDemo(page);
    await page.goto('/dashboard/reports');
    await page.getByRole('button', { name: 'Generate PDF Report' }).waitFor();
    await expectAccessible(page, 'Reports with the demo file');
  });
  afterAll(async () => {
    await page.close();
    await rm(workDir, { recursive: true, force: true });
  });

  const today = () => new Date().toISOString().slice(0, 10);

  it.each([
    ['EU Only', 'eu'],
    ['US Only', 'us'],
    ['Combined', 'combined'],
  ])('generates the %s PDF report, named and filled from the data', async (label, prefix) => {
    const choice = page
      .getByRole('group', { name: 'Report jurisdiction' })
      .getByRole('button', { name: label, exact: true });
    await choice.click();
    expect(await choice.getAttribute('aria-pressed')).toBe('true');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Generate PDF Report' }).click(),
    ]);
    expect(alerts).toEqual([]);
    expect(download.suggestedFilename()).toBe(
      `${prefix}_compliance_report_${today()}_${sample.firstDate}_to_${sample.lastDate}.pdf`,
    );
    const saved = join(workDir, download.suggestedFilename());
    await download.saveAs(saved);
    const text = execFileSync('/usr/bin/pdftotext', ['-enc', 'UTF-8', saved, '-'], {
      encoding: 'utf8',
    });
    expect(text).toContain(sample.firstDate);
    expect(text).toContain(sample.lastDate);
    // Every jurisdiction's report covers all the facilities (the US one too: only its SEC section
    // is limited to the plants reporting under the SEC rule).
    expect(text).toContain(`${sample.totalGhg} tCO₂e`);
    expect(text).toContain('€');
    expect(text).toContain('CO₂');
    expect(text).not.toMatch(/specification|\/api\//);
  });

  /** Chooses a format and a role and downloads the export. */
  async function exported(format: 'json' | 'csv' | 'xml', role: 'internal' | 'public') {
    await page.getByLabel('Format', { exact: true }).selectOption(format);
    await page.getByLabel('Role', { exact: true }).selectOption(role);
    const { download, text } = await downloadOf(
      page,
      page.getByRole('button', { name: `Export ${format.toUpperCase()}` }),
    );
    expect(download.suggestedFilename()).toMatch(
      new RegExp(
        `_compliance_export_${role}_${today()}_${sample.firstDate}_to_${sample.lastDate}\\.${format}$`,
      ),
    );
    return text;
  }

  it('exports JSON: the internal one holds every facility, the public one a summary only', async () => {
    const internal = JSON.parse(await exported('json', 'internal')) as {
      facilities: { name: string }[];
    };
    expect(internal.facilities.map((f) => f.name)).toEqual(sample.plants.map((p) => p.name));
    const pub = JSON.parse(await exported('json', 'public')) as Record<string, unknown>;
    expect(pub).not.toHaveProperty('facilities');
    expect(pub).toHaveProperty('summary');
    expect(JSON.stringify(pub)).not.toContain(sample.plants[0]!.name);
  });

  it('exports CSV: facility rows for the internal role only', async () => {
    const facilityRows = (text: string) =>
      parseCsv(text).data.filter((r) => r.section === 'facility');
    expect(facilityRows(await exported('csv', 'internal')).map((r) => r.name)).toEqual(
      sample.plants.map((p) => p.name),
    );
    const pub = await exported('csv', 'public');
    expect(facilityRows(pub)).toEqual([]);
    expect(pub).not.toContain(sample.plants[0]!.name);
  });

  it('exports XML: facilities for the internal role only', async () => {
    const parse = (text: string) =>
      (new XMLParser().parse(text) as { complianceReportExport: Record<string, unknown> })
        .complianceReportExport;
    // <facilities> holds one <facility> per facility.
    const internal = parse(await exported('xml', 'internal')) as {
      facilities: { facility: { name: string }[] };
    };
    expect(internal.facilities.facility.map((f) => f.name)).toEqual(
      sample.plants.map((p) => p.name),
    );
    const pubText = await exported('xml', 'public');
    const pub = parse(pubText);
    expect(pub).not.toHaveProperty('facilities');
    expect(pub).toHaveProperty('summary');
    expect(pubText).not.toContain(sample.plants[0]!.name);
  });

  it("downloads the year's ESRS E1-6 datapoints as CSV, Scope 2 and 3 not assessed", async () => {
    const { download, text } = await downloadOf(
      page,
      page.getByRole('button', { name: 'Download CSV: ESRS E1-6 datapoints' }),
    );
    expect(download.suggestedFilename()).toMatch(/^esrs_e1-6_\d{4}\.csv$/);
    const rows = parseCsv(text);
    expect(rows.meta.fields).toEqual([
      'datapoint',
      'name',
      'esrs_paragraph',
      'value',
      'unit',
      'text',
      'basis',
    ]);
    const byId = new Map(rows.data.map((r) => [r.datapoint, r]));
    expect(byId.get('scope_1_gross')).toMatchObject({
      esrs_paragraph: 'ESRS E1-6 §44(a)',
      unit: 't CO2e',
    });
    expect(Number(byId.get('scope_1_gross')!.value)).toBeGreaterThan(0);
    // Scope 1 names whether it holds estimated CH4/N2O; a scope not assessed has no basis.
    expect([REPORTED, REPORTED_AND_ESTIMATED]).toContain(byId.get('scope_1_gross')!.basis);
    expect(byId.get('scope_2_gross')!.basis).toBe('');
    expect(byId.get('scope_2_gross')!.text).toBe('not assessed');
    expect(byId.get('scope_3_gross')!.text).toBe('not assessed');
  });

  it("downloads a chosen year's annual emissions report as a workbook stating its ETS year", async () => {
    const card = page.getByRole('region', { name: 'Annual emissions report' });
    await card.getByLabel('Year').selectOption('2025');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download XLSX: annual emissions report 2025' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('annual_emissions_report_2025.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(await download.path());
    const emissions = wb.getWorksheet('Emissions')!;
    expect(emissions.getCell('A1').value).toBe('Annual emissions report 2025: Demo Operator');
    const ets = (await page.evaluate(async () =>
      (await fetch('/api/ets/2025', { credentials: 'same-origin' })).json(),
    )) as { reported_co2_t: number };
    let reported: unknown;
    emissions.eachRow((row) => {
      if (row.getCell(1).value === 'Reported CO2 (t)') reported = row.getCell(2).value;
    });
    expect(reported).toBe(ets.reported_co2_t);
  });

  it('downloads the three Additional Reports as CSV with their columns', async () => {
    const span = `${sample.firstDate}_${sample.lastDate}`;
    const report = (title: string) =>
      downloadOf(page, page.getByRole('button', { name: `Generate Report: ${title}` }));

    const performance = await report('Plant Performance');
    expect(performance.download.suggestedFilename()).toBe(`plant_performance_${span}.csv`);
    const plants = parseCsv(performance.text);
    expect(plants.meta.fields).toEqual([
      'plant_id',
      'plant_name',
      'fuel_type',
      'electricity_output_MWh',
      'CO2_emissions_tonnes',
      'avg_efficiency_percent',
      'energy_weighted_efficiency_percent',
      'status',
      'SO2_kg',
      'NOx_kg',
    ]);
    expect(plants.data.map((r) => [r.plant_name, r.status])).toEqual(
      sample.plants.map((p) => [p.name, p.status.toLowerCase()]),
    );

    const emissions = await report('Emissions Summary');
    expect(emissions.download.suggestedFilename()).toBe(`emissions_summary_${span}.csv`);
    const days = parseCsv(emissions.text);
    expect(days.meta.fields).toEqual([
      'date',
      'CO2_tonnes',
      'CH4_tonnes',
      'N2O_tonnes',
      'total_tonnes',
      'SO2_kg',
      'NOx_kg',
      'data_status',
    ]);
    expect(days.data).toHaveLength(30);
    expect(days.data[0]!.date).toBe(sample.firstDate);
    expect(days.data.at(-1)!.date).toBe(sample.lastDate);

    const efficiency = await report('Efficiency Analysis');
    expect(efficiency.download.suggestedFilename()).toBe(`efficiency_analysis_${span}.csv`);
    const facilities = parseCsv(efficiency.text);
    expect(facilities.meta.fields).toEqual([
      'facility_id',
      'facility',
      'location',
      'efficiency_percent',
      'cohort_average_efficiency_percent',
      'points_vs_cohort_average',
      'energy_weighted_efficiency_percent',
      'emission_intensity_gCO2_per_kWh',
      'output_MWh',
      'cohort_rank',
      'data_available',
    ]);
    expect(facilities.data).toHaveLength(sample.facilityCount);
  });
});
