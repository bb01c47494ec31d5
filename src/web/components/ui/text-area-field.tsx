import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { controlClasses, FieldFrame } from './field-frame';

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
}

/** A labelled multi-line text input with its message next to it. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(
  function TextAreaField({ label, error, hint, id, className, rows = 3, ...props }, ref) {
    return (
      <FieldFrame label={label} id={id} error={error} hint={hint} className={className}>
        {({ inputId, describedBy }) => (
          <textarea
            ref={ref}
            id={inputId}
            rows={rows}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={controlClasses(error)}
            {...props}
          />
        )}
      </FieldFrame>
    );
  },
);
