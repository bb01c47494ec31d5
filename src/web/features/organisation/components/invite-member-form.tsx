import { useState, type FormEvent } from 'react';
import { ROLE_LABELS, ROLE_SUMMARIES, ROLES, type Role } from '@domain/access/roles';
import { Button } from '@web/components/ui/button';
import { SelectField } from '@web/components/ui/select-field';
import { TextField } from '@web/components/ui/text-field';
import { authClient } from '@web/lib/auth-client';
import { useAuthCall } from '@web/lib/use-auth-call';

export function InviteMemberForm({
  orgId,
  onInvited,
}: {
  orgId: string;
  onInvited: (message: string) => Promise<void>;
}) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('viewer');
  const { error, run } = useAuthCall('The invitation was not sent. Try again.');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) return;
    const ok = await run(() => authClient.organisation.invite(orgId, address, role));
    if (ok !== undefined) {
      setEmail('');
      await onInvited(`An invitation went to ${address}.`);
    }
  };
  return (
    <section aria-labelledby="invite-title" className="space-y-3">
      <h3 id="invite-title" className="text-base font-semibold text-slate-900">
        Invite a member
      </h3>
      <form onSubmit={(e) => void submit(e)} className="flex flex-wrap items-end gap-3">
        <TextField
          label="E-mail"
          type="email"
          value={email}
          maxLength={254}
          onChange={(e) => setEmail(e.target.value)}
          error={error ?? undefined}
          className="min-w-64 flex-1"
        />
        <SelectField label="Role" value={role} onChange={(e) => setRole(e.target.value as Role)}>
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {ROLE_LABELS[r]}
            </option>
          ))}
        </SelectField>
        <Button type="submit" disabled={!email.trim()}>
          Send invitation
        </Button>
      </form>
      <p className="text-xs text-slate-500">
        {ROLE_LABELS[role]}: {ROLE_SUMMARIES[role]}.
      </p>
    </section>
  );
}
