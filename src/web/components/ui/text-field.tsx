import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** The validation message shown under the field. */
  error?: string;
  hint?: ReactNode;
  /** Something inside the field's right edge (a show/hide button). */
  trailing?: ReactNode;
}

/** A labelled input with its message next to it (accounts §5: every message by its field). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, trailing, id, className = '', ...props },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const messageId = `${inputId}-message`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? messageId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="relative">
        <input
          ref={ref}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={`block w-full rounded-md border px-3 py-2 text-sm shadow-sm read-only:bg-slate-100 focus:border-brand-600 focus:outline-none focus:ring-1 focus:ring-brand-600 ${
            error ? 'border-red-500' : 'border-slate-300'
          } ${trailing ? 'pr-10' : ''}`}
          {...props}
        />
        {trailing && (
          <div className="absolute inset-y-0 right-0 flex items-center pr-2">{trailing}</div>
        )}
      </div>
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={messageId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
});
