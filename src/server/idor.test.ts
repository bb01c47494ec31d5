import { createHash, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { SAMPLE_CSV_PATH } from './paths';
import { describeApi, type TestUser } from './testing/test-app';
import { NO_BLANKS } from '@domain/imports/read-through-profile';

/**
 * What a protected route's `{id}` names: one of the user's files, permit records, tokens, plants,
 * import profiles, source streams (a stream's path names its plant, 1, too) or a stream's factor
 * entries (its path names the owner's stream too).
 */
type Owned = 'file' | 'permit' | 'token' | 'plant' | 'profile' | 'stream' | 'factor';

interface ProtectedRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The path as /api/openapi.json names it. */
  path: string;
  owned?: Owned;
  query?: string;
  /** A body the route accepts, so that only the session or the owner check can refuse the call. */
  body?: 'upload' | Record<string, unknown>;
  /** The owner's answer to the same call with their own id. */
  ownerStatus?: number;
}

const PERMIT_FIELDS = { active_permits: 999, company_name: 'Intruder', notes: 'changed' };

// An import profile that maps the spec's own columns: the owner's, and what an intruder writes.
const SPEC_COLUMNS = [
  'date',
  'plant_id',
  'plant_name',
  'fuel_type',
  'electricity_output_MWh',
  'heat_output_MWh',
  'fuel_consumption_MWh',
  'CO2_emissions_tonnes',
  'CH4_emissions_kg',
  'N2O_emissions_kg',
  'efficiency_percent',
];
const OWNER_PROFILE = {
  name: 'Spec columns',
  columns: Object.fromEntries(SPEC_COLUMNS.map((c) => [c, c])),
};
const INTRUDER_PROFILE = { ...OWNER_PROFILE, name: 'Intruder', timezone: 'Asia/Tokyo' };

// A source stream on the file's fuel energy (the owner's), and one on tonnes, which any plant takes.
const STREAM_FIELDS = {
  name: 'Main fuel',
  fuel: 'natural_gas',
  method: 'calculation',
  activity_data: 'file_fuel_mwh',
  tier_activity_data: '4',
  tier_ncv: '2a',
  tier_emission_factor: '2a',
  tier_oxidation_factor: '1',
};
const TONNES_STREAM = { ...STREAM_FIELDS, name: 'Intruder', activity_data: 't' };
// A national emission factor for the owner's stream in January, and one an intruder writes.
const FACTOR_ENTRY = {
  parameter: 'emission_factor',
  value: 56.2,
  valid_from: '2025-01-01',
  valid_to: '2025-01-31',
  source: 'National inventory',
};
const INTRUDER_FACTOR = { ...FACTOR_ENTRY, valid_from: '2025-02-01', valid_to: '2025-02-28' };

