// Issue 11 "Plant register": one plant's register entry as the API, the analysis and the screens read it.
import { z } from 'zod';

/** The register fields that have an assumed default. */
export const ASSUMABLE_FIELDS = [
  'country',
  'sector',
  'capacity_mw',
  'ets_installation_id',
  'in_ets',
  'sec_reporting',
  'renewable_share',
] as const;
export type AssumableField = (typeof ASSUMABLE_FIELDS)[number];

export const RegisterEntrySchema = z
  .object({
    plant_id: z.number().int(),
    plant_name: z.string(),
    fuel_type: z.string(),
    country: z.string(),
    sector: z.string(),
    capacity_mw: z.number().nullable(),
    ets_installation_id: z.string().nullable(),
    in_ets: z.boolean(),
    sec_reporting: z.boolean(),
    renewable_share: z.number().describe('percent'),
    notes: z.string().nullable(),
    timezone: z
      .string()
      .nullable()
      .describe(
        "IANA name or fixed offset: the plant's days are its local days (23 or 25 hours when the clocks change); null: not declared, its days are the days its files write",
      ),
    confirmed: z.boolean(),
    assumed: z
      .object(
        Object.fromEntries(ASSUMABLE_FIELDS.map((f) => [f, z.boolean()])) as Record<
          AssumableField,
          z.ZodBoolean
        >,
      )
      .describe("per field: the value shown is the dashboard's default, not declared by the user"),
    updated_at: z.string().nullable(),
  })
  .meta({ id: 'PlantRegisterEntry' });

/** One plant of the register as the API and the screen show it. */
export type RegisterEntry = z.infer<typeof RegisterEntrySchema>;
