import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeApi, type TestUser } from '../testing/test-app';

interface PermitJson {
  id: string;
  permit_year: number;
  active_permits: number;
  company_name: string | null;
  notes: string | null;
  created_at: string;
  updated_at: string;
}

interface ErrorJson {
  error: string;
  message: string;
  issues?: { path: string; message: string }[];
}

// The spec's words (accounts §5 permit form, §8 permit messages), written out so a changed message fails.
const MSG_PERMIT_ACTIVE_REQUIRED = 'Active permits count is required';
const MSG_PERMIT_ACTIVE_MIN = 'Must be a non-negative number';
const MSG_PERMIT_ACTIVE_WHOLE = 'Active permits must be a whole number';
const MSG_PERMIT_YEAR_RANGE = 'Permit year must be between 2020 and 2030';
const MSG_PERMIT_COMPANY_TOO_LONG = 'Company name must be less than 100 characters';
const MSG_PERMIT_NOTES_TOO_LONG = 'Notes must be less than 500 characters';
const MSG_PERMIT_DUPLICATE_YEAR = 'A permit record for this year already exists.';
const MSG_ALLOWANCE_COUNT = 'Allowances must be a whole number of EUAs, 0 or more';
const MSG_PERMIT_NUMBER_TOO_LONG = 'Permit number must be at most 50 characters';
const MSG_MONITORING_PLAN_VERSION_TOO_LONG =
  'Monitoring plan version must be at most 50 characters';

const PERMIT_NOT_FOUND = { error: 'not_found', message: 'Permit not found' };

