// Issue 10 "Automated feeds": the rule for a personal API token's name, shared by the settings
// form and the token API.
import * as z from 'zod/mini';
import { singleLineText } from './plain-text';

export const API_TOKEN_NAME_MAX_CHARS = 100;
export const MSG_API_TOKEN_NAME_REQUIRED = 'Name the token';
export const MSG_API_TOKEN_NAME_TOO_LONG = `Token name must be at most ${API_TOKEN_NAME_MAX_CHARS} characters`;

export const apiTokenSchema = z.object({
  name: z
    .string({ error: MSG_API_TOKEN_NAME_REQUIRED })
    .check(
      z.trim(),
      singleLineText('Token name'),
      z.minLength(1, MSG_API_TOKEN_NAME_REQUIRED),
      z.maxLength(API_TOKEN_NAME_MAX_CHARS, MSG_API_TOKEN_NAME_TOO_LONG),
    ),
});

export type ApiTokenValues = z.output<typeof apiTokenSchema>;
