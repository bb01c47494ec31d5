// What the screens show, as the URL says it (issue 10): `scope=all|none|<fileId>`, `from`, `to`,
// `plant` (repeatable) and `preset`. Reading, writing and resolving them against the user's files.
import { count } from '@domain/format';
import type { ScopeRequest } from '@domain/history/date-range';
import {
  DEFAULT_PRESET,
  isPresetId,
  presetRange,
  type AvailableSpan,
  type PresetId,
} from '@domain/history/range-presets';

/** The search parameters that make up a scope; any other parameter (Settings' `tab`) is left alone. */
export const SCOPE_PARAMS = ['scope', 'from', 'to', 'plant', 'preset'] as const;

/** The scope as the URL gives it; null where it says nothing. */
export interface ScopeParams {
  /** 'all' (every upload merged), 'none' (data cleared) or a file's id. */
  scope: string | null;
  from: string | null;
  to: string | null;
  plants: number[];
  preset: string | null;
}

export function readScopeParams(search: URLSearchParams): ScopeParams {
  return {
    scope: search.get('scope') || null,
    from: search.get('from') || null,
    to: search.get('to') || null,
    plants: search
      .getAll('plant')
      .filter((p) => /^\d{1,9}$/.test(p))
      .map(Number),
    preset: search.get('preset') || null,
  };
}

/** True when the URL names any part of a scope. */
export function hasScopeParams(search: URLSearchParams): boolean {
  return SCOPE_PARAMS.some((name) => search.has(name));
}

/** Only the scope's parameters of a search. */
export function scopeSearch(search: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams();
  for (const [name, value] of search) {
    if ((SCOPE_PARAMS as readonly string[]).includes(name)) out.append(name, value);
  }
  return out;
}

/** `search` with its scope parameters replaced by `params` (empty values left out). */
export function withScopeParams(search: URLSearchParams, params: ScopeParams): URLSearchParams {
  const out = new URLSearchParams(search);
  for (const name of SCOPE_PARAMS) out.delete(name);
  if (params.scope) out.set('scope', params.scope);
  if (params.preset) out.set('preset', params.preset);
  if (params.from) out.set('from', params.from);
  if (params.to) out.set('to', params.to);
  for (const p of [...params.plants].sort((a, b) => a - b)) out.append('plant', String(p));
  return out;
}

/** A file as the scope needs it: its id and the span of its readings. */
export interface FileSpan {
  id: string;
  firstDate: string | null;
  lastDate: string | null;
}

/** What the screens show: the source, the range (null ends: open) and the plants (empty: all). */
export interface ResolvedScope {
  source: 'history' | 'file' | 'none';
  /** The file of a file scope. */
  fileId: string | null;
  from: string | null;
  to: string | null;
  plants: number[];
  /** The preset the range came from; 'custom' for dates the user typed. */
  preset: PresetId | 'custom';
  /** The user (or a link) chose the source; false: the default. */
  chosen: boolean;
}

/** The span of some files' readings: first and last day, and the years in between. */
export function spanOf(files: readonly FileSpan[]): AvailableSpan | null {
  const firsts = files.flatMap((f) => (f.firstDate ? [f.firstDate.slice(0, 10)] : []));
  const lasts = files.flatMap((f) => (f.lastDate ? [f.lastDate.slice(0, 10)] : []));
  if (firsts.length === 0 || lasts.length === 0) return null;
  const startDate = firsts.reduce((a, b) => (a < b ? a : b));
  const endDate = lasts.reduce((a, b) => (a > b ? a : b));
  const years: number[] = [];
  for (let y = Number(startDate.slice(0, 4)); y <= Number(endDate.slice(0, 4)); y++) years.push(y);
  return { startDate, endDate, years };
}

/** The `scope` value of a resolved scope, as the URL writes it. */
export function scopeValue(scope: Pick<ResolvedScope, 'source' | 'fileId'>): string {
  return scope.source === 'history' ? 'all' : scope.source === 'file' ? scope.fileId! : 'none';
}

/**
 * The scope the screens show for what the URL says and the user's files (newest first): the source
 * the URL names, else "All data" once there is more than one file, else the one file; the range the
 * URL gives, else its preset's (by default the last 30 days of the data). A file the list does not
 * hold is still asked for: the server says it is not found.
 */
export function resolveScope(
  params: ScopeParams,
  files: readonly FileSpan[],
  today: string,
): ResolvedScope {
  const chosen = params.scope !== null;
  let source: ResolvedScope['source'];
  let fileId: string | null = null;
  if (params.scope === 'all') source = 'history';
  else if (params.scope === 'none') source = 'none';
  else if (params.scope !== null) {
    source = 'file';
    fileId = params.scope;
  } else if (files.length > 1) source = 'history';
  else if (files.length === 1) {
    source = 'file';
    fileId = files[0]!.id;
  } else source = 'none';

  const preset = isPresetId(params.preset) ? params.preset : null;
  if (params.from || params.to) {
    return {
      source,
      fileId,
      from: params.from,
      to: params.to,
      plants: params.plants,
      preset: preset ?? 'custom',
      chosen,
    };
  }
  const id = preset ?? DEFAULT_PRESET;
  const inScope = source === 'file' ? files.filter((f) => f.id === fileId) : files;
  const range = presetRange(id, { today, endDate: spanOf(inScope)?.endDate ?? null });
  return {
    source,
    fileId,
    from: range?.from ?? null,
    to: range?.to ?? null,
    plants: params.plants,
    preset: id,
    chosen,
  };
}

/** The request of a scope shown (its compliance year the latest in scope); null when nothing is shown. */
export function scopeRequest(scope: ResolvedScope | null): ScopeRequest | null {
  if (!scope || scope.source === 'none') return null;
  return {
    fileId: scope.source === 'file' ? scope.fileId : null,
    filter: { from: scope.from, to: scope.to, plants: scope.plants },
    complianceYear: null,
  };
}

/** The name of the data a scope shows: the file's name, or "All data" for the merged history. */
/** The history as the scope choices name it: "All data (3 files)". */
export function historyName(fileCount: number): string {
  return `All data (${count(fileCount, 'file')})`;
}

export function scopeName(
  scope: Pick<ResolvedScope, 'source'> | null,
  file: { fileName: string } | null,
): string {
  if (scope?.source === 'history') return 'All data';
  return file?.fileName ?? 'the loaded data';
}
