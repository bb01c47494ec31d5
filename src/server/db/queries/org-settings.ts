// Issue 11: each user's EUA price, permit block size, GWP set and (issue 26) excess emissions
// penalty and (issue 38) corroboration flag; a user without a row has the defaults. A change is an ETS input: audited (issue 28 §2).
import { sql, type Kysely } from 'kysely';
import { fieldChanges } from '@domain/audit/audit-actions';
import type { GwpSetName } from '@domain/constants';
import {
  DEFAULT_USER_SETTINGS,
  type SettingsPatch,
  type UserSettings,
} from '@domain/validation/settings';
import type { Database } from '../schema';
import { recordEvent } from './audit-events';
import { writeFigures } from './data-versions';

const SETTINGS_COLUMNS = [
  'eua_price_eur_per_t',
  'permit_block_t',
  'gwp_set',
  'penalty_eur_per_t',
  'corroboration_flag_pct',
  'updated_at',
] as const;

/** The settings a change moves (all but when they changed). */
const SETTINGS_FIELDS = [
  'eua_price_eur_per_t',
  'permit_block_t',
  'gwp_set',
  'penalty_eur_per_t',
  'corroboration_flag_pct',
] as const satisfies readonly (keyof UserSettings)[];

/** The organisation's settings and when they last changed (null: never, the defaults). */
async function read(
  db: Kysely<Database>,
  orgId: string,
  forUpdate = false,
): Promise<UserSettings & { updated_at: Date | null }> {
  let query = db.selectFrom('org_settings').select(SETTINGS_COLUMNS).where('org_id', '=', orgId);
  if (forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) return { ...DEFAULT_USER_SETTINGS, updated_at: null };
  return { ...row, gwp_set: row.gwp_set as GwpSetName };
}

export function createOrgSettingsQueries(db: Kysely<Database>) {
  return {
    /** The user's settings and when they last changed them (null: never, the defaults). */
    get: (orgId: string) => read(db, orgId),

    /**
     * Saves the fields given; the others keep their value (the default for a first save). The
     * fields it moved go into the audit log as `actor`'s, in the same transaction.
     */
    async save(
      orgId: string,
      patch: SettingsPatch,
      actor: string,
    ): Promise<UserSettings & { updated_at: Date }> {
      const row = await writeFigures(db, orgId, async (trx) => {
        // Read in the transaction, the row locked: two saves cannot both start from the same values.
        const current = await read(trx, orgId, true);
        const next = {
          eua_price_eur_per_t: patch.eua_price_eur_per_t ?? current.eua_price_eur_per_t,
          permit_block_t: patch.permit_block_t ?? current.permit_block_t,
          gwp_set: patch.gwp_set ?? current.gwp_set,
          penalty_eur_per_t: patch.penalty_eur_per_t ?? current.penalty_eur_per_t,
          corroboration_flag_pct: patch.corroboration_flag_pct ?? current.corroboration_flag_pct,
        };
        const saved = await trx
          .insertInto('org_settings')
          .values({ org_id: orgId, ...next })
          .onConflict((oc) => oc.column('org_id').doUpdateSet({ ...next, updated_at: sql`now()` }))
          .returning(SETTINGS_COLUMNS)
          .executeTakeFirstOrThrow();
        const changes = fieldChanges(current, next, SETTINGS_FIELDS);
        if (changes.length > 0) {
          await recordEvent(trx, orgId, {
            actor,
            action: 'settings_change',
            target: 'ETS & CO2e settings',
            details: { changes },
          });
        }
        return saved;
      });
      return { ...row, gwp_set: row.gwp_set as GwpSetName };
    },
  };
}

export type UserSettingsQueries = ReturnType<typeof createOrgSettingsQueries>;
