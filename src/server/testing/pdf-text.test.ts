import { describe, expect, it } from 'vitest';
import { repeatedWords } from './pdf-text';

describe('repeatedWords', () => {
  it('finds a word said twice across a line end, not a heading before its label', () => {
    expect(
      repeatedWords('CO2: 4.0 t CO2 verified\nverified by A. Allowances and position\nPosition: 1'),
    ).toEqual(['verified verified']);
  });
});
