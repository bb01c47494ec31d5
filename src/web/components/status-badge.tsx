import type { ReactNode } from 'react';

const TONES = {
  green: 'bg-green-100 text-green-800 ring-green-600/20',
  yellow: 'bg-yellow-100 text-yellow-900 ring-yellow-600/30',
  red: 'bg-red-100 text-red-800 ring-red-600/20',
  blue: 'bg-blue-100 text-blue-800 ring-blue-600/20',
  slate: 'bg-slate-100 text-slate-700 ring-slate-500/20',
} as const;

export type BadgeTone = keyof typeof TONES;

/** A small coloured label for a status; the text carries the meaning, the colour repeats it. */
export function StatusBadge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}
