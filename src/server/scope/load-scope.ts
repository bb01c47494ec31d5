// Issue 10 "Any scope and range, everywhere": the one way a route gets the analysis of a scope (the
// history or one file, within a range, for some plants), so screens, exports and the PDF agree.
import { z } from '@hono/zod-openapi';
import {
  DATA_YEARS,
  DEFAULT_JURISDICTION,
  EXPORT_FORMATS,
  EXPORT_ROLES,
  JURISDICTIONS,
} from '@domain/constants';
import {
  isWholeScope,
  msgBadPlant,
  msgBadRangeDate,
  msgUnknownPlants,
  parseScopeFilter,
  type ScopeFilter,
} from '@domain/history/date-range';
import {
  describeScope,
  scopeBase,
  type AvailableData,
  type ScopeBase,
} from '@domain/history/scope-base';
import type { AnalysisBaseOptions } from '@domain/completion/analyze-options';
import { withGwpSet } from '@domain/analysis/inventory';
import { plantOverridesOf, withPlantFacts, type SavedRegisterRow } from '@domain/register/register';
import type { ScopeSource } from '../db/queries/plant-days';
import type { UserSettings } from '@domain/validation/settings';
import { loadAnalysisBase } from '../files/stored-analysis';
import { ApiError, notFound } from '../http/api-error';
import { paramText } from '../http/schemas';
import type { Services } from '../services';
import { ensureHistory } from './ensure-history';

/** What a caller of loadScope has already read for the same request. */
export interface ReadForScope {
  register?: SavedRegisterRow[];
  settings?: UserSettings;
  /** The scope's file was found among the user's files. */
  fileIsTheUsers?: boolean;
}

/** What a request asks to analyse. */
export interface ScopeRequest {
  /** One file's id, or null for the whole history. */
  fileId: string | null;
  filter: ScopeFilter;
  /** The EU ETS compliance year asked for; null: the latest year in scope. */
  complianceYear: number | null;
}

export const msgBadComplianceYear = (value: string) =>
  `year must be a calendar year from ${DATA_YEARS.first} to ${DATA_YEARS.last}, got ${value}`;

/**
 * One-line text of at most `max` characters (what the longest valid value holds); a longer one gets
 * the message scopeRequestOf would give it.
 */
const queryText = (field: string, max: number, message: (value: string) => string) =>
  paramText(field).max(max, { error: (issue) => message(String(issue.input)) });

const plantId = queryText('plant', 9, msgBadPlant);

const DAYS_ALLOWED = `from ${DATA_YEARS.first}-01-01 to ${DATA_YEARS.last}-12-31`;

/** The scope parameters every analysis, export and report route takes (OpenAPI). */
export const ScopeQuery = z.object({
  from: queryText('from', 10, (v) => msgBadRangeDate('from', v))
    .optional()
    .openapi({ description: `first day, YYYY-MM-DD (inclusive), ${DAYS_ALLOWED}` }),
  to: queryText('to', 10, (v) => msgBadRangeDate('to', v))
    .optional()
    .openapi({ description: `last day, YYYY-MM-DD (inclusive), ${DAYS_ALLOWED}` }),
  plant: z
    .union([plantId, z.array(plantId)])
    .optional()
    .openapi({ description: 'a plant_id; repeat for several (none: every plant)' }),
  year: queryText('year', 4, msgBadComplianceYear).optional().openapi({
    description:
      'the EU ETS compliance year the permit record is read for (none: the latest year in scope)',
  }),
});

/** The export parameters with the scope's (files' and the history's exports). */
export const ExportQuery = ScopeQuery.extend({
  // A value off the list gets the export's own refusal, in the spec's words (data §5).
  format: paramText('format').openapi({ enum: [...EXPORT_FORMATS] }),
  role: paramText('role').openapi({ enum: Object.keys(EXPORT_ROLES) }),
  jurisdiction: z.enum(JURISDICTIONS).default(DEFAULT_JURISDICTION),
});

/** The scope parameters of a request as ScopeQuery let them in. */
export type ScopeParams = z.output<typeof ScopeQuery>;

/**
 * The scope a request asks for, from its parameters as ScopeQuery let them in; 400 with the
 * message when its range or plants do not read as dates and plant ids.
 */