// Every route behind the session, in an order the owner can replay (reads before deletions).
const PROTECTED_ROUTES: ProtectedRoute[] = [
  { method: 'GET', path: '/api/me' },
  { method: 'DELETE', path: '/api/me' },
  { method: 'GET', path: '/api/organisation' },
  { method: 'PUT', path: '/api/organisation', body: { require_two_factor: false } },
  // A caller deletes only the organisation they act in (their own: refused, 409).
  { method: 'DELETE', path: '/api/organisation', body: { confirm: 'Intruder' } },
  { method: 'GET', path: '/api/files' },
  // Through one of the user's import profiles: another user's is no profile of theirs.
  {
    method: 'POST',
    path: '/api/files',
    query: '?profile={id}',
    owned: 'profile',
    body: 'upload',
    ownerStatus: 201,
  },
  // A workbook's first rows, read and forgotten: nothing of anyone's is named or stored.
  { method: 'POST', path: '/api/files/preview', body: 'upload' },
  { method: 'GET', path: '/api/files/{id}/content', owned: 'file', ownerStatus: 200 },
  { method: 'GET', path: '/api/files/{id}/analysis', owned: 'file', ownerStatus: 200 },
  // A range takes the plant-day path of a file, whose owner check is its own.
  {
    method: 'GET',
    path: '/api/files/{id}/reports/{kind}',
    query: '?from=2025-01-10&to=2025-01-20',
    owned: 'file',
    ownerStatus: 200,
  },
  {
    method: 'GET',
    path: '/api/files/{id}/export',
    query: '?format=json&role=internal&plant=1',
    owned: 'file',
    ownerStatus: 200,
  },
  {
    method: 'GET',
    path: '/api/reports/compliance.pdf',
    query: '?fileId={id}&from=2025-01-15',
    owned: 'file',
    ownerStatus: 200,
  },
  // The history is always the signed-in user's own: there is no id to try.
  { method: 'GET', path: '/api/analysis' },
  { method: 'GET', path: '/api/analysis/export', query: '?format=json&role=internal' },
  { method: 'GET', path: '/api/analysis/reports/{kind}' },
  { method: 'GET', path: '/api/plants' },
  // A plant_id names a plant of the user's own data: another user's plant is no plant of theirs
  // (before the file's deletion, which takes the owner's plants with it).
  {
    method: 'PUT',
    path: '/api/plants/{plant_id}',
    owned: 'plant',
    body: { country: 'Norway', notes: 'changed' },
    ownerStatus: 200,
  },
  {
    method: 'GET',
    path: '/api/plants/{plant_id}/source-streams',
    owned: 'plant',
    ownerStatus: 200,
  },
  {
    method: 'POST',
    path: '/api/plants/{plant_id}/source-streams',
    owned: 'plant',
    body: TONNES_STREAM,
    ownerStatus: 201,
  },
  {
    method: 'GET',
    path: '/api/plants/{plant_id}/calculation',
    query: '?year=2025',
    owned: 'plant',
    ownerStatus: 200,
  },
  // A stream of another user's plant 1: that plant is no plant of the caller's.
  {
    method: 'PUT',
    path: '/api/plants/{plant_id}/source-streams/{stream_id}',
    owned: 'stream',
    body: { ...STREAM_FIELDS, biomass_fraction: 1 },
    ownerStatus: 200,
  },
  {
    method: 'GET',
    path: '/api/plants/{plant_id}/source-streams/{stream_id}/factors',
    owned: 'stream',
    ownerStatus: 200,
  },
  {
    method: 'POST',
    path: '/api/plants/{plant_id}/source-streams/{stream_id}/factors',
    owned: 'stream',
    body: INTRUDER_FACTOR,
    ownerStatus: 201,
  },
  {
    method: 'DELETE',
    path: '/api/plants/{plant_id}/source-streams/{stream_id}/factors/{factor_id}',
    owned: 'factor',
    ownerStatus: 204,
  },
  {
    method: 'DELETE',
    path: '/api/plants/{plant_id}/source-streams/{stream_id}',
    owned: 'stream',
    ownerStatus: 204,
  },
  // An ETS year is a year of the signed-in user's own history: there is no id to try.
  { method: 'GET', path: '/api/ets/{year}' },
  // The annual emissions report is the same year of the user's own history.
  { method: 'GET', path: '/api/ets/{year}/report.json' },
  { method: 'GET', path: '/api/ets/{year}/report.xlsx' },
  // The E1-6 datapoints are a year of the signed-in user's own history, like the ETS year.
  { method: 'GET', path: '/api/esrs/e1-6' },
  {
    method: 'PUT',
    path: '/api/ets/{year}/verification',
    body: {
      verifier: 'Intruder',
      verified_on: '2025-06-01',
      verified_co2_t: 1,
      opinion: 'satisfactory',
    },
  },
  { method: 'DELETE', path: '/api/ets/{year}/verification' },
  // The coverage and the classified gaps are the signed-in user's own: a plant_id names a plant of
  // their own history, so a stranger's classification touches only the stranger's.
  { method: 'GET', path: '/api/quality' },
  {
    method: 'PUT',
    path: '/api/quality/gaps',
    body: { plant_id: 1, from: '2025-01-15', to: '2025-01-15', reason: 'not_operating' },
  },
  {
    method: 'DELETE',
    path: '/api/quality/gaps',
    body: { plant_id: 1, from: '2025-01-15', to: '2025-01-15' },
  },
  // The emission-factor library is the same for everyone; the entries it lists are the caller's.
  { method: 'GET', path: '/api/emission-factors' },
  { method: 'GET', path: '/api/settings' },
  { method: 'PUT', path: '/api/settings', body: { eua_price_eur_per_t: 1 } },
  { method: 'DELETE', path: '/api/files/{id}', owned: 'file', ownerStatus: 204 },
  { method: 'GET', path: '/api/permits' },
  { method: 'GET', path: '/api/permits/current' },
  { method: 'POST', path: '/api/permits', body: { permit_year: 2026, ...PERMIT_FIELDS } },
  { method: 'PUT', path: '/api/permits/year/{year}', body: PERMIT_FIELDS },
  {
    method: 'PUT',
    path: '/api/permits/{id}',
    owned: 'permit',
    body: PERMIT_FIELDS,
    ownerStatus: 200,
  },
  { method: 'DELETE', path: '/api/permits/{id}', owned: 'permit', ownerStatus: 204 },
  { method: 'GET', path: '/api/tokens' },
  { method: 'POST', path: '/api/tokens', body: { name: 'Intruder feed' } },
  { method: 'DELETE', path: '/api/tokens/{id}', owned: 'token', ownerStatus: 204 },
  { method: 'DELETE', path: '/api/tokens' },
  { method: 'GET', path: '/api/audit' },
  { method: 'GET', path: '/api/alerts' },
  { method: 'PUT', path: '/api/organisation/timezone', body: { timezone: 'Europe/Berlin' } },
  { method: 'GET', path: '/api/digest' },
  { method: 'PUT', path: '/api/digest', body: { frequency: 'off' } },
  { method: 'POST', path: '/api/years/{year}/lock' },
  { method: 'DELETE', path: '/api/years/{year}/lock', body: { reason: 'intruder' } },
  { method: 'GET', path: '/api/import-profiles' },
  { method: 'POST', path: '/api/import-profiles', body: INTRUDER_PROFILE },
  { method: 'GET', path: '/api/import-profiles/{id}', owned: 'profile', ownerStatus: 200 },
  {
    method: 'PUT',
    path: '/api/import-profiles/{id}',
    owned: 'profile',
    body: INTRUDER_PROFILE,
    ownerStatus: 200,
  },
  { method: 'DELETE', path: '/api/import-profiles/{id}', owned: 'profile', ownerStatus: 204 },
];

