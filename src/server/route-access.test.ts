import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createApp } from './app';
import { accessOf, type RouteAccess } from './http/route-access';
import { describeApi } from './testing/test-app';

/** A route's access in a line, for the listing. */
function describeAccess(access: RouteAccess): string {
  if ('public' in access) return `public: ${access.public}`;
  const { permission, apiToken, secondFactor } = access;
  const role = permission === 'member' ? 'any member' : permission.needs;
  return `${role}; token ${apiToken}; second factor ${secondFactor ? 'required' : 'not needed'}`;
}

interface RegisteredRoute {
  method: string;
  path: string;
  handler: unknown;
}

/**
 * Every route the app answers with its declared access, and the routes that declare none. A
 * route's handlers are registered one by one under its method and path; a declaration under
 * ALL (app.use) covers a path's every method.
 */
function accessListing(routes: readonly RegisteredRoute[]) {
  const declared = new Map<string, RouteAccess>();
  for (const { method, path, handler } of routes) {
    const access = accessOf(handler);
    if (access) declared.set(`${method} ${path}`, access);
  }
  const listed = new Set<string>();
  const undeclared = new Set<string>();
  const answered = new Set<string>();
  for (const { method, path } of routes) {
    if (method === 'ALL') continue;
    answered.add(path);
    const route = `${method} ${path}`;
    const access = declared.get(route) ?? declared.get(`ALL ${path}`);
    if (access) listed.add(`${route} | ${describeAccess(access)}`);
    else undeclared.add(route);
  }
  for (const [route, access] of declared) {
    const [method, path] = route.split(' ');
    if (method === 'ALL' && !answered.has(path!))
      listed.add(`${route} | ${describeAccess(access)}`);
  }
  return { listed: [...listed], undeclared: [...undeclared] };
}

const SAMPLE = 'public: the sample data, read before signing in';
const WEB = "public: the web app's pages and files, and the sample file";
const MEMBER = 'any member; token none; second factor required';
const FEED = 'any member; token feed; second factor required';
const SAYS_WHY = 'any member; token none; second factor not needed';
const EDITS = 'edit_data; token none; second factor required';

