// The worker side of the pool: runs each task posted to this thread and posts back its output (or its
// error), moving the output's buffers to the caller instead of copying them.
import { parentPort, type Transferable } from 'node:worker_threads';
import type { TaskMap, TaskReply, WorkerMessage } from './worker-pool';

/** A task's output and the buffers in it to transfer. */
export interface TaskResult<O> {
  output: O;
  transfer?: Transferable[];
}

export type TaskHandlers<T extends TaskMap> = {
  [K in keyof T]: (
    input: T[K]['input'],
  ) => TaskResult<T[K]['output']> | Promise<TaskResult<T[K]['output']>>;
};

/** Serves the tasks on this worker thread, one at a time (the pool sends one at a time). */
export function serveTasks<T extends TaskMap>(handlers: TaskHandlers<T>): void {
  const port = parentPort;
  if (!port) throw new Error('serveTasks runs on a worker thread');
  port.on('message', async ({ task, input }: { task: keyof T; input: unknown }) => {
    let reply: TaskReply;
    let transfer: Transferable[] = [];
    try {
      const result = await handlers[task](input as T[keyof T]['input']);
      reply = { ok: true, output: result.output };
      transfer = result.transfer ?? [];
    } catch (error) {
      const e = error instanceof Error ? error : new Error(String(error));
      reply = { ok: false, message: e.message, stack: e.stack };
    }
    port.postMessage(reply, transfer);
  });
  const ready: WorkerMessage = { ready: true };
  port.postMessage(ready);
}
