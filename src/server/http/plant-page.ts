// Issue 34 §6: an answer listing an organisation's plants lists them a page at a time, so that a
// fleet of 50,000 plants is never one answer of tens of megabytes.
import { z } from '@hono/zod-openapi';
import { LISTED_PLANTS_MAX } from '../../domain/core/constants';

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
});

/** The fields a page of plants answers besides its plants. */
export const PlantPageFields = {
  plantCount: z.number().int().openapi({ description: 'every plant, on every page' }),
  offset: z.number().int().openapi({ description: 'the plants before this page' }),
};

/** The page of `plants` from `offset` in plant_id order, at most LISTED_PLANTS_MAX, and the count. */
export function plantPage<T extends { plant_id: number }>(plants: readonly T[], offset: number) {
  const ordered = [...plants].sort((a, b) => a.plant_id - b.plant_id);
  return {
    plants: ordered.slice(offset, offset + LISTED_PLANTS_MAX),
    plantCount: plants.length,
    offset,
  };
}
