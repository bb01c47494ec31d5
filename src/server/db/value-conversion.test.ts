import { describe, expect, it } from 'vitest';
import { parseByteaHex, parseInt8, parseNumeric, PG_TYPES } from './value-conversion';

describe('parseInt8', () => {
  it('gives a number up to 2^53 - 1 and refuses beyond, rather than a rounded figure', () => {
    expect(parseInt8('42')).toBe(42);
    expect(parseInt8('-9007199254740991')).toBe(-9007199254740991);
    expect(parseInt8('9007199254740991')).toBe(9007199254740991); // 2^53 - 1
    // 2^53 + 1 would come back as 2^53: a wrong figure.
    expect(() => parseInt8('9007199254740993')).toThrow(RangeError);
  });
});

describe('parseNumeric', () => {
  it('gives the nearest number for decimals and refuses integers beyond 2^53', () => {
    expect(parseNumeric('20.0000000000000000')).toBe(20);
    expect(parseNumeric('2.5')).toBe(2.5);
    expect(parseNumeric('-0.125')).toBe(-0.125);
    expect(parseNumeric('3.3333333333333333')).toBeCloseTo(10 / 3, 15);
    expect(() => parseNumeric('100000000000000000000')).toThrow(RangeError);
  });
});

describe('parseByteaHex', () => {
  it('turns the hex text form into the bytes', () => {
    expect([...parseByteaHex('\\x00ff0a')]).toEqual([0x00, 0xff, 0x0a]);
    expect(parseByteaHex('\\x').length).toBe(0);
  });
});

describe('PG_TYPES', () => {
  it('uses our parsers for int8 and numeric text and keeps pg for the rest', () => {
    expect(PG_TYPES.getTypeParser(20, 'text')('7')).toBe(7);
    expect(PG_TYPES.getTypeParser(1700, 'text')('1.5')).toBe(1.5);
    // int4 (23) stays pg's own parser.
    expect(PG_TYPES.getTypeParser(23, 'text')('5')).toBe(5);
    expect(PG_TYPES.getTypeParser(1184, 'text')('2025-01-02 03:04:05+00')).toEqual(
      new Date('2025-01-02T03:04:05Z'),
    );
  });
});
