// Issue 35 §5 "a scope settled once": whose the scope is, where its data comes from, at what data
// version and on what day are decided here, once per request; the rest of the request trusts them.
import type { ScopeRequest } from '@domain/history/date-range';
import { dayOf } from '../clock';
import type { ScopeSource } from '../db/queries/plant-days';
import { notFound } from '../http/api-error';
import type { Services } from '../services';
import type { AskedScope } from './scope-query';

/** A request's scope, settled once: what it asks for, whose it is, where its data comes from, and today. */
export interface SettledScope extends ScopeRequest {
  /** The caller's organisation, whose data the scope reads; a named file has been found among its files. */
  orgId: string;
  /** Where the scope's plant-days come from: the history, or one file. */
  source: ScopeSource;
  /** The organisation's data version when the scope was settled (see data-versions.ts). */
  dataVersion: string;
  /** The request's instant (ISO 8601) and its day (`YYYY-MM-DD`, UTC), read once from the clock. */
  now: string;
  today: string;
}

/**
 * The scope an organisation's request asks for (its query checked by ScopeQuery), of one file or
 * the history (null). A file that is missing or another organisation's answers 404 "File not
 * found", here and nowhere else: one read gives that and the data version.
 */
export async function settleScope(
  services: Pick<Services, 'now' | 'queries'>,
  orgId: string,
  asked: AskedScope,
  fileId: string | null,
): Promise<SettledScope> {
  const instant = services.now();
  const data = await services.queries.dataVersions.read(orgId, fileId);
  if (!data.owned) throw notFound('File');
  return {
    fileId,
    ...asked,
    orgId,
    source: fileId === null ? { kind: 'history' } : { kind: 'file', fileId },
    dataVersion: data.version,
    now: instant.toISOString(),
    today: dayOf(instant),
  };
}
