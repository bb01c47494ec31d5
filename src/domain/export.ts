// Role-based export of the compliance report (data §5, §6, §8, §9) as JSON, CSV or XML.
import { XMLBuilder } from 'fast-xml-parser';
import {
  EXPORT_FORMATS,
  EXPORT_ROLES,
  type ExportFormat,
  type ExportRole,
  type Jurisdiction,
} from './constants';
import { MSG_UNAUTHORIZED_ROLE, MSG_UNSUPPORTED_FORMAT } from './messages';
import type { ReportingPeriod } from './analysis/types';
import type { AggregatedData, ComplianceReport, ReportFacility } from './report/compliance-report';
import { writeCsv, type CsvCell } from './write-csv';

/** A refused export: the code says why, the message is the spec's word for word (data §5, §8). */
export class ExportError extends Error {
  readonly code: 'unauthorized_role' | 'unsupported_format';

  constructor(code: ExportError['code'], message: string) {
    super(message);
    this.name = 'ExportError';
    this.code = code;
  }
}

/** Who exported, with which rights, of which report. */
export interface ExportMetadata {
  role: ExportRole;
  access: string[];
  scope: string[];
  generatedAt: string;
  reportingEntity: string;
  jurisdiction: Jurisdiction;
}

/** What the 'summary_data' scope sees (tCO2e, MWh, percent, count). */
export interface ExportSummary {
  totalGHGEmissions: number;
  energyConsumption: number;
  renewableEnergyShare: number;
  facilitiesCount: number;
}

/**
 * The part of a report a role may see: always the metadata and the reporting period; for scope 'all'
 * every other field of the report too, otherwise facilities, aggregatedData and/or summary.
 */
export type ReportExportView = {
  metadata: ExportMetadata;
  reportingPeriod: ReportingPeriod;
  facilities?: ReportFacility[];
  aggregatedData?: AggregatedData;
  summary?: ExportSummary;
} & Partial<
  Omit<ComplianceReport, 'generatedAt' | 'reportingEntity' | 'jurisdiction' | 'reportingPeriod'>
>;

export interface ExportedFile {
  content: string;
  mimeType: string;
  /** Without the dot. */
  fileExtension: string;
}

type ScopeName = (typeof EXPORT_ROLES)[ExportRole]['scope'][number];

// data §6: what each scope of the role table reveals besides the reporting period.
const SCOPE_PARTS: Record<
  Exclude<ScopeName, 'all'>,
  'facilities' | 'aggregatedData' | 'summary' | 'etsCompliance'
> = {
  emissions: 'aggregatedData',
  compliance: 'facilities',
  // The EU ETS part says whether the year's CO2 is reported or verified, and the statement.
  verification: 'etsCompliance',
  aggregated_data: 'aggregatedData',
  summary_data: 'summary',
};

function isExportRole(role: string): role is ExportRole {
  return Object.hasOwn(EXPORT_ROLES, role);
}

function isExportFormat(format: string): format is ExportFormat {
  return (EXPORT_FORMATS as readonly string[]).includes(format);
}

function summary(report: ComplianceReport): ExportSummary {
  const a = report.aggregatedData;
  return {
    totalGHGEmissions: a.totalGHGEmissions,
    energyConsumption: a.energyConsumption,
    renewableEnergyShare: a.renewableEnergyShare,
    facilitiesCount: report.facilities.length,
  };
}

/** The report as a role may see it (data §6); throws ExportError 'Unauthorized role' for a role not in the table. */
export function filterReportByRole(report: ComplianceReport, role: string): ReportExportView {
  if (!isExportRole(role)) throw new ExportError('unauthorized_role', MSG_UNAUTHORIZED_ROLE);
  const { generatedAt, reportingEntity, jurisdiction, reportingPeriod, ...rest } = report;
  const r = EXPORT_ROLES[role];
  const scope: readonly ScopeName[] = r.scope;
  const view: ReportExportView = {
    metadata: {
      role,
      access: [...r.access],
      scope: [...scope],
      generatedAt,
      reportingEntity,
      jurisdiction,
    },
    reportingPeriod,
  };
  for (const s of scope) {
    if (s === 'all') return { ...view, ...rest };
    const part = SCOPE_PARTS[s];
    if (part === 'facilities') view.facilities = report.facilities;
    else if (part === 'aggregatedData') view.aggregatedData = report.aggregatedData;
    else if (part === 'etsCompliance') view.etsCompliance = report.etsCompliance;
    else view.summary = summary(report);
  }
  return view;
}

// ---- CSV ----

