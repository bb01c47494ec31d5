// The checks of option values and file arguments shared by the commands: a value that fails one
// is a usage error.
import { UsageError } from './usage';

export const FILE_OPTIONS = { 'max-mb': { type: 'string' }, profile: { type: 'string' } } as const;
export const ANALYSIS_OPTIONS = {
  ...FILE_OPTIONS,
  now: { type: 'string' },
  gwp: { type: 'string' },
} as const;

export function wholeNumber(
  option: string,
  text: string | undefined,
  min: number,
): number | undefined {
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!/^-?\d+$/.test(text) || n < min) {
    throw new UsageError(`--${option} must be a whole number of at least ${min}, got ${text}`);
  }
  return n;
}

export function date(option: string, text: string): string {
  const ms = /^\d{4}-\d{2}-\d{2}$/.test(text) ? Date.parse(`${text}T00:00:00Z`) : NaN;
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== text) {
    throw new UsageError(`--${option} must be a date YYYY-MM-DD, got ${text}`);
  }
  return text;
}

export function oneOf<T extends string>(option: string, text: string, allowed: readonly T[]): T {
  if (!(allowed as readonly string[]).includes(text)) {
    throw new UsageError(`--${option} must be one of ${allowed.join(', ')}, got ${text}`);
  }
  return text as T;
}

export function singleFile(positionals: string[], command: string): string {
  if (positionals.length !== 1) throw new UsageError(`${command} needs exactly one FILE`);
  return positionals[0]!;
}
