import { useId } from 'react';
import { Link } from 'react-router';
import { Alert } from '@web/components/ui/alert';
import type { ActiveOrganisation } from '@web/lib/use-organisation';
import { paths } from '@web/lib/paths';
import { useSaveOrganisationSecurity } from '../api/save-organisation-security';

/** Issue 28 §4: whether every member must sign in with a second factor (owners and admins). */
export function SecuritySetting({
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
