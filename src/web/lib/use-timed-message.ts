import { useCallback, useEffect, useState } from 'react';
import { STATUS_MESSAGE_MS } from '@domain/constants';

/** accounts §9: a success or status message that disappears after 3 seconds. */
export function useTimedMessage(): [message: string | null, show: (message: string) => void] {
  // The serial restarts the timer when the same text is shown twice in a row.
  const [state, setState] = useState<{ text: string; serial: number } | null>(null);
  useEffect(() => {
    if (!state) return;
    const timer = setTimeout(() => setState(null), STATUS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [state]);
  const show = useCallback(
    (text: string) => setState((previous) => ({ text, serial: (previous?.serial ?? 0) + 1 })),
    [],
  );
  return [state?.text ?? null, show];
}
