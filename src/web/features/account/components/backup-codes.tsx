import { useRef } from 'react';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { CopyButton } from './copy-button';

/** Selects the text of an element, for Ctrl+C where the page may not use the clipboard. */
function selectContents(element: HTMLElement | null): void {
  if (!element) return;
  const range = document.createRange();
  range.selectNodeContents(element);
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

/** Backup codes, shown this once (the server keeps them encrypted and never shows them again). */
export function BackupCodes({
  codes,
  heading,
  onDone,
}: {
  codes: string[];
  heading: string;
  onDone: () => void;
}) {
  const list = useRef<HTMLUListElement>(null);
  return (
    <div className="max-w-xl space-y-4">
      <Alert tone="success">{heading}</Alert>
      <div className="space-y-3 rounded-lg border border-amber-200 bg-amber-50 p-4">
        <p className="text-sm text-amber-900">
          <span className="font-medium">Save these backup codes now</span>, in a password manager or
          on paper: they will not be shown again. If you lose your phone, each code signs you in
          once.
        </p>
        <ul
          ref={list}
          aria-label="Backup codes"
          className="grid grid-cols-2 gap-x-6 gap-y-1 rounded-md border border-amber-200 bg-white px-4 py-3 font-mono text-sm text-slate-900"
        >
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <div className="flex items-center gap-2">
          <CopyButton
            text={codes.join('\n')}
            selectText={() => selectContents(list.current)}
            statusClassName="text-amber-900"
          />
        </div>
      </div>
      <Button onClick={onDone}>I have saved my backup codes</Button>
    </div>
  );
}
