/**
 * Who is acting on a request: the tenant whose data it reads and changes (today the signed-in
 * user; issue 28 §1 makes it the organisation) and how they signed in.
 */
export interface Caller {
  /** The tenant. */
  userId: string;
  /** The signed-in user's e-mail address. */
  email: string;
  /** The API token the request presented (issue 10), null for a session. */
  token: { name: string } | null;
}

/** How the audit log names the caller: their e-mail, and the token's name when a token acted. */
export const actorOf = (caller: Caller): string =>
  caller.token ? `${caller.email} (API token "${caller.token.name}")` : caller.email;
