// accounts §5 "Permit form": the rules shared by the settings form and the permit API.
import * as z from 'zod/mini';
import {
  COMPANY_NAME_MAX_CHARS,
  MONITORING_PLAN_VERSION_MAX_CHARS,
  PERMIT_NOTES_MAX_CHARS,
  PERMIT_NUMBER_MAX_CHARS,
  PERMIT_YEAR_MAX,
  PERMIT_YEAR_MIN,
} from '../constants';
import {
  MSG_ALLOWANCE_COUNT,
  MSG_MONITORING_PLAN_VERSION_TOO_LONG,
  MSG_PERMIT_ACTIVE_MIN,
  MSG_PERMIT_ACTIVE_REQUIRED,
  MSG_PERMIT_ACTIVE_WHOLE,
  MSG_PERMIT_COMPANY_TOO_LONG,
  MSG_PERMIT_NOTES_TOO_LONG,
  MSG_PERMIT_NUMBER_TOO_LONG,
  MSG_PERMIT_YEAR_RANGE,
} from '../messages';
import { multiLineText, singleLineText } from './plain-text';

// The largest value the database's integer column holds.
const MAX_INT32 = 2_147_483_647;

export const permitYearSchema = z
  .number({ error: MSG_PERMIT_YEAR_RANGE })
  .check(
    z.refine(Number.isInteger, MSG_PERMIT_YEAR_RANGE),
    z.minimum(PERMIT_YEAR_MIN, MSG_PERMIT_YEAR_RANGE),
    z.maximum(PERMIT_YEAR_MAX, MSG_PERMIT_YEAR_RANGE),
  );

/** Optional text: empty or missing is stored as null; `text` says which characters it may hold. */
const optionalText = (max: number, message: string, text: z.core.$ZodCheck<string>) =>
  z.pipe(
    z.nullish(z.string().check(text, z.maxLength(max, message))),
    z.transform((v) => (v ? v : null)),
  );

// Issue 11: EUAs, whole and not negative, within what a number holds exactly.
const allowanceCount = z
  .number({ error: MSG_ALLOWANCE_COUNT })
  .check(z.refine(Number.isSafeInteger, MSG_ALLOWANCE_COUNT), z.minimum(0, MSG_ALLOWANCE_COUNT));

export const permitFieldsSchema = z.object({
  active_permits: z
    .number({ error: MSG_PERMIT_ACTIVE_REQUIRED })
    .check(
      z.minimum(0, MSG_PERMIT_ACTIVE_MIN),
      z.refine(Number.isInteger, MSG_PERMIT_ACTIVE_WHOLE),
      z.maximum(MAX_INT32, MSG_PERMIT_ACTIVE_WHOLE),
    ),
  company_name: optionalText(
    COMPANY_NAME_MAX_CHARS,
    MSG_PERMIT_COMPANY_TOO_LONG,
    singleLineText('Company name'),
  ),
  notes: optionalText(PERMIT_NOTES_MAX_CHARS, MSG_PERMIT_NOTES_TOO_LONG, multiLineText('Notes')),
  // Issue 38: as the competent authority issued them, stated in the annual emissions report.
  permit_number: optionalText(
    PERMIT_NUMBER_MAX_CHARS,
    MSG_PERMIT_NUMBER_TOO_LONG,
    singleLineText('Permit number'),
  ),
  monitoring_plan_version: optionalText(
    MONITORING_PLAN_VERSION_MAX_CHARS,
    MSG_MONITORING_PLAN_VERSION_TOO_LONG,
    singleLineText('Monitoring plan version'),
  ),
  allowances_eua: z.nullish(allowanceCount),
  free_allocation: z.optional(allowanceCount),
  purchased: z.optional(allowanceCount),
  sold: z.optional(allowanceCount),
  surrendered: z.optional(allowanceCount),
});

export const permitSchema = z.extend(permitFieldsSchema, { permit_year: permitYearSchema });

/** A partial update: each field given is checked as on creation. */
export const permitPatchSchema = z.partial(permitSchema);

export type PermitFormInput = z.input<typeof permitSchema>;
export type PermitValues = z.output<typeof permitSchema>;