// Who may call what: the role matrix of docs/organisations.md, token scope and second factor.
const ACCESS = [
  'GET /healthz | public: load balancers probe it',
  'GET /readyz | public: load balancers probe it',
  "GET /api/auth/* | public: Better Auth's endpoints: each checks the session it needs itself",
  "POST /api/auth/* | public: Better Auth's endpoints: each checks the session it needs itself",
  'GET /api/demo | public: the demo account, to prefill the sign-in form',
  `GET /api/sample/analysis | ${SAMPLE}`,
  `GET /api/sample/reports/:kind | ${SAMPLE}`,
  `GET /api/me | ${SAYS_WHY}`,
  `DELETE /api/me | ${MEMBER}`,
  `GET /api/organisation | ${SAYS_WHY}`,
  'PUT /api/organisation | manage_members; token none; second factor required',
  'DELETE /api/organisation | delete_organisation; token none; second factor required',
  `PUT /api/organisation/timezone | ${EDITS}`,
  `GET /api/analysis | ${FEED}`,
  `GET /api/analysis/export | ${FEED}`,
  `GET /api/analysis/reports/:kind | ${FEED}`,
  'POST /api/files | edit_data; token feed; second factor required',
  `GET /api/files | ${FEED}`,
  `POST /api/files/preview | ${EDITS}`,
  `GET /api/files/:id/content | ${FEED}`,
  `GET /api/files/:id/analysis | ${FEED}`,
  `GET /api/files/:id/export | ${FEED}`,
  `GET /api/files/:id/reports/:kind | ${FEED}`,
  `DELETE /api/files/:id | ${EDITS}`,
  `POST /api/import-profiles | ${EDITS}`,
  `GET /api/import-profiles | ${FEED}`,
  `GET /api/import-profiles/:id | ${FEED}`,
  `PUT /api/import-profiles/:id | ${EDITS}`,
  `DELETE /api/import-profiles/:id | ${EDITS}`,
  `GET /api/permits | ${MEMBER}`,
  `GET /api/permits/current | ${MEMBER}`,
  `POST /api/permits | ${EDITS}`,
  `PUT /api/permits/year/:year | ${EDITS}`,
  `PUT /api/permits/:id | ${EDITS}`,
  `DELETE /api/permits/:id | ${EDITS}`,
  `GET /api/plants | ${FEED}`,
  `PUT /api/plants/:plant_id | ${EDITS}`,
  `GET /api/plants/:plant_id/source-streams | ${FEED}`,
  `POST /api/plants/:plant_id/source-streams | ${EDITS}`,
  `PUT /api/plants/:plant_id/source-streams/:stream_id | ${EDITS}`,
  `DELETE /api/plants/:plant_id/source-streams/:stream_id | ${EDITS}`,
  `GET /api/plants/:plant_id/source-streams/:stream_id/factors | ${FEED}`,
  `POST /api/plants/:plant_id/source-streams/:stream_id/factors | ${EDITS}`,
  `DELETE /api/plants/:plant_id/source-streams/:stream_id/factors/:factor_id | ${EDITS}`,
  `GET /api/plants/:plant_id/calculation | ${FEED}`,
  `GET /api/ets/:year | ${FEED}`,
  `GET /api/ets/:year/report.json | ${FEED}`,
  `GET /api/ets/:year/report.xlsx | ${FEED}`,
  `GET /api/esrs/e1-6 | ${FEED}`,
  'PUT /api/ets/:year/verification | record_verification; token none; second factor required',
  'DELETE /api/ets/:year/verification | record_verification; token none; second factor required',
  `GET /api/quality | ${FEED}`,
  `PUT /api/quality/gaps | ${EDITS}`,
  `DELETE /api/quality/gaps | ${EDITS}`,
  `GET /api/settings | ${MEMBER}`,
  `PUT /api/settings | ${EDITS}`,
  `GET /api/reports/compliance.pdf | ${FEED}`,
  `POST /api/tokens | ${MEMBER}`,
  `GET /api/tokens | ${MEMBER}`,
  `DELETE /api/tokens | ${MEMBER}`,
  `DELETE /api/tokens/:id | ${MEMBER}`,
  'GET /api/audit | read_audit; token none; second factor required',
  'POST /api/years/:year/lock | lock_years; token none; second factor required',
  'DELETE /api/years/:year/lock | lock_years; token none; second factor required',
  `GET /api/emission-factors | ${FEED}`,
  `GET /api/alerts | ${MEMBER}`,
  `GET /api/digest | ${MEMBER}`,
  `PUT /api/digest | ${MEMBER}`,
  "GET /api/unsubscribe | public: the digest's unsubscribe link: its secret token names the member's setting",
  "GET /api/openapi.json | public: the API's description",
  'ALL /api/* | public: an unknown API path, answered with a JSON 404',
  `GET /sample_data.csv | ${WEB}`,
  `GET / | ${WEB}`,
  `GET /index.html | ${WEB}`,
  `GET /* | ${WEB}`,
];

describe('the route access listing', () => {
  it('names a route that declares no access', () => {
    const app = new Hono();
    app.get('/api/forgotten', (c) => c.text('open to anyone'));
    expect(accessListing(app.routes).undeclared).toEqual(['GET /api/forgotten']);
  });
});

describeApi('who may call each route', (t) => {
  it('every route of the app declares its access, as the table lists it', () => {
    const { listed, undeclared } = accessListing(createApp(t.services).routes);
    expect(undeclared).toEqual([]);
    expect(listed.sort()).toEqual([...ACCESS].sort());
  });

  it('the table holds every route of /api/openapi.json', async () => {
    const res = await t.request('/api/openapi.json');
    const doc = (await res.json()) as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map(
        (method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
      ),
    );
    const routes = ACCESS.map((line) => line.split(' | ')[0]);
    expect(documented.filter((route) => !routes.includes(route))).toEqual([]);
  });
});
