import { Leaf } from 'lucide-react';

/** The product's logo and name. */
export function Brand({ compact = false }: { compact?: boolean }) {
  return (
    <div className="flex items-center gap-2">
      <span className="flex h-9 w-9 items-center justify-center rounded-lg bg-brand-600 text-white">
        <Leaf className="h-5 w-5" aria-hidden="true" />
      </span>
      {!compact && (
        <span className="text-sm font-semibold leading-tight text-slate-900">
          Sustainability
          <br />
          Intelligence
        </span>
      )}
    </div>
  );
}
