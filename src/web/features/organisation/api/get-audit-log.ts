import { queryOptions } from '@tanstack/react-query';
import type { AuditAction } from '@domain/audit/audit-actions';
import { api } from '@web/lib/api-client';
import { callApiJson, type SuccessBody } from '@web/lib/call-api';
import { queryKeys } from '@web/lib/query-keys';

export const MSG_AUDIT_LOAD_FAILED = 'Failed to load the audit log';

/** One page of the audit log, newest first. */
export type AuditPage = SuccessBody<Awaited<ReturnType<typeof api.api.audit.$get>>>;
export type AuditEventView = AuditPage['events'][number];

/** The filters of the audit log screen; an empty one is left out. */
export interface AuditFilter {
  from: string;
  to: string;
  action: AuditAction | '';
}

/** The most events the screen lists and exports at once (the API's largest page). */
export const AUDIT_SCREEN_LIMIT = 500;

/** The audit log's newest events that match the filter. */
export const auditLogQuery = ({ from, to, action }: AuditFilter) => {
  const query = {
    ...(from && { from }),
    ...(to && { to }),
    ...(action && { action }),
  };
  return queryOptions({
    queryKey: queryKeys.audit(query),
    queryFn: () =>
      callApiJson(
        () => api.api.audit.$get({ query: { ...query, limit: String(AUDIT_SCREEN_LIMIT) } }),
        MSG_AUDIT_LOAD_FAILED,
      ),
  });
};
