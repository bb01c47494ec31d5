// accounts §9 "File size formatting": Bytes, KB, MB, GB with 2 decimals.
import { num } from './format';
import { round } from './round';

const UNITS = ['KB', 'MB', 'GB'] as const;
const STEP = 1024;

/** A file size in bytes as "512 Bytes", "1.50 KB", "2.35 MB" or "1.00 GB" (steps of 1024). */
export function formatFileSize(bytes: number): string {
  if (bytes < STEP) return `${num(bytes)} Bytes`;
  let value = bytes / STEP;
  let unit = 0;
  // Move up while the figure as printed would reach 1024 (1,048,575 bytes is "1.00 MB", not "1,024.00 KB").
  while (unit < UNITS.length - 1 && round(value, 2) >= STEP) {
    value /= STEP;
    unit += 1;
  }
  return `${num(value, 2)} ${UNITS[unit]!}`;
}
