import { describe, expect, it } from 'vitest';
import { analysisBase } from '@domain/completion/analyze';
import { parseCsv } from '@domain/csv/parse';
import { num } from '@domain/format';
import {
  plantOverridesOf,
  registerOf,
  withPlantFacts,
  type SavedRegisterRow,
} from '@domain/register/register';
import { buildComplianceReport } from '@domain/report/compliance-report';
import {
  allowanceRecordOf,
  DEFAULT_ETS_SETTINGS,
  etsYear,
  type Verification,
} from '@domain/ets/ets-year';
import { generateSampleCsv } from '@domain/sample/generate-sample';
import { savedRegisterRow } from '@domain/testing/saved-register-row';
import { DETAILED_FACILITIES } from '@domain/report/facility-digest';
import { printedReport } from '@domain/report/printed-report';
import { renderComplianceReportPdf } from './render-report';
import { pdfText, repeatedWords } from '../testing/pdf-text';

const pdfLayoutText = (pdf: Uint8Array) => pdfText(pdf, { layout: true });

/** The analysis base of a generated file, with the user's saved register rows applied. */
function generatedBase(plants: number, saved: SavedRegisterRow[] = []) {
  const parsed = parseCsv(new TextEncoder().encode(generateSampleCsv({ plants, days: 1 })));
  if (!parsed.ok) throw new Error(parsed.message);
  return withPlantFacts(analysisBase(parsed.dataset, parsed.quality, {}), plantOverridesOf(saved));
}

/**
 * The text of the combined report's PDF of a generated file, with its EU ETS year as on `today`
 * (the plants' saved register rows, one permit block per active permit, a statement if recorded).
 */
async function combinedReportText(
  plants: number,
  saved: SavedRegisterRow[],
  today: string,
  activePermits: number,
  verification: Verification | null = null,
): Promise<{ text: string; base: ReturnType<typeof generatedBase> }> {
  const base = generatedBase(plants, saved);
  const report = buildComplianceReport({
    inventory: base.inventory,
    register: registerOf(base.inventory, saved),
    ets: etsYear(
      base.etsBasis[0]!,
      saved,
      allowanceRecordOf({ active_permits: activePermits }),
      DEFAULT_ETS_SETTINGS,
      today,
      verification,
    ),
    period: base.period,
    gwpSet: base.gwpSet,
    jurisdiction: 'COMBINED',
    generatedAt: `${today}T12:00:00.000Z`,
  });
  const text = await pdfLayoutText(await renderComplianceReportPdf(printedReport(report, base)));
  return { text, base };
}

