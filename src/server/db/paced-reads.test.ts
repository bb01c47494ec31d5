import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { pace } from './paced-reads';

describe("a connection's reads, paced", () => {
  it('hands each read to the driver in a turn of the event loop of its own, in order, none lost', async () => {
    // A socket whose reads piled up while the event loop was busy: Node would give them all at once.
    const socket = new PassThrough();
    let turn = 0;
    const turnOf: { chunk: string; turn: number }[] = [];
    socket.on('data', (chunk: Buffer) => turnOf.push({ chunk: chunk.toString(), turn }));
    pace(socket);
    let counting = true;
    const countTurn = () => {
      turn++;
      if (counting) setImmediate(countTurn);
    };
    setImmediate(countTurn);
    const reads = Array.from({ length: 10 }, (_, i) => `read ${i}`);
    for (const read of reads) socket.write(read);
    socket.end();
    await new Promise((resolve) => socket.on('end', resolve));
    counting = false;
    expect(turnOf.map((r) => r.chunk)).toEqual(reads);
    const turns = turnOf.map((r) => r.turn);
    expect(new Set(turns).size).toBe(reads.length);
  });
});
