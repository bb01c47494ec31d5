import type { MiddlewareHandler } from 'hono';
import { MSG_USER_NOT_AUTHENTICATED } from '@domain/messages';
import { msgRoleNeeded, roleAllows, type Permission } from '@domain/access/roles';
import { msgTwoFactorRequired } from '@domain/access/second-factor-policy';
import { ApiError } from './api-error';
import type { AppEnv } from './app-env';

/**
 * Who may call a signed-in route (issue 28 §1, §4; issue 10), stated in the route's definition
 * (declare-route.ts) and checked before its request is validated or its body read.
 */
export interface SignedInAccess {
  /**
   * The role permission the route needs beyond membership of the organisation, with the words for
   * doing it; 'member': any member may (every member reads the figures, PDF and exports).
   */
  permission: 'member' | { needs: Permission; doing: string };
  /**
   * Whether a personal API token may call it, acting with its creator's role: 'feed' is the scope
   * every token has (upload and read data, issue 10 "Automated feeds"), 'none' refuses tokens.
   */
  apiToken: 'feed' | 'none';
  /**
   * Whether a session needs its second factor here when the organisation requires one; the routes
   * the web app reads to say why a member is refused do not. Better Auth's routes have their own
   * guard (auth/second-factor-guard.ts), which leaves open turning the factor on.
   */
  secondFactor: boolean;
}

/** A route anyone may call, and why. */
export interface PublicAccess {
  public: string;
}

export type RouteAccess = SignedInAccess | PublicAccess;

const MSG_TOKEN_NOT_ALLOWED = 'API tokens can upload and read data; sign in to change the account.';

/** The access each guard checks: the route listing (route-access.test.ts) reads it from the app. */
const declared = new WeakMap<MiddlewareHandler, RouteAccess>();

/** The access a handler of the app declares, if it is an access guard. */
export const accessOf = (handler: unknown): RouteAccess | undefined =>
  typeof handler === 'function' ? declared.get(handler as MiddlewareHandler) : undefined;

/**
 * Refuses the caller that signedIn (require-user.ts) let in where the route's access does not:
 * a token outside its scope, a session without the second factor its organisation requires, a
 * member whose role lacks the permission. A token acts with its creator's role.
 */
function checkSignedIn(access: SignedInAccess): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const caller = c.get('caller');
    if (!caller) throw new ApiError(401, 'unauthorized', MSG_USER_NOT_AUTHENTICATED);
    if (caller.token) {
      if (access.apiToken === 'none') {
        throw new ApiError(403, 'token_not_allowed', MSG_TOKEN_NOT_ALLOWED);
      }
    } else if (access.secondFactor && c.get('secondFactorMissing')) {
      throw new ApiError(403, 'two_factor_required', msgTwoFactorRequired(caller.orgName));
    }
    const { permission } = access;
    if (permission !== 'member' && !roleAllows(caller.role, permission.needs)) {
      throw new ApiError(
        403,
        'forbidden',
        msgRoleNeeded(permission.doing, permission.needs, caller.role),
      );
    }
    await next();
  };
}

/**
 * A plain (non-OpenAPI) route's declaration that anyone may call it, as its first handler: it lets
 * every request through, and the route listing reads why.
 */
export function declaredPublic(why: string): MiddlewareHandler {
  const open: MiddlewareHandler = (_c, next) => next();
  declared.set(open, { public: why });
  return open;
}

/** The middleware that holds a route to its declared access. */
export function accessGuard(access: RouteAccess): MiddlewareHandler<AppEnv> {
  if ('public' in access) return declaredPublic(access.public);
  const guard = checkSignedIn(access);
  declared.set(guard, access);
  return guard;
}
