import type { Permission } from '../../domain/core/access/roles';

/**
 * Issue 28 §1: what a route needs beyond membership of the organisation, which lets a member read
 * figures, PDF and exports. Checked for sessions and API tokens alike (a token acts with its
 * creator's role), before the request's body is read. A change not listed here needs `edit_data`,
 * so a new route is closed to viewers until it is placed.
 */
const ROUTE_PERMISSIONS: readonly (readonly [
  method: string,
  path: RegExp,
  permission: Permission,
  doing: string,
])[] = [
  ['POST', /^\/api\/files\/?$/, 'edit_data', 'Uploading a file'],
  ['POST', /^\/api\/files\/preview\/?$/, 'edit_data', 'Mapping a file'],
  ['DELETE', /^\/api\/files\/[^/]+\/?$/, 'edit_data', 'Deleting a file'],
  ['PUT', /^\/api\/plants\/[^/]+\/?$/, 'edit_data', 'Editing the plant register'],
  [
    'PUT',
    /^\/api\/organisation\/timezone\/?$/,
    'edit_data',
    'Changing the default time zone of the plants',
  ],
  ['POST', /^\/api\/import-profiles\/?$/, 'edit_data', 'Creating an import profile'],
  ['PUT', /^\/api\/import-profiles\/[^/]+\/?$/, 'edit_data', 'Changing an import profile'],
  ['DELETE', /^\/api\/import-profiles\/[^/]+\/?$/, 'edit_data', 'Deleting an import profile'],
  ['POST', /^\/api\/permits\/?$/, 'edit_data', 'Recording a permit'],
  ['PUT', /^\/api\/permits\/.+\/?$/, 'edit_data', 'Changing a permit record'],
  ['DELETE', /^\/api\/permits\/[^/]+\/?$/, 'edit_data', 'Deleting a permit record'],
  ['PUT', /^\/api\/settings\/?$/, 'edit_data', 'Changing the ETS settings'],
  ['POST', /^\/api\/quality\/gaps\/?$/, 'edit_data', 'Classifying a gap'],
  ['DELETE', /^\/api\/quality\/gaps\/?$/, 'edit_data', 'Removing a gap classification'],
  [
    'PUT',
    /^\/api\/ets\/[^/]+\/verification\/?$/,
    'record_verification',
    'Recording a verification statement',
  ],
  [
    'DELETE',
    /^\/api\/ets\/[^/]+\/verification\/?$/,
    'record_verification',
    'Removing a verification statement',
  ],
  ['POST', /^\/api\/years\/[^/]+\/lock\/?$/, 'lock_years', 'Locking a year'],
  ['DELETE', /^\/api\/years\/[^/]+\/lock\/?$/, 'lock_years', 'Unlocking a year'],
  ['GET', /^\/api\/audit\/?$/, 'read_audit', 'Reading the audit log'],
  [
    'PUT',
    /^\/api\/organisation\/?$/,
    'manage_members',
    "Changing the organisation's security settings",
  ],
  ['DELETE', /^\/api\/organisation\/?$/, 'delete_organisation', 'Deleting the organisation'],
];

/** The changes any member may make: their own API tokens, and their own account. */
const ANY_MEMBER_CHANGES: readonly (readonly [method: string, path: RegExp])[] = [
  ['POST', /^\/api\/tokens\/?$/],
  ['DELETE', /^\/api\/tokens(\/[^/]+)?\/?$/],
  ['DELETE', /^\/api\/me\/?$/],
  ['PUT', /^\/api\/digest\/?$/],
];

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What this method and path need, and the words for doing it; null: any member may. */
export function routeNeeds(
  method: string,
  path: string,
): { permission: Permission; doing: string } | null {
  const found = ROUTE_PERMISSIONS.find(([m, p]) => m === method && p.test(path));
  if (found) return { permission: found[2], doing: found[3] };
  if (READS.has(method) || ANY_MEMBER_CHANGES.some(([m, p]) => m === method && p.test(path))) {
    return null;
  }
  return { permission: 'edit_data', doing: 'Changing the data' };
}
