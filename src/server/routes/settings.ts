import { z } from '@hono/zod-openapi';
import { declareRoute } from '../http/declare-route';
import { GWP_SETS } from '@domain/constants';
import { settingsPatchSchema, type UserSettings } from '@domain/validation/settings';
import { actorOf } from '../http/caller';
import { fromDomain } from '../http/domain-schema';
import { signedInRouter, type SignedIn } from '../http/open-api-router';
import { errorResponse } from '../http/schemas';
import type { Services } from '../services';

const SettingsSchema = z
  .object({
    eua_price_eur_per_t: z.number().openapi({ description: 'EUA price for ETS costs, EUR' }),
    permit_block_t: z
      .number()
      .int()
      .openapi({ description: 'tonnes of CO2 one permit stands for' }),
    gwp_set: z.enum(Object.keys(GWP_SETS) as [keyof typeof GWP_SETS]),
    penalty_eur_per_t: z.number().openapi({
      description:
        'EUR per tonne of excess emissions: 100 EUR in Directive 2003/87/EC, Art. 16(3), indexed to inflation',
    }),
    corroboration_flag_pct: z.number().openapi({
      description:
        "% of a measured plant's measured CO2 beyond which its corroborating calculation (MRR Art. 46) is flagged: a setting, default 5",
    }),
    updated_at: z.string().nullable().openapi({ description: 'null: never changed, the defaults' }),
  })
  .openapi('Settings');

const json = (description: string) => ({
  description,
  content: { 'application/json': { schema: SettingsSchema } },
});

const view = (s: UserSettings & { updated_at: Date | null }) => ({
  ...s,
  updated_at: s.updated_at?.toISOString() ?? null,
});

/** Issue 11: the user's EUA price, permit block size and GWP set. */
export function settingsRoutes(services: Services, signedIn: SignedIn) {
  const settings = services.queries.settings;
  return signedInRouter(signedIn)
    .openapi(
      declareRoute({
        method: 'get',
        path: '/',
        access: { permission: 'member', apiToken: 'none', secondFactor: true },
        summary: "The user's settings (the defaults until changed)",
        responses: { 200: json('Settings') },
      }),
      async (c) => c.json(view(await settings.get(c.var.caller.orgId)), 200),
    )
    .openapi(
      declareRoute({
        method: 'put',
        path: '/',
        access: {
          permission: { needs: 'edit_data', doing: 'Changing the ETS settings' },
          apiToken: 'none',
          secondFactor: true,
        },
        summary:
          'Change any of eua_price_eur_per_t, permit_block_t, gwp_set, penalty_eur_per_t, corroboration_flag_pct',
        request: {
          body: {
            required: true,
            content: { 'application/json': { schema: fromDomain(settingsPatchSchema) } },
          },
        },
        responses: { 200: json('Saved'), 400: errorResponse('A value the rules refuse') },
      }),
      async (c) => {
        const { caller } = c.var;
        const saved = await settings.save(caller.orgId, c.req.valid('json'), actorOf(caller));
        return c.json(view(saved), 200);
      },
    );
}
