import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ORGANISATION_NAME_MAX_CHARS } from '@domain/validation/organisation-deletion';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/text-field';
import { errorMessage } from '@web/lib/error-message';
import { organisationPath } from '@web/lib/paths';
import type { ActiveOrganisation } from '@web/lib/use-organisation';
import { MSG_ORGANISATION_DELETE_FAILED, useDeleteOrganisation } from '../api/delete-organisation';

/**
 * An owner deletes a team's organisation with all of its data, typing its name to confirm; every
 * member then works in their own organisation. A member's own organisation goes with their account.
 */
export function DeleteOrganisationForm({
  organisation,
  ownOrgId,
}: {
  organisation: ActiveOrganisation;
  /** The member's own organisation, opened next. */
  ownOrgId: string;
}) {
  const navigate = useNavigate();
  const deletion = useDeleteOrganisation();
  const [typed, setTyped] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await deletion.mutateAsync(typed);
    } catch {
      return;
    }
    // The address names the user's own organisation: the shell opens it and drops every figure
    // cached for the deleted one.
    navigate(organisationPath(ownOrgId), { replace: true });
  };
  return (
    <section
      aria-labelledby="delete-organisation-title"
      className="space-y-3 rounded-lg border border-red-200 bg-red-50/50 p-4"
    >
      <h3 id="delete-organisation-title" className="text-base font-semibold text-red-800">
        Delete organisation
      </h3>
      <p className="text-sm text-slate-700">
        Deletes {organisation.name} for every member, with all of its data: files, plant history,
        register, permit records, import profiles, ETS years and statements, locked years, API
        tokens and the audit log. This cannot be undone. Members keep their accounts and their own
        organisations.
      </p>
      <form onSubmit={(e) => void submit(e)} className="flex flex-wrap items-end gap-3">
        <TextField
          label={`Type ${organisation.name} to confirm`}
          value={typed}
          maxLength={ORGANISATION_NAME_MAX_CHARS}
          autoComplete="off"
          onChange={(e) => setTyped(e.target.value)}
          error={
            deletion.isError
              ? errorMessage(deletion.error, MSG_ORGANISATION_DELETE_FAILED)
              : undefined
          }
          className="min-w-64 flex-1"
        />
        <Button
          type="submit"
          variant="danger"
          disabled={typed.trim() !== organisation.name || deletion.isPending}
        >
          {deletion.isPending ? 'Deleting...' : 'Delete organisation'}
        </Button>
      </form>
    </section>
  );
}