describeApi('permit routes', (t) => {
  const send = (user: TestUser, method: string, path: string, body?: unknown) =>
    t.request(path, {
      method,
      cookie: user.cookie,
      ...(body === undefined
        ? {}
        : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
  const create = async (user: TestUser, body: Record<string, unknown>) => {
    const res = await send(user, 'POST', '/api/permits', body);
    expect(res.status).toBe(201);
    return (await res.json()) as PermitJson;
  };
  const list = async (user: TestUser) => {
    const res = await send(user, 'GET', '/api/permits');
    expect(res.status).toBe(200);
    return ((await res.json()) as { permits: PermitJson[] }).permits;
  };
  const currentYear = () => t.services.now().getUTCFullYear();

  it('lists the records newest year first, and none before the first', async () => {
    const user = await t.signUp();
    expect(await list(user)).toEqual([]);
    for (const year of [2022, 2025, 2023])
      await create(user, { permit_year: year, active_permits: 1 });
    expect((await list(user)).map((p) => p.permit_year)).toEqual([2025, 2023, 2022]);
  });

  it('answers the record of the current year of services.now(), and null before it exists', async () => {
    const user = await t.signUp();
    const current = async () => {
      const res = await send(user, 'GET', '/api/permits/current');
      expect(res.status).toBe(200);
      return ((await res.json()) as { permit: PermitJson | null }).permit;
    };
    expect(await current()).toBeNull();
    // A record of another year is not the current one.
    await create(user, { permit_year: currentYear() - 1, active_permits: 3 });
    expect(await current()).toBeNull();
    const record = await create(user, { permit_year: currentYear(), active_permits: 7 });
    expect(await current()).toEqual(record);
  });

  it('creates a record (201) with every field, without exposing its owner', async () => {
    const user = await t.signUp();
    const record = await create(user, {
      permit_year: 2026,
      active_permits: 12,
      company_name: 'Acme Power',
      notes: 'Phase 4 allocation',
      permit_number: 'DEHSt-14310-0123',
      monitoring_plan_version: 'MP v4.2',
      allowances_eua: 1_250_000,
      free_allocation: 40_000,
      purchased: 10_000,
      sold: 5_000,
      surrendered: 0,
    });
    expect(record).toEqual({
      id: expect.any(String),
      permit_year: 2026,
      active_permits: 12,
      company_name: 'Acme Power',
      notes: 'Phase 4 allocation',
      permit_number: 'DEHSt-14310-0123',
      monitoring_plan_version: 'MP v4.2',
      allowances_eua: 1_250_000,
      free_allocation: 40_000,
      purchased: 10_000,
      sold: 5_000,
      surrendered: 0,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(new Date(record.created_at).toISOString()).toBe(record.created_at);
    expect(await list(user)).toEqual([record]);
  });

  it('stores an omitted or empty company name and notes as null; 0 permits and the limits are accepted', async () => {
    const user = await t.signUp();
    const omitted = await create(user, { permit_year: 2020, active_permits: 0 });
    // A record without allowances in EUAs counts its permits; no free allocation or trades.
    expect(omitted).toMatchObject({
      active_permits: 0,
      company_name: null,
      notes: null,
      allowances_eua: null,
      free_allocation: 0,
      purchased: 0,
      sold: 0,
      surrendered: 0,
    });
    const empty = await create(user, {
      permit_year: 2030,
      active_permits: 1,
      company_name: '',
      notes: '',
    });
    expect(empty).toMatchObject({ company_name: null, notes: null });
    const atLimits = await create(user, {
      permit_year: 2025,
      active_permits: 1,
      company_name: 'c'.repeat(100),
      notes: 'n'.repeat(500),
    });
    expect(atLimits).toMatchObject({ company_name: 'c'.repeat(100), notes: 'n'.repeat(500) });
  });

  it('refuses a second record for the same year with 409; another user may hold that year', async () => {
    const user = await t.signUp();
    const first = await create(user, { permit_year: 2024, active_permits: 1 });
    const res = await send(user, 'POST', '/api/permits', { permit_year: 2024, active_permits: 9 });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error: 'permit_year_exists',
      message: MSG_PERMIT_DUPLICATE_YEAR,
    });
    expect(await list(user)).toEqual([first]);
    await create(await t.signUp(), { permit_year: 2024, active_permits: 2 });
  });

  it('lets only one of two simultaneous creations for a year through (the database decides)', async () => {
    const user = await t.signUp();
    const body = { permit_year: 2027, active_permits: 1 };
    const answers = await Promise.all([1, 2].map(() => send(user, 'POST', '/api/permits', body)));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await list(user)).toHaveLength(1);
  });

  const valid = { permit_year: 2025, active_permits: 10 };
  it.each([
    [
      'negative active permits',
      { ...valid, active_permits: -1 },
      'active_permits',
      MSG_PERMIT_ACTIVE_MIN,
    ],
    [
      'fractional active permits',
      { ...valid, active_permits: 1.5 },
      'active_permits',
      MSG_PERMIT_ACTIVE_WHOLE,
    ],
    [
      'active permits as text',
      { ...valid, active_permits: '10' },
      'active_permits',
      MSG_PERMIT_ACTIVE_REQUIRED,
    ],
    ['missing active permits', { permit_year: 2025 }, 'active_permits', MSG_PERMIT_ACTIVE_REQUIRED],
    ['year 2019', { ...valid, permit_year: 2019 }, 'permit_year', MSG_PERMIT_YEAR_RANGE],
    ['year 2031', { ...valid, permit_year: 2031 }, 'permit_year', MSG_PERMIT_YEAR_RANGE],
    ['missing year', { active_permits: 10 }, 'permit_year', MSG_PERMIT_YEAR_RANGE],
    [
      'a 101-character company name',
      { ...valid, company_name: 'c'.repeat(101) },
      'company_name',
      MSG_PERMIT_COMPANY_TOO_LONG,
    ],
    [
      '501-character notes',
      { ...valid, notes: 'n'.repeat(501) },
      'notes',
      MSG_PERMIT_NOTES_TOO_LONG,
    ],
    ['negative EUAs', { ...valid, allowances_eua: -1 }, 'allowances_eua', MSG_ALLOWANCE_COUNT],
    ['fractional purchases', { ...valid, purchased: 0.5 }, 'purchased', MSG_ALLOWANCE_COUNT],
    ['sales as text', { ...valid, sold: '5' }, 'sold', MSG_ALLOWANCE_COUNT],
  ])(
    'refuses %s with 400 and the spec message, storing nothing',
    async (_, body, path, message) => {
      const user = await t.signUp();
      const res = await send(user, 'POST', '/api/permits', body);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: 'invalid_request',
        message,
        issues: [{ path, message }],
      });
      expect(await list(user)).toEqual([]);
    },
  );

  it('joins several failures with commas in the message (accounts §5)', async () => {
    const user = await t.signUp();
    const res = await send(user, 'POST', '/api/permits', {
      permit_year: 2019,
      active_permits: -1.5,
      company_name: 'c'.repeat(101),
      notes: 'n'.repeat(501),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorJson;
    expect(body.error).toBe('invalid_request');
    expect(body.issues).toHaveLength(5);
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: 'permit_year', message: MSG_PERMIT_YEAR_RANGE },
        { path: 'active_permits', message: MSG_PERMIT_ACTIVE_MIN },
        { path: 'active_permits', message: MSG_PERMIT_ACTIVE_WHOLE },
        { path: 'company_name', message: MSG_PERMIT_COMPANY_TOO_LONG },
        { path: 'notes', message: MSG_PERMIT_NOTES_TOO_LONG },
      ]),
    );
    expect(body.message).toBe(body.issues!.map((i) => i.message).join(', '));
  });

  it('updates only the fields given (PUT /:id); an empty text clears it', async () => {
    const user = await t.signUp();
    const record = await create(user, {
      permit_year: 2024,
      active_permits: 5,
      company_name: 'Acme Power',
      notes: 'first',
    });
    const res = await send(user, 'PUT', `/api/permits/${record.id}`, { active_permits: 8 });
    expect(res.status).toBe(200);
    const updated = (await res.json()) as PermitJson;
    expect(updated).toEqual({
      ...record,
      active_permits: 8,
      updated_at: expect.any(String),
    });
    const cleared = await send(user, 'PUT', `/api/permits/${record.id}`, {
      notes: '',
      permit_year: 2025,
    });
    expect(await cleared.json()).toMatchObject({
      id: record.id,
      permit_year: 2025,
      active_permits: 8,
      company_name: 'Acme Power',
      notes: null,
    });
  });

  it('refuses an update to a year the user already holds (409) or to a refused value (400), changing nothing', async () => {
    const user = await t.signUp();
    await create(user, { permit_year: 2023, active_permits: 1 });
    const record = await create(user, { permit_year: 2024, active_permits: 2 });
    const taken = await send(user, 'PUT', `/api/permits/${record.id}`, { permit_year: 2023 });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({
      error: 'permit_year_exists',
      message: MSG_PERMIT_DUPLICATE_YEAR,
    });
    const invalid = await send(user, 'PUT', `/api/permits/${record.id}`, {
      active_permits: -3,
      notes: 'n'.repeat(501),
    });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({
      error: 'invalid_request',
      message: `${MSG_PERMIT_ACTIVE_MIN}, ${MSG_PERMIT_NOTES_TOO_LONG}`,
    });
    expect((await list(user)).find((p) => p.id === record.id)).toEqual(record);
  });

  it('keeps a permit number and monitoring plan version of one line and at most 50 characters', async () => {
    const user = await t.signUp();
    const record = await create(user, {
      permit_year: 2025,
      active_permits: 1,
      permit_number: 'p'.repeat(50),
      monitoring_plan_version: '',
    });
    expect(record).toMatchObject({ permit_number: 'p'.repeat(50), monitoring_plan_version: null });
    const tooLong = await send(user, 'PUT', '/api/permits/year/2025', {
      active_permits: 1,
      permit_number: 'p'.repeat(51),
      monitoring_plan_version: 'v'.repeat(51),
    });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toMatchObject({
      message: `${MSG_PERMIT_NUMBER_TOO_LONG}, ${MSG_MONITORING_PLAN_VERSION_TOO_LONG}`,
    });
    const twoLines = await send(user, 'PUT', `/api/permits/${record.id}`, {
      monitoring_plan_version: 'v4\nv5',
    });
    expect(twoLines.status).toBe(400);
    expect(await twoLines.json()).toMatchObject({
      message: 'Monitoring plan version may not contain control characters',
    });
    expect(await list(user)).toEqual([record]);
  });

  it('answers 404 for an update or deletion of an unknown id', async () => {
    const user = await t.signUp();
    const id = randomUUID();
    const update = await send(user, 'PUT', `/api/permits/${id}`, { active_permits: 1 });
    expect(update.status).toBe(404);
    expect(await update.json()).toEqual(PERMIT_NOT_FOUND);
    const removal = await send(user, 'DELETE', `/api/permits/${id}`);
    expect(removal.status).toBe(404);
    expect(await removal.json()).toEqual(PERMIT_NOT_FOUND);
  });

  it('upserts by year (PUT /year/:year): creates, then updates the same record', async () => {
    const user = await t.signUp();
    const first = await send(user, 'PUT', '/api/permits/year/2026', {
      active_permits: 4,
      company_name: 'Acme Power',
    });
    expect(first.status).toBe(200);
    const created = (await first.json()) as PermitJson;
    expect(created).toMatchObject({
      permit_year: 2026,
      active_permits: 4,
      company_name: 'Acme Power',
      notes: null,
    });
    const microseconds = async () => {
      const row = await t.db
        .selectFrom('eu_permits')
        .select(sql<string>`to_char(updated_at, 'YYYY-MM-DD HH24:MI:SS.US')`.as('at'))
        .where('id', '=', created.id)
        .executeTakeFirstOrThrow();
      return row.at;
    };
    const createdAt = await microseconds();

    const second = await send(user, 'PUT', '/api/permits/year/2026', {
      active_permits: 9,
      company_name: 'Acme Power',
      notes: 'topped up',
    });
    expect(second.status).toBe(200);
    const updated = (await second.json()) as PermitJson;
    expect(updated).toEqual({
      ...created,
      active_permits: 9,
      notes: 'topped up',
      updated_at: expect.any(String),
    });
    // The text form of microseconds compares in time order (fixed width, one time zone).
    expect(await microseconds()).toMatch(/\.\d{6}$/);
    expect((await microseconds()) > createdAt).toBe(true);
    expect(Date.parse(updated.updated_at)).toBeGreaterThanOrEqual(Date.parse(created.updated_at));
    expect(await list(user)).toEqual([updated]);
  });

  it.each(['2019', '2031', 'abc'])(
    'refuses the year %s in the upsert path with 400 and the spec message',
    async (year) => {
      const user = await t.signUp();
      const res = await send(user, 'PUT', `/api/permits/year/${year}`, { active_permits: 1 });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: 'invalid_request',
        message: MSG_PERMIT_YEAR_RANGE,
        issues: [{ path: 'year', message: MSG_PERMIT_YEAR_RANGE }],
      });
      expect(await list(user)).toEqual([]);
    },
  );

  it('refuses an invalid upsert body with the spec message', async () => {
    const user = await t.signUp();
    const res = await send(user, 'PUT', '/api/permits/year/2025', { active_permits: 2.5 });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: MSG_PERMIT_ACTIVE_WHOLE });
    expect(await list(user)).toEqual([]);
  });

  it('deletes a record (204), after which it is gone (404)', async () => {
    const user = await t.signUp();
    const kept = await create(user, { permit_year: 2021, active_permits: 1 });
    const record = await create(user, { permit_year: 2022, active_permits: 1 });
    const res = await send(user, 'DELETE', `/api/permits/${record.id}`);
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    const again = await send(user, 'DELETE', `/api/permits/${record.id}`);
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual(PERMIT_NOT_FOUND);
    expect(await list(user)).toEqual([kept]);
  });

  it('has the database itself refuse a duplicate year and negative permits, bypassing the API', async () => {
    const user = await t.signUp();
    const insert = (values: { permit_year: number; active_permits: number }) =>
      t.db
        .insertInto('eu_permits')
        .values({ org_id: user.id, ...values })
        .execute();
    await insert({ permit_year: 2028, active_permits: 1 });
    await expect(insert({ permit_year: 2028, active_permits: 2 })).rejects.toMatchObject({
      code: '23505',
      constraint: 'eu_permits_user_year_key',
    });
    await expect(insert({ permit_year: 2029, active_permits: -1 })).rejects.toMatchObject({
      code: '23514',
      constraint: 'eu_permits_active_permits_check',
    });
    expect((await list(user)).map((p) => [p.permit_year, p.active_permits])).toEqual([[2028, 1]]);
  });
});
