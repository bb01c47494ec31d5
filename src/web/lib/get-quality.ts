import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';
import { callApiJson, type SuccessBody } from './call-api';
import { queryKeys } from './query-keys';

export const MSG_QUALITY_LOAD_FAILED = 'Failed to load the data quality';

/** Each plant's coverage, gaps and repeated hours (GET /api/quality). */
export type Quality = SuccessBody<Awaited<ReturnType<typeof api.api.quality.$get>>>;
export type PlantQuality = Quality['plants'][number];
export type Gap = PlantQuality['gaps'][number];
export type GapReason = NonNullable<Gap['reason']>;

const rangeQuery = (from: string | null, to: string | null) => ({
  ...(from ? { from } : {}),
  ...(to ? { to } : {}),
});

/** The quality of a range of the history (inclusive days; a null end: open): its first page. */
export const qualityQuery = (from: string | null, to: string | null) =>
  queryOptions({
    queryKey: queryKeys.quality.range(from, to),
    queryFn: () =>
      callApiJson(
        () => api.api.quality.$get({ query: rangeQuery(from, to) }),
        MSG_QUALITY_LOAD_FAILED,
      ),
  });

/** One plant's quality within a range, wherever it stands in the fleet (no plants: none such). */
export const plantQualityQuery = (from: string | null, to: string | null, plantId: number) =>
  queryOptions({
    queryKey: queryKeys.quality.plant(from, to, plantId),
    queryFn: () =>
      callApiJson(
        () =>
          api.api.quality.$get({ query: { ...rangeQuery(from, to), plant_id: String(plantId) } }),
        MSG_QUALITY_LOAD_FAILED,
      ),
  });
