import type { ReactNode } from 'react';

/**
 * A box that scrolls sideways when its content (a wide table) does not fit, as on a phone. It takes
 * the keyboard focus, so a keyboard user can scroll it too, and is named for screen readers.
 */
export function ScrollRegion({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className={`overflow-x-auto ${className}`}>
      {children}
    </div>
  );
}
