import { useId, type ReactNode } from 'react';

/** The ids that tie a control to its label, hint and message (aria-describedby). */
export interface FieldIds {
  inputId: string;
  describedBy: string | undefined;
}

export interface FieldFrameProps {
  label: string;
  id?: string;
  /** The validation message shown under the control. */
  error?: string;
  hint?: ReactNode;
  className?: string;
  /** The control itself, given the ids it must carry. */
  children: (ids: FieldIds) => ReactNode;
}

/** Label above, hint and validation message below any form control (accounts §5: messages by their field). */
export function FieldFrame({ label, id, error, hint, className = '', children }: FieldFrameProps) {
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
      {children({ inputId, describedBy: describedBy || undefined })}
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
}

/** The border and focus look shared by the form controls. */
export function controlClasses(error: string | undefined): string {
  // A field in error stays red while it has focus, so the focus ring does not read as "fixed".
  return `block w-full rounded-md border bg-white px-3 py-2 text-sm shadow-sm focus:outline-none focus:ring-1 ${
    error
      ? 'border-red-500 focus:border-red-600 focus:ring-red-600'
      : 'border-slate-300 focus:border-brand-600 focus:ring-brand-600'
  }`;
}
