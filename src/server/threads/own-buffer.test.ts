import { describe, expect, it } from 'vitest';
import { ownBuffer } from './own-buffer';

describe('ownBuffer', () => {
  it("gives a pooled Buffer's own bytes, not the whole pool", () => {
    const pooled = Buffer.from('header;part one;part two').subarray(7, 15);
    expect(pooled.buffer.byteLength).toBeGreaterThan(pooled.byteLength);
    const own = ownBuffer(pooled);
    expect(own.byteLength).toBe(8);
    expect(Buffer.from(own).toString()).toBe('part one');
    expect(own).not.toBe(pooled.buffer);
  });

  it('hands over the buffer itself when the view spans all of it', () => {
    const whole = new Uint8Array([1, 2, 3]);
    expect(ownBuffer(whole)).toBe(whole.buffer);
  });
});
