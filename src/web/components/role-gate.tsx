import type { ReactNode } from 'react';
import type { Permission } from '@domain/access/roles';
import { useCan } from '../lib/use-organisation';
import { ReadOnlyNotice } from './read-only-notice';

/**
 * A form the member's role may not use is shown disabled, with a note saying so (issue 28 §1):
 * a viewer still sees the values, but no control that would be refused.
 */
export function RoleGate({
  permission,
  cannot,
  children,
}: {
  permission: Permission;
  /** What the role cannot do here, completing "you can read this but not ...". */
  cannot: string;
  children: ReactNode;
}) {
  const allowed = useCan(permission);
  return (
    <>
      {!allowed && <ReadOnlyNotice cannot={cannot} />}
      <fieldset disabled={!allowed} className="min-w-0 disabled:opacity-70">
        {children}
      </fieldset>
    </>
  );
}
