import { z } from '@hono/zod-openapi';
import { declareRoute } from '../http/declare-route';
import { DataQualityReportSchema } from '@domain/readings/quality-schema';
import { maxUploadBytes, startsAsZip, XLSX_MIME } from '@domain/csv/check-file';
import { msgFileTooLarge, msgWorkbookUnpackLimit } from '@domain/messages';
import { AnalysisAnswerSchema } from '@domain/analysis-answer';
import { DEFAULT_FILE_LIST_LIMIT } from '../db/queries/file-entries';
import { acceptUpload } from '../uploads/accept-upload';
import { previewWorkbook } from '../uploads/workbook-preview';
import { ReadingCancelled, ReadingStopped, UnpackBudgetSpent } from '../workbooks/reading-stopped';
import {
  SheetMissing,
  WorkbookRefusal,
  WorkbookTooLarge,
  WorkbookUnreadable,
} from '../workbooks/workbook-refusal';
import { workCancelled } from '../work/worker-pool';
import { profileNotFound } from './import-profiles';
import type { ResponseCache } from '../files/analysis-responses';
import { loadScope } from '../scope/load-scope';
import { ExportQuery, ScopeQuery } from '../scope/scope-query';
import { settleScope } from '../scope/settle-scope';
import { answerAnalysis, answerExport } from '../scope/scope-responses';
import { ApiError, notFound } from '../http/api-error';
import { actorOf } from '../http/caller';
import { fileFieldOf } from '../http/multipart-file';
import { uploadBody } from '../http/upload-body';
import { attachment } from '../http/content-disposition';
import { csvReportResponse, csvReportResponseSpec, ReportKindSchema } from '../http/csv-document';
import { signedInRouter, type SignedIn } from '../http/open-api-router';
import {
  errorResponse,
  ErrorSchema,
  IdParams,
  idText,
  paramText,
  Timestamp,
} from '../http/schemas';
import type { Services } from '../services';

// Room for the multipart envelope around the file itself.
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const FileEntrySchema = z
  .object({
    id: z.string(),
    fileName: z.string(),
    filePath: z.string(),
    uploadedAt: Timestamp,
    sizeBytes: z.number().int(),
    sha256: z.string(),
    rows: z.number().int(),
    plants: z.number().int(),
    firstDate: z.string().nullable(),
    lastDate: z.string().nullable(),
    quality: DataQualityReportSchema,
  })
  .openapi('FileEntry');

const UploadedEntrySchema = FileEntrySchema.extend({
  partialHours: z
    .number()
    .int()
    .describe(
      'hours an import profile left out for holding under 80 % of their readings: they count as missing (issue 27 §2)',
    ),
  blankHours: z
    .object({
      notOperating: z.number().int().describe('rows of hours not operated: covered, never gaps'),
      missing: z
        .number()
        .int()
        .describe('rows of operated hours without CO2, or of blanks: left out as gaps'),
      incomplete: z
        .number()
        .int()
        .describe('rows kept with a blank measure taken as 0 (CO2 without fuel or load)'),
      efficiencyOutOfRange: z
        .number()
        .int()
        .describe(
          'hours whose derived efficiency passed 100 %: kept at 100 %, and flagged in GET /api/quality',
        ),
    })
    .describe("what an import profile took a file's blank cells and odd rows as"),
  profile: z
    .object({ id: z.string(), name: z.string() })
    .nullable()
    .describe('the saved import profile that read the file; null: read as the spec CSV'),
  placedIn: z
    .array(
      z.object({
        plantId: z.number().int(),
        timezone: z.string().describe('IANA name or fixed offset; UTC for days as stored'),
        declared: z
          .enum(['plant', 'organisation', 'profile', 'none'])
          .describe(
            "whose zone it is: the plant's own, the organisation's default, the profile's (declared now for a plant the upload first brings), or none (UTC)",
          ),
      }),
    )
    .describe("the time zone that placed each of the file's plants' days"),
  countryDeclared: z
    .object({
      country: z.string(),
      plantIds: z
        .array(z.number().int())
        .describe('the plants the file first brings without a country declared: they took it'),
    })
    .nullable()
    .describe('the country the import profile gives every plant (fixed.country); null: none given'),
}).openapi('UploadedEntry');

const FileListEntrySchema = FileEntrySchema.extend({
  plantDays: z.number().int().describe('plant-days the file holds'),
  overriddenPlantDays: z.number().int().describe('of them, those a newer upload holds too'),
}).openapi('FileListEntry');

