import { z } from '@hono/zod-openapi';
import { declareRoute } from '../http/declare-route';
import { analysisAnswer, AnalysisAnswerSchema } from '@domain/analysis-answer';
import { completeResult } from '@domain/completed-analysis';
import { DEMO_ACCOUNT } from '../demo/demo-account';
import { sampleFile } from '../demo/sample-file';
import { notFound } from '../http/api-error';
import { openApiRouter } from '../http/open-api-router';
import { errorResponse } from '../http/schemas';
import { csvReportResponse, csvReportResponseSpec, ReportKindSchema } from '../http/csv-document';
import { today } from '../clock';
import type { Services } from '../services';

/** What anyone may read: the demo credentials (while enabled) and the sample's analysis. */
export function publicRoutes(services: Services) {
  const app = openApiRouter();

  return app
    .openapi(
      declareRoute({
        method: 'get',
        path: '/demo',
        access: { public: 'the demo account, to prefill the sign-in form' },
        summary: 'The demo account, to prefill the sign-in form (accounts §1)',
        responses: {
          200: {
            description: 'Credentials',
            content: {
              'application/json': { schema: z.object({ email: z.string(), password: z.string() }) },
            },
          },
          404: errorResponse('DEMO_ACCOUNT=off'),
        },
      }),
      (c) => {
        if (!services.config.demoAccount) throw notFound('Demo account');
        return c.json({ email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password }, 200);
      },
    )

    .openapi(
      declareRoute({
        method: 'get',
        path: '/sample/analysis',
        access: { public: 'the sample data, read before signing in' },
        summary: 'The analysis of the sample data (screens without a file of their own)',
        responses: {
          200: {
            description: 'Analysis',
            content: { 'application/json': { schema: AnalysisAnswerSchema } },
          },
        },
      }),
      async (c) => {
        const day = today(services);
        const sample = await sampleFile();
        c.header('Cache-Control', 'public, max-age=3600');
        return c.json(analysisAnswer(completeResult(sample.base, { now: day })), 200);
      },
    )

    .openapi(
      declareRoute({
        method: 'get',
        path: '/sample/reports/{kind}',
        access: { public: 'the sample data, read before signing in' },
        summary: "One of the sample's additional reports as CSV (data §2 Reports)",
        request: { params: z.object({ kind: ReportKindSchema }) },
        responses: { 200: csvReportResponseSpec, 400: errorResponse('Unknown report') },
      }),
      async (c) => csvReportResponse(c, c.req.valid('param').kind, (await sampleFile()).base, true),
    );
}
