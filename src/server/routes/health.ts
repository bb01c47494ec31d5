import { Hono } from 'hono';
import { declaredPublic } from '../http/route-access';
import type { Services } from '../services';

/** Liveness (the process answers) and readiness (the database answers) for load balancers. */
export function healthRoutes(services: Services) {
  const app = new Hono();
  const probe = declaredPublic('load balancers probe it');
  app.get('/healthz', probe, (c) => c.json({ status: 'ok' }));
  app.get('/readyz', probe, async (c) => {
    try {
      await services.queries.userData.ping();
      return c.json({ status: 'ready' });
    } catch (error) {
      services.logger.warn({ err: error }, 'readiness check failed');
      return c.json(
        {
          status: 'unavailable',
          error: 'database_unavailable',
          message: 'The database does not answer',
        },
        503,
      );
    }
  });
  return app;
}
