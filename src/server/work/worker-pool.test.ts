/// <reference lib="es2024.sharedmemory" />
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error';
import type { PoolTestTasks } from '../testing/pool-test-worker';
import { createWorkerPool, type WorkerPool } from './worker-pool';

const MODULE = new URL('../testing/pool-test-worker.ts', import.meta.url);
const LABELS = { double: 'Doubling', block: 'Blocking', fail: 'Failing', hold: 'Holding' };

let pool: WorkerPool<PoolTestTasks> | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

function testPool(limits: {
  threads: number;
  queueLimit: number;
  timeoutMs: number;
  placesPerKey?: number;
}) {
  pool = createWorkerPool<PoolTestTasks>({
    placesPerKey: 4,
    ...limits,
    module: MODULE,
    labels: LABELS,
  });
  return pool;
}

/** The flags of one `hold` task, in memory the test shares with the thread. */
function holdFlags() {
  const flags = new Int32Array(new SharedArrayBuffer(3 * Int32Array.BYTES_PER_ELEMENT));
  return {
    flags,
    /** Resolves once a thread has started on the task. */
    async started(): Promise<void> {
      await Atomics.waitAsync(flags, 0, 0).value;
    },
    hasStarted: () => Atomics.load(flags, 0) === 1,
    hasEnded: () => Atomics.load(flags, 2) === 1,
    release() {
      Atomics.store(flags, 1, 1);
      Atomics.notify(flags, 1);
    },
  };
}

const CANCELLED = { status: 499, code: 'client_closed_request' };
const BUSY = { status: 503, code: 'busy', headers: { 'Retry-After': expect.any(String) } };

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

  it('takes a waiting task whose caller has gone off the queue: it never starts, its place is free', async () => {
    const work = testPool({ threads: 1, queueLimit: 1, timeoutMs: 30_000 });
    const first = holdFlags();
    const gone = holdFlags();
    const running = work.run('hold', first.flags);
    const caller = new AbortController();
    const waiting = work.run('hold', gone.flags, { signal: caller.signal });
    await first.started();
    caller.abort();
    await expect(waiting).rejects.toMatchObject(CANCELLED);
    // The queue's one place is free again.
    const next = work.run('double', 21);
    first.release();
    expect(await running).toBe('released');
    expect(await next).toBe(42);
    expect(gone.hasStarted()).toBe(false);
  });

  it('refuses at once a task or a place whose caller has already gone', async () => {
    const work = testPool({ threads: 1, queueLimit: 4, timeoutMs: 30_000 });
    const gone = holdFlags();
    await expect(
      work.run('hold', gone.flags, { signal: AbortSignal.abort() }),
    ).rejects.toMatchObject(CANCELLED);
    await expect(work.enter('A', AbortSignal.abort())).rejects.toMatchObject(CANCELLED);
    expect(await work.run('double', 3)).toBe(6);
    expect(gone.hasStarted()).toBe(false);
  });

  it('ends the thread of a running task whose caller has gone, and runs the next task', async () => {
    const work = testPool({ threads: 1, queueLimit: 4, timeoutMs: 30_000 });
    const held = holdFlags();
    const caller = new AbortController();
    const running = work.run('hold', held.flags, { signal: caller.signal });
    const next = work.run('double', 4);
    await held.started();
    caller.abort();
    await expect(running).rejects.toMatchObject(CANCELLED);
    expect(await next).toBe(8);
    expect(held.hasEnded()).toBe(false);
  });

  it("runs one place of a key at a time: another key's task goes ahead of the key's second", async () => {
    const work = testPool({ threads: 1, queueLimit: 4, timeoutMs: 30_000 });
    const [a1, a2, b] = [holdFlags(), holdFlags(), holdFlags()];
    const inPlace = (key: string, flags: Int32Array) =>
      work
        .enter(key)
        .then((place) => work.run('hold', flags, { place }).finally(() => place.leave()));
    const firstOfA = inPlace('A', a1.flags);
    await a1.started();
    let secondOfAEntered = false;
    const secondOfA = work.enter('A').then((place) => {
      secondOfAEntered = true;
      return work.run('hold', a2.flags, { place }).finally(() => place.leave());
    });
    const placeOfB = await work.enter('B');
    expect(secondOfAEntered).toBe(false);
    const ofB = work.run('hold', b.flags, { place: placeOfB }).finally(() => placeOfB.leave());
    a1.release();
    await b.started();
    expect(a2.hasStarted()).toBe(false);
    b.release();
    await a2.started();
    a2.release();
    expect(await Promise.all([firstOfA, secondOfA, ofB])).toEqual([
      'released',
      'released',
      'released',
    ]);
  });

  it("refuses with 503 a key's place past its share of the line, while another key still gets one", async () => {
    const work = testPool({ threads: 1, queueLimit: 8, timeoutMs: 30_000, placesPerKey: 2 });
    const first = await work.enter('A');
    const second = work.enter('A');
    const refused = await work.enter('A').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject(BUSY);
    expect((refused as ApiError).message).toMatch(
      /^Your earlier requests still wait for their turn \(at most 2 at once\)\. Try again in \d+ s\.$/,
    );
    const other = await work.enter('B');
    first.leave();
    (await second).leave();
    other.leave();
  });

  it('counts places toward the queue limit: past it a place or a task gets 503 with Retry-After', async () => {
    const work = testPool({ threads: 1, queueLimit: 1, timeoutMs: 30_000 });
    const a = await work.enter('A');
    const b = await work.enter('B');
    await expect(work.enter('C')).rejects.toMatchObject(BUSY);
    await expect(work.run('double', 1)).rejects.toMatchObject(BUSY);
    a.leave();
    expect(await work.run('double', 2, { place: b })).toBe(4);
    expect(await work.run('double', 3)).toBe(6);
    b.leave();
  });

  it('takes a place whose caller has gone while it waits for its key out of the line', async () => {
    const work = testPool({ threads: 1, queueLimit: 2, timeoutMs: 30_000 });
    const first = await work.enter('A');
    let secondEntered = false;
    const second = work.enter('A').then((place) => {
      secondEntered = true;
      return place;
    });
    const caller = new AbortController();
    const gone = work.enter('A', caller.signal);
    caller.abort();
    await expect(gone).rejects.toMatchObject(CANCELLED);
    // The place before it still waits for its turn, and the line's third place is free again.
    expect(secondEntered).toBe(false);
    const other = await work.enter('B');
    first.leave();
    (await second).leave();
    other.leave();
  });
});
