import { ROLES, isRole } from '@domain/access/roles';
import { ORGANISATION_NAME_MAX_CHARS } from '@domain/validation/organisation-deletion';

export const MSG_ONE_ROLE = `role must be one of ${ROLES.join(', ')}`;

export const MSG_ORGANISATION_NAME_TOO_LONG = `name is longer than ${ORGANISATION_NAME_MAX_CHARS} characters`;

/** The routes of the organization plugin that give a member or an invitee a role. */
const GIVING_A_ROLE = new Set([
  '/organization/invite-member',
  '/organization/update-member-role',
  '/organization/add-member',
]);

type Body = Record<string, unknown> | undefined;

/** The name a body gives the organisation: at creation, or in a rename's data. */
function nameOf(path: string, body: Body): unknown {
  if (path === '/organization/create') return body?.name;
  if (path === '/organization/update') return (body?.data as Body)?.name;
  return undefined;
}

/**
 * Issue 34 §3, §9: what the organization plugin is given is checked before it sees it: a role is
 * exactly one role of the table (the plugin would take a list, and read it differently from the
 * app), and a name is no longer than the forms allow. Returns the message of the first problem.
 */
export function organisationInputProblem(path: string, body: Body): string | null {
  if (GIVING_A_ROLE.has(path)) {
    const role = body?.role;
    if (typeof role !== 'string' || !isRole(role)) return MSG_ONE_ROLE;
  }
  const name = nameOf(path, body);
  if (typeof name === 'string' && name.length > ORGANISATION_NAME_MAX_CHARS) {
    return MSG_ORGANISATION_NAME_TOO_LONG;
  }
  return null;
}
