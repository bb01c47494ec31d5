import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import {
  MSG_TWO_FACTOR_NOT_CHANGED,
  normaliseTotpCode,
  totpCodeProblem,
  TOTP_DIGITS,
} from '@domain/validation/second-factor';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { TextAreaField } from '@web/components/ui/text-area-field';
import { TextField } from '@web/components/ui/text-field';
import { authClient } from '@web/lib/auth-client';
import { useAuthCall } from '@web/lib/use-auth-call';
import { authenticatorKey } from '../lib/authenticator-key';
import { CopyButton } from './copy-button';

/** A read-only value with a Copy button; it wraps, as the key and the link are long. */
function CopyableField({ label, value, rows }: { label: string; value: string; rows: number }) {
  const field = useRef<HTMLTextAreaElement>(null);
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <TextAreaField
        ref={field}
        label={label}
        className="min-w-0 flex-1"
        rows={rows}
        readOnly
        value={value}
        spellCheck={false}
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="flex items-center gap-2 sm:mt-6">
        <CopyButton text={value} selectText={() => field.current?.select()} />
      </div>
    </div>
  );
}

/**
 * Setting up the authenticator app: the key to type in (or the otpauth:// link to open on the
 * phone), then its first code, which turns two-factor authentication on.
 */
export function AuthenticatorSetup({
  totpUri,
  onVerified,
  onCancel,
}: {
  totpUri: string;
  onVerified: () => void;
  onCancel: () => void;
}) {
  const { error: providerError, run } = useAuthCall(MSG_TWO_FACTOR_NOT_CHANGED);
  const form = useForm<{ code: string }>({ defaultValues: { code: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ code }) => {
    const done = await run(() => authClient.twoFactor.verifyTotp(normaliseTotpCode(code)));
    if (done !== undefined) onVerified();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-xl space-y-5">
      {providerError && <Alert tone="error">{providerError}</Alert>}
      <section className="space-y-3">
        <h3 className="text-sm font-semibold text-slate-900">
          1. Add this account to your authenticator app
        </h3>
        <p className="text-sm text-slate-600">
          In the app, choose to enter a setup key and type this key (time-based). Or open the link
          below on the phone, or paste it into a password manager that keeps one-time codes.
        </p>
        <CopyableField label="Setup key" value={authenticatorKey(totpUri)} rows={2} />
        <CopyableField label="Setup link (otpauth)" value={totpUri} rows={5} />
      </section>
      <section className="space-y-3">
        <h3 className="text-sm font-semibold text-slate-900">
          2. Enter the {TOTP_DIGITS}-digit code the app shows
        </h3>
        <TextField
          label="Authentication code"
          autoComplete="one-time-code"
          inputMode="numeric"
          spellCheck={false}
          className="max-w-48"
          error={errors.code?.message}
          {...form.register('code', { validate: (v) => totpCodeProblem(v) ?? true })}
        />
      </section>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Verifying...' : 'Turn on'}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
