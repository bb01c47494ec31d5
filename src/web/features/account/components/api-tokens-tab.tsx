import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '@web/components/ui/alert';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { Spinner } from '@web/components/ui/spinner';
import type { CreatedApiToken as CreatedToken } from '../api/create-api-token';
import { apiTokensQuery, MSG_API_TOKENS_LOAD_FAILED, type ApiToken } from '../api/get-api-tokens';
import { MSG_API_TOKEN_REVOKE_FAILED, useRevokeApiToken } from '../api/revoke-api-token';
import { useTimedMessage } from '@web/lib/use-timed-message';
import { errorMessage } from '@web/lib/error-message';
import { ApiTokenList } from './api-token-list';
import { ApiTokenUsage } from './api-token-usage';
import { CreatedApiToken } from './created-api-token';
import { NewApiTokenForm } from './new-api-token-form';

/** Issue 10 "Automated feeds": personal API tokens for scripts, created, listed and revoked. */
export function ApiTokensTab() {
  const tokens = useQuery(apiTokensQuery());
  const revocation = useRevokeApiToken();
  const [created, setCreated] = useState<CreatedToken | null>(null);
  const [status, showStatus] = useTimedMessage();
  const [toRevoke, setToRevoke] = useState<ApiToken | null>(null);

  const confirmRevoke = async () => {
    if (!toRevoke) return;
    try {
      await revocation.mutateAsync(toRevoke.id);
      if (created?.id === toRevoke.id) setCreated(null);
      showStatus(`Revoked ${toRevoke.name}: it no longer works.`);
      setToRevoke(null);
    } catch {
      // The dialog stays open and shows why.
    }
  };

  return (
    <div className="space-y-8">
      {status && <Alert tone="success">{status}</Alert>}
      <ApiTokenUsage />

      <section aria-labelledby="new-token-title" className="space-y-3">
        <h3 id="new-token-title" className="text-base font-semibold text-slate-900">
          New token
        </h3>
        <NewApiTokenForm onCreated={setCreated} />
        {created && <CreatedApiToken key={created.id} token={created} />}
      </section>

      <section aria-labelledby="your-tokens-title" className="space-y-3">
        <div className="flex items-baseline justify-between gap-2">
          <h3 id="your-tokens-title" className="text-base font-semibold text-slate-900">
            Your tokens
          </h3>
          <span className="text-xs text-slate-500">Newest first</span>
        </div>
        {tokens.isPending ? (
          <Spinner label="Loading tokens..." className="py-6" />
        ) : tokens.isError ? (
          <Alert tone="error">{MSG_API_TOKENS_LOAD_FAILED}</Alert>
        ) : tokens.data.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">
            No API tokens yet. Create one above for each script that sends data.
          </p>
        ) : (
          <ApiTokenList
            labelledBy="your-tokens-title"
            tokens={tokens.data}
            onRevoke={(chosen) => {
              revocation.reset();
              setToRevoke(chosen);
            }}
          />
        )}
      </section>

      <ConfirmDialog
        open={toRevoke !== null}
        onOpenChange={(open) => !open && setToRevoke(null)}
        title="Revoke this token?"
        description={
          <>
            <span className="font-medium text-slate-900">{toRevoke?.name}</span> stops working at
            once: a script that still sends it is refused. This cannot be undone.
          </>
        }
        confirmLabel="Revoke token"
        pendingLabel="Revoking..."
        pending={revocation.isPending}
        error={
          revocation.isError ? errorMessage(revocation.error, MSG_API_TOKEN_REVOKE_FAILED) : null
        }
        onConfirm={() => void confirmRevoke()}
      />
    </div>
  );
}
