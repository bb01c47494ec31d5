import { useState, type FormEvent } from 'react';
import { AUTH_FALLBACKS } from '@domain/auth-messages';
import {
  backupCodeProblem,
  normaliseTotpCode,
  totpCodeProblem,
  TOTP_DIGITS,
} from '@domain/validation/second-factor';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/text-field';
import { authClient } from '@web/lib/auth-client';
import { useAuthCall } from '@web/lib/use-auth-call';
import { AuthLayout } from './auth-layout';

const linkButton = 'font-medium text-brand-700 hover:underline';

/**
 * The sign-in's second step for an account with two-factor authentication: the code from the
 * authenticator app, or one of the backup codes. `onSignedIn` runs once the server opened the
 * session; `onBack` returns to the e-mail and password.
 */
export function SecondFactorStep({
  onSignedIn,
  onBack,
}: {
  onSignedIn: () => void;
  onBack: () => void;
}) {
  const { error: providerError, run } = useAuthCall(AUTH_FALLBACKS.login);
  const [withBackupCode, setWithBackupCode] = useState(false);
  const [code, setCode] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const problemOf = withBackupCode ? backupCodeProblem : totpCodeProblem;
  const problem = submitted ? problemOf(code) : null;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (problemOf(code) !== null) return;
    setSubmitting(true);
    try {
      const done = await run(() =>
        withBackupCode
          ? authClient.twoFactor.verifyBackupCode(code.trim())
          : authClient.twoFactor.verifyTotp(normaliseTotpCode(code)),
      );
      if (done !== undefined) onSignedIn();
    } finally {
      setSubmitting(false);
    }
  };

  const switchMethod = () => {
    setWithBackupCode(!withBackupCode);
    setCode('');
    setSubmitted(false);
  };

  return (
    <AuthLayout title="Two-factor authentication" subtitle="Sustainability Intelligence Dashboard">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {providerError && <Alert tone="error">{providerError}</Alert>}
        <p className="text-sm text-slate-600">
          {withBackupCode
            ? 'Enter one of the backup codes you saved when you turned on two-factor authentication. Each code works once.'
            : `Enter the ${TOTP_DIGITS}-digit code your authenticator app shows for this account.`}
        </p>
        <TextField
          key={withBackupCode ? 'backup' : 'totp'}
          label={withBackupCode ? 'Backup code' : 'Authentication code'}
          name="code"
          autoComplete="one-time-code"
          inputMode={withBackupCode ? 'text' : 'numeric'}
          spellCheck={false}
          autoFocus
          value={code}
          error={problem ?? undefined}
          onChange={(event) => setCode(event.target.value)}
        />
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Verifying...' : 'Verify'}
        </Button>
        <div className="flex flex-wrap justify-between gap-2 text-sm">
          <button type="button" className={linkButton} onClick={switchMethod}>
            {withBackupCode ? 'Use your authenticator app' : 'Use a backup code'}
          </button>
          <button type="button" className={linkButton} onClick={onBack}>
            Back to sign in
          </button>
        </div>
      </form>
    </AuthLayout>
  );
}
