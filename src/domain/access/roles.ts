// Issue 28 §1: the roles of an organisation's members and what each may do beyond reading the
// figures, PDF and exports, which every member may.
export const ROLES = ['owner', 'admin', 'editor', 'viewer', 'verifier'] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = [
  /** Upload and delete files, edit the register, import profiles and ETS inputs. */
  'edit_data',
  /** Record or remove an ETS year's verification statement. */
  'record_verification',
  /** Invite members, change their roles, remove them; rename the organisation, set its security. */
  'manage_members',
  'lock_years',
  'read_audit',
  /** Delete the organisation with all of its data. */
  'delete_organisation',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  owner: PERMISSIONS,
  admin: PERMISSIONS.filter((p) => p !== 'delete_organisation'),
  editor: ['edit_data', 'record_verification'],
  viewer: [],
  verifier: ['record_verification', 'read_audit'],
};

export const ROLE_LABELS: Record<Role, string> = {
  owner: 'Owner',
  admin: 'Admin',
  editor: 'Editor',
  viewer: 'Viewer',
  verifier: 'Verifier',
};

/** What each role may do, in the words of issue 28's table (the invitation form's help). */
export const ROLE_SUMMARIES: Record<Role, string> = {
  owner:
    'everything, including inviting members, roles, locking years and deleting the organisation',
  admin: 'everything but removing the last owner or deleting the organisation',
  editor: 'uploads, deletes files, edits the register, profiles and ETS inputs',
  viewer: 'reads figures, the PDF and exports',
  verifier: 'reads figures and the audit log, records the verification statement',
};

export const isRole = (value: string): value is Role =>
  (ROLES as readonly string[]).includes(value);

/** A role's label; a role the app does not know (the plugin's list allows any) as written. */
export const roleLabel = (role: string): string => (isRole(role) ? ROLE_LABELS[role] : role);

export const roleAllows = (role: Role, permission: Permission) =>
  ROLE_PERMISSIONS[role].includes(permission);

/** The roles that may, in the table's order. */
export const rolesAllowing = (permission: Permission): Role[] =>
  ROLES.filter((role) => roleAllows(role, permission));

/** The refusal a member without the permission reads, naming the roles that have it. */
export function msgRoleNeeded(doing: string, permission: Permission, role: Role): string {
  const roles = rolesAllowing(permission).map((r) => ROLE_LABELS[r].toLowerCase());
  const listed =
    roles.length === 1 ? roles[0]! : `${roles.slice(0, -1).join(', ')} or ${roles.at(-1)!}`;
  return `${doing} needs the ${listed} role; your role in this organisation is ${role}.`;
}
