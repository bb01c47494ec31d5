import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { msgTwoFactorRequired } from '@domain/access/second-factor-policy';
import { TurnOnTwoFactorLink } from '@web/components/turn-on-two-factor-link';
import { Alert } from '@web/components/ui/alert';
import { useSession } from '@web/lib/auth-client';
import { useOrganisation } from '@web/lib/use-organisation';

/**
 * Issue 28 §4: says why the screens are refused while the active organisation requires a second
 * factor the signed-in user has not turned on, and leads to where they turn it on; once it is on,
 * every screen reads its data again.
 */
export function TwoFactorBanner() {
  const queryClient = useQueryClient();
  const organisation = useOrganisation();
  const user = useSession().data?.user;
  const blocked = organisation?.require_two_factor === true && !!user && !user.twoFactorEnabled;
  const wasBlocked = useRef(blocked);
  useEffect(() => {
    if (wasBlocked.current && !blocked) void queryClient.invalidateQueries();
    wasBlocked.current = blocked;
  }, [blocked, queryClient]);
  if (!blocked || !organisation) return null;
  return (
    <div className="px-4 pt-4 sm:px-6">
      <Alert tone="warning">
        {msgTwoFactorRequired(organisation.name)} <TurnOnTwoFactorLink />
      </Alert>
    </div>
  );
}
