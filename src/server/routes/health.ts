import { Hono } from 'hono';
import type { Services } from '../services';

/** Liveness (the process answers) and readiness (the database answers) for load balancers. */
export function healthRoutes(services: Services) {
  const app = new Hono();
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
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
