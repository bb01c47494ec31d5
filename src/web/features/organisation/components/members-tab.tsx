import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ROLE_LABELS, ROLE_SUMMARIES, ROLES, roleLabel } from '@domain/access/roles';
import { SecondFactorRefusal } from '@web/components/turn-on-two-factor-link';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { authClient, useSession, type OrganisationMember } from '@web/lib/auth-client';
import { queryKeys } from '@web/lib/query-keys';
import { useAuthCall } from '@web/lib/use-auth-call';
import { useOrganisation, type ActiveOrganisation } from '@web/lib/use-organisation';
import { MSG_MEMBERS_LOAD_FAILED, membersQuery } from '@web/lib/organisation-queries';
import { DeleteOrganisationForm } from './delete-organisation-form';
import { NewOrganisationForm } from './new-organisation-form';
import { InviteMemberForm } from './invite-member-form';
import { RenameOrganisationForm } from './rename-organisation-form';
import { SecuritySetting } from './security-setting';

/** The member's own digest of this organisation's alerts: the account feature's, composed by app/. */
type DigestSlot = (organisationName: string) => ReactNode;

/** Settings > Organisation: its name, members and their roles, and invitations (issue 28 §1). */
export function MembersTab({ digest }: { digest?: DigestSlot }) {
  const organisation = useOrganisation();
  if (!organisation) return <Spinner label="Loading organisation..." className="py-6" />;
  return <Members key={organisation.id} organisation={organisation} digest={digest} />;
}

function Members({
  organisation,
  digest,
}: {
  organisation: ActiveOrganisation;
  digest?: DigestSlot;
}) {
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
      await changed(`${member.user.email} is now ${roleLabel(role).toLowerCase()}.`);
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
        <strong>{roleLabel(organisation.role).toLowerCase()}</strong>:{' '}
        {ROLE_SUMMARIES[organisation.role]}.
      </p>
      {error && <Alert tone="error">{error}</Alert>}
      {done && <Alert tone="success">{done}</Alert>}
      {manage && <RenameOrganisationForm organisation={organisation} onRenamed={changed} />}
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
      {digest?.(organisation.name)}
      {manage && <InviteMemberForm orgId={organisation.id} onInvited={changed} />}

      <section aria-labelledby="members-title" className="space-y-3">
        <h3 id="members-title" className="text-base font-semibold text-slate-900">
          Members
        </h3>
        {members.isPending ? (
          <Spinner label="Loading members..." className="py-6" />
        ) : members.isError ? (
          <SecondFactorRefusal error={members.error} otherwise={MSG_MEMBERS_LOAD_FAILED} />
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
                      <span className="break-all text-slate-500">{member.user.email}</span>
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
                        roleLabel(member.role)
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
                    <li
                      key={invitation.id}
                      className="flex items-center justify-between gap-2 py-2"
                    >
                      <span className="min-w-0 wrap-anywhere">
                        {invitation.email} as {roleLabel(invitation.role).toLowerCase()}, until{' '}
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
      {/* A member's own organisation goes with their account (Danger Zone). */}
      {session.data &&
        organisation.permissions.includes('delete_organisation') &&
        organisation.id !== session.data.user.id && (
          <DeleteOrganisationForm organisation={organisation} ownOrgId={session.data.user.id} />
        )}
    </div>
  );
}