// CSV layout (one table, documented for readers of the file):
// - `section` names the part of the report each row belongs to;
// - a `facility` row holds one facility in the facility columns (id ... totalEmissions), its
//   assumed register facts joined by "; ";
// - every other row is a `field` / `value` pair: `field` is the dotted path inside the section
//   (array items by index, e.g. `climateRisks.0.financialImpact`); a part that does not apply to the
//   jurisdiction (null) is one row with an empty field and value; top-level texts of the report
//   (title, executiveSummary, conclusion, framework) are in section `report`.
const FACILITY_COLUMNS = [
  'id',
  'name',
  'location',
  'sector',
  'renewableShare',
  'assumedFacts',
  'totalEmissions',
] as const satisfies readonly (keyof ReportFacility)[];
const CSV_FIELDS = ['section', 'field', 'value', ...FACILITY_COLUMNS];

/** Leaf values of a nested value as [dotted path, value] pairs; null becomes an empty cell. */
function leaves(value: unknown, path: string, out: [string, CsvCell][]): [string, CsvCell][] {
  const join = (key: string) => (path === '' ? key : `${path}.${key}`);
  if (Array.isArray(value)) value.forEach((v, i) => leaves(v, join(String(i)), out));
  else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) leaves(v, join(k), out);
  } else out.push([path, (value as CsvCell | null) ?? '']);
  return out;
}

/** A facility's value as one cell: a list of facts joined by "; ", null empty. */
function facilityCell(value: ReportFacility[keyof ReportFacility]): CsvCell {
  return Array.isArray(value) ? value.join('; ') : (value ?? '');
}

function csvRows(view: ReportExportView): CsvCell[][] {
  const blank = FACILITY_COLUMNS.map(() => '');
  const rows: CsvCell[][] = [];
  for (const [key, value] of Object.entries(view)) {
    if (key === 'facilities') {
      for (const f of value as ReportFacility[]) {
        rows.push(['facility', '', '', ...FACILITY_COLUMNS.map((c) => facilityCell(f[c]))]);
      }
    } else if (typeof value === 'object') {
      // null (a part that does not apply) gives one row with an empty field and value.
      for (const [field, v] of leaves(value, '', [])) rows.push([key, field, v, ...blank]);
    } else {
      rows.push(['report', key, value as CsvCell, ...blank]);
    }
  }
  return rows;
}

function toCsv(view: ReportExportView): string {
  return writeCsv(CSV_FIELDS, csvRows(view));
}

// ---- XML ----

const XML_ROOT = 'complianceReportExport';

// Arrays become a wrapper element holding one repeated element per item.
const ITEM_ELEMENTS: Readonly<Record<string, string>> = {
  facilities: 'facility',
  assumedFacts: 'fact',
  climateRisks: 'climateRisk',
  financialImpacts: 'financialImpact',
  sections: 'section',
  subsections: 'section',
  figures: 'figure',
  esrsStandards: 'standard',
  accessRoles: 'accessRole',
};
const DEFAULT_ITEM_ELEMENT = 'item';

// Characters XML 1.0 does not allow at all (not even escaped); replaced by U+FFFD.
const XML_INVALID_CHARS = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** A value reshaped for XMLBuilder: arrays wrapped, nulls empty, texts cleaned of forbidden characters. */
function xmlValue(value: unknown, key: string): unknown {
  if (Array.isArray(value)) {
    const item = ITEM_ELEMENTS[key] ?? DEFAULT_ITEM_ELEMENT;
    return { [item]: value.map((v) => xmlValue(v, item)) };
  }
  if (value === null) return '';
  if (typeof value === 'string') return value.replace(XML_INVALID_CHARS, '\uFFFD');
  if (typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, xmlValue(v, k)]));
  }
  return value;
}

function toXml(view: ReportExportView): string {
  // XMLBuilder escapes &, <, >, " and ' in text (processEntities, its default).
  const builder = new XMLBuilder({ format: true, indentBy: '  ', processEntities: true });
  const body = builder.build({ [XML_ROOT]: xmlValue(view, XML_ROOT) }) as string;
  return `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
}

// ---- Export ----

const SERIALISERS: Record<ExportFormat, (view: ReportExportView) => ExportedFile> = {
  json: (view) => ({
    content: JSON.stringify(view, null, 2),
    mimeType: 'application/json; charset=utf-8',
    fileExtension: 'json',
  }),
  csv: (view) => ({
    content: toCsv(view),
    mimeType: 'text/csv; charset=utf-8',
    fileExtension: 'csv',
  }),
  xml: (view) => ({
    content: toXml(view),
    mimeType: 'application/xml; charset=utf-8',
    fileExtension: 'xml',
  }),
};

/**
 * The report filtered for a role and serialised as JSON, CSV or XML (UTF-8 text). The role is checked
 * first ('Unauthorized role'), then the format ('Unsupported format'), both as ExportError.
 */
export function exportReport(report: ComplianceReport, format: string, role: string): ExportedFile {
  const view = filterReportByRole(report, role);
  if (!isExportFormat(format)) throw new ExportError('unsupported_format', MSG_UNSUPPORTED_FORMAT);
  return SERIALISERS[format](view);
}
