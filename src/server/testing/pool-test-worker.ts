// A worker module for the pool's own tests: tasks that answer, block their thread, or fail.
import { serveTasks } from '../work/serve-tasks';

export type PoolTestTasks = {
  /** Doubles a number. */
  double: { input: number; output: number };
  /** Blocks the thread for the given milliseconds (like a long synchronous render), then answers. */
  block: { input: number; output: string };
  /** Throws with the given message. */
  fail: { input: string; output: never };
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
});
