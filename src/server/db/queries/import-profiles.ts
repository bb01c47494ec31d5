import { sql, type Kysely, type Selectable } from 'kysely';
import type { ImportProfile } from '@domain/imports/import-profile';
import { fieldChanges } from '@domain/audit/audit-actions';
import type { Database, ImportProfilesTable } from '../schema';
import { recordEvent } from './audit-events';

/** How many import profiles a user may keep: plenty for every system they export from. */
export const MAX_PROFILES_PER_USER = 100;

/** The user already has a profile of that name (answer 409). */
export class ProfileNameTakenError extends Error {
  override readonly name = 'ProfileNameTakenError';
  constructor(profileName: string) {
    super(`An import profile named "${profileName}" already exists`);
  }
}

/** The user keeps MAX_PROFILES_PER_USER profiles already (answer 422). */
export class ProfileLimitError extends Error {
  override readonly name = 'ProfileLimitError';
  constructor() {
    super(
      `You have ${MAX_PROFILES_PER_USER} import profiles, the most one account may keep: delete one you no longer use first`,
    );
  }
}

/** A stored profile as its owner sees it. */
export type StoredProfile = ImportProfile & { id: string; created_at: Date; updated_at: Date };

type Row = Selectable<ImportProfilesTable>;

const COLUMNS = ['id', 'name', 'profile', 'created_at', 'updated_at'] as const;

const stored = ({
  id,
  name,
  profile,
  created_at,
  updated_at,
}: Omit<Row, 'org_id'>): StoredProfile => ({
  id,
  name,
  ...profile,
  // Profiles saved before fixed values existed give none.
  fixed: profile.fixed ?? {},
  created_at,
  updated_at,
});

/** The profile as its columns: the name apart, the rest as JSON text. */
function columnsOf(profile: ImportProfile) {
  const { name, ...fields } = profile;
  return { name, profile: JSON.stringify(fields) };
}

/** A duplicate name (unique violation 23505 of the user's names) as ProfileNameTakenError. */
async function namesChecked<T>(profile: ImportProfile, run: Promise<T>): Promise<T> {
  try {
    return await run;
  } catch (error) {
    const { code, constraint } = error as { code?: string; constraint?: string };
    if (code === '23505' && constraint === 'import_profiles_user_name_key') {
      throw new ProfileNameTakenError(profile.name);
    }
    throw error;
  }
}

/** Import profiles (issue 27); each query takes the owner's id and sees only their profiles. */
export function createImportProfileQueries(db: Kysely<Database>) {
  return {
    /** The user's profiles by name. */
    async listProfiles(orgId: string): Promise<StoredProfile[]> {
      const rows = await db
        .selectFrom('import_profiles')
        .select(COLUMNS)
        .where('org_id', '=', orgId)
        .orderBy('name')
        .orderBy('id')
        .execute();
      return rows.map(stored);
    },

    /** One of the user's profiles, or null when it does not exist or is not theirs. */
    async getProfile(orgId: string, id: string): Promise<StoredProfile | null> {
      const row = await db
        .selectFrom('import_profiles')
        .select(COLUMNS)
        .where('id', '=', id)
        .where('org_id', '=', orgId)
        .executeTakeFirst();
      return row ? stored(row) : null;
    },

    /**
     * Saves a new profile (audited as `actor`'s); ProfileNameTakenError on a name the user has,
     * ProfileLimitError past the cap.
     */
    async createProfile(
      orgId: string,
      profile: ImportProfile,
      actor: string,
    ): Promise<StoredProfile> {
      return namesChecked(
        profile,
        db.transaction().execute(async (trx) => {
          const { n } = await trx
            .selectFrom('import_profiles')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('org_id', '=', orgId)
            .executeTakeFirstOrThrow();
          if (Number(n) >= MAX_PROFILES_PER_USER) throw new ProfileLimitError();
          const row = await trx
            .insertInto('import_profiles')
            .values({ org_id: orgId, ...columnsOf(profile) })
            .returning(COLUMNS)
            .executeTakeFirstOrThrow();
          await recordEvent(trx, orgId, {
            actor,
            action: 'profile_create',
            target: profile.name,
            details: { profile_id: row.id },
          });
          return stored(row);
        }),
      );
    },

    /**
     * Replaces one of the user's profiles, recording the fields it moved as `actor`'s; null when
     * it does not exist or is not theirs.
     */
    async replaceProfile(
      orgId: string,
      id: string,
      profile: ImportProfile,
      actor: string,
    ): Promise<StoredProfile | null> {
      return namesChecked(
        profile,
        db.transaction().execute(async (trx) => {
          const before = await trx
            .selectFrom('import_profiles')
            .select(COLUMNS)
            .where('id', '=', id)
            .where('org_id', '=', orgId)
            .forUpdate()
            .executeTakeFirst();
          if (!before) return null;
          const row = await trx
            .updateTable('import_profiles')
            .set({ ...columnsOf(profile), updated_at: sql`now()` })
            .where('id', '=', id)
            .where('org_id', '=', orgId)
            .returning(COLUMNS)
            .executeTakeFirstOrThrow();
          const [old, now] = [fieldsOf(stored(before)), fieldsOf(stored(row))];
          const fields = [...new Set([...Object.keys(old), ...Object.keys(now)])];
          const changes = fieldChanges(old, now, fields);
          if (changes.length > 0) {
            await recordEvent(trx, orgId, {
              actor,
              action: 'profile_change',
              target: profile.name,
              details: { profile_id: id, changes },
            });
          }
          return stored(row);
        }),
      );
    },

    /** Deletes one of the user's profiles (audited); false when it does not exist or is not theirs. */
    async deleteProfile(orgId: string, id: string, actor: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const deleted = await trx
          .deleteFrom('import_profiles')
          .where('id', '=', id)
          .where('org_id', '=', orgId)
          .returning('name')
          .executeTakeFirst();
        if (!deleted) return false;
        await recordEvent(trx, orgId, {
          actor,
          action: 'profile_delete',
          target: deleted.name,
          details: { profile_id: id },
        });
        return true;
      });
    },
  };
}

/** A stored profile's own fields, as the audit log compares them. */
function fieldsOf(profile: StoredProfile): Record<string, unknown> {
  const kept = ([key]: [string, unknown]) => !['id', 'created_at', 'updated_at'].includes(key);
  return Object.fromEntries(Object.entries(profile).filter(kept));
}

export type ImportProfileQueries = ReturnType<typeof createImportProfileQueries>;
