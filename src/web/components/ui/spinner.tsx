import { Loader2 } from 'lucide-react';

/** A spinning mark with its text, announced to screen readers as a status. */
export function Spinner({ label, className = '' }: { label: string; className?: string }) {
  return (
    <div
      role="status"
      className={`flex items-center justify-center gap-3 text-slate-600 ${className}`}
    >
      <Loader2 className="h-6 w-6 animate-spin text-brand-600" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
