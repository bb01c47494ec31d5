import { DigestSetting } from './digest-setting';
import { NewOrganisationForm } from './new-organisation-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ROLE_LABELS, ROLES, isRole, type Role } from '../../../../domain/core/access/roles';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { authClient, useSession, type OrganisationMember } from '../../../lib/auth-client';
import { queryKeys } from '../../../lib/query-keys';
import { useAuthCall } from '../../../lib/use-auth-call';
import { useOrganisation, type ActiveOrganisation } from '../../../lib/use-organisation';
import { MSG_MEMBERS_LOAD_FAILED, membersQuery } from '../../../lib/organisation-queries';
import { paths } from '../../../lib/paths';
import { useSaveOrganisationSecurity } from '../api/save-organisation-security';

/** What each role may do, in the words of issue 28's table. */
const ROLE_HELP: Record<Role, string> = {
  owner: 'everything, including inviting members, roles and locking years',
  admin: 'everything but removing the last owner',
  editor: 'uploads, deletes files, edits the register, profiles and ETS inputs',
  viewer: 'reads figures, the PDF and exports',
  verifier: 'reads figures and the audit log, records the verification statement',
};

const roleName = (role: string) => (isRole(role) ? ROLE_LABELS[role] : role);

/** Settings > Organisation: its name, members and their roles, and invitations (issue 28 §1). */
export function MembersTab() {
  const organisation = useOrganisation();
  if (!organisation) return <Spinner label="Loading organisation..." className="py-6" />;
  return <Members key={organisation.id} organisation={organisation} />;
}

