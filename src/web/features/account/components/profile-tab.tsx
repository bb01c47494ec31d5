import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { MSG_UNEXPECTED_ERROR } from '@domain/auth-messages';
import { profileSchema, type ProfileInput } from '@domain/validation/account';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/text-field';
import { useAuthCall } from '@web/lib/use-auth-call';
import { authClient, type SessionUser } from '@web/lib/auth-client';
import { useServerValues } from '@web/lib/use-server-values';
import { useTimedMessage } from '@web/lib/use-timed-message';

const memberSince = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { dateStyle: 'long' });

/** accounts §2 "Profile": read-only e-mail, full name, optional avatar URL, member since. */
export function ProfileTab({ user }: { user: SessionUser }) {
  const { error: providerError, run } = useAuthCall(MSG_UNEXPECTED_ERROR);
  const [saved, showSaved] = useTimedMessage();
  const form = useForm<ProfileInput>({
    resolver: zodResolver(profileSchema),
    defaultValues: { full_name: user.name, avatar_url: user.image ?? '' },
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  // After a save the session is read again; the form then starts from what the server holds.
  useServerValues(form, { full_name: user.name, avatar_url: user.image ?? '' });

  const onSubmit = form.handleSubmit(async ({ full_name, avatar_url }) => {
    const done = await run(() =>
      authClient.updateUser({ name: full_name, image: avatar_url || null }),
    );
    if (done === undefined) return;
    showSaved('Profile updated successfully');
  });

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-xl space-y-5">
      {providerError && <Alert tone="error">{providerError}</Alert>}
      {saved && <Alert tone="success">{saved}</Alert>}
      <TextField
        label="Email"
        type="email"
        value={user.email}
        readOnly
        hint="Email cannot be changed"
      />
      <TextField
        label="Full name"
        autoComplete="name"
        error={errors.full_name?.message}
        {...form.register('full_name')}
      />
      <TextField
        label="Avatar URL (optional)"
        type="url"
        inputMode="url"
        placeholder="https://example.com/photo.jpg"
        autoComplete="photo"
        error={errors.avatar_url?.message}
        {...form.register('avatar_url')}
      />
      <div>
        <p className="mb-1 text-sm font-medium text-slate-700">Member since</p>
        <p className="text-sm text-slate-900">{memberSince(user.createdAt)}</p>
      </div>
      <Button type="submit" disabled={isSubmitting || !isDirty}>
        {isSubmitting ? 'Saving...' : 'Save Changes'}
      </Button>
    </form>
  );
}