const AlreadyUploadedSchema = ErrorSchema.extend({
  file: z
    .object({
      id: z.string(),
      name: z.string(),
      uploadedAt: z.string().openapi({ format: 'date-time' }),
    })
    .describe('The stored file that holds the same bytes'),
}).openapi('AlreadyUploaded');

// A plain OpenAPI schema, not a zod one: documented, while the route reads the body as it arrives
// (fileFieldOf) instead of having the whole form parsed first.
const UploadBody = {
  type: 'object' as const,
  required: ['file'],
  properties: { file: { type: 'string' as const, format: 'binary' } },
};

const fileNotFound = () => notFound('File');

const MIB = 1024 * 1024;

/**
 * The answer to an upload's or a preview's failure: a workbook's reading stopped by the request's
 * budget is 413, one whose client has gone 499, as is any refusal once the client has gone (nobody
 * reads it; the log says why the work stopped). The workbook reader's own refusals: a sheet past
 * its bound 413, a missing sheet or unreadable bytes 422.
 */
function answerOf(error: unknown, signal: AbortSignal): unknown {
  const refusal =
    error instanceof ApiError ||
    error instanceof WorkbookRefusal ||
    error instanceof ReadingStopped;
  if (error instanceof ReadingCancelled || (refusal && signal.aborted)) return workCancelled();
  if (error instanceof UnpackBudgetSpent) {
    const maxMb = Math.round(error.maxBytes / MIB);
    return new ApiError(413, 'workbook_too_large', msgWorkbookUnpackLimit(maxMb));
  }
  if (error instanceof WorkbookTooLarge)
    return new ApiError(413, 'workbook_too_large', error.message);
  if (error instanceof SheetMissing)
    return new ApiError(422, 'sheet_missing', error.message, { sheets: error.sheets });
  if (error instanceof WorkbookUnreadable)
    return new ApiError(422, 'workbook_unreadable', error.message);
  return error;
}

/** A cell of a workbook's first rows: text, a number's plain text, or a date cell's wall clock. */
const SheetCellSchema = z
  .union([
    z.string(),
    z.object({ number: z.string().describe('plain decimals with ".", never an exponent') }),
    z.object({ date: z.number().int().describe('wall clock: epoch ms of its fields in UTC') }),
  ])
  .openapi('SheetCell');

const WorkbookPreviewSchema = z
  .object({
    sheets: z
      .array(z.object({ name: z.string(), header: z.array(z.string()) }))
      .describe("the workbook's sheets in the order of its tabs, each with its first row"),
    sheet: z.string().describe('the sheet sampled'),
    rows: z
      .array(z.array(SheetCellSchema))
      .describe('its first rows with a value (the header first), at most 1000'),
  })
  .openapi('WorkbookPreview');

