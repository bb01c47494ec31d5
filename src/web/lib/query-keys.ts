/**
 * What an analysis covers: one file (its id) or "all" of the user's files, optionally a date
 * range (`YYYY-MM-DD`, inclusive) and a selection of plants (their plant_id). Today the screens
 * ask for one file; the range and the plants are part of the key already, so a screen that
 * narrows the scope gets its own cache entry.
 */
export interface AnalysisScope {
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
  files: () => ['files'] as const,
  analysis: {
    /** Every analysis, whatever its scope (a permit saved changes them all). */
    all: () => ['analysis'] as const,
    /** Every analysis of one file, whatever its range and plants (the file was deleted). */
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
  /** The user's personal API tokens (Settings > API tokens). */
  apiTokens: () => ['api-tokens'] as const,
  permits: {
    /** The list and the current year's record. */
    all: () => ['permits'] as const,
    list: () => ['permits', 'list'] as const,
    current: () => ['permits', 'current'] as const,
  },
};
