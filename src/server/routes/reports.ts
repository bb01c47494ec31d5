import { reportFileName } from '@domain/report/file-name';
import { z } from '@hono/zod-openapi';
import { declareRoute } from '../http/declare-route';
import { DEFAULT_JURISDICTION, JURISDICTIONS } from '@domain/constants';
import { loadReportSource } from '../scope/load-compliance-report';
import { recomputeAnalysis } from '../files/stored-analysis';
import { scopeQueryWith } from '../scope/scope-query';
import { settleScope } from '../scope/settle-scope';
import { attachment } from '../http/content-disposition';
import { signedInRouter, type SignedIn } from '../http/open-api-router';
import { errorResponse, idText } from '../http/schemas';
import type { Services } from '../services';
import { PLACES_PER_USER } from '../work/server-tasks';

/** The server-rendered reports (issue 5 "The PDF compliance report"; data §2 Reports, §8, §9). */
export function reportsRoutes(services: Services, signedIn: SignedIn) {
  return signedInRouter(signedIn).openapi(
    declareRoute({
      method: 'get',
      path: '/compliance.pdf',
      access: { permission: 'member', apiToken: 'feed', secondFactor: true },
      summary:
        "The compliance report of the user's history or one file, within a range and for some plants, as a PDF, for EU, US or COMBINED",
      request: {
        query: scopeQueryWith({
          fileId: idText('fileId')
            .optional()
            .openapi({ description: 'one file; none: the whole history' }),
          jurisdiction: z.enum(JURISDICTIONS).default(DEFAULT_JURISDICTION),
        }),
      },
      responses: {
        200: {
          description: 'The PDF as a download',
          content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } },
        },
        400: errorResponse(
          'A jurisdiction other than EU, US or COMBINED, or a range or plant that does not read',
        ),
        404: errorResponse('No such file of this user'),
        422: errorResponse('No data in the scope: no uploads, or none in the range'),
        500: errorResponse('The report could not be rendered'),
        503: errorResponse(
          `The server is busy, or the user has ${PLACES_PER_USER} reports in line already (with Retry-After), or the report took longer than the time limit`,
        ),
      },
    }),
    async (c) => {
      const { fileId, jurisdiction, scope: asked } = c.req.valid('query');
      const orgId = c.var.caller.orgId;
      // Aborted when the client goes: its place in line is given up, or its render stopped.
      const signal = c.req.raw.signal;
      // The place is taken before the source is read: a request past the limit is refused before
      // it costs a database read or an analysis, and a user's next report reads nothing until
      // their earlier one is done.
      const place = await services.work.enter(orgId, signal);
      try {
        // Settled in line too: whose the file is is a database read.
        const scope = await settleScope(services, orgId, asked, fileId ?? null);
        const source = await loadReportSource(services, scope);
        // Built and rendered on a worker thread: the stored analysis goes as text (parsing it and
        // building the report of thousands of plants would hold the event loop too), the PDF's
        // bytes come back. One that no longer reads as its version's shape is recomputed first.
        const render = (analysisJson: string) =>
          services.work.run(
            'renderReport',
            { source: { ...source, analysisJson }, jurisdiction },
            { signal, place },
          );
        // Only a whole file's stored analysis can fail to read as the current shape.
        const pdf =
          (await render(source.analysisJson)) ??
          (fileId
            ? await render(
                JSON.stringify(await recomputeAnalysis(services.queries.files, orgId, fileId)),
              )
            : null);
        if (!pdf) throw new Error('A recomputed analysis did not read as the current shape');
        const name = reportFileName(
          jurisdiction,
          'compliance_report',
          source.generatedAt,
          source.days,
          'pdf',
        );
        return c.body(new Uint8Array(pdf), 200, {
          'Content-Type': 'application/pdf',
          'Content-Disposition': attachment(name),
          'Cache-Control': 'no-store',
        });
      } finally {
        place.leave();
      }
    },
  );
}
