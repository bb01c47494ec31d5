import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { controlClasses, FieldFrame } from './field-frame';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
}

/** A labelled native select (keyboard and screen readers work as the platform does). */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, hint, id, className, children, ...props },
  ref,
) {
  return (
    <FieldFrame label={label} id={id} error={error} hint={hint} className={className}>
      {({ inputId, describedBy }) => (
        <select
          ref={ref}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          // Chromium draws a select 2 px shorter than a text input with the same padding.
          className={`${controlClasses(error)} h-[38px]`}
          {...props}
        >
          {children}
        </select>
      )}
    </FieldFrame>
  );
});
