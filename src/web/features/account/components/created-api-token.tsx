import { useRef } from 'react';
import { TextField } from '@web/components/ui/text-field';
import type { CreatedApiToken as CreatedToken } from '../api/create-api-token';
import { CopyButton } from './copy-button';

/** The new token, shown this once (the server keeps only its hash), with a Copy button. */
export function CreatedApiToken({ token }: { token: CreatedToken }) {
  const field = useRef<HTMLInputElement>(null);
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
        <CopyButton
          text={token.token}
          selectText={() => field.current?.select()}
          statusClassName="text-green-900 sm:self-center"
        />
      </div>
    </div>
  );
}