/** The user's CSV files (accounts §7 file storage, kept in the database). */
export function filesRoutes(services: Services, signedIn: SignedIn, completed: ResponseCache) {
  const { queries, config } = services;
  const app = signedInRouter(signedIn);
  // The upload's body: the file at its largest and the multipart framing around it.
  const uploadLimit = {
    maxBytes: maxUploadBytes(config.maxUploadMb) + MULTIPART_OVERHEAD_BYTES,
    refusal: () => new ApiError(413, 'file_too_large', msgFileTooLarge(config.maxUploadMb)),
  };

  /** The user's profile of that id, null when none was named, undefined when it is not theirs. */
  const profileOf = async (orgId: string, id: string | undefined) =>
    id === undefined ? null : ((await queries.importProfiles.getProfile(orgId, id)) ?? undefined);

  return app
    .openapi(
      declareRoute({
        method: 'post',
        path: '/',
        access: {
          permission: { needs: 'edit_data', doing: 'Uploading a file' },
          apiToken: 'feed',
          secondFactor: true,
        },
        summary:
          'Upload a CSV file or an Excel workbook (.xlsx): validated, stored with its analysis, or refused whole',
        request: {
          query: z.object({
            profile: idText('profile')
              .optional()
              .openapi({ description: 'an import profile to read the file through (issue 27)' }),
          }),
          body: { required: true, content: { 'multipart/form-data': { schema: UploadBody } } },
        },
        responses: {
          201: {
            description: 'Stored',
            content: { 'application/json': { schema: UploadedEntrySchema } },
          },
          400: errorResponse('No file field'),
          404: errorResponse('No such import profile of this user'),
          409: {
            description:
              'The same bytes as a file the user has stored (error already_uploaded, with the file), or readings of a locked year (year_locked): nothing is stored',
            content: { 'application/json': { schema: AlreadyUploadedSchema } },
          },
          413: errorResponse(
            "File size exceeds the limit, or a workbook's sheet unpacks to more than 4 times it, or its parts to more than MAX_WORKBOOK_UNPACKED_MB in all (workbook_too_large)",
          ),
          415: errorResponse('File must be a CSV file (or a workbook, known by its zip signature)'),
          422: errorResponse(
            "CSV validation failed, with every problem and its line; without a profile, a file without the spec's headers also names the headers it has and those it needs; a workbook without the profile's sheet (sheet_missing, naming its sheets) or that does not read as one (workbook_unreadable)",
          ),
        },
      }),
      async (c) => {
        const stream = uploadBody(c, uploadLimit);
        const profile = await profileOf(c.var.caller.orgId, c.req.valid('query').profile);
        if (profile === undefined) {
          // Read on past the body, so that a client still sending gets the answer.
          stream.resume();
          throw profileNotFound();
        }
        const signal = c.req.raw.signal;
        try {
          const file = await fileFieldOf(c.req.header('content-type') ?? '', stream, uploadLimit);
          const entry = await acceptUpload(services, c.var.caller.orgId, {
            name: file.name,
            type: file.type,
            bytes: file.chunks,
            profile,
            actor: actorOf(c.var.caller),
            signal,
          });
          return c.json(UploadedEntrySchema.parse(entry), 201);
        } catch (error) {
          throw answerOf(error, signal);
        }
      },
    )

    .openapi(
      declareRoute({
        method: 'post',
        path: '/preview',
        access: {
          permission: { needs: 'edit_data', doing: 'Mapping a file' },
          apiToken: 'none',
          secondFactor: true,
        },
        summary:
          "Issue 27 §3: an Excel workbook's sheets with their headers and the first rows of one, for the mapping step; nothing is stored",
        request: {
          query: z.object({
            sheet: paramText('sheet')
              .min(1)
              .max(100)
              .optional()
              .openapi({ description: 'the sheet to sample by its name; default the first' }),
          }),
          body: { required: true, content: { 'multipart/form-data': { schema: UploadBody } } },
        },
        responses: {
          200: {
            description: 'The sample',
            content: { 'application/json': { schema: WorkbookPreviewSchema } },
          },
          400: errorResponse('No file field'),
          413: errorResponse(
            "File size exceeds the limit, or the workbook's shared strings or first rows unpack to more than 4 times it, or its parts to more than MAX_WORKBOOK_UNPACKED_MB in all (workbook_too_large)",
          ),
          415: errorResponse('Not an Excel workbook (not_workbook)'),
          422: errorResponse(
            'No sheet of that name (sheet_missing, naming its sheets), or not readable as a workbook (workbook_unreadable)',
          ),
        },
      }),
      async (c) => {
        const stream = uploadBody(c, uploadLimit);
        const signal = c.req.raw.signal;
        try {
          const file = await fileFieldOf(c.req.header('content-type') ?? '', stream, uploadLimit);
          const { maxUploadMb, maxWorkbookUnpackedMb } = config;
          const sample = await previewWorkbook(file, c.req.valid('query').sheet ?? null, {
            maxUploadMb,
            maxWorkbookUnpackedMb,
            signal,
          });
          return c.json(sample, 200);
        } catch (error) {
          throw answerOf(error, signal);
        }
      },
    )

    .openapi(
      declareRoute({
        method: 'get',
        path: '/',
        access: { permission: 'member', apiToken: 'feed', secondFactor: true },
        summary:
          "The user's files, newest upload first, a page at a time, with each file's plant-days and how many a newer upload overrides",
        request: {
          query: z.object({
            limit: z.coerce.number().int().min(1).max(100).default(DEFAULT_FILE_LIST_LIMIT),
            cursor: z
              .string()
              .max(18)
              .regex(/^\d+$/)
              .optional()
              .openapi({ description: 'nextCursor of the previous page' }),
          }),
        },
        responses: {
          200: {
            description: 'One page of files',
            content: {
              'application/json': {
                schema: z.object({
                  files: z.array(FileListEntrySchema),
                  total: z.number().int().describe("all of the user's files"),
                  nextCursor: z.string().nullable(),
                }),
              },
            },
          },
        },
      }),
      async (c) => {
        const { limit, cursor } = c.req.valid('query');
        const page = await queries.files.listFilePage(c.var.caller.orgId, limit, cursor ?? null);
        return c.json(
          {
            files: page.files.map((f) => FileListEntrySchema.parse(f)),
            total: page.total,
            nextCursor: page.nextCursor,
          },
          200,
        );
      },
    )

    .openapi(
      declareRoute({
        method: 'get',
        path: '/{id}/content',
        access: { permission: 'member', apiToken: 'feed', secondFactor: true },
        summary: 'The original bytes of a file',
        request: { params: IdParams },
        responses: {
          200: {
            description: 'The file as uploaded: CSV, or an Excel workbook stored without a profile',
            content: {
              'text/csv': { schema: z.string() },
              [XLSX_MIME]: { schema: z.string().openapi({ format: 'binary' }) },
            },
          },
          404: errorResponse('No such file of this user'),
        },
      }),
      async (c) => {
        const file = await queries.files.getFileContent(
          c.var.caller.orgId,
          c.req.valid('param').id,
        );
        if (!file) throw fileNotFound();
        return c.body(new Uint8Array(file.content), 200, {
          'Content-Type': startsAsZip(file.content) ? XLSX_MIME : 'text/csv; charset=utf-8',
          'Content-Disposition': attachment(file.fileName),
          'Cache-Control': 'private, max-age=3600, immutable',
          ETag: `"${file.sha256}"`,
        });
      },
    )

    .openapi(
      declareRoute({
        method: 'get',
        path: '/{id}/analysis',
        access: { permission: 'member', apiToken: 'feed', secondFactor: true },
        summary:
          "A file's analysis (optionally within a date range and for some plants), completed for today and the user's current-year permit",
        request: { params: IdParams, query: ScopeQuery },
        responses: {
          200: {
            description: 'The analysis with its screen models',
            content: { 'application/json': { schema: AnalysisAnswerSchema } },
          },
          304: { description: 'Unchanged since the ETag the client holds' },
          400: errorResponse(
            'A range or plant that does not read, or a plant the file does not hold',
          ),
          404: errorResponse('No such file of this user'),
          422: errorResponse('A file stored by an earlier version no longer passes validation'),
        },
      }),
      async (c) =>
        answerAnalysis(
          c,
          services,
          completed,
          await settleScope(
            services,
            c.var.caller.orgId,
            c.req.valid('query').scope,
            c.req.valid('param').id,
          ),
        ),
    )

    .openapi(
      declareRoute({
        method: 'get',
        path: '/{id}/export',
        access: { permission: 'member', apiToken: 'feed', secondFactor: true },
        summary: 'The compliance report of a file for a role, as JSON, CSV or XML (data §5, §6)',
        request: { params: IdParams, query: ExportQuery },
        responses: {
          200: { description: 'The export as a download' },
          400: errorResponse('Unsupported format, or a range or plant that does not read'),
          422: errorResponse('No data in the scope: no uploads, or none in the range'),
          403: errorResponse('Unauthorized role'),
          404: errorResponse('No such file of this user'),
        },
      }),
      async (c) => {
        const query = c.req.valid('query');
        const { id } = c.req.valid('param');
        const scope = await settleScope(services, c.var.caller.orgId, query.scope, id);
        return answerExport(c, services, scope, query);
      },
    )

    .openapi(
      declareRoute({
        method: 'get',
        path: '/{id}/reports/{kind}',
        access: { permission: 'member', apiToken: 'feed', secondFactor: true },
        summary: "One of a file's additional reports as CSV (data §2 Reports)",
        request: { params: IdParams.extend({ kind: ReportKindSchema }), query: ScopeQuery },
        responses: {
          200: csvReportResponseSpec,
          400: errorResponse('Unknown report, or a range or plant that does not read'),
          404: errorResponse('No such file of this user'),
          422: errorResponse('A file stored by an earlier version no longer passes validation'),
        },
      }),
      async (c) => {
        const { id, kind } = c.req.valid('param');
        const asked = c.req.valid('query').scope;
        const { base } = await loadScope(
          services,
          await settleScope(services, c.var.caller.orgId, asked, id),
        );
        return csvReportResponse(c, kind, base, false);
      },
    )

    .openapi(
      declareRoute({
        method: 'delete',
        path: '/{id}',
        access: {
          permission: { needs: 'edit_data', doing: 'Deleting a file' },
          apiToken: 'none',
          secondFactor: true,
        },
        summary: 'Delete a file',
        request: { params: IdParams },
        responses: {
          204: { description: 'Deleted' },
          404: errorResponse('No such file of this user'),
          409: errorResponse('The file holds readings of a locked year (year_locked)'),
        },
      }),
      async (c) => {
        const { id } = c.req.valid('param');
        if (!(await queries.files.deleteFile(c.var.caller.orgId, id, actorOf(c.var.caller)))) {
          throw fileNotFound();
        }
        return c.body(null, 204);
      },
    );
}
