import { Check, Copy } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { useTimedMessage } from '@web/lib/use-timed-message';

/**
 * A Copy button for something shown once (a new API token, backup codes), with "Copied" beside it.
 * Without a clipboard (a page served over plain http from another machine) `selectText` selects
 * the text instead, for Ctrl+C.
 */
export function CopyButton({
  text,
  selectText,
  statusClassName = '',
}: {
  text: string;
  selectText: () => void;
  statusClassName?: string;
}) {
  const [copied, showCopied] = useTimedMessage();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      showCopied('Copied');
    } catch {
      selectText();
      showCopied('Press Ctrl+C to copy');
    }
  };
  return (
    <>
      <Button variant="secondary" onClick={() => void copy()}>
        {copied === 'Copied' ? (
          <Check className="h-4 w-4" aria-hidden="true" />
        ) : (
          <Copy className="h-4 w-4" aria-hidden="true" />
        )}
        Copy
      </Button>
      <span role="status" className={`text-sm ${statusClassName}`}>
        {copied}
      </span>
    </>
  );
}
