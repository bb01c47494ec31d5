import { describe, expect, it } from 'vitest';
import { analysisBase } from '@domain/completion/analyze';
import { parseCsv } from '@domain/csv/parse';
import { buildComplianceReport } from '@domain/report/compliance-report';
import { allowanceRecordOf, DEFAULT_ETS_SETTINGS, etsYear } from '@domain/ets/ets-year';
import { printedReport } from '@domain/report/printed-report';
import { registerOf } from '@domain/register/register';
import { csvHeader } from '@domain/testing/csv-header';
import { pdfText } from '../testing/pdf-text';
import { renderComplianceReportPdf } from './render-report';

const hours = Array.from({ length: 24 }, (_, h) => h);
const row = (plant: number, h: number) =>
  `2025-03-03 ${String(h).padStart(2, '0')}:00:00,${plant},Unit ${plant},coal,100,0,250,90,1,0.5,40`;

/** The PDF's text of a file of plants 1 and 2, with `pollutants` columns for each hour. */
async function reportText(pollutants?: (plant: number, h: number) => string): Promise<string> {
  const lines = pollutants
    ? [
        `${csvHeader()},SO2_emissions_kg,NOx_emissions_kg`,
        ...[1, 2].flatMap((p) => hours.map((h) => `${row(p, h)},${pollutants(p, h)}`)),
      ]
    : [csvHeader(), ...[1, 2].flatMap((p) => hours.map((h) => row(p, h)))];
  const parsed = parseCsv(new TextEncoder().encode(`${lines.join('\n')}\n`));
  if (!parsed.ok) throw new Error(parsed.message);
  const base = analysisBase(parsed.dataset, parsed.quality, {});
  const report = buildComplianceReport({
    inventory: base.inventory,
    register: registerOf(base.inventory, []),
    ets: etsYear(
      base.etsBasis[0]!,
      [],
      allowanceRecordOf({ active_permits: 1 }),
      DEFAULT_ETS_SETTINGS,
      '2026-03-15',
    ),
    period: base.period,
    gwpSet: base.gwpSet,
    jurisdiction: 'EU',
    generatedAt: '2026-03-15T12:00:00.000Z',
  });
  const pdf = await renderComplianceReportPdf(printedReport(report, base));
  return (await pdfText(pdf, { layout: true })).replace(/\s+/g, ' ');
}

describe('the air-pollutant table of the PDF', () => {
  it("lists each reporting plant's SO2 and NOx in kg, not reported where it has none", async () => {
    // Plant 1: 12.5 kg SO2 and 30 kg NOx an hour; plant 2 reports NOx only (an empty SO2 cell is
    // refused, so its SO2 is 0 kg: reported as 0).
    const text = await reportText((p) => (p === 1 ? '12.5,30' : '0,4.25'));
    expect(text).toContain('Air pollutants (kg; not greenhouse gases, not in CO₂e): SO₂ and NOx.');
    expect(text).toMatch(/Facility SO₂ \(kg\) NOx \(kg\)/);
    expect(text).toContain(`Unit 1 (plant 1) ${(12.5 * 24).toFixed(1)} ${(30 * 24).toFixed(1)}`);
    expect(text).toContain(`Unit 2 (plant 2) 0.0 ${(4.25 * 24).toFixed(1)}`);
  }, 60_000);

  it('says SO2 and NOx are not reported for a file without them', async () => {
    const text = await reportText();
    expect(text).toContain('Air pollutants: SO₂ and NOx not reported.');
    expect(text).not.toContain('Facility SO₂');
  }, 60_000);
});
