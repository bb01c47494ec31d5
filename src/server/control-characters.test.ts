// Issue 24: a control character (NUL above all, which PostgreSQL refuses in text) in any text a
// request carries is refused with 400 naming the field, and nothing is stored; multi-line notes
// keep their line breaks and tabs. Every such text documents its maximum length and its rule.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { SAMPLE_CSV_PATH } from './paths';
import { describeApi, type ApiContext, type TestUser } from './testing/test-app';

const sample = readFile(SAMPLE_CSV_PATH);

interface ErrorJson {
  error?: string;
  code?: string;
  message: string;
  issues?: { path: string; message: string }[];
}

/** The API's refusal of a field's text: 400 invalid_request, the field's message and its path. */
async function expectRefused(res: Response, path: string, message: string) {
  expect(res.status, message).toBe(400);
  expect(await res.json()).toEqual({
    error: 'invalid_request',
    message,
    issues: [{ path, message }],
  });
}

/** Better Auth's routes answer a refusal as `{ code, message }`, like their other rules. */
async function expectAuthRefused(res: Response, message: string) {
  expect(res.status, message).toBe(400);
  expect(((await res.json()) as ErrorJson).message).toBe(message);
}

const send = (t: ApiContext, user: TestUser | null, method: string, path: string, body: unknown) =>
  t.request(path, {
    method,
    cookie: user?.cookie,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

async function upload(t: ApiContext, user: TestUser): Promise<string> {
  const form = new FormData();
  form.append(
    'file',
    new File([new Uint8Array(await sample)], 'sample_data.csv', { type: 'text/csv' }),
  );
  const res = await t.request('/api/files', { method: 'POST', body: form, cookie: user.cookie });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function getJson<T>(t: ApiContext, user: TestUser, path: string): Promise<T> {
  const res = await t.request(path, { cookie: user.cookie });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  maxLength?: number;
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
}

interface Operation {
  parameters?: { name: string; in: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

/** Every string a schema holds, named by where it is. */
function textsOf(schema: JsonSchema, where: string): [string, JsonSchema][] {
  const inner = [
    ...Object.entries(schema.properties ?? {}).map(([k, s]) => textsOf(s, `${where}.${k}`)),
    ...(schema.anyOf ?? []).map((s) => textsOf(s, where)),
    schema.items ? textsOf(schema.items, `${where}[]`) : [],
  ].flat();
  const isText = schema.type === 'string' || (schema.type ?? []).includes('string');
  return isText ? [[where, schema], ...inner] : inner;
}

// NUL, a C0 control (BEL), DEL, a C1 control (NEL) and half of a surrogate pair.
const CONTROLS = ['\u0000', '\u0007', '\u007f', '\u0085', '\ud800'];

describeApi('control characters in request text', (t) => {
  it('documents a maximum length and a pattern without control characters for every text a request carries', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, Operation>>;
    };
    const texts = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, op]) => [
        ...(op.parameters ?? []).flatMap((p) =>
          textsOf(p.schema, `${method} ${path} ${p.in} ${p.name}`),
        ),
        ...textsOf(
          op.requestBody?.content['application/json']?.schema ?? {},
          `${method} ${path} body`,
        ),
      ]),
    );
    expect(texts.length).toBeGreaterThan(40);
    for (const [where, schema] of texts) {
      if (schema.enum) continue;
      expect(schema.maxLength, where).toBeGreaterThan(0);
      expect(schema.pattern, where).toBeDefined();
      expect(new RegExp(schema.pattern!, 'u').test('a\u0000b'), where).toBe(false);
    }
  });

  describe('JSON fields', () => {
    it.each(CONTROLS)('refuses a token name holding %j and creates no token', async (control) => {
      const user = await t.signUp();
      const res = await send(t, user, 'POST', '/api/tokens', { name: `SCADA${control}feed` });
      await expectRefused(res, 'name', 'Token name may not contain control characters');
      expect(await getJson(t, user, '/api/tokens')).toEqual({ tokens: [] });
    });

    it('refuses NUL in the plant register notes, and a line break in its one-line fields', async () => {
      const user = await t.signUp();
      await upload(t, user);
      for (const [field, value, message] of [
        ['notes', 'Unit\u0000B', 'Notes may not contain control characters'],
        ['notes', 'Unit\u0085B', 'Notes may not contain control characters'],
        ['sector', 'Power\ngeneration', 'Sector may not contain control characters'],
        [
          'ets_installation_id',
          'DE-\t0001',
          'ETS installation ID may not contain control characters',
        ],
      ] as const) {
        const res = await send(t, user, 'PUT', '/api/plants/1', { [field]: value });
        await expectRefused(res, field, message);
      }
      const { plants } = await getJson<{ plants: Record<string, unknown>[] }>(
        t,
        user,
        '/api/plants',
      );
      expect(plants[0]).toMatchObject({ notes: null, updated_at: null });
    });

    it('keeps line breaks and tabs in multi-line notes exactly as written', async () => {
      const user = await t.signUp();
      await upload(t, user);
      const notes = 'Unit B\r\nrevised 2025:\tsee permit';
      const plant = await send(t, user, 'PUT', '/api/plants/1', { notes });
      expect(plant.status).toBe(200);
      expect(await plant.json()).toMatchObject({ notes });
      const permit = await send(t, user, 'POST', '/api/permits', {
        permit_year: 2025,
        active_permits: 3,
        notes,
      });
      expect(permit.status).toBe(201);
      expect(await permit.json()).toMatchObject({ notes });
    });

    it('refuses NUL in a permit company name or notes, and a line break in the company name', async () => {
      const user = await t.signUp();
      for (const [field, value, message] of [
        ['company_name', 'Acme\u0000Power', 'Company name may not contain control characters'],
        ['company_name', 'Acme\nPower', 'Company name may not contain control characters'],
        ['notes', 'Bought\u0000', 'Notes may not contain control characters'],
      ] as const) {
        const res = await send(t, user, 'POST', '/api/permits', {
          permit_year: 2025,
          active_permits: 3,
          [field]: value,
        });
        await expectRefused(res, field, message);
      }
      const existing = await send(t, user, 'POST', '/api/permits', {
        permit_year: 2024,
        active_permits: 3,
      });
      const { id } = (await existing.json()) as { id: string };
      await expectRefused(
        await send(t, user, 'PUT', `/api/permits/${id}`, { company_name: 'Acme\u0000' }),
        'company_name',
        'Company name may not contain control characters',
      );
      await expectRefused(
        await send(t, user, 'PUT', '/api/permits/year/2026', {
          active_permits: 1,
          notes: '\u0000',
        }),
        'notes',
        'Notes may not contain control characters',
      );
      const { permits } = await getJson<{ permits: Record<string, unknown>[] }>(
        t,
        user,
        '/api/permits',
      );
      expect(permits).toEqual([expect.objectContaining({ permit_year: 2024, company_name: null })]);
    });
  });

  describe("the account's fields (Better Auth's routes)", () => {
    it.each(CONTROLS)(
      'refuses a sign-up name holding %j and creates no account',
      async (control) => {
        const email = `control-${CONTROLS.indexOf(control)}-${process.pid}-${Date.now()}@example.com`;
        const res = await send(t, null, 'POST', '/api/auth/sign-up/email', {
          name: `Ada${control}Operator`,
          email,
          password: 'Sturdy-Passw0rd',
        });
        await expectAuthRefused(res, 'Full name may not contain control characters');
        const stored = await t.db
          .selectFrom('user')
          .select('id')
          .where('email', '=', email)
          .execute();
        expect(stored).toEqual([]);
      },
    );

    it('refuses NUL in the name or avatar URL of update-user and changes nothing', async () => {
      const user = await t.signUp({ name: 'Unchanged Name' });
      await expectAuthRefused(
        await send(t, user, 'POST', '/api/auth/update-user', { name: 'New\u0000Name' }),
        'Full name may not contain control characters',
      );
      await expectAuthRefused(
        await send(t, user, 'POST', '/api/auth/update-user', {
          image: 'https://example.com/a\u0000.png',
        }),
        'Avatar URL may not contain control characters',
      );
      expect(await getJson(t, user, '/api/me')).toMatchObject({
        full_name: 'Unchanged Name',
        avatar_url: null,
      });
    });

    it('refuses NUL in the e-mail of a sign-in and in the token of a reset or a session', async () => {
      const user = await t.signUp();
      await expectAuthRefused(
        await send(t, null, 'POST', '/api/auth/sign-in/email', {
          email: `${user.email}\u0000`,
          password: user.password,
        }),
        'email may not contain control characters',
      );
      await expectAuthRefused(
        await send(t, null, 'POST', '/api/auth/reset-password', {
          token: 'a\u0000b',
          newPassword: 'Fresh-Passw0rd',
        }),
        'token may not contain control characters',
      );
      await expectAuthRefused(
        await send(t, user, 'POST', '/api/auth/revoke-session', { token: 'a\u0000b' }),
        'token may not contain control characters',
      );
      expect((await t.request('/api/me', { cookie: user.cookie })).status).toBe(200);
    });

    it('takes a password as it is typed: it is only hashed, never stored as text', async () => {
      const password = 'Sturdy\tPassw0rd';
      const user = await t.signUp({ password });
      expect((await t.signIn(user.email, password)).cookie).not.toBeNull();
    });
  });

  describe('path parameters and query strings', () => {
    it('refuses NUL in an id in the path, and deletes nothing', async () => {
      const user = await t.signUp();
      const fileId = await upload(t, user);
      for (const [method, path] of [
        ['GET', '/api/files/%00/content'],
        ['GET', '/api/files/%00/analysis'],
        ['GET', '/api/files/%00/export?format=csv&role=internal'],
        ['DELETE', '/api/files/%00'],
        ['DELETE', '/api/tokens/%00'],
        ['DELETE', '/api/permits/%00'],
      ] as const) {
        const res = await t.request(path, { method, cookie: user.cookie });
        await expectRefused(res, 'id', 'id may not contain control characters');
      }
      await expectRefused(
        await send(t, user, 'PUT', '/api/plants/1%00', { notes: 'x' }),
        'plant_id',
        'plant_id may not contain control characters',
      );
      const { files } = await getJson<{ files: { id: string }[] }>(t, user, '/api/files');
      expect(files.map((f) => f.id)).toEqual([fileId]);
    });

    it('refuses NUL in a query parameter of the analysis, the exports and the report', async () => {
      const user = await t.signUp();
      const fileId = await upload(t, user);
      for (const [path, field] of [
        ['/api/analysis?plant=%00', 'plant'],
        ['/api/analysis?plant=1&plant=2%00', 'plant'],
        ['/api/analysis?from=%00', 'from'],
        ['/api/analysis?to=2025-01-1%00', 'to'],
        ['/api/analysis?year=%00', 'year'],
        [`/api/files/${fileId}/analysis?from=2025%00`, 'from'],
        [`/api/files/${fileId}/export?format=csv%00&role=internal`, 'format'],
        [`/api/files/${fileId}/export?format=csv&role=%00`, 'role'],
        ['/api/reports/compliance.pdf?fileId=%00', 'fileId'],
      ] as const) {
        const res = await t.request(path, { cookie: user.cookie });
        const message = `${field} may not contain control characters`;
        expect(res.status, path).toBe(400);
        const body = (await res.json()) as ErrorJson;
        expect(body, path).toMatchObject({ error: 'invalid_request', message });
        expect(body.issues?.map((i) => i.message)).toEqual([message]);
      }
    });
  });
});
