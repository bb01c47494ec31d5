import { renderToBuffer } from '@react-pdf/renderer';
import type { ComplianceReport } from '../../domain/core/report';
import { ComplianceReportDocument, type DailySeries } from './compliance-report-document';
import { registerPdfFonts } from './fonts';

/** The compliance report and the analysis' daily series rendered as a PDF file. */
export async function renderComplianceReportPdf(
  report: ComplianceReport,
  daily: DailySeries,
): Promise<Buffer> {
  registerPdfFonts();
  return renderToBuffer(<ComplianceReportDocument report={report} daily={daily} />);
}
