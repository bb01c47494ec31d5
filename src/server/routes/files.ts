import { createHash } from 'node:crypto';
import { createRoute, z } from '@hono/zod-openapi';
import { ANALYSIS_VERSION } from '../../domain/core/analysis/analysis-version';
import { DataQualityReportSchema } from '../../domain/core/analysis/schema';
import {
  DEFAULT_JURISDICTION,
  EXPORT_FORMATS,
  EXPORT_ROLES,
  JURISDICTIONS,
} from '../../domain/core/constants';
import { maxUploadBytes } from '../../domain/core/csv/check-file';
import { ExportError, exportReport } from '../../domain/core/export';
import { msgFileTooLarge } from '../../domain/core/messages';
import { completeResult, CompletedAnalysisSchema } from '../../domain/completed-analysis';
import { BUILD_ID } from '../build-id';
import { DEFAULT_FILE_LIST_LIMIT } from '../db/queries/files';
import { acceptUpload } from '../files/accept-upload';
import { createResponseCache } from '../files/analysis-responses';
import { loadAnalysisBase } from '../files/stored-analysis';
import { loadComplianceReport } from '../files/load-compliance-report';
import { ApiError, notFound } from '../http/api-error';
import { limitBody } from '../http/body-limit';
import { attachment } from '../http/content-disposition';
import { csvReportResponse, csvReportResponseSpec, ReportKindSchema } from '../http/csv-document';
import { openApiRouter } from '../http/open-api-router';
import { errorResponse, IdParams, Timestamp } from '../http/schemas';
import { today, type Services } from '../services';

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

const UploadBody = z.object({
  file: z.instanceof(File).openapi({ type: 'string', format: 'binary' }),
});

const fileNotFound = () => notFound('File');

