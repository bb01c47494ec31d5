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
import { round } from '@domain/round';
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

/** A stored value as the log shows it: a float to three decimals ("0.6", not "0.6000000000931323"). */
const shown = (value: unknown) =>
  JSON.stringify(typeof value === 'number' ? round(value, 3) : value);

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
      .map((c) => `${c.field}: ${shown(c.old)} -> ${shown(c.new)}`)
      .join('; ');
  }
  return Object.entries(rest)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : shown(value)}`)
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
        // A list, each event read whole at any width: as a table its details ran past the card's
        // edge even at 1280 px, and a phone showed only the time and who.
        <ol aria-label="Audit events" className="border-t border-slate-200 text-sm">
          {events.map((e, k) => (
            <li
              key={`${e.at}-${k}`}
              className="grid gap-x-4 gap-y-0.5 border-b border-slate-100 py-2 sm:grid-cols-[11rem_minmax(0,1fr)]"
            >
              <div className="text-slate-600">
                <time dateTime={e.at} className="text-slate-800">
                  {dateTime(e.at)}
                </time>
                <div className="wrap-anywhere">{e.actor}</div>
              </div>
              <div className="min-w-0">
                <p className="text-slate-900">
                  <span className="font-medium">
                    {AUDIT_ACTION_LABELS[e.action as AuditAction]}
                  </span>
                  {e.target && <span className="wrap-anywhere">: {e.target}</span>}
                </p>
                <p className="wrap-anywhere text-slate-600">{detailsText(e)}</p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
