import { ORGANISATION_NAME_MAX_CHARS } from '@domain/validation/organisation-deletion';
import { useState, type FormEvent } from 'react';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/text-field';
import { authClient } from '@web/lib/auth-client';
import { useAuthCall } from '@web/lib/use-auth-call';
import type { ActiveOrganisation } from '@web/lib/use-organisation';

export function RenameOrganisationForm({
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
        maxLength={ORGANISATION_NAME_MAX_CHARS}
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