// Routes of /api/openapi.json that anyone may call.
const PUBLIC_PATHS = new Set([
  '/api/demo',
  '/api/sample/analysis',
  '/api/sample/reports/{kind}',
  // The digest's unsubscribe link: its secret token is the key (alerts.test.ts).
  '/api/unsubscribe',
]);

const label = (r: ProtectedRoute) => `${r.method} ${r.path}`;

// "Today" is fixed so that the owner's permit (2024) is not the current year's: the analysis
// ETag then depends only on the file id and the day, and a stranger's request would compute the
// very ETag the owner holds. Only the owner check can then stop a 304.
const NOW = new Date('2025-06-15T12:00:00Z');
const OWNER_PERMIT = { permit_year: 2024, active_permits: 40, company_name: 'Acme', notes: 'mine' };

interface Snapshot {
  status: number;
  contentType: string | null;
  body: string;
}

const snapshot = async (res: Response): Promise<Snapshot> => ({
  status: res.status,
  contentType: res.headers.get('content-type'),
  body: await res.text(),
});

const sha256 = (bytes: ArrayBuffer | Uint8Array) =>
  createHash('sha256').update(new Uint8Array(bytes)).digest('hex');

describeApi(
  "IDOR matrix: another user's ids answer 404 exactly as missing ones",
  (t) => {
    const sample = readFile(SAMPLE_CSV_PATH);
    const uploadForm = async () => {
      const form = new FormData();
      form.set(
        'file',
        new File([new Uint8Array(await sample)], 'sample_data.csv', { type: 'text/csv' }),
      );
      return form;
    };

    const call = async (
      route: ProtectedRoute,
      { cookie, id = '', stream = '' }: { cookie?: string; id?: string; stream?: string },
    ) => {
      const path = (route.path + (route.query ?? ''))
        .replace('{id}', id)
        .replace('{factor_id}', id)
        .replace('{stream_id}', route.owned === 'factor' ? stream : id)
        .replace('{plant_id}', route.owned === 'stream' || route.owned === 'factor' ? '1' : id)
        .replace('{year}', '2025')
        .replace('{kind}', 'plant-performance');
      const init: RequestInit & { cookie?: string } = { method: route.method, cookie };
      if (route.body === 'upload') init.body = await uploadForm();
      else if (route.body) {
        init.headers = { 'content-type': 'application/json' };
        init.body = JSON.stringify(route.body);
      }
      return t.request(path, init);
    };

    /** An upload's answer as the file list gives the file: the answer also says what it left out. */
    const listedFile = async (res: Response) => {
      const { partialHours, blankHours, profile, placedIn, countryDeclared, ...file } =
        (await res.json()) as {
          id: string;
          sha256: string;
          partialHours: number;
          blankHours: object;
          profile: unknown;
          placedIn: { declared: string }[];
          countryDeclared: unknown;
        };
      expect(partialHours).toBe(0);
      expect(blankHours).toEqual(NO_BLANKS);
      expect(profile).toBeNull();
      expect(placedIn.every((p) => p.declared === 'none')).toBe(true);
      expect(countryDeclared).toBeNull();
      return file;
    };

    /** User A with an uploaded file and a permit record, as the API answered them. */
    const owner = async () => {
      const user = await t.signUp({ name: 'Owner A' });
      const upload = await t.request('/api/files', {
        method: 'POST',
        cookie: user.cookie,
        body: await uploadForm(),
      });
      expect(upload.status).toBe(201);
      const file = await listedFile(upload);
      const created = await t.request('/api/permits', {
        method: 'POST',
        cookie: user.cookie,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(OWNER_PERMIT),
      });
      expect(created.status).toBe(201);
      const permit = (await created.json()) as { id: string };
      const minted = await t.request('/api/tokens', {
        method: 'POST',
        cookie: user.cookie,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Owner feed' }),
      });
      expect(minted.status).toBe(201);
      const token = (await minted.json()) as { id: string; token: string };
      const saved = await t.request('/api/import-profiles', {
        method: 'POST',
        cookie: user.cookie,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(OWNER_PROFILE),
      });
      expect(saved.status).toBe(201);
      const profile = (await saved.json()) as { id: string };
      const declared = await t.request('/api/plants/1/source-streams', {
        method: 'POST',
        cookie: user.cookie,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(STREAM_FIELDS),
      });
      expect(declared.status).toBe(201);
      const stream = (await declared.json()) as { id: string };
      const entered = await t.request(`/api/plants/1/source-streams/${stream.id}/factors`, {
        method: 'POST',
        cookie: user.cookie,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(FACTOR_ENTRY),
      });
      expect(entered.status).toBe(201);
      const factor = (await entered.json()) as { id: string };
      return {
        user,
        file,
        permit,
        token,
        profile,
        ids: {
          file: file.id,
          permit: permit.id,
          token: token.id,
          plant: '1',
          profile: profile.id,
          stream: stream.id,
          factor: factor.id,
        },
      };
    };

    const getJson = async (user: TestUser, path: string) => {
      const res = await t.request(path, { cookie: user.cookie });
      expect(res.status).toBe(200);
      return res.json();
    };

    it('the table holds every route of the OpenAPI document that is not public', async () => {
      const doc = (await getJson(await t.signUp(), '/api/openapi.json')) as {
        paths: Record<string, Record<string, unknown>>;
      };
      const documented = Object.entries(doc.paths)
        .filter(([path]) => !PUBLIC_PATHS.has(path))
        .flatMap(([path, ops]) =>
          Object.keys(ops).map((m) => `${m.toUpperCase()} ${path.replace(/\/$/, '')}`),
        );
      expect(documented.sort()).toEqual(PROTECTED_ROUTES.map(label).sort());
    });

    it("answers user B on each of A's ids exactly as on a missing id, and leaves A's data unchanged", async () => {
      const a = await owner();
      const b = await t.signUp({ name: 'Intruder B' });
      const missing = randomUUID();
      const idRoutes = PROTECTED_ROUTES.filter((r) => r.owned);

      const foreign: Record<string, Snapshot> = {};
      const absent: Record<string, Snapshot> = {};
      for (const route of idRoutes) {
        const stream = a.ids.stream;
        foreign[label(route)] = await snapshot(
          await call(route, { cookie: b.cookie, id: a.ids[route.owned!], stream }),
        );
        absent[label(route)] = await snapshot(
          await call(route, { cookie: b.cookie, id: missing, stream }),
        );
      }
      expect(foreign).toEqual(absent);
      for (const route of idRoutes) {
        const what = {
          file: 'File',
          permit: 'Permit',
          token: 'Token',
          plant: 'Plant',
          profile: 'Import profile',
          stream: 'Plant',
          factor: 'Plant',
        }[route.owned!];
        expect(absent[label(route)], label(route)).toEqual({
          status: 404,
          contentType: 'application/json',
          body: JSON.stringify({ error: 'not_found', message: `${what} not found` }),
        });
      }

      const content = await t.request(`/api/files/${a.file.id}/content`, { cookie: a.user.cookie });
      expect(content.status).toBe(200);
      const bytes = await content.arrayBuffer();
      expect(sha256(bytes)).toBe(sha256(await sample));
      expect(a.file.sha256).toBe(sha256(await sample));
      expect(await getJson(a.user, '/api/permits')).toEqual({ permits: [a.permit] });
      expect(await getJson(a.user, '/api/files')).toMatchObject({ files: [a.file], total: 1 });
      expect(await getJson(a.user, '/api/import-profiles')).toEqual({ profiles: [a.profile] });

      // The same calls succeed for the owner: the 404s above came from the owner check alone.
      for (const route of idRoutes) {
        const res = await call(route, {
          cookie: a.user.cookie,
          id: a.ids[route.owned!],
          stream: a.ids.stream,
        });
        expect(res.status, label(route)).toBe(route.ownerStatus);
      }
    });

    it("keeps A's file and permit out of B's lists", async () => {
      const a = await owner();
      const b = await t.signUp();
      expect(await getJson(b, '/api/files')).toEqual({ files: [], total: 0, nextCursor: null });
      // B's history holds nothing of A's file.
      const history = (await getJson(b, '/api/analysis')) as { kpis: { totalEmissions: number } };
      expect(history.kpis.totalEmissions).toBe(0);
      expect(await getJson(b, '/api/permits')).toEqual({ permits: [] });
      // B may hold the same year: the unique key is per user.
      const own = await call(
        PROTECTED_ROUTES.find((r) => label(r) === 'POST /api/permits')!,
        {
          cookie: b.cookie,
        },
      );
      expect(own.status).toBe(201);
      const mine = (await own.json()) as { id: string };
      expect(await getJson(b, '/api/permits')).toEqual({ permits: [mine] });
      expect(await getJson(a.user, '/api/permits')).toEqual({ permits: [a.permit] });
    });

    it("stores B's upload of the bytes A holds as B's own file: A's copy neither refuses nor shows", async () => {
      const a = await owner();
      const b = await t.signUp();
      // The plain upload: the table's names one of A's import profiles.
      const uploadRoute: ProtectedRoute = { method: 'POST', path: '/api/files', body: 'upload' };
      const first = await call(uploadRoute, { cookie: b.cookie });
      expect(first.status).toBe(201);
      const theirs = await listedFile(first);
      expect(theirs.sha256).toBe(a.file.sha256);
      expect(theirs.id).not.toBe(a.file.id);
      // Their second upload of it is refused naming their own file, never A's.
      const again = await call(uploadRoute, { cookie: b.cookie });
      expect(again.status).toBe(409);
      const refusal = await again.text();
      expect((JSON.parse(refusal) as { file: { id: string } }).file.id).toBe(theirs.id);
      expect(refusal).not.toContain(a.file.id);
      expect(await getJson(b, '/api/files')).toMatchObject({ files: [theirs], total: 1 });
      expect(await getJson(a.user, '/api/files')).toMatchObject({ files: [a.file], total: 1 });
    });

    it("gives B a 404, not a 304, for A's ETag on A's file", async () => {
      const a = await owner();
      const b = await t.signUp();
      const missing = randomUUID();
      for (const kind of ['analysis', 'content']) {
        const path = `/api/files/${a.file.id}/${kind}`;
        const first = await t.request(path, { cookie: a.user.cookie });
        expect(first.status).toBe(200);
        const etag = first.headers.get('etag');
        expect(etag, kind).toBeTruthy();
        const headers = { 'if-none-match': etag! };
        if (kind === 'analysis') {
          // The ETag is a working validator for its owner.
          expect((await t.request(path, { cookie: a.user.cookie, headers })).status).toBe(304);
        }
        const stranger = await snapshot(await t.request(path, { cookie: b.cookie, headers }));
        const nothing = await snapshot(
          await t.request(`/api/files/${missing}/${kind}`, { cookie: b.cookie, headers }),
        );
        expect(stranger.status, kind).toBe(404);
        expect(stranger).toEqual(nothing);
      }
    });

    it('answers 401 "User not authenticated" on every protected route without a valid session', async () => {
      const a = await owner();
      const unauthenticated = JSON.stringify({
        error: 'unauthorized',
        message: 'User not authenticated',
      });
      for (const cookie of [undefined, 'better-auth.session_token=forged.token']) {
        for (const route of PROTECTED_ROUTES) {
          const id = route.owned ? a.ids[route.owned] : undefined;
          const res = await snapshot(await call(route, { cookie, id, stream: a.ids.stream }));
          expect(res, `${label(route)} with cookie ${cookie}`).toEqual({
            status: 401,
            contentType: 'application/json',
            body: unauthenticated,
          });
        }
      }
      expect(await getJson(a.user, '/api/permits')).toEqual({ permits: [a.permit] });
      expect(await getJson(a.user, '/api/files')).toMatchObject({ files: [a.file], total: 1 });
    });
  },
  { now: () => NOW },
);
