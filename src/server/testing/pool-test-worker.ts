// A worker module for the pool's own tests: tasks that answer, block their thread, or fail.
import { serveTasks } from '../work/serve-tasks';

export type PoolTestTasks = {
  /** Doubles a number. */
  double: { input: number; output: number };
  /** Blocks the thread for the given milliseconds (like a long synchronous render), then answers. */
  block: { input: number; output: string };
  /** Throws with the given message. */
  fail: { input: string; output: never };
  /**
   * Holds its thread like a long render until the test lets it go: sets flag 0 when it starts,
   * waits for flag 1, sets flag 2 when it ends (in memory shared with the test).
   */
  hold: { input: Int32Array; output: string };
};

serveTasks<PoolTestTasks>({
  double: (n) => ({ output: n * 2 }),
  block(ms) {
    const until = Date.now() + ms;
    while (Date.now() < until);
    return { output: 'done' };
  },
  fail(message) {
    throw new Error(message);
  },
  hold(flags) {
    Atomics.store(flags, 0, 1);
    Atomics.notify(flags, 0);
    Atomics.wait(flags, 1, 0);
    Atomics.store(flags, 2, 1);
    return { output: 'released' };
  },
});
