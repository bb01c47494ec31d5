import { useForm } from 'react-hook-form';
import { MSG_PASSWORD_REQUIRED } from '@domain/messages';
import { Alert } from '@web/components/ui/alert';
import { Button, type ButtonProps } from '@web/components/ui/button';
import { PasswordField } from '@web/components/ui/password-field';
import type { AuthResult } from '@web/lib/auth-client';
import { useAuthCall } from '@web/lib/use-auth-call';

export interface PasswordConfirmFormProps<T> {
  submitLabel: string;
  pendingLabel: string;
  variant?: ButtonProps['variant'];
  /** The auth call the password confirms. */
  action: (password: string) => Promise<AuthResult<T>>;
  onDone: (data: T) => void;
  onCancel?: () => void;
  /** Shown when the call fails without a message. */
  fallback: string;
}

/** The current password, asked again before a change to how the account signs in. */
export function PasswordConfirmForm<T>({
  submitLabel,
  pendingLabel,
  variant = 'primary',
  action,
  onDone,
  onCancel,
  fallback,
}: PasswordConfirmFormProps<T>) {
  const { error: providerError, run } = useAuthCall(fallback);
  const form = useForm<{ password: string }>({ defaultValues: { password: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    const data = await run(() => action(password));
    if (data === undefined) return;
    form.reset();
    onDone(data);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-xl space-y-4">
      {providerError && <Alert tone="error">{providerError}</Alert>}
      <PasswordField
        label="Password"
        autoComplete="current-password"
        hint="Your current password, to confirm it is you."
        error={errors.password?.message}
        {...form.register('password', { validate: (v) => v !== '' || MSG_PASSWORD_REQUIRED })}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant={variant} disabled={isSubmitting}>
          {isSubmitting ? pendingLabel : submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
