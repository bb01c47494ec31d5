import type { Context } from 'hono';
import { ADDITIONAL_REPORTS, type AdditionalReportKind } from '@domain/views/additional-reports';
import type { AnalysisBase } from '@domain/analysis/types';
import { attachment } from './content-disposition';
import { z } from '@hono/zod-openapi';

/** The path parameter naming one of the additional reports. */
export const ReportKindSchema = z.enum(
  Object.keys(ADDITIONAL_REPORTS) as [AdditionalReportKind, ...AdditionalReportKind[]],
);

/** data §2 'Additional Reports': one report of an analysis as a CSV download. */
export function csvReportResponse(
  c: Context,
  kind: AdditionalReportKind,
  analysis: AnalysisBase,
  sample: boolean,
) {
  const doc = ADDITIONAL_REPORTS[kind](analysis, sample);
  return c.body(doc.content, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': attachment(doc.fileName),
    'Cache-Control': 'no-store',
  });
}

/** The OpenAPI answer of a CSV report route. */
export const csvReportResponseSpec = {
  description: 'The report as a CSV download',
  content: { 'text/csv': { schema: z.string() } },
};
