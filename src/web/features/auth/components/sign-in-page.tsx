import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate, type Location } from 'react-router';
import { AUTH_FALLBACKS } from '../../../../domain/core/auth-messages';
import { loginSchema, type LoginInput } from '../../../../domain/core/validation/account';
import { paths } from '../../../app/paths';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { useAuthCall } from '../../../lib/use-auth-call';
import { authClient } from '../../../lib/auth-client';
import { useDemoCredentials } from '../api/demo-credentials';
import { AuthLayout } from './auth-layout';

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
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  // accounts §1: the form is prefilled with the demo credentials while the demo is enabled.
  // Only while it is still empty: they may arrive after the user started typing their own.
  // (formState.isDirty cannot tell: react-hook-form tracks it only once a render has read it.)
  useEffect(() => {
    const { email, password } = form.getValues();
    if (demo && !email && !password) form.reset(demo);
  }, [demo, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    const done = await run(() => authClient.signIn(values.email, values.password));
    if (done === undefined) return;
    navigate(returnPath(location), { replace: true });
  });

  return (
    <AuthLayout title="Sign in" subtitle="Sustainability Intelligence Dashboard">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {providerError && <Alert tone="error">{providerError}</Alert>}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
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
