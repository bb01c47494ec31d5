import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import {
  hasScopeParams,
  readScopeParams,
  scopeSearch,
  withScopeParams,
  type ScopeParams,
} from './scope-params';

export interface ScopeParamsState {
  /** The scope as the URL says it (or, on a page reached by a link without it, as it last said it). */
  params: ScopeParams;
  /** Writes a new scope into the URL: a new history entry, so Back returns to the previous one. */
  update(change: (current: ScopeParams) => ScopeParams): void;
}

/**
 * The one reader and writer of the scope in the URL (`scope`, `from`, `to`, `plant`, `preset`), so a
 * reload, Back and Forward and a shared link keep it. A link inside the app that leaves the scope
 * out (the sidebar, Settings' tabs) keeps the scope shown: it is put back into the URL at once.
 */
export function useScopeParams(): ScopeParamsState {
  const [search, setSearch] = useSearchParams();
  // The scope part of the last URL that had one, as a query string.
  const remembered = useRef('');
  const explicit = hasScopeParams(search);
  const key = explicit ? scopeSearch(search).toString() : remembered.current;
  const params = useMemo(() => readScopeParams(new URLSearchParams(key)), [key]);

  useEffect(() => {
    if (explicit) {
      remembered.current = key;
      return;
    }
    if (!remembered.current) return;
    const kept = new URLSearchParams(remembered.current);
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of kept) next.append(name, value);
        return next;
      },
      { replace: true },
    );
  }, [explicit, key, setSearch]);

  const update = useCallback(
    (change: (current: ScopeParams) => ScopeParams) =>
      setSearch((current) => {
        const now = hasScopeParams(current)
          ? readScopeParams(current)
          : readScopeParams(new URLSearchParams(remembered.current));
        const next = withScopeParams(current, change(now));
        remembered.current = scopeSearch(next).toString();
        return next;
      }),
    [setSearch],
  );

  return { params, update };
}
