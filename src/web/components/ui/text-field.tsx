import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { controlClasses, FieldFrame } from './field-frame';

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
  return (
    <FieldFrame label={label} id={id} error={error} hint={hint} className={className}>
      {({ inputId, describedBy }) => (
        <div className="relative">
          <input
            ref={ref}
            id={inputId}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={`${controlClasses(error)} read-only:bg-slate-100 ${trailing ? 'pr-10' : ''}`}
            {...props}
          />
          {trailing && (
            <div className="absolute inset-y-0 right-0 flex items-center pr-2">{trailing}</div>
          )}
        </div>
      )}
    </FieldFrame>
  );
});
