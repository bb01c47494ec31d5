// accounts §5 "Password strength meter": five criteria, five labels.
import { PASSWORD_MIN_CHARS } from '../constants';
import {
  MSG_PASSWORD_MIN_LENGTH,
  MSG_PASSWORD_NEEDS_LOWERCASE,
  MSG_PASSWORD_NEEDS_NUMBER,
  MSG_PASSWORD_NEEDS_SPECIAL,
  MSG_PASSWORD_NEEDS_UPPERCASE,
} from '../messages';

export const STRENGTH_LABELS = ['Very Weak', 'Weak', 'Fair', 'Good', 'Strong'] as const;
export type StrengthLabel = (typeof STRENGTH_LABELS)[number];

const CRITERIA: readonly (readonly [test: (p: string) => boolean, unmet: string])[] = [
  [(p) => p.length >= PASSWORD_MIN_CHARS, MSG_PASSWORD_MIN_LENGTH],
  [(p) => /[a-z]/.test(p), MSG_PASSWORD_NEEDS_LOWERCASE],
  [(p) => /[A-Z]/.test(p), MSG_PASSWORD_NEEDS_UPPERCASE],
  [(p) => /\d/.test(p), MSG_PASSWORD_NEEDS_NUMBER],
  [(p) => /[^A-Za-z0-9]/.test(p), MSG_PASSWORD_NEEDS_SPECIAL],
];

export interface PasswordStrength {
  /** Criteria met, 0 to 5. */
  score: number;
  label: StrengthLabel;
  /** One message per criterion not met. */
  unmet: string[];
}

/** Scores a password on length >= 8, lowercase, uppercase, digit and special character. */
export function passwordStrength(password: string): PasswordStrength {
  const unmet = CRITERIA.filter(([test]) => !test(password)).map(([, message]) => message);
  const score = CRITERIA.length - unmet.length;
  return { score, label: STRENGTH_LABELS[Math.max(score - 1, 0)]!, unmet };
}
