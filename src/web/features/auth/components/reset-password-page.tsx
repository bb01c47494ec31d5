import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { AUTH_FALLBACKS } from '@domain/auth-messages';
import { resetPasswordSchema } from '@domain/validation/account';
import { paths } from '@web/lib/paths';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { PasswordField } from '@web/components/ui/password-field';
import { useAuthCall } from '@web/lib/use-auth-call';
import { authClient } from '@web/lib/auth-client';
import { AuthLayout } from './auth-layout';
import { ForgotPasswordPage } from './forgot-password-page';
import { PasswordStrengthMeter } from './password-strength-meter';

const MSG_RESET_LINK_EXPIRED =
  'This reset link has expired or was used already: a link works once, for one hour. Enter your e-mail and we will send you a new one.';

/** The target of the recovery e-mail's link: a new password, then sign in with it. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [done, setDone] = useState(false);
  const [expired, setExpired] = useState(false);
  const { error: providerError, run } = useAuthCall(AUTH_FALLBACKS.resetPassword);
  const form = useForm<{ password: string; confirmPassword: string }>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const password = form.watch('password');

  const onSubmit = form.handleSubmit(async ({ password }) => {
    if (!token) return;
    const done = await run(async () => {
      const answer = await authClient.resetPassword(password, token);
      // Better Auth's "Invalid token": the link was used, expired, or ended by a newer password.
      if (answer.error?.code === 'INVALID_TOKEN') setExpired(true);
      return answer;
    });
    if (done === undefined) return;
    setDone(true);
  });

  if (!token || params.get('error') || expired) {
    return (
      <ForgotPasswordPage
        title="This reset link no longer works"
        notice={MSG_RESET_LINK_EXPIRED}
        submitLabel="Send a new link"
      />
    );
  }

  if (done) {
    return (
      <AuthLayout title="Password changed">
        <Alert tone="success">
          <p>Your password was changed. Sign in with the new one.</p>
          <p className="mt-1">
            All API tokens of your account were revoked: create new ones under Settings &gt; API
            tokens.
          </p>
        </Alert>
        <Link
          to={paths.login}
          className="mt-4 inline-flex items-center justify-center rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800"
        >
          Sign in
        </Link>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Choose a new password">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {providerError && <Alert tone="error">{providerError}</Alert>}
        <div>
          <PasswordField
            label="New password"
            autoComplete="new-password"
            error={errors.password?.message}
            {...form.register('password')}
          />
          <PasswordStrengthMeter password={password} />
        </div>
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <p className="text-xs text-slate-500">
          A new password signs you out everywhere and revokes all API tokens of your account.
        </p>
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Set new password'}
        </Button>
      </form>
    </AuthLayout>
  );
}
