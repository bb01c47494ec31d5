import { describe, expect, it } from 'vitest';
import { createTimestampReader } from './profile-timestamps';

const read = (format: string | null, zone: string, text: string) =>
  createTimestampReader(format, zone)(text, 1);

describe("timestamps read in a profile's format", () => {
  it('reads US and European date-only and date-and-hour layouts as written', () => {
    expect(read('MM-DD-YYYY H', '-07:00', '07-04-1995 7')).toBe(Date.UTC(1995, 6, 4, 14));
    expect(read('MM-DD-YYYY H', '-07:00', '12-31-1995 23')).toBe(Date.UTC(1996, 0, 1, 6));
    expect(read('MM-DD-YYYY', 'UTC', '07-04-1995')).toBe(Date.UTC(1995, 6, 4));
    expect(read('DD-MM-YYYY', 'UTC', '04-07-1995')).toBe(Date.UTC(1995, 6, 4));
    expect(read('MM/DD/YYYY', '-05:00', '07/04/2025')).toBe(Date.UTC(2025, 6, 4, 5));
  });

  it('takes a trailing -YYYY for the year, never for an offset the format does not ask for', () => {
    expect(read('MM-DD-YYYY', 'UTC', '07-04-2025')).toBe(Date.UTC(2025, 6, 4));
    expect(read('YYYY-MM-DD HH:mm', 'UTC', '2025-07-04 07:00+02:00')).toBe('unreadable');
  });

  it('reads an offset where the format asks for one, else the time in the profile zone', () => {
    const format = 'YYYY-MM-DD[T]HH:mmZ';
    expect(read(format, '-07:00', '2025-07-04T07:00+02:00')).toBe(Date.UTC(2025, 6, 4, 5));
    expect(read(format, '-07:00', '2025-07-04T07:00-0130')).toBe(Date.UTC(2025, 6, 4, 8, 30));
    expect(read(format, '-07:00', '2025-07-04T07:00Z')).toBe(Date.UTC(2025, 6, 4, 7));
    expect(read(format, '-07:00', '2025-07-04T07:00')).toBe(Date.UTC(2025, 6, 4, 14));
  });

  it('reads the spec’s ISO timestamps, with or without an offset, when the profile names no format', () => {
    expect(read(null, 'UTC', '2025-07-04T07:00:00+02:00')).toBe(Date.UTC(2025, 6, 4, 5));
    expect(read(null, '-07:00', '2025-07-04 07:00')).toBe(Date.UTC(2025, 6, 4, 14));
  });
});
