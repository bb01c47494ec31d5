// Deleting an organisation takes all of its data with it: the owner types its name to confirm, and
// a member's own organisation goes only with their account.
import * as z from 'zod/mini';
import { singleLineText } from './plain-text';

/** As long as an organisation's name may be: its rename and new-organisation forms hold to it. */
export const ORGANISATION_NAME_MAX_CHARS = 100;

export const msgConfirmOrganisationName = (name: string) =>
  `Type the organisation's name, ${name}, to delete it`;

export const MSG_PERSONAL_ORGANISATION =
  'Your own organisation is deleted with your account: use Delete account in the Danger Zone.';

export const organisationDeletionSchema = z.object({
  confirm: z
    .string()
    .check(
      singleLineText('confirm'),
      z.maxLength(
        ORGANISATION_NAME_MAX_CHARS,
        `confirm is longer than ${ORGANISATION_NAME_MAX_CHARS} characters`,
      ),
    ),
});
