import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { roleLabel } from '@domain/access/roles';
import { SecondFactorRefusal } from '@web/components/turn-on-two-factor-link';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { authClient } from '@web/lib/auth-client';
import { dataOf } from '@web/lib/organisation-queries';
import { organisationPath, paths } from '@web/lib/paths';
import { useAuthCall } from '@web/lib/use-auth-call';

const MSG_INVITATION_UNAVAILABLE =
  'This invitation cannot be opened: it expired, was cancelled or answered, or it was sent to another e-mail address than the one you are signed in with.';

/** /invitations/:id, the link of an invitation's e-mail: accept or decline it (issue 28 §1). */
export function InvitationPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const invitation = useQuery({
    queryKey: ['invitation', id],
    queryFn: () => dataOf(authClient.organisation.getInvitation(id)),
    retry: false,
  });
  const { error, run } = useAuthCall('The answer was not recorded. Try again.');

  const accept = async () => {
    if ((await run(() => authClient.organisation.acceptInvitation(id))) === undefined) return;
    // The dashboard in the organisation joined (the address names it: the shell switches to it).
    navigate(organisationPath(invitation.data!.organizationId), { replace: true });
  };
  const decline = async () => {
    if ((await run(() => authClient.organisation.rejectInvitation(id))) === undefined) return;
    navigate(paths.dashboard, { replace: true });
  };

  return (
    <Card className="mx-auto max-w-xl space-y-4 p-6">
      <h1 className="text-xl font-semibold text-slate-900">Invitation</h1>
      {invitation.isPending ? (
        <Spinner label="Loading invitation..." className="py-6" />
      ) : invitation.isError ? (
        <Unavailable error={invitation.error} />
      ) : (
        <>
          <p className="text-sm text-slate-700">
            {invitation.data.inviterEmail ?? 'A member'} invites you to{' '}
            <strong>{invitation.data.organizationName ?? 'an organisation'}</strong> as{' '}
            <strong>{roleLabel(invitation.data.role).toLowerCase()}</strong>. The invitation is open
            until {invitation.data.expiresAt.slice(0, 10)}.
          </p>
          {error && <Alert tone="error">{error}</Alert>}
          <div className="flex gap-3">
            <Button onClick={() => void accept()}>Accept and open</Button>
            <Button variant="secondary" onClick={() => void decline()}>
              Decline
            </Button>
          </div>
        </>
      )}
    </Card>
  );
}

/**
 * Why the invitation cannot be shown: its organisation (or the one the user acts in) requires a
 * second factor the user has not turned on, with the way to it; else the invitation is gone.
 */
function Unavailable({ error }: { error: Error }) {
  return <SecondFactorRefusal error={error} otherwise={MSG_INVITATION_UNAVAILABLE} />;
}
