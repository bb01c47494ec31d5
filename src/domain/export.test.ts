import { XMLParser, XMLValidator } from 'fast-xml-parser';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { aggregate } from './analysis/aggregate';
import { plantInventory } from './analysis/inventory';
import { ExportError, exportReport, filterReportByRole } from './export';
import { MSG_UNAUTHORIZED_ROLE, MSG_UNSUPPORTED_FORMAT } from './messages';
import { plantOverridesOf, registerOf } from './register/register';
import {
  buildComplianceReport,
  type ComplianceReport,
  type ReportInput,
} from './report/compliance-report';
import { makeDataset, type RowInput } from './testing/make-dataset';
import { etsOf } from './testing/ets-of';
import { savedRegisterRow } from './testing/saved-register-row';

// A name with every XML special character, a comma and CSV quotes.
const TRICKY = `Gamma <&> "North", O'Neil`;

// Plant 1 Alpha Coal: CO2 1000 t, N2O 1000 kg x 298 = 298 -> 1298 tCO2e, fuel 2000 MWh (renewable 5 %)
// Plant 2 TRICKY (natural gas): CO2 300 t, CH4 400 kg x 25 = 10 -> 310 tCO2e, fuel 1000 MWh (renewable 15 %)
// Totals: 1608 tCO2e, 3000 MWh, renewable (5 x 2000 + 15 x 1000) / 3000 = 8.333... -> 8.33 %
// The user declared plant 2's country, the Netherlands; everything else is the register's default.
function rows(secondName = TRICKY): RowInput[] {
  return [
    {
      date: '2025-01-01',
      plant_id: 1,
      plant_name: 'Alpha Coal',
      fuel_type: 'Coal',
      electricity_output_MWh: 800,
      fuel_consumption_MWh: 2000,
      CO2_emissions_tonnes: 1000,
      CH4_emissions_kg: 0,
      N2O_emissions_kg: 1000,
      efficiency_percent: 40,
    },
    {
      date: '2025-01-02',
      plant_id: 2,
      plant_name: secondName,
      fuel_type: 'Natural Gas',
      electricity_output_MWh: 550,
      fuel_consumption_MWh: 1000,
      CO2_emissions_tonnes: 300,
      CH4_emissions_kg: 400,
      N2O_emissions_kg: 0,
      efficiency_percent: 55,
    },
  ];
}

const SAVED = [savedRegisterRow({ plant_id: 2, country: 'Netherlands' })];

function build(secondName?: string, jurisdiction: ReportInput['jurisdiction'] = 'COMBINED') {
  const agg = aggregate(makeDataset(rows(secondName)));
  const inventory = plantInventory(agg, 'AR4', plantOverridesOf(SAVED));
  return buildComplianceReport({
    inventory,
    register: registerOf(inventory, SAVED),
    ets: etsOf(agg, 2025, SAVED, '2025-10-01'),
    period: { startDate: '2025-01-01', endDate: '2025-01-02', year: 2025 },
    gwpSet: 'AR4',
    jurisdiction,
    generatedAt: '2025-10-01T08:00:00.000Z',
    reportingEntity: 'Acme Power',
  });
}

const report: ComplianceReport = build();
const META_KEYS = ['metadata', 'reportingPeriod'];

function thrown(f: () => unknown): ExportError {
  try {
    f();
  } catch (e) {
    return e as ExportError;
  }
  throw new Error('expected an ExportError');
}

describe('filterReportByRole (data §6)', () => {
  it('gives every role the metadata and the reporting period', () => {
    for (const role of ['regulator', 'internal', 'partner', 'public']) {
      const v = filterReportByRole(report, role);
      expect(v.metadata).toMatchObject({
        role,
        generatedAt: '2025-10-01T08:00:00.000Z',
        reportingEntity: 'Acme Power',
        jurisdiction: 'COMBINED',
      });
      expect(v.reportingPeriod).toEqual(report.reportingPeriod);
    }
    expect(filterReportByRole(report, 'regulator').metadata).toMatchObject({
      access: ['read', 'export'],
      scope: ['emissions', 'compliance', 'verification'],
    });
  });

  it('public: summary data only, no facilities', () => {
    const v = filterReportByRole(report, 'public');
    expect(Object.keys(v).sort()).toEqual([...META_KEYS, 'summary'].sort());
    // 1298 + 310 = 1608 tCO2e; 2000 + 1000 MWh; 8.33 %
    expect(v.summary).toEqual({
      totalGHGEmissions: 1608,
      energyConsumption: 3000,
      renewableEnergyShare: 8.33,
      facilitiesCount: 2,
    });
  });

  it('partner: aggregated data only, no facilities', () => {
    const v = filterReportByRole(report, 'partner');
    expect(Object.keys(v).sort()).toEqual([...META_KEYS, 'aggregatedData'].sort());
    expect(v.aggregatedData).toEqual(report.aggregatedData);
  });

  it('regulator: facilities with their register identity, aggregated data and the EU ETS part', () => {
    const v = filterReportByRole(report, 'regulator');
    expect(Object.keys(v).sort()).toEqual(
      [...META_KEYS, 'aggregatedData', 'facilities', 'etsCompliance'].sort(),
    );
    expect(v.facilities).toEqual(report.facilities);
    expect(v.etsCompliance).toEqual(report.etsCompliance);
    expect(v.facilities![0]).toEqual({
      id: 1,
      name: 'Alpha Coal',
      location: 'US',
      sector: 'Energy - Coal',
      renewableShare: 5,
      assumedFacts: ['country', 'sector', 'renewable share'],
      totalEmissions: 1298,
      co2eBasis: null,
    });
    expect(v.facilities![1]).toMatchObject({
      location: 'Netherlands',
      assumedFacts: ['sector', 'renewable share'],
    });
  });

  it('internal: the whole report', () => {
    const v = filterReportByRole(report, 'internal');
    const { generatedAt, reportingEntity, jurisdiction, ...rest } = report;
    expect(v).toEqual({
      metadata: {
        role: 'internal',
        access: ['read', 'write', 'export'],
        scope: ['all'],
        generatedAt,
        reportingEntity,
        jurisdiction,
      },
      ...rest,
    });
  });

  it.each(['auditor', 'Regulator', '', 'toString', '__proto__'])(
    "rejects the role '%s' with 'Unauthorized role'",
    (role) => {
      const e = thrown(() => filterReportByRole(report, role));
      expect(e).toBeInstanceOf(ExportError);
      expect(e.code).toBe('unauthorized_role');
      expect(e.message).toBe('Unauthorized role');
      expect(e.message).toBe(MSG_UNAUTHORIZED_ROLE);
    },
  );
});

