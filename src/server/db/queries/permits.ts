import { sql, type Kysely } from 'kysely';
import {
  MSG_ALLOWANCE_COUNT,
  MSG_MONITORING_PLAN_VERSION_TOO_LONG,
  MSG_PERMIT_ACTIVE_NEGATIVE,
  MSG_PERMIT_COMPANY_TOO_LONG,
  MSG_PERMIT_DUPLICATE_YEAR,
  MSG_PERMIT_NOTES_TOO_LONG,
  MSG_PERMIT_NUMBER_TOO_LONG,
  MSG_PERMIT_YEAR_RANGE,
} from '@domain/messages';
import { fieldChanges } from '@domain/audit/audit-actions';
import type { Database, EuPermitRow } from '../schema';
import { recordEvent } from './audit-events';
import { writeFigures } from './data-versions';
import { refuseLockedYears } from './year-locks';

/** The user already has a permit record for that year (answer 409). */
export class PermitConflictError extends Error {
  override readonly name = 'PermitConflictError';
  constructor() {
    super(MSG_PERMIT_DUPLICATE_YEAR);
  }
}

/** A value the database's checks refuse, with the field it concerns (answer 400). */
export class PermitInvalidError extends Error {
  override readonly name = 'PermitInvalidError';
  constructor(
    message: string,
    readonly field: keyof PermitInput,
  ) {
    super(message);
  }
}

/** The fields a user sets on a permit record. */
export interface PermitInput {
  permit_year: number;
  active_permits: number;
  company_name?: string | null;
  notes?: string | null;
  /** Issue 38: stated in the annual emissions report. */
  permit_number?: string | null;
  monitoring_plan_version?: string | null;
  /** Issue 11: allowances entered in EUAs (null: counted from the permit blocks), and their movements. */
  allowances_eua?: number | null;
  free_allocation?: number;
  purchased?: number;
  sold?: number;
  surrendered?: number;
}

export type PermitFields = Omit<PermitInput, 'permit_year'>;
export type PermitPatch = Partial<PermitInput>;
export type Permit = EuPermitRow;

// Constraint names from migrations/m0001-initial.ts and m0043-permit-number.ts.
const CHECKS: Record<string, [message: string, field: keyof PermitInput]> = {
  eu_permits_active_permits_check: [MSG_PERMIT_ACTIVE_NEGATIVE, 'active_permits'],
  eu_permits_year_check: [MSG_PERMIT_YEAR_RANGE, 'permit_year'],
  eu_permits_company_name_check: [MSG_PERMIT_COMPANY_TOO_LONG, 'company_name'],
  eu_permits_notes_check: [MSG_PERMIT_NOTES_TOO_LONG, 'notes'],
  eu_permits_permit_number_check: [MSG_PERMIT_NUMBER_TOO_LONG, 'permit_number'],
  eu_permits_monitoring_plan_version_check: [
    MSG_MONITORING_PLAN_VERSION_TOO_LONG,
    'monitoring_plan_version',
  ],
  eu_permits_allowances_eua_check: [MSG_ALLOWANCE_COUNT, 'allowances_eua'],
  eu_permits_free_allocation_check: [MSG_ALLOWANCE_COUNT, 'free_allocation'],
  eu_permits_purchased_check: [MSG_ALLOWANCE_COUNT, 'purchased'],
  eu_permits_sold_check: [MSG_ALLOWANCE_COUNT, 'sold'],
  eu_permits_surrendered_check: [MSG_ALLOWANCE_COUNT, 'surrendered'],
};

/** Turns the database's unique (23505) and check (23514) violations into typed errors with the spec's messages. */
async function mapViolations<T>(run: Promise<T>): Promise<T> {
  try {
    return await run;
  } catch (error) {
    const { code, constraint } = error as { code?: string; constraint?: string };
    if (code === '23505' && constraint === 'eu_permits_user_year_key') {
      throw new PermitConflictError();
    }
    const check = code === '23514' && constraint ? CHECKS[constraint] : undefined;
    if (check) throw new PermitInvalidError(...check);
    throw error;
  }
}

// Only these columns can be changed: a caller's extra keys (org_id, id) never reach the table.
function writable(input: PermitPatch): PermitPatch {
  const { permit_year, active_permits, company_name, notes } = input;
  const { permit_number, monitoring_plan_version } = input;
  const { allowances_eua, free_allocation, purchased, sold, surrendered } = input;
  return {
    permit_year,
    active_permits,
    company_name,
    notes,
    permit_number,
    monitoring_plan_version,
    allowances_eua,
    free_allocation,
    purchased,
    sold,
    surrendered,
  };
}

/** The fields the audit log compares between a record's versions. */
const FIELDS = [
  'permit_year',
  'active_permits',
  'company_name',
  'notes',
  'permit_number',
  'monitoring_plan_version',
  'allowances_eua',
  'free_allocation',
  'purchased',
  'sold',
  'surrendered',
] as const satisfies readonly (keyof PermitInput)[];

