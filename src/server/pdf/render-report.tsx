import { renderToBuffer } from '@react-pdf/renderer';
import type { PrintedReport } from '@domain/report/printed-report';
import { ComplianceReportDocument } from './compliance-report-document';
import { registerPdfFonts } from './fonts';

/** The printed compliance report rendered as a PDF file. */
export async function renderComplianceReportPdf(printed: PrintedReport): Promise<Buffer> {
  registerPdfFonts();
  return renderToBuffer(<ComplianceReportDocument printed={printed} />);
}
