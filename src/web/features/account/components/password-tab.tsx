import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { AUTH_FALLBACKS } from '@domain/auth-messages';
import { msgApiTokensRevoked } from '@domain/messages';
import { changePasswordSchema, type ChangePasswordInput } from '@domain/validation/account';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { PasswordField } from '@web/components/ui/password-field';
import { useAuthCall } from '@web/lib/use-auth-call';
import { authClient } from '@web/lib/auth-client';
import { useRevokeAllApiTokens } from '../api/revoke-all-api-tokens';
import { useTimedMessage } from '@web/lib/use-timed-message';

const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };
const UPDATED = 'Password updated successfully';

/** accounts §2 "Password", §5 "Change password". */
export function PasswordTab() {
  const { error: providerError, run } = useAuthCall(AUTH_FALLBACKS.updatePassword);
  const [saved, showSaved] = useTimedMessage();
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;
  // Off by default: tokens feed scheduled jobs, and a routine change need not stop them.
  const [alsoRevokeTokens, setAlsoRevokeTokens] = useState(false);
  const revokeHintId = useId();
  const revokeAll = useRevokeAllApiTokens();

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    revokeAll.reset();
    const done = await run(() => authClient.changePassword(currentPassword, newPassword));
    if (done === undefined) return;
    form.reset(EMPTY);
    setAlsoRevokeTokens(false);
    if (!alsoRevokeTokens) {
      showSaved(UPDATED);
      return;
    }
    // Only after the change succeeded: a refused change leaves the tokens as they were.
    const revoked = await revokeAll.mutateAsync().catch(() => undefined);
    showSaved(revoked === undefined ? UPDATED : `${UPDATED}. ${msgApiTokensRevoked(revoked)}`);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-xl space-y-5">
      {providerError && <Alert tone="error">{providerError}</Alert>}
      {revokeAll.isError && (
        <Alert tone="error">
          Your password was changed, but your API tokens could not be revoked: revoke them under API
          tokens.
        </Alert>
      )}
      {saved && <Alert tone="success">{saved}</Alert>}
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        hint="At least 8 characters, with an uppercase letter, a lowercase letter and a number."
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <div>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="h-4 w-4 rounded border-slate-300 text-brand-700"
            checked={alsoRevokeTokens}
            aria-describedby={revokeHintId}
            onChange={(e) => setAlsoRevokeTokens(e.target.checked)}
          />
          Also revoke all API tokens
        </label>
        <p id={revokeHintId} className="mt-1 pl-6 text-xs text-slate-500">
          Scripts and scheduled jobs that use them are refused from then on.
        </p>
      </div>
      <p className="text-xs text-slate-500">
        Changing your password signs you out on your other devices.
      </p>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Updating...' : 'Update Password'}
      </Button>
    </form>
  );
}
