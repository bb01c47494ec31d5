// accounts §5: the account forms' rules, shared by the web forms and the server.
// zod/mini keeps the sign-in page's JavaScript small (the full zod API adds about 90 KB gzip).
import * as z from 'zod/mini';
import {
  FULL_NAME_MAX_CHARS,
  FULL_NAME_MIN_CHARS,
  LOGIN_PASSWORD_MIN_CHARS,
  PASSWORD_MAX_CHARS,
  PASSWORD_MIN_CHARS,
} from '../constants';
import {
  MSG_CONFIRM_NEW_PASSWORD,
  MSG_CONFIRM_PASSWORD_REQUIRED,
  MSG_CURRENT_PASSWORD_REQUIRED,
  MSG_EMAIL_INVALID,
  MSG_EMAIL_REQUIRED,
  MSG_FULL_NAME_MAX,
  MSG_FULL_NAME_MIN,
  MSG_LOGIN_PASSWORD_MIN,
  MSG_NEW_PASSWORD_REQUIRED,
  MSG_PASSWORD_MIN_LENGTH,
  MSG_PASSWORD_REQUIRED,
  MSG_PASSWORD_RULES,
  MSG_PASSWORDS_MUST_MATCH,
  MSG_URL_INVALID,
} from '../messages';
import { singleLineText } from './plain-text';

/** The longest e-mail address SMTP carries (RFC 5321: a 256-octet path less its angle brackets). */
export const EMAIL_MAX_CHARS = 254;
/** The longest avatar address accepted: what browsers and servers reliably pass along. */
export const AVATAR_URL_MAX_CHARS = 2048;
export const MSG_AVATAR_URL_TOO_LONG = `Avatar URL must be at most ${AVATAR_URL_MAX_CHARS} characters`;

export const emailSchema = z.pipe(
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, MSG_EMAIL_REQUIRED),
      z.maxLength(EMAIL_MAX_CHARS, MSG_EMAIL_INVALID),
    ),
  z.email(MSG_EMAIL_INVALID),
);

export const fullNameSchema = z
  .string()
  .check(
    z.trim(),
    singleLineText('Full name'),
    z.minLength(FULL_NAME_MIN_CHARS, MSG_FULL_NAME_MIN),
    z.maxLength(FULL_NAME_MAX_CHARS, MSG_FULL_NAME_MAX),
  );

/** The register rules for a new password (`required` names the field's empty message). */
export function newPasswordSchema(required: string) {
  return z.string().check(
    z.minLength(1, { error: required, abort: true }),
    z.minLength(PASSWORD_MIN_CHARS, MSG_PASSWORD_MIN_LENGTH),
    z.maxLength(PASSWORD_MAX_CHARS),
    z.refine((p) => /[a-z]/.test(p) && /[A-Z]/.test(p) && /\d/.test(p), MSG_PASSWORD_RULES),
  );
}

/** An optional avatar address: empty means none. */
export const avatarUrlSchema = z.union([
  z.literal(''),
  z
    .url({ protocol: /^https?$/, error: MSG_URL_INVALID })
    .check(
      singleLineText('Avatar URL'),
      z.maxLength(AVATAR_URL_MAX_CHARS, MSG_AVATAR_URL_TOO_LONG),
    ),
]);

export const loginSchema = z.object({
  email: emailSchema,
  password: z
    .string()
    .check(
      z.minLength(1, { error: MSG_PASSWORD_REQUIRED, abort: true }),
      z.minLength(LOGIN_PASSWORD_MIN_CHARS, MSG_LOGIN_PASSWORD_MIN),
    ),
});

/** A form whose `confirm` field must repeat its `field` (accounts §5 "Passwords must match"). */
function confirmed<T extends z.ZodMiniObject>(
  schema: T,
  field: keyof z.output<T> & string,
  confirm: keyof z.output<T> & string,
) {
  return schema.check(
    z.refine((v: z.output<T>) => v[field] === v[confirm], {
      message: MSG_PASSWORDS_MUST_MATCH,
      path: [confirm],
    }),
  );
}

const confirmField = (message: string) => z.string().check(z.minLength(1, message));

export const registerSchema = confirmed(
  z.object({
    fullName: fullNameSchema,
    email: emailSchema,
    password: newPasswordSchema(MSG_PASSWORD_REQUIRED),
    confirmPassword: confirmField(MSG_CONFIRM_PASSWORD_REQUIRED),
  }),
  'password',
  'confirmPassword',
);

export const forgotPasswordSchema = z.object({ email: emailSchema });

export const resetPasswordSchema = confirmed(
  z.object({
    password: newPasswordSchema(MSG_PASSWORD_REQUIRED),
    confirmPassword: confirmField(MSG_CONFIRM_PASSWORD_REQUIRED),
  }),
  'password',
  'confirmPassword',
);

export const changePasswordSchema = confirmed(
  z.object({
    currentPassword: confirmField(MSG_CURRENT_PASSWORD_REQUIRED),
    newPassword: newPasswordSchema(MSG_NEW_PASSWORD_REQUIRED),
    confirmPassword: confirmField(MSG_CONFIRM_NEW_PASSWORD),
  }),
  'newPassword',
  'confirmPassword',
);

export const profileSchema = z.object({
  full_name: fullNameSchema,
  avatar_url: avatarUrlSchema,
});

export type LoginInput = z.output<typeof loginSchema>;
export type RegisterInput = z.output<typeof registerSchema>;
export type ChangePasswordInput = z.output<typeof changePasswordSchema>;
export type ProfileInput = z.output<typeof profileSchema>;
