import { vi } from 'vitest';

/** Answers one request of the fake API. */
export type Handler = (request: { url: URL; init: RequestInit }) => Response | Promise<Response>;

/** A JSON response, as the server answers. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** The server's error body for a refusal (`{ error, message }`). */
export const refusal = (status: number, message: string, error = 'refused') =>
  json({ error, message }, status);

export interface FakeApi {
  /** Replaces or adds the handler of one route, e.g. `'GET /api/files'`. */
  on(route: string, handler: Handler): void;
  /** How many requests a route received so far. */
  count(route: string): number;
}

/**
 * Stubs fetch with a fake of the server's API, routed by `METHOD /path` (the query is ignored). A
 * request to a route without a handler fails the test.
 */
export function fakeApi(routes: Record<string, Handler> = {}): FakeApi {
  const handlers = new Map(Object.entries(routes));
  const counts = new Map<string, number>();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(input instanceof Request ? input.url : String(input), location.origin);
      const route = `${(init.method ?? 'GET').toUpperCase()} ${url.pathname}`;
      counts.set(route, (counts.get(route) ?? 0) + 1);
      const handler = handlers.get(route);
      if (!handler) throw new Error(`the fake API has no handler for ${route}`);
      return handler({ url, init });
    }),
  );
  return {
    on: (route, handler) => handlers.set(route, handler),
    count: (route) => counts.get(route) ?? 0,
  };
}
