import { expect, it } from 'vitest';
import { createPartWriter } from './part-writer';

it('makes two writes at a time, each of the parts waiting then, and writes every part', async () => {
  let writing = 0;
  let most = 0;
  const written: number[] = [];
  const batches: number[] = [];
  const writer = createPartWriter(
    async (parts) => {
      most = Math.max(most, ++writing);
      batches.push(parts.length);
      await new Promise((resolve) => setTimeout(resolve, 2));
      written.push(...parts.map((p) => p.part));
      writing--;
    },
    { ahead: 6, together: 2, batch: 3 },
  );
  for (let i = 0; i < 12; i++) await writer.write(new Uint8Array(1));
  await writer.finished();
  expect(most).toBe(2);
  expect(Math.max(...batches)).toBe(3);
  expect(written.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
});
