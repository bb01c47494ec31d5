import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { AUTH_FALLBACKS } from '@domain/auth-messages';
import { registerSchema, type RegisterInput } from '@domain/validation/account';
import { paths } from '@web/lib/paths';
import { DownloadSampleButton } from '@web/components/download-sample-button';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { PasswordField } from '@web/components/ui/password-field';
import { TextField } from '@web/components/ui/text-field';
import { useAuthCall } from '@web/lib/use-auth-call';
import { authClient } from '@web/lib/auth-client';
import { AuthLayout } from './auth-layout';
import { PasswordStrengthMeter } from './password-strength-meter';

export function RegisterPage() {
  const navigate = useNavigate();
  const { error: providerError, run } = useAuthCall(AUTH_FALLBACKS.register);
  const [confirmTo, setConfirmTo] = useState<string | null>(null);
  const form = useForm<RegisterInput>({
    resolver: zodResolver(registerSchema),
    defaultValues: { fullName: '', email: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const password = form.watch('password');

  const onSubmit = form.handleSubmit(async ({ fullName, email, password }) => {
    const data = await run(() => authClient.signUp(fullName, email, password));
    if (data === undefined) return;
    // With e-mail confirmation required, sign-up opens no session until the link is followed.
    if (!data?.token) {
      setConfirmTo(email);
      return;
    }
    navigate(paths.dashboard, { replace: true });
  });

  if (confirmTo) {
    return (
      <AuthLayout title="Check your email">
        <Alert tone="success">
          We sent a confirmation link to {confirmTo}. Follow it to activate your account, then sign
          in.
        </Alert>
        <Link
          to={paths.login}
          className="mt-4 inline-block text-sm font-medium text-brand-700 hover:underline"
        >
          Return to sign in
        </Link>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Create an account"
      subtitle="Upload your plant data and see its emissions and compliance."
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {providerError && <Alert tone="error">{providerError}</Alert>}
        <TextField
          label="Full name"
          autoComplete="name"
          error={errors.fullName?.message}
          {...form.register('fullName')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <div>
          <PasswordField
            label="Password"
            autoComplete="new-password"
            error={errors.password?.message}
            {...form.register('password')}
          />
          <PasswordStrengthMeter password={password} />
        </div>
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <p className="text-xs text-slate-500">
          By creating an account you agree to the terms of service and the privacy policy of this
          installation. Your uploaded files and permit records are visible to you only.
        </p>
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Creating account...' : 'Create account'}
        </Button>
        <p className="text-center text-sm text-slate-600">
          Already have an account?{' '}
          <Link to={paths.login} className="font-medium text-brand-700 hover:underline">
            Sign in
          </Link>
        </p>
      </form>
      <div className="mt-6 border-t border-slate-200 pt-4 text-center">
        <p className="mb-2 text-xs text-slate-500">
          New to the dashboard? Try it with the sample plant data.
        </p>
        <DownloadSampleButton />
      </div>
    </AuthLayout>
  );
}
