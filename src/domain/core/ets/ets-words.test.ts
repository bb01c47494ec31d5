// Issue 34 §6: a sentence about a fleet's undeclared plants names a few and counts the rest.
import { describe, expect, it } from 'vitest';
import type { EtsYear } from './ets-year';
import { scopeNotDeclaredText } from './ets-words';

const withUndeclared = (ids: number[]) =>
  ({ scope_not_declared: { plant_ids: ids, co2_t: 1234.5 } }) as EtsYear;

describe('the sentence on plants whose EU ETS scope is not declared', () => {
  it('names every plant of a few', () => {
    expect(scopeNotDeclaredText(withUndeclared([4, 7]))).toBe(
      '1,234.5 t CO2 of 2 plants (4, 7) whose EU ETS scope is not declared count in none of these figures until declared in the plant register',
    );
  });

  it('names the first 20 plants of a fleet and counts the rest', () => {
    const ids = Array.from({ length: 50_000 }, (_, i) => i + 1);
    const text = scopeNotDeclaredText(withUndeclared(ids))!;
    expect(text).toContain(
      'of 50,000 plants (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20 and 49,980 more)',
    );
    expect(text.length).toBeLessThan(300);
  });
});
