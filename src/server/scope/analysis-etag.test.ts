import { PostgresQueryCompiler, type KyselyPlugin } from 'kysely';
import { expect, it } from 'vitest';
import { describeApi, type ApiContext, type TestUser } from '../testing/test-app';
import { csvHeader } from '@domain/testing/csv-header';

const HEADER = csvHeader();

/** A day of hourly rows of one plant at 10 t of CO2 an hour. */
const csv = (date: string, plant = 1) =>
  [
    HEADER,
    ...Array.from(
      { length: 24 },
      (_, h) =>
        `${date} ${String(h).padStart(2, '0')}:00:00,${plant},Plant ${plant},gas,100,0,200,10,1,1,50`,
    ),
  ].join('\n') + '\n';

async function upload(t: ApiContext, user: TestUser, date: string) {
  const form = new FormData();
  form.append('file', new File([csv(date)], `${date}.csv`, { type: 'text/csv' }));
  const res = await t.request('/api/files', { method: 'POST', cookie: user.cookie, body: form });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function send(t: ApiContext, user: TestUser, method: string, path: string, body?: unknown) {
  const res = await t.request(path, {
    method,
    cookie: user.cookie,
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  expect(res.status).toBeLessThan(300);
  return res.status === 204 ? null : ((await res.json()) as Record<string, unknown>);
}

describeApi('the ETag of an analysis', (t) => {
  it('changes with every write that moves a figure, and with nothing else', async () => {
    const user = await t.signUp();
    const other = await t.signUp();
    const kept = await upload(t, user, '2025-01-15');
    const etags = async () => {
      const paths = ['/api/analysis', `/api/files/${kept}/analysis`, '/api/analysis?year=2025'];
      const answers = await Promise.all(paths.map((p) => t.request(p, { cookie: user.cookie })));
      return answers.map((a) => a.headers.get('etag'));
    };
    const seen = [await etags()];
    /** The ETags now, once it is known whether they should differ from the last ones. */
    const expectEtags = async (changed: boolean) => {
      const now = await etags();
      const last = seen[seen.length - 1]!;
      for (let i = 0; i < now.length; i++) {
        if (changed) expect(now[i]).not.toBe(last[i]);
        else expect(now[i]).toBe(last[i]);
      }
      seen.push(now);
    };

    // Reads, API tokens and another user's writes move none of the user's figures.
    await send(t, user, 'GET', '/api/files');
    await send(t, user, 'GET', '/api/permits');
    await send(t, user, 'POST', '/api/tokens', { name: 'feed' });
    await upload(t, other, '2025-01-15');
    await send(t, other, 'PUT', '/api/settings', { eua_price_eur_per_t: 90 });
    await send(t, other, 'PUT', '/api/permits/year/2025', { active_permits: 3 });
    await expectEtags(false);

    const added = await upload(t, user, '2025-01-16');
    await expectEtags(true);
    await send(t, user, 'PUT', '/api/plants/1', { renewable_share: 20 });
    await expectEtags(true);
    await send(t, user, 'PUT', '/api/settings', { eua_price_eur_per_t: 90 });
    await expectEtags(true);
    const permit = await send(t, user, 'POST', '/api/permits', {
      permit_year: 2025,
      active_permits: 2,
    });
    await expectEtags(true);
    await send(t, user, 'PUT', `/api/permits/${permit!.id as string}`, { active_permits: 4 });
    await expectEtags(true);
    await send(t, user, 'DELETE', `/api/permits/${permit!.id as string}`);
    await expectEtags(true);
    await send(t, user, 'PUT', '/api/permits/year/2025', { active_permits: 5 });
    await expectEtags(true);
    await send(t, user, 'DELETE', `/api/files/${added}`);
    await expectEtags(true);
    // Nothing found to change changes nothing.
    const missing = await t.request(`/api/permits/${permit!.id as string}`, {
      method: 'DELETE',
      cookie: user.cookie,
    });
    expect(missing.status).toBe(404);
    await expectEtags(false);
  });
});

/** Every statement the app sends to the database, as SQL, while `recording` is on. */
const log = { recording: false, statements: [] as string[] };
const compiler = new PostgresQueryCompiler();
const recorder: KyselyPlugin = {
  transformQuery({ node, queryId }) {
    if (log.recording) log.statements.push(compiler.compileQuery(node, queryId).sql);
    return node;
  },
  transformResult: async ({ result }) => result,
};

describeApi(
  'a revalidated analysis',
  (t) => {
    /** The statements of one request, but the sign-in session's own lookup. */
    const statementsOf = async (user: TestUser, path: string, etag: string) => {
      log.statements = [];
      log.recording = true;
      const res = await t.request(path, {
        cookie: user.cookie,
        headers: { 'if-none-match': etag },
      });
      log.recording = false;
      expect(res.status).toBe(304);
      return log.statements.filter((s) => !/from "(session|user|member)"/.test(s));
    };

    it('costs one statement, for the history and for a file', async () => {
      const user = await t.signUp();
      const file = await upload(t, user, '2025-01-15');
      await send(t, user, 'PUT', '/api/permits/year/2025', { active_permits: 3 });
      for (const path of ['/api/analysis', `/api/files/${file}/analysis`]) {
        const etag = (await t.request(path, { cookie: user.cookie })).headers.get('etag')!;
        expect(await statementsOf(user, path, etag)).toHaveLength(1);
      }
    });
  },
  { db: (db) => db.withPlugin(recorder) },
);
