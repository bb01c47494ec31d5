import { useMutation } from '@tanstack/react-query';
import type { ExportFormat, ExportRole, Jurisdiction } from '../../../../domain/core/constants';
import { MSG_REPORT_GENERATION_FAILED } from '../../../../domain/core/messages';
import type { AdditionalReportKind } from '../../../../domain/views/additional-reports';
import { api } from '../../../lib/api-client';
import { downloadFile } from '../lib/download';

/** data §2 Reports: the server-rendered PDF of a file for a jurisdiction, saved under the server's name. */
export function useDownloadPdf() {
  return useMutation({
    mutationFn: async ({
      fileId,
      jurisdiction,
    }: {
      fileId: string;
      jurisdiction: Jurisdiction;
    }) => {
      await downloadFile(
        () => api.api.reports['compliance.pdf'].$get({ query: { fileId, jurisdiction } }),
        `${jurisdiction.toLowerCase()}_compliance_report.pdf`,
        MSG_REPORT_GENERATION_FAILED,
      );
    },
    // data §8: the spec's alert, whatever went wrong.
    onError: () => window.alert(MSG_REPORT_GENERATION_FAILED),
  });
}

export interface ExportChoice {
  fileId: string;
  format: ExportFormat;
  role: ExportRole;
  jurisdiction: Jurisdiction;
}

/** data §5, §6: the role-scoped export of a file's compliance report as JSON, CSV or XML. */
export function useDownloadExport() {
  return useMutation({
    mutationFn: async ({ fileId, format, role, jurisdiction }: ExportChoice) => {
      await downloadFile(
        () =>
          api.api.files[':id'].export.$get({
            param: { id: fileId },
            query: { format, role, jurisdiction },
          }),
        `${jurisdiction.toLowerCase()}_compliance_export_${role}.${format}`,
        'Export failed',
      );
    },
  });
}

/** data §2 'Additional Reports': one CSV report of a file, or of the sample data without a file. */
export function useDownloadCsvReport() {
  return useMutation({
    mutationFn: async ({ fileId, kind }: { fileId: string | null; kind: AdditionalReportKind }) => {
      await downloadFile(
        () =>
          fileId === null
            ? api.api.sample.reports[':kind'].$get({ param: { kind } })
            : api.api.files[':id'].reports[':kind'].$get({ param: { id: fileId, kind } }),
        `${kind}.csv`,
        'Report failed',
      );
    },
  });
}