describe('renderComplianceReportPdf of the combined report', () => {
  it("prints the declared country, the SEC rule's status, and no specification, API path or verdict", async () => {
    // Plant 3's country is Denmark by default; the user declared the Netherlands.
    const saved = [savedRegisterRow({ plant_id: 3, country: 'Netherlands' })];
    const flat = (await combinedReportText(4, saved, '2027-03-15', 2)).text.replace(/\s+/g, ' ');
    // The report's period is its own data's, which a user's range may cut from longer data.
    expect(flat).toContain(
      '2025-01-01 to 2025-01-01 (the first and last day of data in this report)',
    );
    expect(flat).not.toContain('the first and last date in the data');
    expect(flat).toContain('Netherlands');
    expect(flat).not.toContain('Denmark');
    // The ETS year of the report, as the permit card states it: each figure on its own line.
    expect(flat).toMatch(
      /Position: surplus of [\d,.]+ t on the \d+ of 365 days with data, too few days for an order/,
    );
    expect(flat).toContain('Allowances 2025: 2 permits x 100,000 t = 200,000 EUAs');
    // 2026-03-31 to 2027-03-15: 365 - 16 = 349 days; a passed deadline is stated as passed.
    // Each deadline a figure: its date and outcome first, what it rests on in the note line.
    expect(flat).toContain(
      "Verified emissions report due 2026-03-31: passed 349 days ago no verifier's statement recorded",
    );
    expect(flat).toContain('Excess emissions penalty: ');
    expect(flat).not.toContain('report verified emissions by 2026-03-31');
    expect(flat).toContain('on 2025-03-27 the SEC voted to end its defence');
    expect(flat).toContain('This extract is voluntary');
    expect(flat).toContain('allocates no allowances, so the extract shows no allowances');
    expect(flat).toContain('Assumed, not declared: sector and renewable share.');
    expect(flat).not.toMatch(
      /specification|\/api\/|illustrative planning|compliant|allowances allocated/i,
    );
  });

  // Issue 37: the money figures count only the plants declared in EU ETS scope, and every sentence ends.
  it('prices only the plants declared in EU ETS scope and ends every sentence', async () => {
    // Plants 1 and 2 report under the SEC rule by default; plant 1 is declared outside the EU ETS.
    const saved = [
      savedRegisterRow({ plant_id: 1, in_ets: false }),
      savedRegisterRow({ plant_id: 2, in_ets: true }),
    ];
    const { text, base } = await combinedReportText(2, saved, '2026-11-27', 2);
    const flat = text.replace(/\s+/g, ' ');
    const plant2 = base.inventory.find((p) => p.plant_id === 2)!;
    const cost = Math.round((Math.round(plant2.co2Tonnes * 1000) / 1000) * 85);
    // The PDF prints EUR as € and CO2 with a subscript.
    expect(flat).toContain(
      `Carbon cost €${num(cost)}: ${num(plant2.co2Tonnes, 1)} tCO₂ of the 1 facility declared in EU ETS scope (Gas Turbine Beta)`,
    );
    expect(flat).toContain('declared outside it, is not priced.');
    expect(flat).not.toMatch(/allowances by\b(?! \d)/);
    expect(flat).not.toContain('surrender allowances by 2026-09-30');
  });

  // Issue 37: the verification a figure with its statement, and no word read twice ("verified verified").
  it("prints the year's verified CO2 with its statement, reported CO2 without one, each word once", async () => {
    const saved = [savedRegisterRow({ plant_id: 1, in_ets: true })];
    const statement: Verification = {
      verifier: 'TÜV Nord',
      verified_on: '2026-03-20',
      verified_co2_t: 420,
      opinion: 'satisfactory',
    };
    const pdfOf = (verification: Verification | null) =>
      combinedReportText(1, saved, '2026-11-27', 1, verification);
    const reported = generatedBase(1, saved).etsBasis[0]!.plants[0]!.co2_t;

    const { text: verified } = await pdfOf(statement);
    const flat = verified.replace(/\s+/g, ' ');
    expect(flat).toContain(
      `Verified CO₂: 420.0 t CO₂ verified statement by TÜV Nord on 2026-03-20; ${num(reported, 1)} t reported`,
    );
    expect(flat).toContain(
      'Verified emissions Verified CO₂ 2025: 420.0 tCO₂ statement by TÜV Nord on 2026-03-20, ' +
        `opinion: satisfactory; ${num(reported, 1)} tCO₂ reported from the uploaded data`,
    );
    expect(repeatedWords(verified)).toEqual([]);

    const { text: unverified } = await pdfOf(null);
    expect(unverified.replace(/\s+/g, ' ')).toContain(
      `Reported, not verified Reported CO₂ 2025: ${num(reported, 1)} tCO₂ ` +
        "from the uploaded data; no verifier's statement recorded",
    );
    expect(unverified).not.toMatch(/Verified CO₂/);
    expect(repeatedWords(unverified)).toEqual([]);
  });

  // Issue 26 §5: no spec placeholder comes back as a statement about the user's plants.
  it('prints no national base, scope 2 or 3 figure, scenario, risk rating or audit log', async () => {
    const base = generatedBase(4);
    const report = buildComplianceReport({
      inventory: base.inventory,
      register: registerOf(base.inventory, []),
      ets: etsYear(base.etsBasis[0]!, [], null, DEFAULT_ETS_SETTINGS, '2025-03-15'),
      period: base.period,
      gwpSet: base.gwpSet,
      jurisdiction: 'COMBINED',
      generatedAt: '2025-03-15T12:00:00.000Z',
    });
    const flat = (
      await pdfLayoutText(await renderComplianceReportPdf(printedReport(report, base)))
    ).replace(/\s+/g, ' ');
    expect(flat).toContain('Scope 2 is not assessed');
    expect(flat).toContain('Scope 3 is not assessed');
    expect(flat).not.toMatch(/3,000,000|national (power|share)/i);
    expect(flat).not.toMatch(/scope [23]:? [\d,.]+ tCO|estimated scope/i);
    expect(flat).not.toMatch(/°C|milestone|scenario/i);
    expect(flat).not.toMatch(/audit log/i);
    expect(flat).not.toMatch(/likelihood: (low|medium|high)|impact: (low|medium|high)/i);
  });
});

