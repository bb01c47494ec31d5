// accounts §5: the account forms' rules, shared by the web forms and the server.
import { z } from 'zod';
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

export const emailSchema = z
  .string()
  .trim()
  .min(1, MSG_EMAIL_REQUIRED)
  .pipe(z.email(MSG_EMAIL_INVALID));

export const fullNameSchema = z
  .string()
  .trim()
  .min(FULL_NAME_MIN_CHARS, MSG_FULL_NAME_MIN)
  .max(FULL_NAME_MAX_CHARS, MSG_FULL_NAME_MAX);

/** The register rules for a new password (`required` names the field's empty message). */
export function newPasswordSchema(required: string) {
  return z
    .string()
    .min(1, required)
    .min(PASSWORD_MIN_CHARS, MSG_PASSWORD_MIN_LENGTH)
    .max(PASSWORD_MAX_CHARS)
    .refine((p) => /[a-z]/.test(p) && /[A-Z]/.test(p) && /\d/.test(p), MSG_PASSWORD_RULES);
}

/** An optional avatar address: empty means none. */
export const avatarUrlSchema = z.union([
  z.literal(''),
  z.url({ protocol: /^https?$/, error: MSG_URL_INVALID }),
]);

export const loginSchema = z.object({
  email: emailSchema,
  password: z
    .string()
    .min(1, MSG_PASSWORD_REQUIRED)
    .min(LOGIN_PASSWORD_MIN_CHARS, MSG_LOGIN_PASSWORD_MIN),
});

export const registerSchema = z
  .object({
    fullName: fullNameSchema,
    email: emailSchema,
    password: newPasswordSchema(MSG_PASSWORD_REQUIRED),
    confirmPassword: z.string().min(1, MSG_CONFIRM_PASSWORD_REQUIRED),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: MSG_PASSWORDS_MUST_MATCH,
    path: ['confirmPassword'],
  });

export const forgotPasswordSchema = z.object({ email: emailSchema });

export const resetPasswordSchema = z
  .object({
    password: newPasswordSchema(MSG_PASSWORD_REQUIRED),
    confirmPassword: z.string().min(1, MSG_CONFIRM_PASSWORD_REQUIRED),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: MSG_PASSWORDS_MUST_MATCH,
    path: ['confirmPassword'],
  });

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, MSG_CURRENT_PASSWORD_REQUIRED),
    newPassword: newPasswordSchema(MSG_NEW_PASSWORD_REQUIRED),
    confirmPassword: z.string().min(1, MSG_CONFIRM_NEW_PASSWORD),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: MSG_PASSWORDS_MUST_MATCH,
    path: ['confirmPassword'],
  });

export const profileSchema = z.object({
  full_name: fullNameSchema,
  avatar_url: avatarUrlSchema,
});

export type LoginInput = z.infer<typeof loginSchema>;
export type RegisterInput = z.infer<typeof registerSchema>;
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
export type ProfileInput = z.infer<typeof profileSchema>;
