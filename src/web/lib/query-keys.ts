/** The `file` of the plant history's scope: every upload merged, the newest winning each plant-day. */
export const ALL_FILES = 'all';

/**
 * What an analysis covers: one file (its id) or ALL_FILES (the plant history), optionally a date
 * range (`YYYY-MM-DD`, inclusive) and a selection of plants (their plant_id). Each range and plant
 * selection has its own cache entry.
 */
export interface AnalysisScope {
  /** A file's id, or ALL_FILES. */
  file: string;
  from?: string;
  to?: string;
  plants?: readonly number[];
}

/**
 * Every query key of the web app, named once: queries and invalidations use these, so an
 * invalidation cannot miss a query by a typo. Keys nest: invalidating a shorter key (all
 * analyses, one file's analyses, all permits) reaches every longer key under it.
 */
export const queryKeys = {
  /** Every list of files (invalidated by an upload or a deletion). */
  files: () => ['files'] as const,
  /** The whole list, for the scope select and the default scope. */
  allFiles: () => ['files', 'all'] as const,
  /** One page of the Settings list; null: the first. */
  filesPage: (cursor: string | null) => ['files', 'page', cursor] as const,
  analysis: {
    /** Every analysis, whatever its scope (a permit saved changes them all). */
    all: () => ['analysis'] as const,
    /** Every analysis of one file (or of ALL_FILES), whatever its range and plants. */
    ofFile: (file: string) => ['analysis', file] as const,
    /** One scope's analysis. A missing range end or plant list means "no limit". */
    scope: ({ file, from, to, plants }: AnalysisScope) =>
      [
        'analysis',
        file,
        {
          from: from ?? null,
          to: to ?? null,
          // The same plants in another order are the same scope.
          plants: plants ? [...plants].sort((a, b) => a - b) : null,
        },
      ] as const,
  },
  sampleAnalysis: () => ['sample-analysis'] as const,
  /** The plants whose name holds a text (the scope bar's search in a large fleet). */
  plantSearch: (text: string) => ['plant-register', { search: text }] as const,
  /** The user's plant register, or one plant of it: each plant's declared or assumed facts. */
  plantRegister: (plantId?: number) =>
    plantId === undefined ? (['plant-register'] as const) : (['plant-register', plantId] as const),
  /** The user's EUA price, permit block size and GWP set (Settings > ETS & CO2e). */
  settings: () => ['settings'] as const,
  /** The signed-in user and the organisation they act in, with their role (issue 28). */
  me: () => ['me'] as const,
  /** The organisations the user belongs to (the header's switcher). */
  organisations: () => ['organisations'] as const,
  /** The active organisation's settings (GET /api/organisation). */
  organisation: () => ['organisation'] as const,
  /** The active organisation's alerts (the bell) and the member's digest setting. */
  alerts: () => ['alerts'] as const,
  digest: () => ['digest'] as const,
  /** The active organisation's members and pending invitations. */
  members: (orgId: string) => ['members', orgId] as const,
  /** The audit log with its filters (invalidated by a lock or an unlock; other writes too on refetch). */
  audit: (filter: Record<string, string>) => ['audit', filter] as const,
  auditAll: () => ['audit'] as const,
  ets: {
    /** Every ETS year (invalidated when data, settings or permits change). */
    all: () => ['ets'] as const,
    /** One calendar year of the user's history under the EU ETS. */
    year: (year: number) => ['ets', year] as const,
  },
  quality: {
    /** Every range's coverage (invalidated when a gap is classified or the data changes). */
    all: () => ['quality'] as const,
    /** Each plant's coverage, gaps and repeated hours within a range (none: the whole history). */
    range: (from: string | null, to: string | null) => ['quality', { from, to }] as const,
    /** One plant's coverage within a range. */
    plant: (from: string | null, to: string | null, plantId: number) =>
      ['quality', { from, to }, plantId] as const,
  },
  /** The user's import profiles: how their exports map onto the spec's columns (issue 27). */
  importProfiles: () => ['import-profiles'] as const,
  /** The user's personal API tokens (Settings > API tokens). */
  apiTokens: () => ['api-tokens'] as const,
  permits: {
    /** The list and the current year's record. */
    all: () => ['permits'] as const,
    list: () => ['permits', 'list'] as const,
    current: () => ['permits', 'current'] as const,
  },
};
