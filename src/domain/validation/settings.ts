// Issue 11: the user's settings for the EU ETS figures and CO2e, shared by the settings form and API.
import * as z from 'zod/mini';
import {
  DEFAULT_GWP_SET,
  ETS_EXCESS_EMISSIONS_PENALTY_EUR_PER_T,
  GWP_SETS,
  PERMIT_CAPACITY_T,
  PERMIT_PRICE_EUR_PER_T,
  type GwpSetName,
} from '../constants';

/** The highest EUA price accepted, EUR per allowance: far above any price seen, well below a typo's. */
export const EUA_PRICE_MAX_EUR = 10_000;

export const MSG_EUA_PRICE = `EUA price must be above 0 and at most ${EUA_PRICE_MAX_EUR.toLocaleString('en-US')} EUR`;
export const MSG_PERMIT_BLOCK = 'A permit must stand for a whole number of tonnes, 1 or more';
/** The highest penalty accepted, EUR per tonne: the indexed 100 EUR of 2013 is far below it. */
export const PENALTY_MAX_EUR = 1_000;
export const MSG_PENALTY = `The penalty must be above 0 and at most ${PENALTY_MAX_EUR.toLocaleString('en-US')} EUR per tonne`;
export const MSG_GWP_SET = `GWP set must be one of ${Object.keys(GWP_SETS).join(', ')}`;
/**
 * The share of the measured CO2 beyond which a measured plant's corroborating calculation (MRR
 * Art. 46) is flagged, until the user sets their own: a setting of this product, not a limit the
 * Regulation sets.
 */
export const DEFAULT_CORROBORATION_FLAG_PCT = 5;
export const MSG_CORROBORATION_FLAG =
  'The corroboration difference flagged must be a share from 0 to 100 %';

/** What the user may change; each field may be left out (it keeps its value). */
export const settingsPatchSchema = z.object({
  eua_price_eur_per_t: z.optional(
    z.number({ error: MSG_EUA_PRICE }).check(
      z.refine(Number.isFinite, MSG_EUA_PRICE),
      z.refine((v) => v > 0, MSG_EUA_PRICE),
      z.maximum(EUA_PRICE_MAX_EUR, MSG_EUA_PRICE),
    ),
  ),
  permit_block_t: z.optional(
    z
      .number({ error: MSG_PERMIT_BLOCK })
      .check(
        z.refine(Number.isInteger, MSG_PERMIT_BLOCK),
        z.minimum(1, MSG_PERMIT_BLOCK),
        z.maximum(2_147_483_647, MSG_PERMIT_BLOCK),
      ),
  ),
  gwp_set: z.optional(z.enum(Object.keys(GWP_SETS) as [GwpSetName], { error: MSG_GWP_SET })),
  penalty_eur_per_t: z.optional(
    z.number({ error: MSG_PENALTY }).check(
      z.refine(Number.isFinite, MSG_PENALTY),
      z.refine((v) => v > 0, MSG_PENALTY),
      z.maximum(PENALTY_MAX_EUR, MSG_PENALTY),
    ),
  ),
  corroboration_flag_pct: z.optional(
    z
      .number({ error: MSG_CORROBORATION_FLAG })
      .check(
        z.refine(Number.isFinite, MSG_CORROBORATION_FLAG),
        z.minimum(0, MSG_CORROBORATION_FLAG),
        z.maximum(100, MSG_CORROBORATION_FLAG),
      ),
  ),
});

export type SettingsPatch = z.output<typeof settingsPatchSchema>;

/** A user's settings for the ETS figures (EUR per EUA, tonnes per permit) and CO2e. */
export interface UserSettings {
  eua_price_eur_per_t: number;
  permit_block_t: number;
  gwp_set: GwpSetName;
  /** EUR per tonne of excess emissions (Directive 2003/87/EC, Art. 16(3), indexed). */
  penalty_eur_per_t: number;
  /** % of the measured CO2 beyond which a corroborating calculation's difference is flagged. */
  corroboration_flag_pct: number;
}

/**
 * The settings of a user who never changed them: the spec's 85 EUR/t, 100,000 t permits and AR4, and
 * the penalty of the Directive before indexation, 100 EUR/t.
 */
export const DEFAULT_USER_SETTINGS: UserSettings = {
  eua_price_eur_per_t: PERMIT_PRICE_EUR_PER_T,
  permit_block_t: PERMIT_CAPACITY_T,
  gwp_set: DEFAULT_GWP_SET,
  penalty_eur_per_t: ETS_EXCESS_EMISSIONS_PENALTY_EUR_PER_T,
  corroboration_flag_pct: DEFAULT_CORROBORATION_FLAG_PCT,
};
