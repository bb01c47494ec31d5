import { useCallback, useMemo, useRef } from 'react';

/**
 * Props for a Radix dialog's Content opened without a Radix Trigger (from state): Radix then has
 * no trigger to give focus back to and leaves it on the page's body when the dialog closes, so a
 * keyboard user starts again from the top. These remember what had focus when the dialog opened
 * and return focus there on close.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  const onOpenAutoFocus = useCallback(() => {
    // Runs before the dialog moves focus inside, so this is still the control that opened it.
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, []);
  const onCloseAutoFocus = useCallback((event: Event) => {
    event.preventDefault();
    opener.current?.focus();
  }, []);
  return useMemo(
    () => ({ onOpenAutoFocus, onCloseAutoFocus }),
    [onOpenAutoFocus, onCloseAutoFocus],
  );
}
