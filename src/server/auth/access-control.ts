import { createAccessControl } from 'better-auth/plugins/access';
import { adminAc, defaultStatements, ownerAc } from 'better-auth/plugins/organization/access';
import { PERMISSIONS, ROLE_PERMISSIONS, type Role } from '@domain/access/roles';

// Issue 28 §1: Better Auth's organization plugin checks its own routes (invitations, roles,
// removals) against these roles; the app's routes check the same table (domain/access).
const statements = {
  ...defaultStatements,
  app: PERMISSIONS,
} as const;

export const accessControl = createAccessControl(statements);

const app = (role: Role) => [...ROLE_PERMISSIONS[role]];

/** Owners and admins also manage members and invitations through the plugin's routes. */
export const organisationRoles = {
  owner: accessControl.newRole({ ...ownerAc.statements, app: app('owner') }),
  admin: accessControl.newRole({ ...adminAc.statements, app: app('admin') }),
  editor: accessControl.newRole({ app: app('editor') }),
  viewer: accessControl.newRole({ app: app('viewer') }),
  verifier: accessControl.newRole({ app: app('verifier') }),
} satisfies Record<Role, unknown>;
