import { z } from '@hono/zod-openapi';
import { declareRoute } from '../http/declare-route';
import { DATA_YEARS } from '@domain/constants';
import { EtsYearSchema } from '@domain/analysis/ets-schema';
import {
  verificationDateProblem,
  verificationStatementSchema,
  VERIFICATION_OPINIONS,
} from '@domain/validation/ets-verification';
import type { RecordedStatement } from '../db/queries/ets-verifications';
import { answerEtsYear } from '../scope/locked-years';
import { loadAnnualEmissionsReport } from '../annual-report/load-annual-emissions-report';
import { annualEmissionsReportXlsx } from '../workbooks/annual-emissions-report-xlsx';
import { AnnualEmissionsReportSchema } from '@domain/report/annual-emissions-report';
import { attachment } from '../http/content-disposition';
import { ApiError, notFound } from '../http/api-error';
import { actorOf } from '../http/caller';
import { fromDomain } from '../http/domain-schema';
import { signedInRouter, type SignedIn } from '../http/open-api-router';
import { errorResponse, Timestamp } from '../http/schemas';
import { today } from '../clock';
import type { Services } from '../services';

export const MSG_ETS_YEAR = `Year must be a calendar year from ${DATA_YEARS.first} to ${DATA_YEARS.last}`;

export const YearParams = z.object({
  year: z.coerce
    .number({ error: MSG_ETS_YEAR })
    .int(MSG_ETS_YEAR)
    .min(DATA_YEARS.first, MSG_ETS_YEAR)
    .max(DATA_YEARS.last, MSG_ETS_YEAR),
});

const StatementSchema = z
  .object({
    verifier: z.string().openapi({ description: 'the accredited verification body' }),
    verified_on: z.string().openapi({ description: 'date of the verification report, YYYY-MM-DD' }),
    verified_co2_t: z
      .number()
      .openapi({ description: "the verified CO2 of the year's ETS plants, t" }),
    opinion: z.enum(VERIFICATION_OPINIONS),
    recorded_at: Timestamp,
  })
  .openapi('VerificationStatement');

/** Who locked a year and when (issue 28 §3). */
export const LockedSchema = z
  .object({
    by: z.string().openapi({ description: 'who locked it, as the audit log names them' }),
    at: z.string().openapi({ format: 'date-time' }),
  })
  .openapi('YearLock');

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const REPORT_ACCESS = { permission: 'member', apiToken: 'feed', secondFactor: true } as const;
const REPORT_SUMMARY =
  "The year's annual emissions report (issue 38): installation and operator, permit and monitoring plan version, each plant's source streams with their activity data, factors, tiers and CO2, the hours of each measured source (valid, substituted, operating), total reported and verified CO2, data gaps and substitution, the verifier's statement; a locked year's kept figures";

const view = (s: RecordedStatement) => ({ ...s, recorded_at: s.recorded_at.toISOString() });

/** Issue 11 "EU ETS, per compliance year": a calendar year of the user's history under the EU ETS. */
export function etsRoutes(services: Services, signedIn: SignedIn) {
  const statements = services.queries.etsVerifications;
  return signedInRouter(signedIn)
    .openapi(
      declareRoute({
        method: 'get',
        path: '/{year}',
        access: { permission: 'member', apiToken: 'feed', secondFactor: true },
        summary:
          "A year's CO2 of the plants in ETS scope, reported and (once a statement is recorded) verified; allowances, position, cost, penalty exposure and deadlines",
        request: { params: YearParams },
        responses: {
          200: {
            description: 'The year',
            content: {
              'application/json': {
                schema: EtsYearSchema.extend({
                  locked: LockedSchema.nullable().openapi({
                    description:
                      'null: open; once locked, the figures are the frozen copy taken then (issue 28 §3)',
                  }),
                }),
              },
            },
          },
          400: errorResponse(MSG_ETS_YEAR),
        },
      }),
      async (c) => {
        const orgId = c.var.caller.orgId;
        return c.json(await answerEtsYear(services, orgId, c.req.valid('param').year), 200);
      },
    )
    .openapi(
      declareRoute({
        method: 'get',
        path: '/{year}/report.json',
        access: REPORT_ACCESS,
        summary: REPORT_SUMMARY,
        request: { params: YearParams },
        responses: {
          200: {
            description: 'The report of the year',
            content: { 'application/json': { schema: AnnualEmissionsReportSchema } },
          },
          400: errorResponse(MSG_ETS_YEAR),
        },
      }),
      async (c) => {
        const { year } = c.req.valid('param');
        return c.json(await loadAnnualEmissionsReport(services, c.var.caller, year), 200);
      },
    )
    .openapi(
      declareRoute({
        method: 'get',
        path: '/{year}/report.xlsx',
        access: REPORT_ACCESS,
        summary: `${REPORT_SUMMARY}: as a workbook, one sheet per section`,
        request: { params: YearParams },
        responses: {
          200: {
            description: 'The report of the year as an xlsx workbook',
            content: { [XLSX]: { schema: z.string().openapi({ format: 'binary' }) } },
          },
          400: errorResponse(MSG_ETS_YEAR),
        },
      }),
      async (c) => {
        const { year } = c.req.valid('param');
        const report = await loadAnnualEmissionsReport(services, c.var.caller, year);
        return c.body(await annualEmissionsReportXlsx(report), 200, {
          'Content-Type': XLSX,
          'Content-Disposition': attachment(`annual_emissions_report_${year}.xlsx`),
          'Cache-Control': 'no-store',
        });
      },
    )
    .openapi(
      declareRoute({
        method: 'put',
        path: '/{year}/verification',
        access: {
          permission: { needs: 'record_verification', doing: 'Recording a verification statement' },
          apiToken: 'none',
          secondFactor: true,
        },
        summary: "Record the verifier's statement on the year: its CO2 then reads as verified",
        request: {
          params: YearParams,
          body: {
            required: true,
            content: { 'application/json': { schema: fromDomain(verificationStatementSchema) } },
          },
        },
        responses: {
          200: {
            description: 'Recorded, in place of any earlier statement',
            content: { 'application/json': { schema: StatementSchema } },
          },
          400: errorResponse(
            'A field the rules refuse, or a date before the year ended or to come',
          ),
          409: errorResponse('The year is locked (year_locked)'),
        },
      }),
      async (c) => {
        const { year } = c.req.valid('param');
        const statement = c.req.valid('json');
        const problem = verificationDateProblem(statement, year, today(services));
        if (problem) throw new ApiError(400, 'invalid_request', problem, { field: 'verified_on' });
        const saved = await statements.save(
          c.var.caller.orgId,
          year,
          statement,
          actorOf(c.var.caller),
        );
        return c.json(view(saved), 200);
      },
    )
    .openapi(
      declareRoute({
        method: 'delete',
        path: '/{year}/verification',
        access: {
          permission: { needs: 'record_verification', doing: 'Removing a verification statement' },
          apiToken: 'none',
          secondFactor: true,
        },
        summary: "Remove the year's statement: its CO2 reads as reported again",
        request: { params: YearParams },
        responses: {
          204: { description: 'Removed' },
          404: errorResponse('No statement recorded for the year'),
          409: errorResponse('The year is locked (year_locked)'),
        },
      }),
      async (c) => {
        const { year } = c.req.valid('param');
        if (!(await statements.remove(c.var.caller.orgId, year, actorOf(c.var.caller)))) {
          throw notFound(`A verification statement for ${year}`);
        }
        return c.body(null, 204);
      },
    );
}