const PLANTS = 120;

describe('renderComplianceReportPdf of a file with many plants', () => {
  it('details the largest emitters, sums the rest, and lists every plant with its total in Appendix A', async () => {
    const base = generatedBase(PLANTS);
    const report = buildComplianceReport({
      inventory: base.inventory,
      register: registerOf(base.inventory, []),
      ets: etsYear(base.etsBasis[0]!, [], null, DEFAULT_ETS_SETTINGS, '2027-03-15'),
      period: base.period,
      gwpSet: base.gwpSet,
      jurisdiction: 'COMBINED',
      generatedAt: '2027-03-15T12:00:00.000Z',
    });
    expect(report.facilities).toHaveLength(PLANTS);
    const text = await pdfLayoutText(await renderComplianceReportPdf(printedReport(report, base)));
    const lines = text.split('\n');
    const others = PLANTS - DETAILED_FACILITIES;

    // Every plant: its id, then its total emissions, on one row of the appendix.
    const appendix = lines.slice(lines.findIndex((l) => l.includes('Appendix A. Every facility')));
    for (const f of report.facilities) {
      const row = new RegExp(
        `^\\s*${f.id}\\s.*\\s${num(f.totalEmissions, 1).replace('.', '\\.')}\\s`,
      );
      expect(
        appendix.some((l) => row.test(l)),
        `plant ${f.id}`,
      ).toBe(true);
    }
    // The totals cover every plant.
    const total = report.facilities.reduce((s, f) => s + f.totalEmissions, 0);
    expect(
      appendix.some((l) => l.includes(`All ${PLANTS} facilities`) && l.includes(num(total, 1))),
    ).toBe(true);
    expect(text).toContain(
      `${PLANTS} of the ${PLANTS} facilities have register facts assumed, not declared.`,
    );

    // The body: the largest emitters in detail, the others summed with a pointer to the appendix.
    const flat = text.replace(/\s+/g, ' ');
    const largest = [...report.facilities].sort((a, b) => b.totalEmissions - a.totalEmissions)[0]!;
    expect(flat).toContain(`${largest.name} (plant ${largest.id})`);
    expect(flat).toMatch(
      new RegExp(`The other ${others} facilities [\\d,.]+ tCO₂e reported in total`),
    );
    expect(flat).toContain('listed one by one in Appendix A and in the exports');

    const pages = [...text.matchAll(/Page (\d+) of (\d+)/g)];
    const count = Number(pages[0]?.[2]);
    expect(pages.map((m) => Number(m[1]))).toEqual(Array.from({ length: count }, (_, i) => i + 1));
  });
});

describe('renderComplianceReportPdf of a long file', () => {
  it('charts every day of the data, by week beyond 92 days, and says so', async () => {
    // 400 days of one plant from 2025-01-01: to 2026-02-04 (365 days of 2025 and 35 of 2026).
    const csv = generateSampleCsv({ plants: 1, days: 400, start: '2025-01-01' });
    const parsed = parseCsv(new TextEncoder().encode(csv));
    if (!parsed.ok) throw new Error(parsed.message);
    const base = analysisBase(parsed.dataset, parsed.quality, {});
    const report = buildComplianceReport({
      inventory: base.inventory,
      register: registerOf(base.inventory, []),
      ets: etsYear(
        base.etsBasis[0]!,
        [],
        allowanceRecordOf(undefined),
        DEFAULT_ETS_SETTINGS,
        '2026-03-15',
      ),
      period: base.period,
      gwpSet: base.gwpSet,
      jurisdiction: 'EU',
      generatedAt: '2026-03-15T12:00:00.000Z',
    });
    const pdf = await renderComplianceReportPdf(printedReport(report, base));
    const flat = (await pdfLayoutText(pdf)).replace(/\s+/g, ' ');
    // Wednesday 2025-01-01 to Wednesday 2026-02-04: Monday 2024-12-30 to Sunday 2026-02-08 is 58 weeks.
    expect(flat).toContain(
      'The 400 calendar days from 2025-01-01 to 2026-02-04, 400 of them with data, charted per week (Monday to Sunday).',
    );
    expect(flat).toContain('A starred week has fewer days of data than calendar days (partial).');
    expect(base.emissionsChart.bars).toHaveLength(58);
  });
});