describe('exportReport', () => {
  it.each(['json', 'csv', 'xml'])(
    '%s: no mention of the specification or of API paths, and no allowances or verdicts',
    (format) => {
      const content = exportReport(report, format, 'internal').content;
      expect(content).not.toMatch(/specification|\/api\/|allowancesAllocated|complianceStatus/i);
      expect(content).toContain('Netherlands');
    },
  );

  // Issue 26 §5: no spec placeholder comes back as a figure of the user's plants.
  it.each(['json', 'csv', 'xml'])(
    '%s: no national base, scope 2 or 3 estimate, scenario, risk rating or audit log',
    (format) => {
      const content = exportReport(report, format, 'internal').content;
      expect(content).not.toMatch(/national|3000000|estimated scope|scenario|milestone|audit/i);
      expect(content).not.toMatch(/"likelihood": "(low|medium|high)"/i);
      expect(content).toContain('Scope 2 is not assessed');
    },
  );

  it("rejects an unknown format with 'Unsupported format'", () => {
    for (const format of ['pdf', 'JSON', '']) {
      const e = thrown(() => exportReport(report, format, 'internal'));
      expect(e).toBeInstanceOf(ExportError);
      expect(e.code).toBe('unsupported_format');
      expect(e.message).toBe(MSG_UNSUPPORTED_FORMAT);
      expect(e.message).toBe('Unsupported format');
    }
  });

  it('checks the role before the format', () => {
    expect(thrown(() => exportReport(report, 'pdf', 'nobody')).code).toBe('unauthorized_role');
  });

  it('JSON: the filtered view, pretty-printed', () => {
    const f = exportReport(report, 'json', 'regulator');
    expect(f.mimeType).toBe('application/json; charset=utf-8');
    expect(f.fileExtension).toBe('json');
    expect(JSON.parse(f.content)).toEqual(filterReportByRole(report, 'regulator'));
    expect(f.content).toContain('\n  "metadata": {');
  });

  describe('CSV', () => {
    const parse = (content: string) =>
      Papa.parse<Record<string, string>>(content, { header: true, skipEmptyLines: true });

    it('round-trips one row per facility, a name with a comma and quotes included', () => {
      const f = exportReport(report, 'csv', 'regulator');
      expect(f.mimeType).toBe('text/csv; charset=utf-8');
      expect(f.fileExtension).toBe('csv');
      const p = parse(f.content);
      expect(p.errors).toEqual([]);
      const facilities = p.data.filter((r) => r.section === 'facility');
      expect(facilities.map((r) => r.name)).toEqual(['Alpha Coal', TRICKY]);
      expect(facilities[1]).toEqual({
        section: 'facility',
        id: '2',
        name: TRICKY,
        location: 'Netherlands',
        sector: 'Energy - Natural Gas',
        renewableShare: '15',
        assumedFacts: 'sector; renewable share',
        totalEmissions: '310',
        field: '',
        value: '',
      });
    });

    it('writes every other figure as section / field / value rows', () => {
      const p = parse(exportReport(report, 'csv', 'regulator').content);
      const value = (section: string, field: string) =>
        p.data.find((r) => r.section === section && r.field === field)?.value;
      expect(value('metadata', 'role')).toBe('regulator');
      expect(value('metadata', 'scope.2')).toBe('verification');
      expect(value('reportingPeriod', 'startDate')).toBe('2025-01-01');
      expect(value('aggregatedData', 'totalGHGEmissions')).toBe('1608');
      expect(value('aggregatedData', 'renewableEnergyShare')).toBe('8.33');
      expect(p.data.some((r) => r.section === 'summary')).toBe(false);
    });

    it('public gets no facility rows; internal gets every part, nested by dotted path', () => {
      const pub = parse(exportReport(report, 'csv', 'public').content);
      expect(pub.data.some((r) => r.section === 'facility')).toBe(false);
      expect(pub.data.find((r) => r.field === 'facilitiesCount')?.value).toBe('2');

      const all = parse(exportReport(report, 'csv', 'internal').content);
      expect(all.errors).toEqual([]);
      const value = (section: string, field: string) =>
        all.data.find((r) => r.section === section && r.field === field)?.value;
      expect(value('report', 'executiveSummary')).toBe(report.executiveSummary);
      // No plant is declared in EU ETS scope: no tonne is priced, as in every EU ETS money figure.
      expect(value('secDisclosure', 'financialImpacts.0.amount')).toBe('0');
      expect(value('secDisclosure', 'financialImpacts.0.description')).toMatch(
        /^No facility is declared in EU ETS scope, so no CO2 is priced/,
      );
      expect(value('secDisclosure', 'ruleStatus')).toContain(
        'the SEC voted to end its defence (SEC press release of 27 March 2025). This extract is voluntary',
      );
      expect(value('sections', '1.subsections.1.title')).toBe(`${TRICKY} (plant 2)`);
      expect(all.data.filter((r) => r.section === 'facility')).toHaveLength(2);
    });

    it('writes a not-applicable part as one empty row', () => {
      const p = parse(exportReport(build(undefined, 'US'), 'csv', 'internal').content);
      expect(p.data.filter((r) => r.section === 'csrdCompliance')).toEqual([
        expect.objectContaining({ field: '', value: '' }),
      ]);
    });

    it('defuses a plant name that a spreadsheet would run as a formula', () => {
      const p = parse(exportReport(build('=HYPERLINK("http://x")'), 'csv', 'regulator').content);
      expect(p.data.filter((r) => r.section === 'facility')[1]!.name).toBe(
        `'=HYPERLINK("http://x")`,
      );
    });

    it('defuses a formula name with a line break in every cell that holds it', () => {
      const name = '=HYPERLINK("http://x")\nSecond line';
      const p = parse(exportReport(build(name), 'csv', 'internal').content);
      expect(p.errors).toEqual([]);
      expect(p.data.filter((r) => r.section === 'facility')[1]!.name).toBe(`'${name}`);
      const cells = p.data.flatMap((r) => Object.values(r));
      expect(cells.filter((c) => c.includes('HYPERLINK')).length).toBeGreaterThan(1);
      // A number such as a deficit (-300) stays a number; no text cell starts a formula.
      const formulas = cells.filter((c) => /^[=+\-@\t\r]/.test(c) && Number.isNaN(Number(c)));
      expect(formulas).toEqual([]);
    });
  });

  describe('XML', () => {
    const parser = new XMLParser({ parseTagValue: false, isArray: (name) => name === 'facility' });

    it('is well-formed, declared, and escapes <, &, >, quotes in names', () => {
      const f = exportReport(report, 'xml', 'regulator');
      expect(f.mimeType).toBe('application/xml; charset=utf-8');
      expect(f.fileExtension).toBe('xml');
      expect(
        f.content.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<complianceReportExport>'),
      ).toBe(true);
      expect(XMLValidator.validate(f.content)).toBe(true);
      expect(f.content).toContain(
        '<name>Gamma &lt;&amp;&gt; &quot;North&quot;, O&apos;Neil</name>',
      );
      const doc = parser.parse(f.content);
      const facilities = doc.complianceReportExport.facilities.facility;
      expect(facilities.map((x: { name: string }) => x.name)).toEqual(['Alpha Coal', TRICKY]);
      expect(facilities[1]).toMatchObject({ totalEmissions: '310', location: 'Netherlands' });
      expect(doc.complianceReportExport.aggregatedData.totalGHGEmissions).toBe('1608');
    });

    it('public and partner documents carry no facilities', () => {
      for (const role of ['public', 'partner']) {
        const content = exportReport(report, 'xml', role).content;
        expect(XMLValidator.validate(content)).toBe(true);
        expect(content).not.toContain('<facilities>');
      }
    });

    it('internal: the whole report, arrays as repeated elements', () => {
      const content = exportReport(report, 'xml', 'internal').content;
      expect(XMLValidator.validate(content)).toBe(true);
      const doc = parser.parse(content).complianceReportExport;
      expect(doc.secDisclosure.climateRisks.climateRisk).toHaveLength(4);
      expect(doc.secDisclosure).not.toHaveProperty('scenarioAnalysis');
      expect(doc.sections.section[1].subsections.section[1].title).toBe(`${TRICKY} (plant 2)`);
      expect(doc.metadata.scope.item).toBe('all');
    });

    it('replaces characters XML 1.0 forbids, so the document stays well-formed', () => {
      const content = exportReport(build('Bad\u0001Name'), 'xml', 'regulator').content;
      expect(XMLValidator.validate(content)).toBe(true);
      expect(content).toContain('<name>Bad\uFFFDName</name>');
    });
  });
});
