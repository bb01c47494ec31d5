import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AUTH_FALLBACKS } from '@domain/auth-messages';
import { paths } from '@web/lib/paths';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { authClient } from '@web/lib/auth-client';
import { useDeleteAccount } from '../api/delete-account';
import { errorMessage } from '@web/lib/error-message';

/** accounts §4 "Delete account": a button, then "Yes, delete my account" or Cancel; then signed out. */
export function DangerZoneTab() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const deletion = useDeleteAccount();
  const [confirming, setConfirming] = useState(false);

  const deleteAccount = async () => {
    try {
      await deletion.mutateAsync();
    } catch {
      return;
    }
    // The server removed the session; forget it here before leaving the signed-in area.
    authClient.forgetSession();
    queryClient.clear();
    navigate(paths.login, { replace: true });
  };

  return (
    <div className="max-w-xl rounded-lg border border-red-200 bg-red-50/50 p-5">
      <div className="flex items-start gap-3">
        <AlertTriangle className="mt-0.5 h-5 w-5 shrink-0 text-red-600" aria-hidden="true" />
        <div>
          <h3 className="text-base font-semibold text-red-800">Delete account</h3>
          <p className="mt-1 text-sm text-slate-700">
            Permanently removes your account with everything in it: your profile, sessions, uploaded
            files and permit records. This cannot be undone.
          </p>
        </div>
      </div>
      <Button
        variant="danger"
        className="mt-4"
        onClick={() => {
          deletion.reset();
          setConfirming(true);
        }}
      >
        Delete account
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete your account?"
        description="Your profile, sessions, uploaded files and permit records are removed for good, and you are signed out."
        confirmLabel="Yes, delete my account"
        pendingLabel="Deleting..."
        pending={deletion.isPending}
        error={deletion.isError ? errorMessage(deletion.error, AUTH_FALLBACKS.deleteAccount) : null}
        onConfirm={() => void deleteAccount()}
      />
    </div>
  );
}
