// A stored file's analysis: the part computed at upload and cached, and the permit record a
// request completes it with.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';

/** The fields of a permit record that a file's analysis is completed with. */
export interface AnalysisPermit {
  id: string;
  permit_year: number;
  active_permits: number;
  company_name: string | null;
  notes: string | null;
  updated_at: Date;
}

/** A file's stored analysis as JSON text, with the analysis version it was computed with. */
export interface StoredAnalysis {
  json: string;
  version: number;
}

export function createFileAnalysisQueries(db: Kysely<Database>) {
  return {
    /**
     * What a request for the file's analysis depends on besides the cached part: null when the
     * file does not exist or is not the user's; else the user's permit record for `year`, if any.
     */
    async getAnalysisInputs(
      orgId: string,
      id: string,
      year: number,
    ): Promise<{ permit: AnalysisPermit | null } | null> {
      const row = await db
        .selectFrom('csv_files as f')
        .leftJoin('eu_permits as p', (join) =>
          join.onRef('p.org_id', '=', 'f.org_id').on('p.permit_year', '=', year),
        )
        .select([
          'p.id',
          'p.permit_year',
          'p.active_permits',
          'p.company_name',
          'p.notes',
          'p.updated_at',
        ])
        .where('f.id', '=', id)
        .where('f.org_id', '=', orgId)
        .executeTakeFirst();
      if (!row) return null;
      const { id: permitId, permit_year, active_permits, company_name, notes, updated_at } = row;
      const permit =
        permitId !== null && permit_year !== null && active_permits !== null && updated_at !== null
          ? { id: permitId, permit_year, active_permits, company_name, notes, updated_at }
          : null;
      return { permit };
    },

    /** One file's stored analysis and its version, or null when it does not exist or is not the user's. */
    async getStoredAnalysis(orgId: string, id: string): Promise<StoredAnalysis | null> {
      const row = await db
        .selectFrom('csv_files')
        .select([sql<string>`analysis::text`.as('json'), 'analysis_version as version'])
        .where('id', '=', id)
        .where('org_id', '=', orgId)
        .executeTakeFirst();
      return row ?? null;
    },

    /** Replaces one file's stored analysis with one computed by `version` (the bytes never change). */
    async storeAnalysis(orgId: string, id: string, analysis: unknown, version: number) {
      await db
        .updateTable('csv_files')
        .set({ analysis: JSON.stringify(analysis), analysis_version: version })
        .where('id', '=', id)
        .where('org_id', '=', orgId)
        .execute();
    },
  };
}
