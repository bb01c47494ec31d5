import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { AUTH_FALLBACKS } from '../../../../domain/core/auth-messages';
import {
  changePasswordSchema,
  type ChangePasswordInput,
} from '../../../../domain/core/validation/account';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { useAuthCall } from '../../../lib/use-auth-call';
import { authClient } from '../../../lib/auth-client';
import { useTimedMessage } from '../hooks/use-timed-message';

const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** accounts §2 "Password", §5 "Change password". */
export function PasswordTab() {
  const { error: providerError, run } = useAuthCall(AUTH_FALLBACKS.updatePassword);
  const [saved, showSaved] = useTimedMessage();
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    const done = await run(() => authClient.changePassword(currentPassword, newPassword));
    if (done === undefined) return;
    form.reset(EMPTY);
    showSaved('Password updated successfully');
  });

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-xl space-y-5">
      {providerError && <Alert tone="error">{providerError}</Alert>}
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
      <p className="text-xs text-slate-500">
        Changing your password signs you out on your other devices.
      </p>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Updating...' : 'Update Password'}
      </Button>
    </form>
  );
}
