import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';

/**
 * A header menu's panel: under its button, aligned to its end, and kept 8 px inside the screen on a
 * phone (without the padding the notifications touched its left edge).
 */
export function HeaderMenuContent({
  className,
  children,
}: {
  /** Its width. */
  className: string;
  children: ReactNode;
}) {
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.Content
        align="end"
        sideOffset={6}
        collisionPadding={8}
        className={`z-50 max-w-[calc(100vw-1rem)] rounded-md border border-slate-200 bg-white p-1 shadow-lg ${className}`}
      >
        {children}
      </DropdownMenu.Content>
    </DropdownMenu.Portal>
  );
}