/** The user's CSV files (accounts §7 file storage, kept in the database). */
export function filesRoutes(services: Services) {
  const { queries, config } = services;
  const app = openApiRouter();
  const completed = createResponseCache(config.analysisCacheMb * 1024 * 1024);

  return app
    .openapi(
      createRoute({
        method: 'post',
        path: '/',
        summary: 'Upload a CSV file: validated, stored with its analysis, or refused whole',
        middleware: [
          limitBody(
            maxUploadBytes(config.maxUploadMb) + MULTIPART_OVERHEAD_BYTES,
            () => new ApiError(413, 'file_too_large', msgFileTooLarge(config.maxUploadMb)),
          ),
        ] as const,
        request: {
          body: { required: true, content: { 'multipart/form-data': { schema: UploadBody } } },
        },
        responses: {
          201: {
            description: 'Stored',
            content: { 'application/json': { schema: FileEntrySchema } },
          },
          400: errorResponse('No file field'),
          413: errorResponse('File size exceeds the limit'),
          415: errorResponse('File must be a CSV file'),
          422: errorResponse('CSV validation failed, with every problem and its line'),
        },
      }),
      async (c) => {
        const { file } = c.req.valid('form');
        const entry = await acceptUpload(services, c.var.user.id, {
          name: file.name,
          type: file.type,
          bytes: new Uint8Array(await file.arrayBuffer()),
        });
        return c.json(FileEntrySchema.parse(entry), 201);
      },
    )

    .openapi(
      createRoute({
        method: 'get',
        path: '/',
        summary: "The user's files, newest first",
        request: {
          query: z.object({
            limit: z.coerce.number().int().min(1).max(100).default(DEFAULT_FILE_LIST_LIMIT),
          }),
        },
        responses: {
          200: {
            description: 'Files',
            content: {
              'application/json': { schema: z.object({ files: z.array(FileEntrySchema) }) },
            },
          },
        },
      }),
      async (c) => {
        const files = await queries.files.listFiles(c.var.user.id, c.req.valid('query').limit);
        return c.json({ files: files.map((f) => FileEntrySchema.parse(f)) }, 200);
      },
    )

    .openapi(
      createRoute({
        method: 'get',
        path: '/{id}/content',
        summary: 'The original bytes of a file',
        request: { params: IdParams },
        responses: {
          200: { description: 'The CSV file', content: { 'text/csv': { schema: z.string() } } },
          404: errorResponse('No such file of this user'),
        },
      }),
      async (c) => {
        const file = await queries.files.getFileContent(c.var.user.id, c.req.valid('param').id);
        if (!file) throw fileNotFound();
        return c.body(new Uint8Array(file.content), 200, {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': attachment(file.fileName),
          'Cache-Control': 'private, max-age=3600, immutable',
          ETag: `"${file.sha256}"`,
        });
      },
    )

    .openapi(
      createRoute({
        method: 'get',
        path: '/{id}/analysis',
        summary: "A file's analysis, completed for today and the user's current-year permit",
        request: { params: IdParams },
        responses: {
          200: {
            description: 'The analysis with its screen models',
            content: { 'application/json': { schema: CompletedAnalysisSchema } },
          },
          304: { description: 'Unchanged since the ETag the client holds' },
          404: errorResponse('No such file of this user'),
          422: errorResponse('A file stored by an earlier version no longer passes validation'),
        },
      }),
      async (c) => {
        const userId = c.var.user.id;
        const { id } = c.req.valid('param');
        const day = today(services);
        // One query: whether the file is the user's (an ETag is computable by anyone who knows
        // the id), and the permit record of this year that the analysis is completed with.
        const owned = await queries.files.getAnalysisInputs(userId, id, Number(day.slice(0, 4)));
        if (!owned) throw fileNotFound();
        const { permit } = owned;
        // What the answer depends on: the file, the analysis version and the build computing it,
        // today and the permit record.
        const permitVersion = permit ? `${permit.id}@${permit.updated_at.toISOString()}` : '-';
        const version = `${id}|${ANALYSIS_VERSION}|${BUILD_ID}|${day}|${permitVersion}`;
        const etag = `"${createHash('sha256').update(version).digest('base64url').slice(0, 27)}"`;
        const headers = { ETag: etag, 'Cache-Control': 'private, no-cache' };
        // Weak comparison (RFC 9110 13.1.2): a compressed answer carried the ETag as W/"...".
        const held = c.req.header('if-none-match')?.split(',') ?? [];
        if (held.some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
          return c.body(null, 304, headers);
        }
        let json = completed.get(version);
        if (json === undefined) {
          const base = await loadAnalysisBase(queries.files, userId, id);
          const record = permit && { ...permit, updated_at: permit.updated_at.toISOString() };
          json = JSON.stringify(completeResult(base, { now: day, permit: record ?? undefined }));
          completed.set(version, json);
        }
        return c.body(json, 200, { ...headers, 'Content-Type': 'application/json' });
      },
    )

    .openapi(
      createRoute({
        method: 'get',
        path: '/{id}/export',
        summary: 'The compliance report of a file for a role, as JSON, CSV or XML (data §5, §6)',
        request: {
          params: IdParams,
          query: z.object({
            format: z.string().openapi({ enum: [...EXPORT_FORMATS] }),
            role: z.string().openapi({ enum: Object.keys(EXPORT_ROLES) }),
            jurisdiction: z.enum(JURISDICTIONS).default(DEFAULT_JURISDICTION),
          }),
        },
        responses: {
          200: { description: 'The export as a download' },
          400: errorResponse('Unsupported format'),
          403: errorResponse('Unauthorized role'),
          404: errorResponse('No such file of this user'),
        },
      }),
      async (c) => {
        const { format, role, jurisdiction } = c.req.valid('query');
        const { report } = await loadComplianceReport(
          services,
          c.var.user.id,
          c.req.valid('param').id,
          jurisdiction,
        );
        let file;
        try {
          file = exportReport(report, format, role);
        } catch (error) {
          if (!(error instanceof ExportError)) throw error;
          const status = error.code === 'unauthorized_role' ? 403 : 400;
          throw new ApiError(status, error.code, error.message);
        }
        const name = `${jurisdiction.toLowerCase()}_compliance_export_${role}_${report.generatedAt.slice(0, 10)}.${file.fileExtension}`;
        return c.body(file.content, 200, {
          'Content-Type': file.mimeType,
          'Content-Disposition': attachment(name),
          'Cache-Control': 'no-store',
        });
      },
    )

    .openapi(
      createRoute({
        method: 'get',
        path: '/{id}/reports/{kind}',
        summary: "One of a file's additional reports as CSV (data §2 Reports)",
        request: { params: IdParams.extend({ kind: ReportKindSchema }) },
        responses: {
          200: csvReportResponseSpec,
          400: errorResponse('Unknown report'),
          404: errorResponse('No such file of this user'),
          422: errorResponse('A file stored by an earlier version no longer passes validation'),
        },
      }),
      async (c) => {
        const { id, kind } = c.req.valid('param');
        const base = await loadAnalysisBase(queries.files, c.var.user.id, id);
        return csvReportResponse(c, kind, base, false);
      },
    )

    .openapi(
      createRoute({
        method: 'delete',
        path: '/{id}',
        summary: 'Delete a file',
        request: { params: IdParams },
        responses: {
          204: { description: 'Deleted' },
          404: errorResponse('No such file of this user'),
        },
      }),
      async (c) => {
        if (!(await queries.files.deleteFile(c.var.user.id, c.req.valid('param').id))) {
          throw fileNotFound();
        }
        return c.body(null, 204);
      },
    );
}
