// Issue 38 "The annual emissions report" as a workbook: one sheet per section of the report, each
// with a title row naming the organisation and year and header rows; numbers stay numbers, with a
// number format, so a reader's sums and the authority's template take them as they are.
import type { AnnualEmissionsReport } from '@domain/report/annual-emissions-report';

type Cell = string | number | null;

/** Tonnes shown to one decimal (the cell keeps the full figure), hours and counts whole. */
const TONNES = '#,##0.0';
const WHOLE = '#,##0';

/** A table of a sheet: its header row, its rows, and the number format of a row's column. */
interface Block {
  header: string[];
  rows: Cell[][];
  format: (row: number, column: number) => string | undefined;
}

/** Label-value rows, each value with its number format. */
const facts = (rows: [string, Cell, string?][]): Block => ({
  header: ['Item', 'Value'],
  rows: rows.map(([label, value]) => [label, value]),
  format: (row, column) => (column === 1 ? rows[row]?.[2] : undefined),
});

/** A table whose columns each have one number format. */
const table = (header: string[], rows: Cell[][], formats: (string | undefined)[] = []): Block => ({
  header,
  rows,
  format: (_, column) => formats[column],
});

/** The title row of every sheet. */
export const reportTitle = (r: AnnualEmissionsReport) =>
  `Annual emissions report ${r.year}: ${r.organisation}`;

function sheetsOf(r: AnnualEmissionsReport): [string, Block[]][] {
  const { installation: inst, permit, measurement: m, emissions: e, data_gaps: g } = r;
  const v = r.verification;
  return [
    [
      'Installation',
      [
        facts([
          ['Operator', inst.operator],
          ['Organisation', r.organisation],
          ['Countries', inst.countries.join(', ')],
          [
            'Plants whose EU ETS scope is not declared (in no figure)',
            inst.scope_not_declared.join(', ') || 'none',
          ],
        ]),
        table(
          ['Plant id', 'Plant', 'Country', 'ETS installation id', 'Fuel'],
          inst.plants.map((p) => [
            p.plant_id,
            p.plant_name,
            p.country,
            p.ets_installation_id ?? 'not recorded',
            p.fuel_type,
          ]),
        ),
      ],
    ],
    [
      'Permit',
      [
        facts([
          ['Permit record', permit.recorded ? 'recorded' : permit.text],
          ['Permit year', permit.permit_year, '0'],
          ['Company name', permit.company_name],
          ['Notes', permit.notes],
          ['Permit number', permit.recorded ? permit.text : null],
          ['Monitoring plan version', r.monitoring_plan.text],
        ]),
      ],
    ],
    [
      'Source streams',
      [
        facts([
          ['Source streams', r.source_streams.text],
          ['Calculation parameters', r.source_streams.parameters_text],
        ]),
      ],
    ],
    [
      'Measurement',
      [
        facts([
          ['Method', m.method],
          ['Operating hours', m.operating_hours, WHOLE],
          ['Valid hours', m.valid_hours, WHOLE],
          ['Substituted hours', m.substituted_hours, WHOLE],
          ['Hours of the year, per plant or unit', m.hours_of_year, WHOLE],
          ['Substitution method', m.substitution_method],
        ]),
        table(
          ['Plant id', 'Method', 'Measured CO2 (t)'],
          m.plants.map((p) => [p.plant_id, m.method, p.co2_t]),
          [undefined, undefined, TONNES],
        ),
      ],
    ],
    [
      'Emissions',
      [
        facts([
          ['Status', e.status],
          ['Reported CO2 (t)', e.reported_co2_t, TONNES],
          ['Substitute for missing hours (t)', e.substitute_t, TONNES],
          ['Reported + substitute (t)', e.conservative_co2_t, TONNES],
          ['Verified CO2 (t)', e.verified_co2_t ?? e.status, TONNES],
        ]),
      ],
    ],
    [
      'Data gaps',
      [
        facts([
          ['Missing hours substituted', g.gap_hours, WHOLE],
          ['Substitute (t)', g.substitute_t, TONNES],
          ['Method', g.method],
          ['Outages of more than five days', g.outage_rule],
        ]),
        table(
          ['Plant id', 'Unit', 'From', 'To', 'Hours'],
          (g.gaps_over_5_days ?? []).map((o) => [
            o.plant_id,
            o.unit_id ?? '',
            o.from,
            o.to,
            o.hours,
          ]),
          [undefined, undefined, undefined, undefined, WHOLE],
        ),
      ],
    ],
    [
      'Verification',
      [
        facts([
          ['Statement', v.text],
          ['Verifier', v.verifier],
          ['Date', v.verified_on],
          ['Opinion', v.opinion],
          ['Verified CO2 (t)', v.verified_co2_t, TONNES],
        ]),
      ],
    ],
  ];
}

/** The report as an xlsx workbook's bytes. */
export async function annualEmissionsReportXlsx(
  r: AnnualEmissionsReport,
): Promise<Uint8Array<ArrayBuffer>> {
  // Loaded when a workbook is asked for: the server starts without it.
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  // A fixed date: the same report makes the same workbook.
  wb.created = wb.modified = new Date(0);
  for (const [name, blocks] of sheetsOf(r)) {
    const ws = wb.addWorksheet(name);
    ws.columns = [{ width: 44 }, { width: 64 }, { width: 24 }, { width: 24 }, { width: 14 }];
    ws.addRow([reportTitle(r)]).font = { bold: true, size: 13 };
    blocks.forEach((block, b) => {
      if (b > 0) ws.addRow([]);
      ws.addRow(block.header).font = { bold: true };
      block.rows.forEach((cells, i) => {
        const row = ws.addRow(cells.map((c) => c ?? ''));
        cells.forEach((c, col) => {
          const format = block.format(i, col);
          if (format && typeof c === 'number') row.getCell(col + 1).numFmt = format;
        });
      });
    });
  }
  return new Uint8Array(await wb.xlsx.writeBuffer()) as Uint8Array<ArrayBuffer>;
}
