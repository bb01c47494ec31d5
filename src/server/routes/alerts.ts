import { LISTED_ALERTS_MAX } from '@domain/constants';
import { z } from '@hono/zod-openapi';
import { declareRoute } from '../http/declare-route';
import { collectAlerts } from '../alerts/collect-alerts';
import type { ResponseCache } from '../files/analysis-responses';
import { openApiRouter, signedInRouter, type SignedIn } from '../http/open-api-router';
import { paramText } from '../http/schemas';
import type { Services } from '../services';

const AlertSchema = z
  .object({
    key: z.string(),
    kind: z.enum(['ets_deadline', 'over_allowances', 'data_gap', 'locked_year_attempt']),
    tone: z.enum(['critical', 'warning']),
    title: z.string(),
    detail: z.string(),
  })
  .openapi('Alert');

const FrequencySchema = z.enum(['off', 'daily', 'weekly']);
const DigestSchema = z.object({ frequency: FrequencySchema }).openapi('DigestSetting');

/** Issue 28 §4: the organisation's alerts, for the bell. */
export function alertsRoutes(services: Services, signedIn: SignedIn, cache: ResponseCache) {
  return signedInRouter(signedIn).openapi(
    declareRoute({
      method: 'get',
      path: '/',
      access: { permission: 'member', apiToken: 'none', secondFactor: true },
      summary:
        "The active organisation's alerts: ETS deadlines, a year over its allowances, missing hours, refused changes to a locked year",
      responses: {
        200: {
          description: `The first ${LISTED_ALERTS_MAX} alerts, the critical first, and the count of all`,
          content: {
            'application/json': {
              schema: z.object({ alerts: z.array(AlertSchema), alertCount: z.number().int() }),
            },
          },
        },
      },
    }),
    async (c) => {
      const { alerts, count } = await collectAlerts(services, c.var.caller.orgId, { cache });
      return c.json({ alerts, alertCount: count }, 200);
    },
  );
}

/** Issue 28 §4: how often the member gets the organisation's alerts by e-mail. */
export function digestRoutes(services: Services, signedIn: SignedIn) {
  const digests = services.queries.digests;
  return signedInRouter(signedIn)
    .openapi(
      declareRoute({
        method: 'get',
        path: '/',
        access: { permission: 'member', apiToken: 'none', secondFactor: true },
        summary:
          "How often the member gets the organisation's alerts by e-mail (weekly unless changed)",
        responses: {
          200: {
            description: 'Setting',
            content: { 'application/json': { schema: DigestSchema } },
          },
        },
      }),
      async (c) => {
        const { orgId, userId } = c.var.caller;
        const { frequency } = await digests.preferenceOf(orgId, userId);
        return c.json({ frequency }, 200);
      },
    )
    .openapi(
      declareRoute({
        method: 'put',
        path: '/',
        access: { permission: 'member', apiToken: 'none', secondFactor: true },
        summary: "Change how often the member gets the organisation's alerts by e-mail",
        request: {
          body: { required: true, content: { 'application/json': { schema: DigestSchema } } },
        },
        responses: {
          200: { description: 'Saved', content: { 'application/json': { schema: DigestSchema } } },
        },
      }),
      async (c) => {
        const { orgId, userId } = c.var.caller;
        const { frequency } = c.req.valid('json');
        await digests.setFrequency(orgId, userId, frequency);
        return c.json({ frequency }, 200);
      },
    );
}

/** The digest's unsubscribe link: no sign-in, the link's secret names the member's setting. */
export function unsubscribeRoutes(services: Services) {
  return openApiRouter().openapi(
    declareRoute({
      method: 'get',
      path: '/',
      access: {
        public: "the digest's unsubscribe link: its secret token names the member's setting",
      },
      summary: "Turn off a member's digest from the link in it",
      request: { query: z.object({ token: paramText('token').min(1).max(64) }) },
      responses: {
        200: { description: 'Turned off', content: { 'text/html': { schema: z.string() } } },
        404: { description: 'No such link', content: { 'text/html': { schema: z.string() } } },
      },
    }),
    async (c) => {
      const organisation = await services.queries.digests.unsubscribe(c.req.valid('query').token);
      const page = (text: string) =>
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Digest</title></head><body><p>${text}</p></body></html>`;
      if (organisation === null) {
        return c.html(page('This link turns off no digest: it is unknown or was replaced.'), 404);
      }
      const name = organisation.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
      return c.html(
        page(
          `You will get no more digests from ${name}. Settings &gt; Organisation turns them on again.`,
        ),
        200,
      );
    },
  );
}
