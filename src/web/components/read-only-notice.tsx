import { roleLabel } from '@domain/access/roles';
import { useOrganisation } from '../lib/use-organisation';

/**
 * In place of a form the member's role does not allow (issue 28 §1): what they cannot do here and
 * who can change that.
 */
export function ReadOnlyNotice({ cannot }: { cannot: string }) {
  const organisation = useOrganisation();
  if (!organisation) return null;
  const role = roleLabel(organisation.role);
  return (
    <p
      role="note"
      className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700"
    >
      As {role.toLowerCase()} of {organisation.name} you can read this but not {cannot}. An owner or
      admin of the organisation can change your role.
    </p>
  );
}
