import type { ReactNode } from 'react';

/**
 * The basis of the figures above it, closed until asked for: the figures stand first, and the
 * sentences that say how they were computed wait under one summary.
 */
export function HowComputed({ children }: { children: ReactNode }) {
  return (
    <details className="rounded-md bg-slate-50 p-3 text-xs text-slate-600">
      <summary className="cursor-pointer font-medium text-slate-700">How this was computed</summary>
      <div className="mt-2 space-y-1">{children}</div>
    </details>
  );
}
