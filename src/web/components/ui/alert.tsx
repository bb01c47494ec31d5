import { AlertTriangle, CheckCircle2, Info, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';

const TONES = {
  error: ['border-red-200 bg-red-50 text-red-800', XCircle],
  warning: ['border-yellow-300 bg-yellow-50 text-yellow-900', AlertTriangle],
  success: ['border-green-200 bg-green-50 text-green-800', CheckCircle2],
  info: ['border-blue-200 bg-blue-50 text-blue-800', Info],
} as const;

/** A message box; errors are announced at once, the others politely. */
export function Alert({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  const [classes, Icon] = TONES[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex items-start gap-2 rounded-md border px-3 py-2 text-sm ${classes}`}
    >
      <Icon className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
