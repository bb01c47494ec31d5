import type { HttpBindings } from '@hono/node-server';
import type { Auth } from '../auth/create-auth';
import type { Caller } from './caller';

export type SessionUser = Auth['$Infer']['Session']['user'];

/** What middleware hands to handlers on the context. */
export interface AppEnv {
  Variables: {
    user: SessionUser;
    caller: Caller;
    /** A session without the second factor its organisation requires (route-access.ts). */
    secondFactorMissing: boolean;
  };
  /** Node's request and response under the Node server; absent when a test calls the app directly. */
  Bindings: Partial<HttpBindings>;
}
