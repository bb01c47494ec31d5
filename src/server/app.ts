import { requestId } from 'hono/request-id';
import { noSuchApiRoute } from './http/api-error';
import { limitBody, REQUEST_BODY_MAX_BYTES, requestBodyTooLarge } from './http/body-limit';
import { compressJson } from './http/compress-json';
import type { AppEnv } from './http/app-env';
import { actorOf } from './http/caller';
import { errorHandler } from './http/error-handler';
import { alertsRoutes, digestRoutes, unsubscribeRoutes } from './routes/alerts';
import { originCheck } from './http/origin-check';
import { requireUser } from './http/require-user';
import { declaredPublic } from './http/route-access';
import { securityHeaders } from './http/security-headers';
import { withRequestContext } from './http/request-context';
import { openApiRouter } from './http/open-api-router';
import { createFailureLock } from './auth/sign-in-lockout';
import { analysisRoutes } from './routes/analysis';
import { filesRoutes } from './routes/files';
import { emissionFactorsRoutes } from './routes/emission-factors';
import { healthRoutes } from './routes/health';
import { importProfilesRoutes } from './routes/import-profiles';
import { meRoutes } from './routes/me';
import { organisationRoutes } from './routes/organisation';
import { permitsRoutes } from './routes/permits';
import { sourceStreamsRoutes } from './routes/source-streams';
import { plantsRoutes } from './routes/plants';
import { esrsRoutes } from './routes/esrs';
import { etsRoutes } from './routes/ets';
import { qualityRoutes } from './routes/quality';
import { settingsRoutes } from './routes/settings';
import { publicRoutes } from './routes/public';
import { reportsRoutes } from './routes/reports';
import { createResponseCache } from './files/analysis-responses';
import { webAppRoutes } from './routes/web-app';
import { authRoutes } from './routes/auth';
import { apiTokensRoutes } from './routes/api-tokens';
import { auditRoutes } from './routes/audit';
import { yearsRoutes } from './routes/years';
import type { Services } from './services';

export interface AppOptions {
  /** Directory of the built web app (tests point it elsewhere). */
  webRoot?: string;
}

/** The whole HTTP app: API under /api, Better Auth under /api/auth, the web app elsewhere. */
export function createApp(services: Services, options: AppOptions = {}) {
  const { config, logger } = services;
  const app = openApiRouter();

  app.use(requestId());
  app.use(withRequestContext());
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    logger.info(
      {
        reqId: c.get('requestId'),
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  });
  app.use(securityHeaders());
  // Every request body is limited while it is read; uploads (and a workbook's preview, issue 27
  // §3) have their own, larger limit.
  const limitSmallBody = limitBody(REQUEST_BODY_MAX_BYTES, requestBodyTooLarge);
  const uploadPaths = new Set(['/api/files', '/api/files/preview']);
  app.use('*', (c, next) => (uploadPaths.has(c.req.path) ? next() : limitSmallBody(c, next)));
  app.route('/', healthRoutes(services));
  app.use('/api/*', originCheck(config));
  app.use('/api/*', compressJson());
  app.route('/api/auth', authRoutes(services));

  // Each signed-in resource's router puts this guard before its routes (signedInRouter).
  const signedIn = requireUser(services.sessions, services.queries.apiTokens, {
    lock: createFailureLock(services.queries.failures, services.now),
    trustProxy: config.trustProxy,
  });
  // One cache of completed answers: every scope's analysis (the history's and each file's) and the
  // bell's alerts.
  const completed = createResponseCache(config.analysisCacheMb * 1024 * 1024);
  const routes = app
    .route('/api', publicRoutes(services))
    .route('/api/me', meRoutes(services, signedIn))
    .route('/api/organisation', organisationRoutes(services, signedIn))
    .route('/api/analysis', analysisRoutes(services, signedIn, completed))
    .route('/api/files', filesRoutes(services, signedIn, completed))
    .route('/api/import-profiles', importProfilesRoutes(services, signedIn))
    .route('/api/permits', permitsRoutes(services, signedIn))
    .route('/api/plants', plantsRoutes(services, signedIn))
    .route('/api/plants', sourceStreamsRoutes(services, signedIn))
    .route('/api/ets', etsRoutes(services, signedIn))
    .route('/api/esrs', esrsRoutes(services, signedIn))
    .route('/api/quality', qualityRoutes(services, signedIn))
    .route('/api/settings', settingsRoutes(services, signedIn))
    .route('/api/reports', reportsRoutes(services, signedIn))
    .route('/api/tokens', apiTokensRoutes(services, signedIn))
    .route('/api/audit', auditRoutes(services, signedIn))
    .route('/api/years', yearsRoutes(services, signedIn))
    .route('/api/emission-factors', emissionFactorsRoutes(services, signedIn))
    .route('/api/alerts', alertsRoutes(services, signedIn, completed))
    .route('/api/digest', digestRoutes(services, signedIn))
    .route('/api/unsubscribe', unsubscribeRoutes(services));

  app.use('/api/openapi.json', declaredPublic("the API's description"));
  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Sustainability Intelligence Dashboard API',
      version: '1',
      description:
        'JSON API of the dashboard. Sign-in and accounts are Better Auth endpoints under /api/auth ' +
        '(sign-up/email, sign-in/email, sign-out, get-session, request-password-reset, reset-password, ' +
        'change-password, update-user, send-verification-email, verify-email); every other route ' +
        'needs the session cookie they set. Errors are JSON { error, message }.',
    },
  });
  app.all('/api/*', declaredPublic('an unknown API path, answered with a JSON 404'), () => {
    throw noSuchApiRoute();
  });
  app.route('/', webAppRoutes(options.webRoot));
  app.onError(
    errorHandler<AppEnv>(logger, async (c, error) => {
      const caller = c.get('caller');
      if (!caller) return;
      // The organisation whose year is locked: the caller's, or one an account deletion would take.
      await services.queries.audit.record(error.orgId, {
        actor: actorOf(caller),
        action: 'locked_year_refusal',
        target: `${c.req.method} ${c.req.path}`,
        details: {
          year: error.year,
          locked_by: error.lockedBy,
          ...(error.plantId === undefined ? {} : { plant_id: error.plantId }),
        },
      });
    }),
  );
  return routes;
}

export type AppType = ReturnType<typeof createApp>;
