// The answers every scope route gives (the history's and one file's): the completed analysis with
// its ETag, and the compliance export; one implementation, so both scopes behave the same.
import { reportFileName } from '@domain/report/file-name';
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { ANALYSIS_VERSION } from '@domain/analysis/analysis-version';
import type { Jurisdiction } from '@domain/constants';
import { ExportError, exportReport } from '@domain/export';
import { HISTORY_VERSION } from '@domain/history/history-version';
import { BUILD_ID } from '../build-id';
import type { ResponseCache } from '../files/analysis-responses';
import { loadComplianceReport } from './load-compliance-report';
import { ApiError } from '../http/api-error';
import { attachment } from '../http/content-disposition';
import { readyJson, sendReadyJson } from '../http/compress-json';
import type { Services } from '../services';
import { analysisJson } from './analysis-json';
import { scopeKey } from './load-scope';
import type { SettledScope } from './settle-scope';

/**
 * A scope's analysis completed for today and the current-year permit record, as JSON. The ETag
 * covers the scope, the user's data version (raised by every write that moves a figure: uploads,
 * deletions, the plant register, the settings and the permit records), the analysis and history
 * versions, the build and the day, all settled with the scope (settleScope's one read, which also
 * found the file among the organisation's before an ETag computable from its id is answered); a held
 * ETag answers 304 without another.
 */
export async function answerAnalysis(
  c: Context,
  services: Services,
  cache: ResponseCache,
  req: SettledScope,
) {
  const version = `${scopeKey(req)}|${req.dataVersion}|${ANALYSIS_VERSION}.${HISTORY_VERSION}|${BUILD_ID}|${req.today}`;
  const etag = `"${createHash('sha256').update(version).digest('base64url').slice(0, 27)}"`;
  const headers = { ETag: etag, 'Cache-Control': 'private, no-cache' };
  // Weak comparison (RFC 9110 13.1.2): a compressed answer carried the ETag as W/"...".
  const held = c.req.header('if-none-match')?.split(',') ?? [];
  if (held.some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    return c.body(null, 304, headers);
  }
  const key = `${req.orgId}|${version}`;
  let ready = cache.get(key);
  if (ready === undefined) {
    // Read after the version: an answer is never older than the version it is cached under.
    const json = await analysisJson(services, req, { signal: c.req.raw.signal });
    ready = readyJson(json);
    cache.set(key, ready);
  }
  return sendReadyJson(c, ready, headers);
}

/** A scope's compliance report for a role as JSON, CSV or XML (data §5, §6). */
export async function answerExport(
  c: Context,
  services: Services,
  req: SettledScope,
  query: { format: string; role: string; jurisdiction: Jurisdiction },
) {
  const { format, role, jurisdiction } = query;
  const report = await loadComplianceReport(services, req, jurisdiction);
  let file;
  try {
    file = exportReport(report, format, role);
  } catch (error) {
    if (!(error instanceof ExportError)) throw error;
    const status = error.code === 'unauthorized_role' ? 403 : 400;
    throw new ApiError(status, error.code, error.message);
  }
  const name = reportFileName(
    jurisdiction,
    `compliance_export_${role}`,
    report.generatedAt,
    report.reportingPeriod,
    file.fileExtension,
  );
  return c.body(file.content, 200, {
    'Content-Type': file.mimeType,
    'Content-Disposition': attachment(name),
    'Cache-Control': 'no-store',
  });
}
