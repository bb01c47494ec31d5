import { describe, expect, it } from 'vitest';
import { fieldChanges } from './audit-actions';

describe('fieldChanges', () => {
  it('lists only the fields that moved, with their old and new values, null for not set', () => {
    expect(
      fieldChanges(
        { country: 'DE', sector: null, capacity_mw: 100 },
        { country: 'FR', sector: null, capacity_mw: 100 },
        ['country', 'sector', 'capacity_mw'],
      ),
    ).toEqual([{ field: 'country', old: 'DE', new: 'FR' }]);
  });

  it('counts every set field of a new record as changed from null', () => {
    expect(fieldChanges(null, { a: 1, b: undefined }, ['a', 'b'])).toEqual([
      { field: 'a', old: null, new: 1 },
    ]);
  });
});
