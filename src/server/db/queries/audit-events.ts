// Issue 28 §2 "Audit log": each write that changes a tenant's data records an event in its own
// transaction (recordEvent), so a change and its event are stored together or not at all. Nothing
// here updates or deletes an event: the database refuses both (migrations m0026, m0033) but for the
// events of an organisation being deleted, which go with it (user-data.ts).
import { sql, type Kysely } from 'kysely';
import type { AuditAction } from '@domain/audit/audit-actions';
import type { Database } from '../schema';

/** A change as the log records it; `actor` names who made it (see actorOf in http/require-user.ts). */
export interface AuditEvent {
  actor: string;
  action: AuditAction;
  target: string;
  details?: Record<string, unknown>;
}

/** Records an event of the tenant, in the transaction of the change it records. */
export async function recordEvent(
  trx: Kysely<Database>,
  orgId: string,
  event: AuditEvent,
): Promise<void> {
  await trx
    .insertInto('audit_events')
    .values({
      org_id: orgId,
      actor: event.actor,
      action: event.action,
      target: event.target,
      details: JSON.stringify(event.details ?? {}),
    })
    .execute();
}

/** An event as the log lists it. */
export interface ListedEvent {
  id: string;
  at: Date;
  actor: string;
  action: AuditAction;
  target: string;
  details: Record<string, unknown>;
}

export interface EventFilter {
  /** From this instant on (inclusive). */
  from?: Date;
  /** Before this instant (exclusive). */
  to?: Date;
  action?: AuditAction;
  /** Part of the actor's name, any case. */
  actor?: string;
  /** Events older than the one with this id (the previous page's `next`). */
  before?: string;
  limit: number;
}

export function createAuditQueries(db: Kysely<Database>) {
  return {
    /** Records an event that goes with no change of data (a refused change), on its own. */
    async record(orgId: string, event: AuditEvent): Promise<void> {
      await db.transaction().execute((trx) => recordEvent(trx, orgId, event));
    },

    /**
     * The tenant's events matching the filter, newest first, a page at a time; `next` is the
     * cursor of the page after it, null on the last.
     */
    async list(
      orgId: string,
      filter: EventFilter,
    ): Promise<{ events: ListedEvent[]; next: string | null }> {
      let query = db
        .selectFrom('audit_events')
        .select(['id', 'at', 'actor', 'action', 'target', 'details'])
        .where('org_id', '=', orgId);
      if (filter.from) query = query.where('at', '>=', filter.from);
      if (filter.to) query = query.where('at', '<', filter.to);
      if (filter.action) query = query.where('action', '=', filter.action);
      if (filter.actor) {
        // position(), not LIKE: the text is matched as written, a "%" or "_" included.
        query = query.where(sql<boolean>`position(lower(${filter.actor}) in lower(actor)) > 0`);
      }
      if (filter.before) query = query.where('id', '<', filter.before);
      const rows = await query
        .orderBy('id', 'desc')
        .limit(filter.limit + 1)
        .execute();
      const events = rows.slice(0, filter.limit).map((r) => ({ ...r, id: String(r.id) }));
      return { events, next: rows.length > filter.limit ? events.at(-1)!.id : null };
    },
  };
}

export type AuditQueries = ReturnType<typeof createAuditQueries>;