/** Records a record's creation, change (the fields it moved) or deletion as `actor`'s. */
async function recordPermit(
  trx: Kysely<Database>,
  orgId: string,
  actor: string,
  before: Permit | null,
  after: Permit | null,
): Promise<void> {
  const record = (after ?? before)!;
  const action = !before ? 'permit_create' : after ? 'permit_change' : 'permit_delete';
  const changes = after ? fieldChanges(before, after, FIELDS) : [];
  if (action === 'permit_change' && changes.length === 0) return;
  await recordEvent(trx, orgId, {
    actor,
    action,
    target: `EU permit record ${record.permit_year}`,
    details: { permit_year: record.permit_year, ...(after && { changes }) },
  });
}

/** The two fields a new record cannot be without. */
const required = ({ permit_year, active_permits }: PermitInput) => ({
  permit_year,
  active_permits,
});

/** Permit queries (accounts §7 eu_permits); each takes the signed-in user's id and sees only that user's records. */
export function createPermitQueries(db: Kysely<Database>) {
  return {
    /** The user's permit records, newest year first. */
    async listPermits(orgId: string): Promise<Permit[]> {
      return db
        .selectFrom('eu_permits')
        .selectAll()
        .where('org_id', '=', orgId)
        .orderBy('permit_year', 'desc')
        .execute();
    },

    /** The user's record for one year, or null. */
    async getPermitByYear(orgId: string, year: number): Promise<Permit | null> {
      const row = await db
        .selectFrom('eu_permits')
        .selectAll()
        .where('org_id', '=', orgId)
        .where('permit_year', '=', year)
        .executeTakeFirst();
      return row ?? null;
    },

    /**
     * Creates a record (audited as `actor`'s); PermitConflictError when the year already has one,
     * PermitInvalidError on a refused value.
     */
    async createPermit(orgId: string, input: PermitInput, actor: string): Promise<Permit> {
      return mapViolations(
        writeFigures(db, orgId, async (trx) => {
          await refuseLockedYears(trx, orgId, [input.permit_year]);
          const row = await trx
            .insertInto('eu_permits')
            .values({ ...writable(input), ...required(input), org_id: orgId })
            .returningAll()
            .executeTakeFirstOrThrow();
          await recordPermit(trx, orgId, actor, null, row);
          return row;
        }),
      );
    },

    /**
     * Changes the given fields of one of the user's records (audited as `actor`'s); null when it
     * does not exist or is not the user's.
     */
    async updatePermit(
      orgId: string,
      id: string,
      patch: PermitPatch,
      actor: string,
    ): Promise<Permit | null> {
      return mapViolations(
        writeFigures(db, orgId, async (trx) => {
          const before = await permitForUpdate(trx, orgId, 'id', id);
          if (!before) return null;
          const years = [before.permit_year, patch.permit_year ?? before.permit_year];
          await refuseLockedYears(trx, orgId, years);
          const row = await trx
            .updateTable('eu_permits')
            .set({ ...writable(patch), updated_at: sql`now()` })
            .where('id', '=', id)
            .where('org_id', '=', orgId)
            .returningAll()
            .executeTakeFirstOrThrow();
          await recordPermit(trx, orgId, actor, before, row);
          return row;
        }),
      );
    },

    /** Deletes one of the user's records (audited); false when it does not exist or is not the user's. */
    async deletePermit(orgId: string, id: string, actor: string): Promise<boolean> {
      return writeFigures(db, orgId, async (trx) => {
        const deleted = await trx
          .deleteFrom('eu_permits')
          .where('id', '=', id)
          .where('org_id', '=', orgId)
          .returningAll()
          .executeTakeFirst();
        if (!deleted) return false;
        // Checked once the record is known to be the user's: the refusal rolls the delete back.
        await refuseLockedYears(trx, orgId, [deleted.permit_year]);
        await recordPermit(trx, orgId, actor, deleted, null);
        return true;
      });
    },

    /**
     * Creates or updates the user's record for a year (conflict key user and year), audited as
     * `actor`'s; omitted fields keep their value.
     */
    async upsertPermitForYear(
      orgId: string,
      year: number,
      fields: PermitFields,
      actor: string,
    ): Promise<Permit> {
      const values = { ...writable(fields), ...required({ ...fields, permit_year: year }) };
      return mapViolations(
        writeFigures(db, orgId, async (trx) => {
          await refuseLockedYears(trx, orgId, [year]);
          const before = await permitForUpdate(trx, orgId, 'permit_year', year);
          const row = await trx
            .insertInto('eu_permits')
            .values({ ...values, org_id: orgId })
            .onConflict((oc) =>
              oc
                .columns(['org_id', 'permit_year'])
                .doUpdateSet({ ...values, updated_at: sql`now()` }),
            )
            .returningAll()
            .executeTakeFirstOrThrow();
          await recordPermit(trx, orgId, actor, before, row);
          return row;
        }),
      );
    },
  };
}

/** One of the user's records by id or year, locked until the transaction ends; null: none. */
async function permitForUpdate(
  trx: Kysely<Database>,
  orgId: string,
  key: 'id' | 'permit_year',
  value: string | number,
): Promise<Permit | null> {
  const row = await trx
    .selectFrom('eu_permits')
    .selectAll()
    .where('org_id', '=', orgId)
    .where(key, '=', value as never)
    .forUpdate()
    .executeTakeFirst();
  return row ?? null;
}

export type PermitQueries = ReturnType<typeof createPermitQueries>;