export function scopeRequestOf(params: ScopeParams, fileId: string | null): ScopeRequest {
  const { from, to, plant, year } = params;
  const parsed = parseScopeFilter({
    from,
    to,
    plants: plant === undefined ? [] : [plant].flat(),
  });
  if (!parsed.ok) throw new ApiError(400, 'invalid_scope', parsed.message);
  const outside = (y: number) => y < DATA_YEARS.first || y > DATA_YEARS.last;
  if (year !== undefined && (!/^\d{4}$/.test(year) || outside(Number(year)))) {
    throw new ApiError(400, 'invalid_scope', msgBadComplianceYear(year));
  }
  return {
    fileId,
    filter: parsed.filter,
    complianceYear: year === undefined ? null : Number(year),
  };
}

/** Where a scope's plant-days come from: the history, or one file. */
export const sourceOf = (req: ScopeRequest): ScopeSource =>
  req.fileId === null ? { kind: 'history' } : { kind: 'file', fileId: req.fileId };

/** A short text of a scope request for cache keys and ETags. */
export function scopeKey(req: ScopeRequest): string {
  const f = req.filter;
  return `${req.fileId ?? 'history'}|${f.from ?? ''}|${f.to ?? ''}|${f.plants.join(',')}|${req.complianceYear ?? ''}`;
}

/** A scope checked and opened: where its data comes from, what it holds, the facts of its plants. */
export interface OpenedScope {
  source: ScopeSource;
  /** The source as the scope's facts name it. */
  kind: { kind: ScopeSource['kind']; fileId: string | null };
  available: AvailableData | null;
  baseOptions: Required<AnalysisBaseOptions>;
}

/**
 * A scope checked against what it holds: a file that is missing or another user's answers 404; a
 * plant the scope does not hold, 400. What the caller has already read for this request (the
 * register, the settings, that the file is the user's) is not read again.
 */
export async function openScope(
  services: Pick<Services, 'queries' | 'work'>,
  orgId: string,
  req: ScopeRequest,
  known: ReadForScope = {},
): Promise<OpenedScope> {
  const { queries } = services;
  if (req.fileId !== null && !known.fileIsTheUsers) {
    if (!(await queries.files.getFileMeta(orgId, req.fileId))) throw notFound('File');
  }
  await ensureHistory(services, orgId);
  const source = sourceOf(req);
  const [available, register, { gwp_set: gwpSet }] = await Promise.all([
    queries.plantDays.available(orgId, source),
    known.register ?? queries.plantRegister.list(orgId),
    known.settings ?? queries.settings.get(orgId),
  ]);
  const held = new Set(available?.plants.map((p) => p.plant_id));
  const unknown = req.filter.plants.filter((id) => !held.has(id));
  if (unknown.length > 0) throw new ApiError(400, 'unknown_plant', msgUnknownPlants(unknown));
  return {
    source,
    kind: { kind: source.kind, fileId: req.fileId },
    available,
    baseOptions: { plantOverrides: plantOverridesOf(register), gwpSet },
  };
}

/** A whole file's scope is its stored analysis. */
export const isStoredScope = (req: ScopeRequest): req is ScopeRequest & { fileId: string } =>
  req.fileId !== null && isWholeScope(req.filter);

/**
 * The analysis base of an opened scope with its scope facts and period comparison. A whole file is
 * its stored analysis (the spec's single-file behaviour); anything else is summed from the
 * plant-days. Either way the plants' location, sector and renewable share are the ones the user
 * declared in their plant register (issue 11), else the spec's defaults.
 */
export async function baseOfScope(
  queries: Services['queries'],
  orgId: string,
  req: ScopeRequest,
  { source, kind, available, baseOptions }: OpenedScope,
): Promise<ScopeBase> {
  if (isStoredScope(req)) {
    const stored = await loadAnalysisBase(queries.files, orgId, req.fileId);
    const base = withGwpSet(withPlantFacts(stored, baseOptions.plantOverrides), baseOptions.gwpSet);
    const scope = describeScope(kind, req.filter, available, base.quality.rows);
    return { base, scope, comparison: null };
  }
  const sums = queries.plantDays.sums(orgId, source, req.filter);
  return scopeBase(kind, req.filter, available, sums, baseOptions);
}

/** The analysis base of a scope with its scope facts and period comparison (see openScope and baseOfScope). */
export async function loadScope(
  services: Pick<Services, 'queries' | 'work'>,
  orgId: string,
  req: ScopeRequest,
  known: ReadForScope = {},
): Promise<ScopeBase> {
  return baseOfScope(services.queries, orgId, req, await openScope(services, orgId, req, known));
}
