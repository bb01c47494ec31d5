// The sign-in form's checks with the shared zod schema, loaded on the first submit: zod (and a form
// library) would otherwise be a tenth of the sign-in page's JavaScript (scripts/bundle-budget.ts).
import { loginSchema, type LoginInput } from '@domain/validation/account';

export type LoginProblems = Partial<Record<keyof LoginInput, string>>;

/** The first message of each field that fails the sign-in rules (accounts §5); empty when valid. */
export function loginProblems(values: LoginInput): LoginProblems {
  const problems: LoginProblems = {};
  for (const issue of loginSchema.safeParse(values).error?.issues ?? []) {
    const field = issue.path[0] as keyof LoginInput;
    problems[field] ??= issue.message;
  }
  return problems;
}
