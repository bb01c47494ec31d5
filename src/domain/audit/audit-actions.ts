// Issue 28 §2 "Audit log": the changes the log records, each with the words a screen shows for it.
export const AUDIT_ACTION_LABELS = {
  upload: 'File uploaded',
  delete_file: 'File deleted',
  register_edit: 'Plant register edited',
  zone_from_profile: 'Time zone taken from an import profile',
  country_from_profile: 'Country taken from an import profile',
  profile_create: 'Import profile created',
  profile_change: 'Import profile changed',
  profile_delete: 'Import profile deleted',
  permit_create: 'Permit record created',
  permit_change: 'Permit record changed',
  permit_delete: 'Permit record deleted',
  gap_classify: 'Gap classified',
  gap_unclassify: 'Gap classification removed',
  verification_record: 'Verification statement recorded',
  verification_remove: 'Verification statement removed',
  lock: 'Year locked',
  unlock: 'Year unlocked',
  token_create: 'API token created',
  token_revoke: 'API token revoked',
  sign_in_lockout: 'Sign-in locked after failures',
  member_invite: 'Member invited',
  member_join: 'Invitation accepted',
  role_change: 'Role changed',
  member_remove: 'Member removed',
  member_leave: 'Member left',
  invitation_cancel: 'Invitation cancelled',
  invitation_decline: 'Invitation declined',
  organisation_rename: 'Organisation renamed',
  account_delete: 'Member deleted their account',
  locked_year_refusal: 'Change to a locked year refused',
  security_change: 'Security setting changed',
  settings_change: 'ETS & CO2e settings changed',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;

/** Every action, in the order the labels are declared. */
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as [AuditAction, ...AuditAction[]];

/** One field a change moved: its value before and after (null: not set). */
export interface FieldChange {
  field: string;
  old: unknown;
  new: unknown;
}

/**
 * The fields of `fields` whose value differs between two versions of a record, in that order; a
 * field missing from `before` (or no `before`: a new record) was not set.
 */
export function fieldChanges<T extends object>(
  before: Partial<T> | null,
  after: T,
  fields: readonly (keyof T & string)[],
): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of fields) {
    const old = before?.[field] ?? null;
    const now = after[field] ?? null;
    if (JSON.stringify(old) !== JSON.stringify(now)) changes.push({ field, old, new: now });
  }
  return changes;
}
