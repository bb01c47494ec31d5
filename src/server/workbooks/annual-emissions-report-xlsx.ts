// Issue 38 "The annual emissions report" as a workbook: one sheet per section of the report, each
// with a title row naming the organisation and year and header rows; numbers stay numbers, with a
// number format, so a reader's sums and the authority's template take them as they are.
import { NOT_RECORDED, type AnnualEmissionsReport } from '@domain/report/annual-emissions-report';
import {
  appliedDays,
  type ReportPlantStreams,
  type ReportStream,
} from '@domain/report/report-source-streams';

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

/** What a stream's cell says where the data hold no activity for it. */
const NO_DATA = 'no data';

/** A factor's basis: declared, or the default with its source. */
const basis = (f: ReportStream['emission_factor'] | null) =>
  f === null
    ? ''
    : f.basis === 'declared'
      ? 'declared'
      : `default${f.source ? `: ${f.source}` : ''}`;

type Parameter = NonNullable<ReportStream['applied']>[number]['parameter'];

const PARAMETER_NAMES: Record<Parameter, string> = {
  ncv: 'NCV',
  emission_factor: 'Emission factor',
  oxidation_factor: 'Oxidation factor',
  biomass_fraction: 'Biomass fraction',
};

/** The sheet naming each value applied, to which a stream row's basis points. */
const VALUES_APPLIED = 'Values applied';

/**
 * A stream's own factor's basis and, when entries replaced it on some days, on how many days each
 * served: the row's value is then not the year's only one.
 */
function basisOver(s: ReportStream, parameter: Parameter): string {
  const own = basis(s[parameter]);
  const days = appliedDays(s, parameter);
  if (!days) return own;
  return `${own}, on ${days.own} of ${days.own + days.entered} days; entered on ${days.entered} days (see ${VALUES_APPLIED})`;
}

/** What the unit column says of a stream of no unit. */
export const WHOLE_PLANT = 'whole plant';

const STREAM_HEADER = [
  'Plant id',
  'Plant',
  'Unit',
  'Source stream',
  'Fuel',
  'Method',
  'Activity data',
  'Amount',
  'Amount unit',
  'NCV',
  'NCV unit',
  'NCV basis',
  'Emission factor',
  'Emission factor unit',
  'Emission factor basis',
  'Oxidation factor',
  'Oxidation factor basis',
  'Biomass fraction',
  'Biomass fraction basis',
  'Tier activity data',
  'Tier NCV',
  'Tier emission factor',
  'Tier oxidation factor',
  'Energy (TJ)',
  'Fossil CO2 (t)',
  'Biomass CO2 memo (t)',
];

/** One row per stream under its plant and unit, its factors each with its basis. */
const streamRows = (
  plants: readonly ReportPlantStreams[],
  names: ReadonlyMap<number, string>,
): Cell[][] =>
  plants.flatMap((p) =>
    p.streams.map((s) => [
      p.plant_id,
      names.get(p.plant_id) ?? '',
      s.unit_id ?? WHOLE_PLANT,
      s.name,
      s.fuel,
      s.method,
      s.activity_data.source,
      s.activity_data.amount ?? NO_DATA,
      s.activity_data.unit,
      s.ncv?.value ?? '',
      s.ncv?.unit ?? '',
      basisOver(s, 'ncv'),
      s.emission_factor.value,
      s.emission_factor.unit,
      basisOver(s, 'emission_factor'),
      s.oxidation_factor.value,
      basisOver(s, 'oxidation_factor'),
      s.biomass_fraction.value,
      basisOver(s, 'biomass_fraction'),
      s.tiers?.activity_data ?? 'none declared',
      s.tiers?.ncv ?? '',
      s.tiers?.emission_factor ?? '',
      s.tiers?.oxidation_factor ?? '',
      s.energy_tj ?? NO_DATA,
      s.co2_t ?? NO_DATA,
      s.co2_biomass_memo_t ?? NO_DATA,
    ]),
  );

/** Each value a stream applied, its period when entered, and the days it served. */
const appliedRows = (plants: readonly ReportPlantStreams[]): Cell[][] =>
  plants.flatMap((p) =>
    p.streams.flatMap((s) =>
      (s.applied ?? []).map((a) => [
        p.plant_id,
        s.unit_id ?? WHOLE_PLANT,
        s.name,
        PARAMETER_NAMES[a.parameter],
        a.value,
        a.unit,
        a.basis,
        a.entry?.valid_from ?? null,
        a.entry?.valid_to ?? null,
        a.days,
        a.entry?.source ?? a.source,
      ]),
    ),
  );

/** The stream table's number formats: tonnes for the CO2 columns. */
const STREAM_FORMATS = STREAM_HEADER.map((h) => (h.endsWith('(t)') ? TONNES : undefined));

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
          ['Permit number', permit.permit_number ?? NOT_RECORDED],
          ['Monitoring plan version', r.monitoring_plan.text],
        ]),
      ],
    ],
    [
      'Source streams',
      [
        facts([
          ['Source streams', r.source_streams.text],
          [
            'Emission-factor library',
            [...new Set(r.source_streams.plants?.map((p) => p.factor_library))].join(', '),
          ],
        ]),
        table(
          STREAM_HEADER,
          streamRows(
            r.source_streams.plants ?? [],
            new Map(inst.plants.map((p) => [p.plant_id, p.plant_name])),
          ),
          STREAM_FORMATS,
        ),
        table(
          [
            'Plant id',
            'Streams from',
            'Calculated fossil CO2 (t)',
            'Biomass CO2 memo (t)',
            'Measured CO2 in the data (t)',
          ],
          (r.source_streams.plants ?? []).map((p) => [
            p.plant_id,
            p.streams_from,
            p.calculated_co2_t,
            p.calculated_co2_biomass_memo_t,
            p.measured_co2_t,
          ]),
          [undefined, undefined, TONNES, TONNES, TONNES],
        ),
        table(
          [
            'Plant id',
            'Unit',
            'Source stream',
            'Parameter',
            'Value',
            'Value unit',
            'Basis',
            'Valid from',
            'Valid to',
            'Days',
            'Source',
          ],
          appliedRows(r.source_streams.plants ?? []),
        ),
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
        table(
          ['Plant id', 'Unit', 'Method', 'Operating hours', 'Valid hours', 'Substituted hours'],
          (m.sources ?? []).map((h) => [
            h.plant_id,
            h.unit_id ?? '',
            h.method,
            h.operating_hours,
            h.valid_hours,
            h.substituted_hours,
          ]),
          [undefined, undefined, undefined, WHOLE, WHOLE, WHOLE],
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
    ws.columns = [
      { width: 44 },
      { width: 64 },
      ...Array.from({ length: STREAM_HEADER.length - 2 }, () => ({ width: 20 })),
    ];
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
