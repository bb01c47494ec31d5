import type { Auth } from '../auth/create-auth';

export type SessionUser = Auth['$Infer']['Session']['user'];

/** What middleware hands to handlers on the context. */
export interface AppEnv {
  Variables: { user: SessionUser };
}
