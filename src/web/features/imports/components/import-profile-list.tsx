import { useCan } from '@web/lib/use-organisation';
import { useQuery } from '@tanstack/react-query';
import { FileCog, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { count } from '@domain/format';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { errorMessage } from '@web/lib/error-message';
import {
  importProfilesQuery,
  MSG_PROFILE_DELETE_FAILED,
  MSG_PROFILES_LOAD_FAILED,
  useDeleteImportProfile,
  type SavedProfile,
} from '../api/import-profiles';
import { headersNamedBy } from '../lib/match-profile';

/** Issue 27: the user's saved import profiles, each with the headers it reads, and deleting one. */
export function ImportProfileList() {
  const editData = useCan('edit_data');
  const profiles = useQuery(importProfilesQuery());
  const deletion = useDeleteImportProfile();
  const [toDelete, setToDelete] = useState<SavedProfile | null>(null);

  // Nothing to show before the first foreign file is mapped.
  if (profiles.isPending || (profiles.data && profiles.data.length === 0)) return null;

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await deletion.mutateAsync(toDelete.id);
      setToDelete(null);
    } catch {
      // The dialog stays open and shows why.
    }
  };

  return (
    <section aria-labelledby="import-profiles-title" className="space-y-3">
      <h3 id="import-profiles-title" className="text-base font-semibold text-slate-900">
        Import profiles
      </h3>
      <p className="text-sm text-slate-600">
        A file whose header holds every column a profile maps is read through it when uploaded;
        where several profiles fit, the one mapping the most columns reads it.
      </p>
      {profiles.isError ? (
        <Alert tone="error">{MSG_PROFILES_LOAD_FAILED}</Alert>
      ) : (
        <ul
          aria-labelledby="import-profiles-title"
          className="divide-y divide-slate-200 rounded-lg border border-slate-200"
        >
          {profiles.data.map((profile) => {
            const headers = [...headersNamedBy(profile)];
            return (
              <li key={profile.id} className="flex items-start gap-3 p-3 sm:p-4">
                <FileCog className="mt-0.5 h-5 w-5 shrink-0 text-slate-400" aria-hidden="true" />
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm font-medium text-slate-900" title={profile.name}>
                    {profile.name}
                  </p>
                  <p className="mt-0.5 break-words text-xs text-slate-500">
                    {count(headers.length, 'column')}: {headers.join(', ')}
                  </p>
                </div>
                <Button
                  variant="ghost"
                  className={`shrink-0 px-3 py-1.5 text-red-700 hover:bg-red-50 ${editData ? '' : 'hidden'}`}
                  onClick={() => {
                    deletion.reset();
                    setToDelete(profile);
                  }}
                  aria-label={`Delete ${profile.name}`}
                >
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                  Delete
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="Delete this import profile?"
        description={
          <>
            <span className="font-medium text-slate-900">{toDelete?.name}</span> is removed; the
            files uploaded through it stay. A file with its columns is mapped again.
          </>
        }
        confirmLabel="Delete profile"
        pendingLabel="Deleting..."
        pending={deletion.isPending}
        error={deletion.isError ? errorMessage(deletion.error, MSG_PROFILE_DELETE_FAILED) : null}
        onConfirm={() => void confirmDelete()}
      />
    </section>
  );
}
