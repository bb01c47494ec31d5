import { useMutation } from '@tanstack/react-query';
import type { ExportFormat, ExportRole, Jurisdiction } from '@domain/constants';
import { MSG_REPORT_GENERATION_FAILED } from '@domain/messages';
import type { ScopeRequest } from '@domain/history/date-range';
import type { AdditionalReportKind } from '@domain/views/additional-reports';
import { api } from '@web/lib/api-client';
import { scopeQuery } from '@web/lib/files-api';
import { downloadFile } from '../lib/download';

/** What a report covers: one file or the whole history (fileId null), within a range, for some plants. */
export type ReportScope = ScopeRequest;

/** The query of a report's scope but its file: range, plants and the compliance year asked for. */
const rangeOf = ({ filter, complianceYear }: ReportScope) => ({
  ...scopeQuery({
    from: filter.from ?? undefined,
    to: filter.to ?? undefined,
    plants: filter.plants,
  }),
  ...(complianceYear === null ? {} : { year: String(complianceYear) }),
});

/** data §2 Reports: the server-rendered PDF of the scope shown for a jurisdiction, saved under the server's name. */
export function useDownloadPdf() {
  return useMutation({
    mutationFn: async ({
      scope,
      jurisdiction,
    }: {
      scope: ReportScope;
      jurisdiction: Jurisdiction;
    }) => {
      await downloadFile(
        () =>
          api.api.reports['compliance.pdf'].$get({
            query: {
              ...rangeOf(scope),
              ...(scope.fileId === null ? {} : { fileId: scope.fileId }),
              jurisdiction,
            },
          }),
        `${jurisdiction.toLowerCase()}_compliance_report.pdf`,
        MSG_REPORT_GENERATION_FAILED,
      );
    },
    // data §8: the spec's alert, whatever went wrong.
    onError: () => window.alert(MSG_REPORT_GENERATION_FAILED),
  });
}

export interface ExportChoice {
  scope: ReportScope;
  format: ExportFormat;
  role: ExportRole;
  jurisdiction: Jurisdiction;
}

/** data §5, §6: the role-scoped export of the scope's compliance report as JSON, CSV or XML. */
export function useDownloadExport() {
  return useMutation({
    mutationFn: async ({ scope, format, role, jurisdiction }: ExportChoice) => {
      const query = { ...rangeOf(scope), format, role, jurisdiction };
      await downloadFile(
        () =>
          scope.fileId === null
            ? api.api.analysis.export.$get({ query })
            : api.api.files[':id'].export.$get({ param: { id: scope.fileId }, query }),
        `${jurisdiction.toLowerCase()}_compliance_export_${role}.${format}`,
        'Export failed',
      );
    },
  });
}

/** data §2 'Additional Reports': one CSV report of the scope shown, or of the sample data (scope null). */
export function useDownloadCsvReport() {
  return useMutation({
    mutationFn: async ({
      scope,
      kind,
    }: {
      scope: ReportScope | null;
      kind: AdditionalReportKind;
    }) => {
      await downloadFile(
        () =>
          scope === null
            ? api.api.sample.reports[':kind'].$get({ param: { kind } })
            : scope.fileId === null
              ? api.api.analysis.reports[':kind'].$get({ param: { kind }, query: rangeOf(scope) })
              : api.api.files[':id'].reports[':kind'].$get({
                  param: { id: scope.fileId, kind },
                  query: rangeOf(scope),
                }),
        `${kind}.csv`,
        'Report failed',
      );
    },
  });
}

/** Issue 38: a year's ESRS E1-6 datapoints of the history, as JSON or CSV. */
export function useDownloadEsrsE16() {
  return useMutation({
    mutationFn: async ({ year, format }: { year: number; format: 'json' | 'csv' }) => {
      await downloadFile(
        () => api.api.esrs['e1-6'].$get({ query: { year: String(year), format } }),
        `esrs_e1-6_${year}.${format}`,
        'Report failed',
      );
    },
  });
}

/** Issue 38: a year's annual emissions report of the history, as an Excel workbook or JSON. */
export function useDownloadAnnualEmissionsReport() {
  return useMutation({
    mutationFn: async ({ year, format }: { year: number; format: 'xlsx' | 'json' }) => {
      const param = { year: String(year) };
      await downloadFile(
        () =>
          format === 'xlsx'
            ? api.api.ets[':year']['report.xlsx'].$get({ param })
            : api.api.ets[':year']['report.json'].$get({ param }),
        `annual_emissions_report_${year}.${format}`,
        'Report failed',
      );
    },
  });
}
