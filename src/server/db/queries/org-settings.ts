// Issue 11: each user's EUA price, permit block size, GWP set and (issue 26) excess emissions
// penalty; a user without a row has the defaults.
import { sql, type Kysely } from 'kysely';
import type { GwpSetName } from '../../../domain/core/constants';
import {
  DEFAULT_USER_SETTINGS,
  type SettingsPatch,
  type UserSettings,
} from '../../../domain/core/validation/settings';
import type { Database } from '../schema';
import { writeFigures } from './data-versions';

const SETTINGS_COLUMNS = [
  'eua_price_eur_per_t',
  'permit_block_t',
  'gwp_set',
  'penalty_eur_per_t',
  'updated_at',
] as const;

export function createOrgSettingsQueries(db: Kysely<Database>) {
  return {
    /** The user's settings and when they last changed them (null: never, the defaults). */
    async get(orgId: string): Promise<UserSettings & { updated_at: Date | null }> {
      const row = await db
        .selectFrom('org_settings')
        .select(SETTINGS_COLUMNS)
        .where('org_id', '=', orgId)
        .executeTakeFirst();
      if (!row) return { ...DEFAULT_USER_SETTINGS, updated_at: null };
      return { ...row, gwp_set: row.gwp_set as GwpSetName };
    },

    /** Saves the fields given; the others keep their value (the default for a first save). */
    async save(orgId: string, patch: SettingsPatch): Promise<UserSettings & { updated_at: Date }> {
      const current = await this.get(orgId);
      const next = {
        eua_price_eur_per_t: patch.eua_price_eur_per_t ?? current.eua_price_eur_per_t,
        permit_block_t: patch.permit_block_t ?? current.permit_block_t,
        gwp_set: patch.gwp_set ?? current.gwp_set,
        penalty_eur_per_t: patch.penalty_eur_per_t ?? current.penalty_eur_per_t,
      };
      const row = await writeFigures(db, orgId, (trx) =>
        trx
          .insertInto('org_settings')
          .values({ org_id: orgId, ...next })
          .onConflict((oc) => oc.column('org_id').doUpdateSet({ ...next, updated_at: sql`now()` }))
          .returning(SETTINGS_COLUMNS)
          .executeTakeFirstOrThrow(),
      );
      return { ...row, gwp_set: row.gwp_set as GwpSetName };
    },
  };
}

export type UserSettingsQueries = ReturnType<typeof createOrgSettingsQueries>;
