import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Alert } from '@web/components/ui/alert';
import { authClient } from '@web/lib/auth-client';
import { ORG_PARAM } from '@web/lib/paths';
import { useOrganisation } from '@web/lib/use-organisation';

const MSG_NOT_A_MEMBER =
  'The link you opened is of an organisation you are not a member of: this is your own organisation. Ask its owner for an invitation.';

/**
 * Issue 28 §1 "the URL of a shared view keeps working for any member": the address names the
 * organisation it shows (`?org=`), so a copied link opens that organisation for any member of
 * it, switching their active one; for anyone else it stays in their own and says so.
 */
export function OrganisationLink() {
  const active = useOrganisation();
  const [search, setSearch] = useSearchParams();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const wanted = search.get(ORG_PARAM);
  const tried = useRef<string | null>(null);
  const [refused, setRefused] = useState(false);

  useEffect(() => {
    // "/" redirects to the Overview at once: naming the organisation there would race the redirect.
    if (!active || pathname === '/') return;
    const nameActive = () =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(ORG_PARAM, active.id);
          return next;
        },
        { replace: true },
      );
    if (wanted === null) return nameActive();
    if (wanted === active.id || tried.current === wanted) return;
    tried.current = wanted;
    void authClient.organisation.setActive(wanted).then((result) => {
      if (result.error) {
        setRefused(true);
        nameActive();
      } else {
        // Every cached figure was the other organisation's: forget them and read them anew.
        void queryClient.resetQueries();
      }
    });
  }, [active, wanted, pathname, setSearch, queryClient]);

  return refused ? (
    <div className="px-4 pt-4 sm:px-6">
      <Alert tone="error">{MSG_NOT_A_MEMBER}</Alert>
    </div>
  ) : null;
}