function Members({ organisation }: { organisation: ActiveOrganisation }) {
  const queryClient = useQueryClient();
  const session = useSession();
  const members = useQuery(membersQuery(organisation.id));
  const manage = organisation.permissions.includes('manage_members');
  const { error, run } = useAuthCall('The change failed. Try again.');
  const [done, setDone] = useState<string | null>(null);

  const changed = async (message: string) => {
    setDone(message);
    await queryClient.invalidateQueries({ queryKey: queryKeys.members(organisation.id) });
    await queryClient.invalidateQueries({ queryKey: queryKeys.me() });
    await queryClient.invalidateQueries({ queryKey: queryKeys.organisations() });
  };

  const changeRole = async (member: OrganisationMember, role: string) => {
    setDone(null);
    const ok = await run(() =>
      authClient.organisation.updateMemberRole(organisation.id, member.id, role),
    );
    if (ok !== undefined)
      await changed(`${member.user.email} is now ${roleName(role).toLowerCase()}.`);
  };
  const remove = async (member: OrganisationMember) => {
    setDone(null);
    const ok = await run(() => authClient.organisation.removeMember(organisation.id, member.id));
    if (ok !== undefined) await changed(`${member.user.email} was removed, with their API tokens.`);
  };
  const cancel = async (id: string, email: string) => {
    setDone(null);
    const ok = await run(() => authClient.organisation.cancelInvitation(id));
    if (ok !== undefined) await changed(`The invitation of ${email} was cancelled.`);
  };

  return (
    <div className="space-y-8">
      <p className="text-sm text-slate-700">
        You act in <strong>{organisation.name}</strong> as{' '}
        <strong>{roleName(organisation.role).toLowerCase()}</strong>: {ROLE_HELP[organisation.role]}
        .
      </p>
      {error && <Alert tone="error">{error}</Alert>}
      {done && <Alert tone="success">{done}</Alert>}
      {manage && <RenameForm organisation={organisation} onRenamed={changed} />}
      {manage ? (
        <SecuritySetting
          organisation={organisation}
          hasSecondFactor={session.data?.user.twoFactorEnabled === true}
          onSaved={setDone}
        />
      ) : (
        organisation.require_two_factor && (
          <p className="text-sm text-slate-700">
            {organisation.name} requires a second factor of every member.
          </p>
        )
      )}
      <DigestSetting organisation={organisation.name} />
      {manage && <InviteForm orgId={organisation.id} onInvited={changed} />}

      <section aria-labelledby="members-title" className="space-y-3">
        <h3 id="members-title" className="text-base font-semibold text-slate-900">
          Members
        </h3>
        {members.isPending ? (
          <Spinner label="Loading members..." className="py-6" />
        ) : members.isError ? (
          <Alert tone="error">{MSG_MEMBERS_LOAD_FAILED}</Alert>
        ) : (
          <>
            <table className="w-full text-left text-sm" aria-labelledby="members-title">
              <thead className="text-xs uppercase text-slate-500">
                <tr>
                  <th className="py-2">Member</th>
                  <th className="py-2">Role</th>
                  {manage && <th className="py-2 sr-only">Actions</th>}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {members.data.members.map((member) => (
                  <tr key={member.id}>
                    <td className="py-2">
                      <span className="font-medium text-slate-900">{member.user.name}</span>{' '}
                      <span className="text-slate-500">{member.user.email}</span>
                      {member.userId === session.data?.user.id && (
                        <span className="ml-1 text-xs text-slate-500">(you)</span>
                      )}
                    </td>
                    <td className="py-2">
                      {manage ? (
                        <select
                          aria-label={`Role of ${member.user.email}`}
                          value={member.role}
                          onChange={(e) => void changeRole(member, e.target.value)}
                          className="rounded-md border border-slate-300 px-2 py-1 text-sm"
                        >
                          {ROLES.map((role) => (
                            <option key={role} value={role}>
                              {ROLE_LABELS[role]}
                            </option>
                          ))}
                        </select>
                      ) : (
                        roleName(member.role)
                      )}
                    </td>
                    {manage && (
                      <td className="py-2 text-right">
                        {member.userId !== session.data?.user.id && (
                          <Button
                            variant="ghost"
                            onClick={() => void remove(member)}
                            aria-label={`Remove ${member.user.email}`}
                          >
                            Remove
                          </Button>
                        )}
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
            {members.data.pending.length > 0 && (
              <div className="space-y-2">
                <h4 className="text-sm font-semibold text-slate-900">Invited, not yet joined</h4>
                <ul className="divide-y divide-slate-200 text-sm">
                  {members.data.pending.map((invitation) => (
                    <li key={invitation.id} className="flex items-center justify-between py-2">
                      <span>
                        {invitation.email} as {roleName(invitation.role).toLowerCase()}, until{' '}
                        {invitation.expiresAt.slice(0, 10)}
                      </span>
                      {manage && (
                        <Button
                          variant="ghost"
                          onClick={() => void cancel(invitation.id, invitation.email)}
                        >
                          Cancel invitation
                        </Button>
                      )}
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </>
        )}
      </section>
      <NewOrganisationForm />
    </div>
  );
}

/** Issue 28 §4: whether every member must sign in with a second factor (owners and admins). */
function SecuritySetting({
  organisation,
  hasSecondFactor,
  onSaved,
}: {
  organisation: ActiveOrganisation;
  hasSecondFactor: boolean;
  onSaved: (message: string | null) => void;
}) {
  const save = useSaveOrganisationSecurity();
  const hintId = useId();
  const change = (required: boolean) => {
    onSaved(null);
    save.mutate(required, {
      onSuccess: () =>
        onSaved(
          required
            ? 'Every member now needs a second factor.'
            : 'A second factor is no longer required.',
        ),
    });
  };
  return (
    <section aria-labelledby="security-title" className="space-y-2">
      <h3 id="security-title" className="text-base font-semibold text-slate-900">
        Security
      </h3>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          className="h-4 w-4 rounded border-slate-300 text-brand-700"
          checked={organisation.require_two_factor}
          // Without their own, turning it on would lock them out (and turning it off is refused).
          disabled={!hasSecondFactor || save.isPending}
          aria-describedby={hintId}
          onChange={(e) => change(e.target.checked)}
        />
        Require a second factor of every member
      </label>
      <p id={hintId} className="pl-6 text-xs text-slate-500">
        {hasSecondFactor ? (
          'Members without one can use nothing in this organisation until they turn it on. API tokens keep working.'
        ) : (
          <>
            Turn on your own second factor first in{' '}
            <Link
              to={`${paths.settings}?tab=two-factor`}
              className="font-medium text-brand-700 underline"
            >
              Settings &gt; Two-factor
            </Link>
            : otherwise you would lock yourself out.
          </>
        )}
      </p>
      {save.error && <Alert tone="error">{save.error.message}</Alert>}
    </section>
  );
}

function RenameForm({
  organisation,
  onRenamed,
}: {
  organisation: ActiveOrganisation;
  onRenamed: (message: string) => Promise<void>;
}) {
  const [name, setName] = useState(organisation.name);
  const { error, run } = useAuthCall('Renaming failed. Try again.');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return;
    const ok = await run(() => authClient.organisation.rename(organisation.id, trimmed));
    if (ok !== undefined) await onRenamed(`The organisation is now called ${trimmed}.`);
  };
  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-wrap items-end gap-3">
      <TextField
        label="Organisation name"
        value={name}
        maxLength={100}
        onChange={(e) => setName(e.target.value)}
        error={error ?? undefined}
        className="min-w-64 flex-1"
      />
      <Button
        type="submit"
        variant="secondary"
        disabled={!name.trim() || name === organisation.name}
      >
        Rename
      </Button>
    </form>
  );
}

function InviteForm({
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
        {ROLE_LABELS[role]}: {ROLE_HELP[role]}.
      </p>
    </section>
  );
}
