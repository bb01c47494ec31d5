import { Ban, KeySquare } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import type { ApiToken } from '../api/get-api-tokens';
import { dateTime } from '@web/lib/date-time';

export interface ApiTokenListProps {
  /** The id of the heading that names the list. */
  labelledBy: string;
  tokens: ApiToken[];
  onRevoke: (token: ApiToken) => void;
}

/** Each token's name, creation and last use, with Revoke. */
export function ApiTokenList({ labelledBy, tokens, onRevoke }: ApiTokenListProps) {
  return (
    <ul
      aria-labelledby={labelledBy}
      className="divide-y divide-slate-200 rounded-lg border border-slate-200"
    >
      {tokens.map((token) => (
        <li key={token.id} className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:p-4">
          <div className="flex min-w-0 flex-1 items-start gap-3">
            <KeySquare className="mt-0.5 h-5 w-5 shrink-0 text-slate-400" aria-hidden="true" />
            <div className="min-w-0">
              <p className="truncate text-sm font-medium text-slate-900" title={token.name}>
                {token.name}
              </p>
              <p className="mt-0.5 text-xs text-slate-500">
                Created {dateTime(token.created_at)} by {token.created_by} ·{' '}
                {token.last_used_at ? `Last used ${dateTime(token.last_used_at)}` : 'Never used'}
              </p>
            </div>
          </div>
          <Button
            variant="ghost"
            className="shrink-0 self-start px-3 py-1.5 text-red-700 hover:bg-red-50 sm:self-auto"
            onClick={() => onRevoke(token)}
            aria-label={`Revoke ${token.name}`}
          >
            <Ban className="h-4 w-4" aria-hidden="true" />
            Revoke
          </Button>
        </li>
      ))}
    </ul>
  );
}
