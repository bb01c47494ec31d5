import { describe, expect, it } from 'vitest';
import { createResponseCache } from './analysis-responses';

describe('createResponseCache', () => {
  it('keeps the most recently used entries up to its bound', () => {
    const cache = createResponseCache(2);
    cache.set('a', '1');
    cache.set('b', '2');
    expect(cache.get('a')).toBe('1');
    cache.set('c', '3');
    // b was the least recently used.
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('1');
    expect(cache.get('c')).toBe('3');
  });
});
