import type { Role } from '@domain/access/roles';

/**
 * Who is acting on a request: the organisation whose data it reads and changes (issue 28 §1),
 * the member acting and their role there, and how they signed in.
 */
export interface Caller {
  /** The tenant. */
  orgId: string;
  orgName: string;
  /** The signed-in user, or the API token's creator. */
  userId: string;
  email: string;
  /** The member's role; a token acts with its creator's current role. */
  role: Role;
  /** The API token the request presented (issue 10), null for a session. */
  token: { name: string } | null;
}

/** How the audit log names the caller: their e-mail, and the token's name when a token acted. */
export const actorOf = (caller: Pick<Caller, 'email' | 'token'>): string =>
  caller.token ? `${caller.email} (API token "${caller.token.name}")` : caller.email;
