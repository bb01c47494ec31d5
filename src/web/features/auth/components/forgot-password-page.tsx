import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { AUTH_FALLBACKS } from '@domain/auth-messages';
import { forgotPasswordSchema } from '@domain/validation/account';
import { paths } from '@web/lib/paths';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/text-field';
import { useAuthCall } from '@web/lib/use-auth-call';
import { authClient } from '@web/lib/auth-client';
import { AuthLayout } from './auth-layout';

/**
 * Asks for a link to choose a new password; the reset screen shows it too when its link no longer
 * works, with a `notice` saying why.
 */
export function ForgotPasswordPage({
  title = 'Reset your password',
  notice,
  submitLabel = 'Send reset link',
}: {
  title?: string;
  notice?: string;
  submitLabel?: string;
}) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { error: providerError, run } = useAuthCall(AUTH_FALLBACKS.resetPassword);
  const form = useForm<{ email: string }>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    const done = await run(() => authClient.requestPasswordReset(email, paths.resetPassword));
    if (done === undefined) return;
    setSentTo(email);
  });

  if (sentTo) {
    return (
      <AuthLayout title="Check your email">
        <p className="text-sm text-slate-700">
          If an account exists for <span className="font-medium">{sentTo}</span>, we sent it a link
          to choose a new password. The link works once, for one hour.
        </p>
        <div className="mt-6 flex flex-col gap-2 sm:flex-row">
          <Button variant="secondary" onClick={() => setSentTo(null)}>
            Try again
          </Button>
          <Link
            to={paths.login}
            className="inline-flex items-center justify-center rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800"
          >
            Return to sign in
          </Link>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={title}
      subtitle="Enter your e-mail and we will send you a link to choose a new password."
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {notice && <Alert tone="error">{notice}</Alert>}
        {providerError && <Alert tone="error">{providerError}</Alert>}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Sending...' : submitLabel}
        </Button>
        <p className="text-center text-sm">
          <Link to={paths.login} className="text-brand-700 hover:underline">
            Return to sign in
          </Link>
        </p>
      </form>
    </AuthLayout>
  );
}
