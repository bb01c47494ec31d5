// Test helpers for issue 28: JSON requests as a user, an upload, and the user's audit log read
// through the API.
import type { ApiContext, TestUser } from './test-app';
import { csvHeader } from '@domain/testing/csv-header';

/** A request as the user, with a JSON body when one is given. */
export const sendJson = (
  t: ApiContext,
  user: Pick<TestUser, 'cookie'>,
  method: string,
  path: string,
  body?: unknown,
) =>
  t.request(path, {
    method,
    cookie: user.cookie,
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });

export const CSV_HEADER = csvHeader();

/** A CSV of plant 2's readings at the given hours ('2025-03-01 10:00:00'), 300 t of CO2 each. */
export const readingsCsv = (...instants: string[]) =>
  [
    CSV_HEADER,
    ...instants.map((at) => `${at},2,Gas Turbine Beta,natural_gas,100,0,250,300,1,1,40`),
  ].join('\n');

/** Uploads a CSV as the user (session or token headers); the response. */
export function uploadCsv(
  t: ApiContext,
  auth: { cookie?: string; headers?: Record<string, string> },
  csv: string,
  name: string,
) {
  const form = new FormData();
  form.append('file', new File([csv], name, { type: 'text/csv' }));
  return t.request('/api/files', { method: 'POST', body: form, ...auth });
}

export interface AuditEventJson {
  at: string;
  actor: string;
  action: string;
  target: string;
  details: Record<string, unknown>;
}

/** The user's audit log (first page, newest first), or a query's. */
export async function auditLog(
  t: ApiContext,
  user: Pick<TestUser, 'cookie'>,
  query = '',
): Promise<AuditEventJson[]> {
  const res = await t.request(`/api/audit${query}`, { cookie: user.cookie });
  if (res.status !== 200) throw new Error(`the audit log answered ${res.status}`);
  return ((await res.json()) as { events: AuditEventJson[] }).events;
}
