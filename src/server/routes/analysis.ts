import { z } from '@hono/zod-openapi';
import { declareRoute } from '../http/declare-route';
import { AnalysisAnswerSchema } from '@domain/analysis-answer';
import type { ResponseCache } from '../files/analysis-responses';
import { loadScope } from '../scope/load-scope';
import { ExportQuery, ScopeQuery } from '../scope/scope-query';
import { settleScope } from '../scope/settle-scope';
import { answerAnalysis, answerExport } from '../scope/scope-responses';
import { csvReportResponse, csvReportResponseSpec, ReportKindSchema } from '../http/csv-document';
import { signedInRouter, type SignedIn } from '../http/open-api-router';
import { errorResponse } from '../http/schemas';
import type { Services } from '../services';

const badScope = errorResponse(
  'A date that does not read as YYYY-MM-DD, a range that starts after it ends, or a plant without data',
);

/**
 * The plant history (issue 10): every upload of the user merged, the newest upload winning each
 * plant-day, analysed within any date range and for any plants.
 */
export function analysisRoutes(services: Services, signedIn: SignedIn, completed: ResponseCache) {
  return signedInRouter(signedIn)
    .openapi(
      declareRoute({
        method: 'get',
        path: '/',
        access: { permission: 'member', apiToken: 'feed', secondFactor: true },
        summary:
          "The analysis of the user's history within a range (inclusive; none: all of it), completed for today and the current-year permit",
        request: { query: ScopeQuery },
        responses: {
          200: {
            description:
              'The analysis with its screen models, its scope and, with a range, the period comparison; an empty range says "No data in this range"',
            content: { 'application/json': { schema: AnalysisAnswerSchema } },
          },
          304: { description: 'Unchanged since the ETag the client holds' },
          400: badScope,
        },
      }),
      async (c) =>
        answerAnalysis(
          c,
          services,
          completed,
          await settleScope(services, c.var.caller.orgId, c.req.valid('query').scope, null),
        ),
    )
    .openapi(
      declareRoute({
        method: 'get',
        path: '/export',
        access: { permission: 'member', apiToken: 'feed', secondFactor: true },
        summary: "The compliance report of the user's history for a role, as JSON, CSV or XML",
        request: { query: ExportQuery },
        responses: {
          200: { description: 'The export as a download' },
          400: errorResponse('Unsupported format, or a range or plant that does not read'),
          422: errorResponse('No data in the scope: no uploads, or none in the range'),
          403: errorResponse('Unauthorized role'),
        },
      }),
      async (c) => {
        const query = c.req.valid('query');
        const scope = await settleScope(services, c.var.caller.orgId, query.scope, null);
        return answerExport(c, services, scope, query);
      },
    )
    .openapi(
      declareRoute({
        method: 'get',
        path: '/reports/{kind}',
        access: { permission: 'member', apiToken: 'feed', secondFactor: true },
        summary: "One of the additional reports of the user's history as CSV",
        request: { params: z.object({ kind: ReportKindSchema }), query: ScopeQuery },
        responses: { 200: csvReportResponseSpec, 400: badScope },
      }),
      async (c) => {
        const asked = c.req.valid('query').scope;
        const { base } = await loadScope(
          services,
          await settleScope(services, c.var.caller.orgId, asked, null),
        );
        return csvReportResponse(c, c.req.valid('param').kind, base, false);
      },
    );
}
