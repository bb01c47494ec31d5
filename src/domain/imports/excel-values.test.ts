import { describe, expect, it } from 'vitest';
import {
  isBuiltInDateFormat,
  isDateFormatCode,
  plainNumber,
  serialToWallClock,
  wallClockText,
} from './excel-values';

describe("a workbook cell's value as CSV text", () => {
  it('reads date serials of the 1900 and the 1904 date systems', () => {
    // Excel shows 45658 as 1 January 2025; a 1904 workbook counts 1,462 days fewer.
    expect(wallClockText(serialToWallClock(45658, false))).toBe('2025-01-01 00:00:00');
    expect(wallClockText(serialToWallClock(45658 - 1462, true))).toBe('2025-01-01 00:00:00');
    // 61 is 1 March 1900, after the 29 February 1900 the 1900 system counts.
    expect(wallClockText(serialToWallClock(61, false))).toBe('1900-03-01 00:00:00');
  });

  it('reads quarter hours to the second though a serial is a binary fraction', () => {
    const quarterPastTwo = 45956 + (2 * 60 + 15) / 1440;
    expect(wallClockText(serialToWallClock(quarterPastTwo, false))).toBe('2025-10-26 02:15:00');
    const lastSecond = 45658 + 86_399 / 86_400;
    expect(wallClockText(serialToWallClock(lastSecond, false))).toBe('2025-01-01 23:59:59');
  });

  it('tells date formats from number formats', () => {
    expect(isBuiltInDateFormat(14)).toBe(true);
    expect(isBuiltInDateFormat(22)).toBe(true);
    expect(isBuiltInDateFormat(2)).toBe(false);
    expect(isDateFormatCode('yyyy-mm-dd hh:mm')).toBe(true);
    expect(isDateFormatCode('[$-407]DD.MM.YYYY')).toBe(true);
    expect(isDateFormatCode('#,##0.00')).toBe(false);
    expect(isDateFormatCode('0.00E+00')).toBe(false);
    expect(isDateFormatCode('General')).toBe(false);
    expect(isDateFormatCode('#,##0.00 "MWh"')).toBe(false);
    expect(isDateFormatCode('[Red]0.0;[Blue]-0.0')).toBe(false);
  });

  it('writes numbers plainly, never with an exponent', () => {
    expect(plainNumber(327.8, '.')).toBe('327.8');
    expect(plainNumber(1e-7, '.')).toBe('0.0000001');
    expect(plainNumber(-1.25e-7, '.')).toBe('-0.000000125');
    expect(plainNumber(1.5e21, '.')).toBe('1500000000000000000000');
    expect(plainNumber(25000.5, ',')).toBe('25000,5');
    expect(Number(plainNumber(0.1 + 0.2, '.'))).toBe(0.1 + 0.2);
  });
});
