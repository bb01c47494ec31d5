import { describe, expect, it } from 'vitest';
import {
  compileDateFormat,
  readDate,
  splitJoinedFormat,
  writeDate,
  type DateFormat,
} from './date-format';

function format(text: string): DateFormat {
  const compiled = compileDateFormat(text);
  if ('error' in compiled) throw new Error(compiled.error);
  return compiled;
}

const wall = (iso: string) => Date.parse(`${iso}Z`);

describe('dates in the format a plant system writes them', () => {
  it('reads German and US CEMS dates', () => {
    expect(readDate(format('DD.MM.YYYY HH:mm'), '26.10.2025 02:15')).toBe(
      wall('2025-10-26T02:15:00'),
    );
    expect(readDate(format('YYYY-MM-DD H'), '2025-07-04 7')).toBe(wall('2025-07-04T07:00:00'));
    expect(readDate(format('YYYY-MM-DD H'), '2025-07-04 17')).toBe(wall('2025-07-04T17:00:00'));
    expect(readDate(format('M/D/YYYY'), '7/4/2025')).toBe(wall('2025-07-04T00:00:00'));
    expect(readDate(format('YYYY-MM-DD[T]HH:mm:ss'), '2025-01-02T03:04:05')).toBe(
      wall('2025-01-02T03:04:05'),
    );
  });

  it('reads nothing from text that does not fit the format or the calendar', () => {
    const german = format('DD.MM.YYYY HH:mm');
    for (const text of [
      '2025-10-26 02:15',
      '26.10.2025',
      '26.10.2025 02:15x',
      '31.04.2025 00:00',
      '29.02.2025 00:00',
      '01.13.2025 00:00',
      '01.01.2025 24:00',
    ]) {
      expect(readDate(german, text)).toBeNull();
    }
    expect(readDate(german, '29.02.2024 00:00')).toBe(wall('2024-02-29T00:00:00'));
  });

  it('says what is wrong with a format', () => {
    expect(compileDateFormat('DD.MM.YY')).toEqual({
      error:
        'The date format has "Y" at position 7: use YYYY, MM, M, DD, D, HH, H, mm, ss and Z, and [text] for other letters',
    });
    expect(compileDateFormat('YYYY-MM-DD[T')).toEqual({
      error: 'The date format opens a [ at position 11 and never closes it',
    });
    expect(compileDateFormat('HH:mm')).toEqual({ error: 'The date format needs the year' });
    expect(compileDateFormat('YYYY-MM-DD DD')).toEqual({
      error: 'The date format names the day twice',
    });
  });
});

describe('dates written in a format', () => {
  it('writes a wall-clock time so that the same format reads it back', () => {
    const at = wall('2025-03-30T01:45:00');
    for (const text of ['DD.MM.YYYY HH:mm', 'YYYY-MM-DD H:mm', 'M/D/YYYY HH:mm:ss']) {
      expect(readDate(format(text), writeDate(format(text), at))).toBe(at);
    }
    expect(writeDate(format('DD.MM.YYYY HH:mm'), at)).toBe('30.03.2025 01:45');
  });

  it("splits a joined date's format at the space after its date, for each cell's part", () => {
    const at = wall('2025-07-04T07:30:00');
    const written = (text: string) =>
      splitJoinedFormat(format(text))?.map((part) => writeDate(part, at));
    expect(written('YYYY-MM-DD H')).toEqual(['2025-07-04', '7']);
    expect(written('DD.MM.YYYY HH:mm')).toEqual(['04.07.2025', '07:30']);
    expect(written('M/D/YYYY [at] H')).toEqual(['7/4/2025', 'at 7']);
    expect(written('H YYYY-MM-DD')).toBeUndefined();
    expect(written('YYYY-MM-DD[T]HH:mm')).toBeUndefined();
  });
});
