import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format-file-size';

describe('formatFileSize (accounts §9)', () => {
  it('shows whole bytes below 1 KB', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(1023)).toBe('1,023 Bytes');
  });

  it('shows KB, MB and GB in steps of 1024 with 2 decimals', () => {
    expect(formatFileSize(1024)).toBe('1.00 KB');
    expect(formatFileSize(1536)).toBe('1.50 KB');
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10.00 MB');
    expect(formatFileSize(2.345 * 1024 ** 3)).toBe('2.35 GB');
  });

  it('moves to the next unit when the rounded figure would read 1024', () => {
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1.00 MB');
    expect(formatFileSize(1024 * 1024 - 6)).toBe('1,023.99 KB');
  });

  it('stays in GB beyond 1024 GB', () => {
    expect(formatFileSize(2048 * 1024 ** 3)).toBe('2,048.00 GB');
  });
});
