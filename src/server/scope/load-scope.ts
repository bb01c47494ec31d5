// Issue 10 "Any scope and range, everywhere": the one way a route gets the analysis of a scope (the
// history or one file, within a range, for some plants), so screens, exports and the PDF agree.
import { isWholeScope, msgUnknownPlants } from '@domain/history/date-range';
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
import { ApiError } from '../http/api-error';
import type { Services } from '../services';
import type { SettledScope } from './settle-scope';

/** What a caller of loadScope has already read for the same request. */
export interface ReadForScope {
  register?: SavedRegisterRow[];
  settings?: UserSettings;
}

/** A short text of a scope request for cache keys and ETags. */
export function scopeKey(req: SettledScope): string {
  const f = req.filter;
  return `${req.fileId ?? 'history'}|${f.from ?? ''}|${f.to ?? ''}|${f.plants.join(',')}|${req.complianceYear ?? ''}`;
}

/** A scope checked and opened: what it holds, the facts of its plants. */
export interface OpenedScope {
  /** The source as the scope's facts name it. */
  kind: { kind: ScopeSource['kind']; fileId: string | null };
  available: AvailableData | null;
  baseOptions: Required<AnalysisBaseOptions>;
}

/**
 * A settled scope (its file the organisation's) checked against what it holds: a plant the scope
 * does not hold answers 400. What the caller has already read for this request (the register, the
 * settings) is not read again.
 */
export async function openScope(
  services: Pick<Services, 'queries' | 'work'>,
  req: SettledScope,
  known: ReadForScope = {},
): Promise<OpenedScope> {
  const { queries } = services;
  const { orgId, source } = req;
  const [available, register, { gwp_set: gwpSet }] = await Promise.all([
    queries.plantDays.available(orgId, source),
    known.register ?? queries.plantRegister.list(orgId),
    known.settings ?? queries.settings.get(orgId),
  ]);
  const held = new Set(available?.plants.map((p) => p.plant_id));
  const unknown = req.filter.plants.filter((id) => !held.has(id));
  if (unknown.length > 0) throw new ApiError(400, 'unknown_plant', msgUnknownPlants(unknown));
  return {
    kind: { kind: source.kind, fileId: req.fileId },
    available,
    baseOptions: { plantOverrides: plantOverridesOf(register), gwpSet },
  };
}

/** A whole file's scope is its stored analysis. */
export const isStoredScope = (req: SettledScope): req is SettledScope & { fileId: string } =>
  req.fileId !== null && isWholeScope(req.filter);

/**
 * The analysis base of an opened scope with its scope facts and period comparison. A whole file is
 * its stored analysis (the spec's single-file behaviour); anything else is summed from the
 * plant-days. Either way the plants' location, sector and renewable share are the ones the user
 * declared in their plant register (issue 11), else the spec's defaults.
 */
export async function baseOfScope(
  queries: Services['queries'],
  req: SettledScope,
  { kind, available, baseOptions }: OpenedScope,
): Promise<ScopeBase> {
  const { orgId } = req;
  if (isStoredScope(req)) {
    const stored = await loadAnalysisBase(queries.files, orgId, req.fileId);
    const base = withGwpSet(withPlantFacts(stored, baseOptions.plantOverrides), baseOptions.gwpSet);
    const scope = describeScope(kind, req.filter, available, base.quality.rows);
    return { base, scope, comparison: null };
  }
  const sums = queries.plantDays.sums(orgId, req.source, req.filter);
  return scopeBase(kind, req.filter, available, sums, baseOptions);
}

/** The analysis base of a scope with its scope facts and period comparison (see openScope and baseOfScope). */
export async function loadScope(
  services: Pick<Services, 'queries' | 'work'>,
  req: SettledScope,
  known: ReadForScope = {},
): Promise<ScopeBase> {
  return baseOfScope(services.queries, req, await openScope(services, req, known));
}
