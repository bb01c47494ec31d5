// Issue 34 §6: an answer listing an organisation's plants lists them a page at a time, so that a
// fleet of 50,000 plants is never one answer of tens of megabytes; a plant past the first page is
// asked for by its id.
import { z } from '@hono/zod-openapi';
import { LISTED_PLANTS_MAX } from '@domain/constants';
import { paramText } from './schemas';

/** The query of an answer listing plants a page at a time. */
export const PlantPageQuery = z.object({
  offset: z.coerce
    .number()
    .int()
    .min(0)
    .default(0)
    .openapi({
      description: `plants to skip in plant_id order; a page lists ${LISTED_PLANTS_MAX} (default 0)`,
    }),
  plant_id: paramText('plant_id')
    .max(9)
    .regex(/^\d{1,9}$/, { error: 'plant_id must be a whole number' })
    .transform(Number)
    .optional()
    .openapi({ description: 'only this plant (none: every plant)' }),
});

/** What a page of plants may be narrowed to besides its offset. */
export interface PlantPageFilter {
  offset: number;
  plant_id?: number;
}

/** The fields a page of plants answers besides its plants. */
export const PlantPageFields = {
  plantCount: z
    .number()
    .int()
    .openapi({ description: 'every plant the filter leaves, on every page' }),
  offset: z.number().int().openapi({ description: 'the plants before this page' }),
};

/**
 * The page of `plants` from `offset` in plant_id order, at most LISTED_PLANTS_MAX, and the count;
 * only the plant `plant_id` names when it names one.
 */
export function plantPage<T extends { plant_id: number }>(
  plants: readonly T[],
  { offset, plant_id }: PlantPageFilter,
) {
  const kept = plant_id === undefined ? plants : plants.filter((p) => p.plant_id === plant_id);
  const ordered = [...kept].sort((a, b) => a.plant_id - b.plant_id);
  return {
    plants: ordered.slice(offset, offset + LISTED_PLANTS_MAX),
    plantCount: kept.length,
    offset,
  };
}
