import { describe, expect, it } from 'vitest';
import { cleanFileName, MAX_FILE_NAME_CHARS } from './clean-file-name';

describe('cleanFileName', () => {
  it('keeps an ordinary name, spaces and accents as they are', () => {
    expect(cleanFileName('Kraftwerk März 2025.csv')).toBe('Kraftwerk März 2025.csv');
  });

  it('removes NUL and the other control characters, and bidirectional overrides', () => {
    expect(cleanFileName('pla\u0000nt\u0007\t\r\n\u007f\u0085s.csv')).toBe('plants.csv');
    expect(cleanFileName('report\u202Evsc.exe.csv')).toBe('reportvsc.exe.csv');
  });

  it('cuts a long name to 255 characters and keeps its extension', () => {
    const cut = cleanFileName(`${'a'.repeat(1000)}.csv`);
    expect(cut).toHaveLength(MAX_FILE_NAME_CHARS);
    expect(cut).toBe(`${'a'.repeat(251)}.csv`);
  });

  it('counts characters, not UTF-16 units, and never splits one', () => {
    const cut = cleanFileName(`${'😀'.repeat(300)}.csv`);
    expect(Array.from(cut)).toHaveLength(MAX_FILE_NAME_CHARS);
    expect(cut).toBe(`${'😀'.repeat(251)}.csv`);
  });

  it('cuts a name whose last dot starts no real extension from the end', () => {
    expect(cleanFileName(`a.${'b'.repeat(300)}`)).toBe(`a.${'b'.repeat(253)}`);
  });
});
