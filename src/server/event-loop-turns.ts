// A long loop on the event loop gives it back every few milliseconds, so that other requests (and
// /healthz) are answered meanwhile (issue 34 §6: no request holds the event loop for long).
import { performance } from 'node:perf_hooks';
import { setImmediate as nextTurn } from 'node:timers/promises';

/** How long a loop holds the event loop before it lets other work go first, ms. */
export const TURN_MS = 10;

/**
 * A pause for a long loop, awaited before each item: once the loop has held the event loop for
 * `turnMs` since it last let it go, the event loop has a turn before the loop goes on.
 */
export function turnPause(turnMs = TURN_MS): () => Promise<void> | undefined {
  let since = performance.now();
  return () => {
    if (performance.now() - since < turnMs) return undefined;
    return nextTurn().then(() => {
      since = performance.now();
    });
  };
}

/**
 * The JSON text of an array, written an item at a time with pauses (see turnPause): a thread is
 * handed a long list as one text, which is copied at once, where cloning its objects would hold
 * the event loop.
 */
export async function arrayJson(items: readonly object[]): Promise<string> {
  const pause = turnPause();
  const parts: string[] = [];
  for (const item of items) {
    await pause();
    parts.push(JSON.stringify(item));
  }
  return `[${parts.join(',')}]`;
}
