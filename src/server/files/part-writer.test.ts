import { expect, it } from 'vitest';
import { createPartWriter } from './part-writer';

it('writes parts two at a time, never more, and every one of them by the end', async () => {
  let writing = 0;
  let most = 0;
  const written: number[] = [];
  const writer = createPartWriter(
    async (part) => {
      most = Math.max(most, ++writing);
      await new Promise((resolve) => setTimeout(resolve, 2));
      written.push(part);
      writing--;
    },
    { ahead: 4, together: 2 },
  );
  for (let i = 0; i < 12; i++) await writer.write(new Uint8Array(1));
  await writer.finished();
  expect(most).toBe(2);
  expect(written.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
});
