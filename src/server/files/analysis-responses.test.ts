import { describe, expect, it } from 'vitest';
import { readyJson } from '../http/compress-json';
import { createResponseCache } from './analysis-responses';

/** A JSON text of about `kb` KB as the cache counts it (2 bytes a character). */
const text = (kb: number) => readyJson('x'.repeat(kb * 512));

describe('createResponseCache', () => {
  it('keeps the most recently used entries within its byte budget', () => {
    const cache = createResponseCache(100 * 1024);
    cache.set('a', text(20));
    cache.set('b', text(20));
    cache.set('c', text(20));
    expect(cache.get('a')).toBeDefined();
    // 3 x 20 + 2 x 24 KB is over 100 KB: b, the least recently used, goes.
    cache.set('d', text(24));
    cache.set('e', text(24));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    cache.set('f', text(24));
    expect(cache.get('d')).toBeUndefined();
    expect(cache.bytes).toBeLessThanOrEqual(100 * 1024);
    expect(['a', 'c', 'e', 'f'].every((k) => cache.get(k) !== undefined)).toBe(true);
  });

  it('evicts by size: one large entry pushes out several small ones', () => {
    const cache = createResponseCache(100 * 1024);
    for (const key of ['a', 'b', 'c', 'd', 'e']) cache.set(key, text(16));
    cache.set('big', text(24));
    // 5 x 16 + 24 = 104 KB: the oldest small one goes, and that is enough.
    expect(cache.get('a')).toBeUndefined();
    expect(['b', 'c', 'd', 'e', 'big'].every((k) => cache.get(k) !== undefined)).toBe(true);
  });

  it('does not keep an entry larger than a quarter of the budget', () => {
    const cache = createResponseCache(100 * 1024);
    cache.set('small', text(10));
    cache.set('huge', text(26));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('small')).toBeDefined();
  });

  it('counts a replaced entry once', () => {
    const cache = createResponseCache(100 * 1024);
    cache.set('a', text(10));
    cache.set('a', text(20));
    expect(cache.bytes).toBe(2 * (1 + 20 * 512));
  });
});
