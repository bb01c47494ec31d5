// The request a piece of work belongs to, wherever it runs later (a stream's callback, a timer, a
// promise): an error that escapes every handler is still logged with the request that caused it.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';

const requests = new AsyncLocalStorage<{ reqId: string }>();

/** Runs the rest of the request inside its context; after Hono's requestId middleware. */
export function withRequestContext(): MiddlewareHandler<AppEnv> {
  return (c, next) => requests.run({ reqId: c.get('requestId') }, next);
}

/** The id of the request the running code belongs to, if any. */
export function currentRequestId(): string | undefined {
  return requests.getStore()?.reqId;
}
