// Issue 11 "Plant register": the rules of a register entry, shared by the register API and the web form.
import * as z from 'zod/mini';
import { multiLineText, singleLineText } from '../validation/plain-text';
import { isTimeZone } from '../time/time-zone';
import { REGISTER_COUNTRIES } from './countries';

export const REGISTER_ID_MAX_CHARS = 100;
export const REGISTER_NOTES_MAX_CHARS = 500;
/** The longest IANA name is 32 characters; the column allows 64. */
export const REGISTER_TIMEZONE_MAX_CHARS = 64;

export const MSG_REGISTER_RENEWABLE_RANGE = 'Renewable share must be between 0 and 100';
export const MSG_REGISTER_CAPACITY_MIN = 'Capacity must be 0 MW or more';
export const MSG_REGISTER_COUNTRY = 'Choose a country from the list';
export const MSG_REGISTER_SECTOR_TOO_LONG = `Sector must be at most ${REGISTER_ID_MAX_CHARS} characters`;
export const MSG_REGISTER_ETS_ID_TOO_LONG = `ETS installation ID must be at most ${REGISTER_ID_MAX_CHARS} characters`;
export const MSG_REGISTER_NOTES_TOO_LONG = `Notes must be at most ${REGISTER_NOTES_MAX_CHARS} characters`;
export const MSG_REGISTER_YES_NO = (what: string) => `${what} must be yes or no`;
export const MSG_REGISTER_PLANT_ID = 'Plant ID must be a whole number';
export const MSG_REGISTER_TIMEZONE =
  'Time zone must be an IANA name such as Europe/Berlin or an offset such as -06:00';

/** A number field: null or missing means "not declared"; anything but a finite number gets the message. */
export const optionalNumber = (message: string, min: number, max: number) =>
  z.nullish(
    z
      .number({ error: message })
      .check(z.refine(Number.isFinite, message), z.minimum(min, message), z.maximum(max, message)),
  );

/** A given empty text is null (clears the value); a missing one stays missing (keeps it). */
const keepMissing = (v: string | null | undefined) => (v === undefined ? undefined : v ? v : null);

/**
 * Optional text: empty, blank or missing is stored as null (not declared); `text` says which
 * characters it may hold.
 */
const optionalText = (max: number, message: string, text: z.core.$ZodCheck<string>) =>
  z.pipe(
    z.nullish(z.string({ error: message }).check(z.trim(), text, z.maxLength(max, message))),
    z.transform(keepMissing),
  );

const optionalYesNo = (what: string) => z.nullish(z.boolean({ error: MSG_REGISTER_YES_NO(what) }));

/** A declared time zone; empty or null: none. */
const zoneField = z.pipe(
  z.nullish(
    z.string({ error: MSG_REGISTER_TIMEZONE }).check(
      z.trim(),
      singleLineText('Time zone'),
      z.maxLength(REGISTER_TIMEZONE_MAX_CHARS, MSG_REGISTER_TIMEZONE),
      z.refine((v) => v === '' || isTimeZone(v), MSG_REGISTER_TIMEZONE),
    ),
  ),
  z.transform(keepMissing),
);

/** The organisation's default time zone for its plants without their own (issue 27 §2). */
export const defaultZoneSchema = z.object({ timezone: zoneField });

/**
 * The fields a user declares for a plant (PUT /api/plants/:plant_id); each may be left out. A null
 * clears a declared value: the assumed default applies again.
 */
export const registerPatchSchema = z.object({
  // An enum, so that /api/openapi.json lists the countries.
  country: z.pipe(
    z.nullish(z.enum(['', ...REGISTER_COUNTRIES], { error: MSG_REGISTER_COUNTRY })),
    z.transform(keepMissing),
  ),
  sector: optionalText(
    REGISTER_ID_MAX_CHARS,
    MSG_REGISTER_SECTOR_TOO_LONG,
    singleLineText('Sector'),
  ),
  capacity_mw: optionalNumber(MSG_REGISTER_CAPACITY_MIN, 0, 1e7),
  ets_installation_id: optionalText(
    REGISTER_ID_MAX_CHARS,
    MSG_REGISTER_ETS_ID_TOO_LONG,
    singleLineText('ETS installation ID'),
  ),
  in_ets: optionalYesNo('In EU ETS scope'),
  sec_reporting: optionalYesNo('Reports under the SEC rule'),
  renewable_share: optionalNumber(MSG_REGISTER_RENEWABLE_RANGE, 0, 100),
  notes: optionalText(
    REGISTER_NOTES_MAX_CHARS,
    MSG_REGISTER_NOTES_TOO_LONG,
    multiLineText('Notes'),
  ),
  timezone: zoneField,
  confirmed: z.optional(z.boolean({ error: MSG_REGISTER_YES_NO('Confirmed') })),
});

export type RegisterPatchInput = z.input<typeof registerPatchSchema>;
export type RegisterPatch = z.output<typeof registerPatchSchema>;
