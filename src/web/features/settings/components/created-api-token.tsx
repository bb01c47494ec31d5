import { Check, Copy } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import type { CreatedApiToken as CreatedToken } from '../api/create-api-token';
import { useTimedMessage } from '../hooks/use-timed-message';

/** The new token, shown this once (the server keeps only its hash), with a Copy button. */
export function CreatedApiToken({ token }: { token: CreatedToken }) {
  const field = useRef<HTMLInputElement>(null);
  const [copied, showCopied] = useTimedMessage();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token.token);
      showCopied('Copied');
    } catch {
      // No clipboard here (a page served over plain http from another machine): select the text.
      field.current?.select();
      showCopied('Press Ctrl+C to copy');
    }
  };
  return (
    <div className="space-y-3 rounded-lg border border-green-200 bg-green-50 p-4">
      <p className="text-sm text-green-900">
        <span className="font-medium">Token “{token.name}” created.</span> Copy it now: it will not
        be shown again.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <TextField
          ref={field}
          label="Your new token"
          className="min-w-0 flex-1"
          readOnly
          value={token.token}
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="secondary" onClick={() => void copy()}>
          {copied === 'Copied' ? (
            <Check className="h-4 w-4" aria-hidden="true" />
          ) : (
            <Copy className="h-4 w-4" aria-hidden="true" />
          )}
          Copy
        </Button>
        <span role="status" className="text-sm text-green-900 sm:self-center">
          {copied}
        </span>
      </div>
    </div>
  );
}
