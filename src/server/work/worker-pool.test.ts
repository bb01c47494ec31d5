import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error';
import type { PoolTestTasks } from '../testing/pool-test-worker';
import { createWorkerPool, type WorkerPool } from './worker-pool';

const MODULE = new URL('../testing/pool-test-worker.ts', import.meta.url);
const LABELS = { double: 'Doubling', block: 'Blocking', fail: 'Failing' };

let pool: WorkerPool<PoolTestTasks> | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

function testPool(limits: { threads: number; queueLimit: number; timeoutMs: number }) {
  pool = createWorkerPool<PoolTestTasks>({ ...limits, module: MODULE, labels: LABELS });
  return pool;
}

describe('createWorkerPool', () => {
  it('runs tasks on worker threads from TypeScript source', async () => {
    const work = testPool({ threads: 2, queueLimit: 10, timeoutMs: 30_000 });
    expect(await Promise.all([1, 2, 3, 4, 5].map((n) => work.run('double', n)))).toEqual([
      2, 4, 6, 8, 10,
    ]);
  });

  it('answers 503 with Retry-After and a JSON-ready message when every thread and the queue are taken', async () => {
    const work = testPool({ threads: 1, queueLimit: 1, timeoutMs: 30_000 });
    const running = work.run('block', 500);
    const queued = work.run('double', 21);
    const refused = await work.run('double', 1).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    const error = refused as ApiError;
    expect(error.status).toBe(503);
    expect(error.code).toBe('busy');
    expect(error.message).toMatch(
      /^The server is busy with other reports and uploads\. Try again in \d+ s\.$/,
    );
    expect(Number(error.headers?.['Retry-After'])).toBeGreaterThanOrEqual(1);
    // The tasks already accepted still complete.
    expect(await running).toBe('done');
    expect(await queued).toBe(42);
  });

  it('stops a task past the time limit with a clear error, and keeps serving', async () => {
    const work = testPool({ threads: 1, queueLimit: 4, timeoutMs: 300 });
    const slow = await work.run('block', 60_000).catch((e: unknown) => e);
    expect(slow).toBeInstanceOf(ApiError);
    expect((slow as ApiError).status).toBe(503);
    expect((slow as ApiError).code).toBe('work_timeout');
    expect((slow as ApiError).message).toBe(
      'Blocking took longer than the limit of 1 s and was stopped.',
    );
    // The blocked thread was replaced.
    expect(await work.run('double', 4)).toBe(8);
  });

  it("passes a task's own error on with its message, and keeps serving", async () => {
    const work = testPool({ threads: 1, queueLimit: 4, timeoutMs: 30_000 });
    await expect(work.run('fail', 'font missing')).rejects.toThrow('Failing: font missing');
    expect(await work.run('double', 5)).toBe(10);
  });
});
