// Issue 28 §3 "Locked years": a locked year's frozen copy, and the guard every write to a year's
// data runs in its own transaction. Both take the tenant's year lock (an advisory lock): a write
// shares it, locking or unlocking holds it alone, so no write slips past a lock being taken.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { YearMove } from '@domain/csv/zone-year-moves';
import { msgYearLocked, msgZoneMovesLockedYear } from '@domain/validation/year-lock';
import type { Database, FrozenYear } from '../schema';
import { recordEvent } from './audit-events';
import { writeFigures } from './data-versions';

/**
 * A change to the data of a locked year (answer 409); `orgId` is the organisation whose year it is,
 * `plantId` the plant whose readings a time zone change would move into or out of it.
 */
export class YearLockedError extends Error {
  override readonly name = 'YearLockedError';
  constructor(
    readonly orgId: string,
    readonly year: number,
    readonly lockedBy: string,
    readonly lockedAt: Date,
    readonly plantId?: number,
  ) {
    const on = lockedAt.toISOString().slice(0, 10);
    super(
      plantId === undefined
        ? msgYearLocked(year, lockedBy, on)
        : msgZoneMovesLockedYear(plantId, year, lockedBy, on),
    );
  }
}

/** A locked year: who locked it, when, and what it keeps. */
export interface YearLock {
  year: number;
  by: string;
  at: Date;
  frozen: FrozenYear;
}

const yearsKey = (orgId: string) => `years:${orgId}`;

/**
 * Throws YearLockedError when one of the years is locked (null: any year, for a write to all of
 * the data); called by each write to a year's data in its transaction, before it changes anything.
 */
export async function refuseLockedYears(
  trx: Transaction<Database>,
  orgId: string,
  years: readonly number[] | null,
): Promise<void> {
  if (years?.length === 0) return;
  await sql`select pg_advisory_xact_lock_shared(hashtext(${yearsKey(orgId)}))`.execute(trx);
  let locks = trx
    .selectFrom('year_locks')
    .select(['year', 'locked_by', 'locked_at'])
    .where('org_id', '=', orgId);
  if (years) locks = locks.where('year', 'in', [...years]);
  const lock = await locks.orderBy('year').executeTakeFirst();
  if (lock) throw new YearLockedError(orgId, lock.year, lock.locked_by, lock.locked_at);
}

/** Takes the tenant's year lock alone: no write to a year's data runs until the transaction ends. */
const holdYearsAlone = (trx: Transaction<Database>, orgId: string) =>
  sql`select pg_advisory_xact_lock(hashtext(${yearsKey(orgId)}))`.execute(trx);

/** The tenant's data version as the transaction sees it, as DataVersionQueries.read gives it. */
async function versionNow(trx: Transaction<Database>, orgId: string): Promise<string> {
  const row = await trx
    .selectFrom('data_versions')
    .select('version')
    .where('org_id', '=', orgId)
    .executeTakeFirst();
  return String(row?.version ?? 0);
}

/** The data moved after a time zone change's moves were found: they are to be found again. */
export class DataMovedError extends Error {
  override readonly name = 'DataMovedError';
}

/** The readings a time zone change moves across a year, found at the data's `version`. */
export interface ZoneMoves {
  moves: readonly YearMove[];
  version: string;
}

/**
 * Throws YearLockedError naming the plant when one of the moves of a time zone change takes
 * readings into or out of a locked year, and DataMovedError when the data moved since they were
 * found; called in the change's transaction, before it changes anything. It holds the year lock
 * alone, as locking does, so that no upload lands between the check and the change.
 */
export async function refuseYearMoves(
  trx: Transaction<Database>,
  orgId: string,
  { moves, version }: ZoneMoves,
): Promise<void> {
  await holdYearsAlone(trx, orgId);
  if ((await versionNow(trx, orgId)) !== version) throw new DataMovedError();
  try {
    await refuseLockedYears(trx, orgId, [...new Set(moves.flatMap((m) => [m.from, m.to]))]);
  } catch (error) {
    if (!(error instanceof YearLockedError)) throw error;
    const move = moves.find((m) => m.from === error.year || m.to === error.year)!;
    throw new YearLockedError(orgId, error.year, error.lockedBy, error.lockedAt, move.plantId);
  }
}

/** The calendar years (UTC) of a span of instants, epoch ms, `to` exclusive. */
export function yearsOfInstants(from: number, to: number): number[] {
  const first = new Date(from).getUTCFullYear();
  const last = new Date(Math.max(from, to - 1)).getUTCFullYear();
  return Array.from({ length: last - first + 1 }, (_, k) => first + k);
}

export function createYearLockQueries(db: Kysely<Database>) {
  return {
    /** The organisation's locked years, in order. */
    async years(orgId: string): Promise<number[]> {
      const rows = await db
        .selectFrom('year_locks')
        .select('year')
        .where('org_id', '=', orgId)
        .orderBy('year')
        .execute();
      return rows.map((r) => r.year);
    },

    /** The user's lock of a year, or null when the year is open. */
    async get(orgId: string, year: number): Promise<YearLock | null> {
      const row = await db
        .selectFrom('year_locks')
        .select(['year', 'locked_by', 'locked_at', 'frozen'])
        .where('org_id', '=', orgId)
        .where('year', '=', year)
        .executeTakeFirst();
      return row
        ? { year: row.year, by: row.locked_by, at: row.locked_at, frozen: row.frozen }
        : null;
    },

    /**
     * Locks a year with its frozen copy, computed from the data at `version` (the user's data
     * version): null when the data moved since, so the copy is to be computed again. Throws
     * YearLockedError when the year is locked already.
     */
    async lock(
      orgId: string,
      year: number,
      frozen: FrozenYear,
      { actor, version }: { actor: string; version: string },
    ): Promise<YearLock | null> {
      return writeFigures(db, orgId, async (trx) => {
        await holdYearsAlone(trx, orgId);
        await refuseLockedYears(trx, orgId, [year]);
        if ((await versionNow(trx, orgId)) !== version) return null;
        const row = await trx
          .insertInto('year_locks')
          .values({ org_id: orgId, year, locked_by: actor, frozen: JSON.stringify(frozen) })
          .returning(['locked_at'])
          .executeTakeFirstOrThrow();
        const { ets } = frozen;
        await recordEvent(trx, orgId, {
          actor,
          action: 'lock',
          target: String(year),
          details: {
            year,
            status: ets.status,
            reported_co2_t: ets.reported_co2_t,
            verified_co2_t: ets.verified_co2_t,
            allowances_t: ets.allowances_t,
            position_t: ets.position_t,
          },
        });
        return { year, by: actor, at: row.locked_at, frozen };
      });
    },

    /** Unlocks a year, the reason going into the audit log; false when it was not locked. */
    async unlock(orgId: string, year: number, actor: string, reason: string): Promise<boolean> {
      return writeFigures(db, orgId, async (trx) => {
        await holdYearsAlone(trx, orgId);
        const removed = await trx
          .deleteFrom('year_locks')
          .where('org_id', '=', orgId)
          .where('year', '=', year)
          .returning(['locked_by', 'locked_at'])
          .executeTakeFirst();
        if (!removed) return false;
        await recordEvent(trx, orgId, {
          actor,
          action: 'unlock',
          target: String(year),
          details: {
            year,
            reason,
            locked_by: removed.locked_by,
            locked_at: removed.locked_at.toISOString(),
          },
        });
        return true;
      });
    },
  };
}

export type YearLockQueries = ReturnType<typeof createYearLockQueries>;
