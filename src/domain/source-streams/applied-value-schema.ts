// Issue 38: one value a year's calculation applied to a stream's parameter, as the plant calculation
// route and the annual emissions report both state it (stream-days.ts builds it).
import { z } from 'zod';
import { FACTOR_PARAMETERS } from './factor-entry-schema';

export const AppliedValueSchema = z.object({
  parameter: z.enum(FACTOR_PARAMETERS),
  value: z.number(),
  unit: z.string(),
  basis: z.enum(['entered', 'declared', 'default']),
  source: z.string().nullable().describe("a default's entry in the sources table"),
  entry: z
    .object({ id: z.string(), valid_from: z.string(), valid_to: z.string(), source: z.string() })
    .nullable()
    .describe("the organisation's entry applied; null: the stream's own value"),
  days: z.number().int().nullable().describe('the days of activity data it took'),
});
