import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, type AuditAction } from '@domain/audit/audit-actions';
import {
  countryFromProfileText,
  zoneFromProfileText,
  type CountryFromProfile,
  type ZoneFromProfile,
} from '@domain/audit/zone-from-profile';
import { writeCsv } from '@domain/write-csv';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { SelectField } from '@web/components/ui/select-field';
import { TextField } from '@web/components/ui/text-field';
import { errorMessage } from '@web/lib/error-message';
import { saveBlob } from '@web/lib/save-blob';
import { dateTime } from '@web/lib/date-time';
import {
  AUDIT_SCREEN_LIMIT,
  auditLogQuery,
  MSG_AUDIT_LOAD_FAILED,
  type AuditEventView,
  type AuditFilter,
} from '../api/get-audit-log';

/** What an event moved, in one line: an edit's fields old -> new, else its details. */
export function detailsText(event: AuditEventView): string {
  if (event.action === 'zone_from_profile') {
    return zoneFromProfileText(event.details as unknown as ZoneFromProfile);
  }
  if (event.action === 'country_from_profile') {
    return countryFromProfileText(event.details as unknown as CountryFromProfile);
  }
  const { changes, ...rest } = event.details as { changes?: unknown } & Record<string, unknown>;
  if (Array.isArray(changes)) {
    return (changes as { field: string; old: unknown; new: unknown }[])
      .map((c) => `${c.field}: ${JSON.stringify(c.old)} -> ${JSON.stringify(c.new)}`)
      .join('; ');
  }
  return Object.entries(rest)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join('; ');
}

/** The events as CSV, one row each (the domain's writer: formulas in a cell are neutralised). */
export function auditCsv(events: readonly AuditEventView[]): string {
  return writeCsv(
    ['at', 'actor', 'action', 'target', 'details'],
    events.map((e) => [e.at, e.actor, e.action, e.target, JSON.stringify(e.details)]),
  );
}

/** Issue 28 §2: the audit log, newest first, filtered by date range and action, exported as CSV. */
export function AuditLogTab() {
  const [filter, setFilter] = useState<AuditFilter>({ from: '', to: '', action: '' });
  const log = useQuery(auditLogQuery(filter));
  const events = log.data?.events ?? [];
  const set = (key: keyof AuditFilter) => (e: { target: { value: string } }) =>
    setFilter((f) => ({ ...f, [key]: e.target.value }));

  const exportCsv = () => {
    const name = `audit-log${filter.from ? `-from-${filter.from}` : ''}${filter.to ? `-to-${filter.to}` : ''}.csv`;
    saveBlob(new Blob([auditCsv(events)], { type: 'text/csv;charset=utf-8' }), name);
  };

  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label="From" type="date" value={filter.from} onChange={set('from')} />
        <TextField label="To" type="date" value={filter.to} onChange={set('to')} />
        <SelectField label="Action" value={filter.action} onChange={set('action')}>
          <option value="">All actions</option>
          {AUDIT_ACTIONS.map((a) => (
            <option key={a} value={a}>
              {AUDIT_ACTION_LABELS[a]}
            </option>
          ))}
        </SelectField>
      </div>
      {log.isError && <Alert tone="error">{errorMessage(log.error, MSG_AUDIT_LOAD_FAILED)}</Alert>}
      <div className="flex items-center justify-between gap-4">
        <p className="text-sm text-slate-600" role="status">
          {log.isPending
            ? 'Loading...'
            : `${events.length} event${events.length === 1 ? '' : 's'}${log.data?.next ? ` (the newest ${AUDIT_SCREEN_LIMIT}: narrow the dates to see older ones)` : ''}`}
        </p>
        <Button
          type="button"
          variant="secondary"
          onClick={exportCsv}
          disabled={events.length === 0}
        >
          <Download className="h-4 w-4" aria-hidden="true" /> Export CSV
        </Button>
      </div>
      {events.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-slate-200 text-xs uppercase text-slate-500">
              <tr>
                <th className="py-2 pr-3">When</th>
                <th className="py-2 pr-3">Who</th>
                <th className="py-2 pr-3">Action</th>
                <th className="py-2 pr-3">Target</th>
                <th className="py-2">Details</th>
              </tr>
            </thead>
            <tbody>
              {events.map((e, k) => (
                <tr key={`${e.at}-${k}`} className="border-b border-slate-100 align-top">
                  <td className="whitespace-nowrap py-2 pr-3">
                    <time dateTime={e.at}>{dateTime(e.at)}</time>
                  </td>
                  {/* On a phone the table scrolls sideways rather than squeezing a column to a
                      few letters a line (a table cell's own min-width does not hold). */}
                  <td className="py-2 pr-3">
                    <div className="min-w-32 wrap-anywhere">{e.actor}</div>
                  </td>
                  <td className="whitespace-nowrap py-2 pr-3">
                    {AUDIT_ACTION_LABELS[e.action as AuditAction]}
                  </td>
                  <td className="py-2 pr-3">
                    <div className="min-w-24 wrap-anywhere">{e.target}</div>
                  </td>
                  <td className="py-2 text-slate-600">
                    <div className="min-w-64 wrap-anywhere">{detailsText(e)}</div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
