import { ORGANISATION_NAME_MAX_CHARS } from '@domain/validation/organisation-deletion';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/text-field';
import { authClient } from '@web/lib/auth-client';
import { organisationPath } from '@web/lib/paths';
import { useAuthCall } from '@web/lib/use-auth-call';

/** A slug Better Auth keeps unique: the name's letters and a random tail. */
const slugOf = (name: string) =>
  `${name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40)}-${Math.random().toString(36).slice(2, 8)}`;

/**
 * Issue 28 §1: a new organisation, owned by the user, for a team's data apart from their own;
 * it opens at once (empty) and its owner invites the team from this tab.
 */
export function NewOrganisationForm() {
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const { error, run } = useAuthCall('The organisation was not created. Try again.');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return;
    const created = await run(() => authClient.organisation.create(trimmed, slugOf(trimmed)));
    if (created) navigate(organisationPath(created.id));
  };
  return (
    <section aria-labelledby="new-organisation-title" className="space-y-3">
      <h3 id="new-organisation-title" className="text-base font-semibold text-slate-900">
        New organisation
      </h3>
      <form onSubmit={(e) => void submit(e)} className="flex flex-wrap items-end gap-3">
        <TextField
          label="Name of the new organisation"
          value={name}
          maxLength={ORGANISATION_NAME_MAX_CHARS}
          onChange={(e) => setName(e.target.value)}
          error={error ?? undefined}
          className="min-w-64 flex-1"
        />
        <Button type="submit" variant="secondary" disabled={!name.trim()}>
          Create and open
        </Button>
      </form>
      <p className="text-xs text-slate-500">
        You will own it; its data, members and settings are its own. Switch between your
        organisations from the header.
      </p>
    </section>
  );
}
