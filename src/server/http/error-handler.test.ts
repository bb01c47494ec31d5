import { Hono } from 'hono';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachBackend } from '../db/testing/test-databases';
import { capturedLogger } from '../testing/captured-logger';
import { errorHandler } from './error-handler';

const BIG_VALUE = `file-bytes-${'x'.repeat(1_000_000)}`;
const BODY_MARKER = 'secret-request-body';

describeEachBackend('the error logger', (backend) => {
  it('logs a failed query by message, code and route, never its parameters or the body', async () => {
    const { logger, lines } = capturedLogger();
    const app = new Hono();
    app.post('/api/files/:id', async () => {
      // A query whose parameter is a megabyte and which fails on it (its message quotes it).
      await sql`select ${BIG_VALUE}::integer`.execute(backend.db);
      return new Response('unreachable');
    });
    app.onError(errorHandler(logger, async () => undefined));

    const res = await app.request('/api/files/f1', { method: 'POST', body: BODY_MARKER });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({
      error: 'internal_error',
      message: 'An unexpected error occurred',
    });

    expect(lines).toHaveLength(1);
    const line = lines[0]!;
    expect(line.length).toBeLessThan(5_000);
    expect(line).not.toContain(BODY_MARKER);
    expect(line).not.toContain('x'.repeat(400));
    const logged = JSON.parse(line) as Record<string, unknown>;
    expect(logged).toMatchObject({
      msg: 'unhandled error',
      method: 'POST',
      route: '/api/files/:id',
      path: '/api/files/f1',
      err: {
        type: expect.any(String),
        code: '22P02',
        message: expect.stringContaining('invalid input syntax for type integer'),
      },
    });
    expect(Object.keys(logged.err as object).sort()).toEqual(['code', 'message', 'stack', 'type']);
  });
});
