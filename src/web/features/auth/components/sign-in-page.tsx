import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, type Location } from 'react-router';
import { AUTH_FALLBACKS } from '@domain/auth-messages';
import type { LoginInput } from '@domain/validation/account';
import { paths } from '@web/lib/paths';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { PasswordField } from '@web/components/ui/password-field';
import { TextField } from '@web/components/ui/text-field';
import { useAuthCall } from '@web/lib/use-auth-call';
import { authClient } from '@web/lib/auth-client';
import { useDemoCredentials } from '../api/demo-credentials';
import type { LoginProblems } from '../api/login-problems';
import { AuthLayout } from './auth-layout';
import { ConfirmationNotice } from './confirmation-notice';
import { SecondFactorStep } from './second-factor-step';

const EMPTY: LoginInput = { email: '', password: '' };

/** The form's checks, loaded with zod on the first submit rather than with the page (its budget). */
const checkLogin = async (values: LoginInput) =>
  (await import('../api/login-problems')).loginProblems(values);

/** Where to go after signing in: the page the guard sent the user away from, else the dashboard. */
function returnPath(location: Location): string {
  const from = (location.state as { from?: Location } | null)?.from;
  return from ? `${from.pathname}${from.search}${from.hash}` : paths.dashboard;
}

export function SignInPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const demo = useDemoCredentials();
  const { error: providerError, run } = useAuthCall(AUTH_FALLBACKS.login);
  // A plain controlled form: the page's first load carries no form library (its budget). As with
  // the other forms, messages appear on submit and then follow the typing.
  const [values, setValues] = useState<LoginInput>(EMPTY);
  const [errors, setErrors] = useState<LoginProblems>({});
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // The password was right and the account has a second factor: its code is asked next.
  const [askingCode, setAskingCode] = useState(false);

  // accounts §1: the form is prefilled with the demo credentials while the demo is enabled.
  // Only while it is still empty: they may arrive after the user started typing their own.
  useEffect(() => {
    if (demo) setValues((v) => (!v.email && !v.password ? demo : v));
  }, [demo]);

  const field = (name: keyof LoginInput) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      if (submitted) void checkLogin(next).then(setErrors);
    },
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const problems = await checkLogin(values);
    setErrors(problems);
    const invalid = (['email', 'password'] as const).find((name) => problems[name]);
    if (invalid) {
      (formRef.current?.elements.namedItem(invalid) as HTMLInputElement | null)?.focus();
      return;
    }
    setSubmitting(true);
    try {
      const done = await run(() => authClient.signIn(values.email, values.password));
      if (done?.twoFactorRedirect) setAskingCode(true);
      else if (done !== undefined) navigate(returnPath(location), { replace: true });
    } finally {
      setSubmitting(false);
    }
  };

  if (askingCode) {
    return (
      <SecondFactorStep
        onSignedIn={() => navigate(returnPath(location), { replace: true })}
        onBack={() => setAskingCode(false)}
      />
    );
  }

  return (
    <AuthLayout title="Sign in" subtitle="Sustainability Intelligence Dashboard">
      <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4">
        {providerError ? <Alert tone="error">{providerError}</Alert> : <ConfirmationNotice />}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email}
          {...field('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={errors.password}
          {...field('password')}
        />
        <div className="flex justify-end text-sm">
          <Link to={paths.forgotPassword} className="text-brand-700 hover:underline">
            Forgot password?
          </Link>
        </div>
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Signing in...' : 'Sign in'}
        </Button>
        <p className="text-center text-sm text-slate-600">
          No account yet?{' '}
          <Link to={paths.register} className="font-medium text-brand-700 hover:underline">
            Create an account
          </Link>
        </p>
        {demo && (
          <p className="text-center text-xs text-slate-500">
            The form is filled in with the demo account, which holds sample data.
          </p>
        )}
      </form>
    </AuthLayout>
  );
}
