// accounts §5 "Permit form": the rules shared by the settings form and the permit API.
import { z } from 'zod';
import {
  COMPANY_NAME_MAX_CHARS,
  PERMIT_NOTES_MAX_CHARS,
  PERMIT_YEAR_MAX,
  PERMIT_YEAR_MIN,
} from '../constants';
import {
  MSG_PERMIT_ACTIVE_MIN,
  MSG_PERMIT_ACTIVE_REQUIRED,
  MSG_PERMIT_ACTIVE_WHOLE,
  MSG_PERMIT_COMPANY_TOO_LONG,
  MSG_PERMIT_NOTES_TOO_LONG,
  MSG_PERMIT_YEAR_RANGE,
} from '../messages';

export const permitYearSchema = z
  .number({ error: MSG_PERMIT_YEAR_RANGE })
  .int(MSG_PERMIT_YEAR_RANGE)
  .min(PERMIT_YEAR_MIN, MSG_PERMIT_YEAR_RANGE)
  .max(PERMIT_YEAR_MAX, MSG_PERMIT_YEAR_RANGE);

/** Optional text: empty or missing is stored as null. */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : null));

export const permitFieldsSchema = z.object({
  active_permits: z
    .number({ error: MSG_PERMIT_ACTIVE_REQUIRED })
    .min(0, MSG_PERMIT_ACTIVE_MIN)
    .int(MSG_PERMIT_ACTIVE_WHOLE)
    .max(2_147_483_647, MSG_PERMIT_ACTIVE_WHOLE),
  company_name: optionalText(COMPANY_NAME_MAX_CHARS, MSG_PERMIT_COMPANY_TOO_LONG),
  notes: optionalText(PERMIT_NOTES_MAX_CHARS, MSG_PERMIT_NOTES_TOO_LONG),
});

export const permitSchema = permitFieldsSchema.extend({ permit_year: permitYearSchema });

/** A partial update: each field given is checked as on creation. */
export const permitPatchSchema = permitSchema.partial();

export type PermitFormInput = z.input<typeof permitSchema>;
export type PermitValues = z.output<typeof permitSchema>;
