// Issue 35 §5 "a scope settled once": a scope route's query is checked by its schema alone (the
// domain's parseScopeFilter, once); settle-scope.ts settles the request's scope from it in one call.
import { z } from '@hono/zod-openapi';
import {
  DATA_YEARS,
  DEFAULT_JURISDICTION,
  EXPORT_FORMATS,
  EXPORT_ROLES,
  JURISDICTIONS,
} from '@domain/constants';
import {
  msgBadPlant,
  msgBadRangeDate,
  parseScopeFilter,
  type ScopeRequest,
} from '@domain/history/date-range';
import { paramText } from '../http/schemas';
import { refusedAs } from '../http/validation-hook';

export const msgBadComplianceYear = (value: string) =>
  `year must be a calendar year from ${DATA_YEARS.first} to ${DATA_YEARS.last}, got ${value}`;

/**
 * One-line text of at most `max` characters (what the longest valid value holds); a longer one gets
 * the message the scope's own check would give it.
 */
const queryText = (field: string, max: number, message: (value: string) => string) =>
  paramText(field).max(max, { error: (issue) => message(String(issue.input)) });

const plantId = queryText('plant', 9, msgBadPlant);

const DAYS_ALLOWED = `from ${DATA_YEARS.first}-01-01 to ${DATA_YEARS.last}-12-31`;

/** The scope parameters every analysis, export and report route takes (OpenAPI). */
const ScopeFields = z.object({
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

type ScopeFieldValues = Partial<z.output<typeof ScopeFields>>;

/** What a scope's query asks for, checked: its range and plants, and the compliance year asked for. */
export type AskedScope = Omit<ScopeRequest, 'fileId'>;

/**
 * The scope fields of a query read as what they ask for; a range or plants that do not read as
 * dates and plant ids, or a year outside DATA_YEARS, is refused (400 invalid_scope) with the
 * first problem's message.
 */
function askedScope<Q extends ScopeFieldValues>(query: Q, ctx: z.RefinementCtx) {
  const { from, to, plant, year, ...rest } = query;
  const parsed = parseScopeFilter({ from, to, plants: plant === undefined ? [] : [plant].flat() });
  const outside = (y: number) => y < DATA_YEARS.first || y > DATA_YEARS.last;
  const badYear = year !== undefined && (!/^\d{4}$/.test(year) || outside(Number(year)));
  if (!parsed.ok || badYear) {
    const message = parsed.ok ? msgBadComplianceYear(year!) : parsed.message;
    ctx.addIssue({ code: 'custom', message, params: refusedAs('invalid_scope') });
    return z.NEVER;
  }
  const scope: AskedScope = {
    filter: parsed.filter,
    complianceYear: year === undefined ? null : Number(year),
  };
  return { ...rest, scope };
}

/** The scope fields and `extra` (a route's own query parameters), the scope checked into `scope`. */
export const scopeQueryWith = <T extends z.ZodRawShape>(extra: T) =>
  ScopeFields.extend(extra).transform(askedScope);

/** The scope query of the analysis routes and their CSV reports. */
export const ScopeQuery = scopeQueryWith({});

/** The export parameters with the scope's (files' and the history's exports). */
export const ExportQuery = scopeQueryWith({
  // A value off the list gets the export's own refusal, in the spec's words (data §5).
  format: paramText('format').openapi({ enum: [...EXPORT_FORMATS] }),
  role: paramText('role').openapi({ enum: Object.keys(EXPORT_ROLES) }),
  jurisdiction: z.enum(JURISDICTIONS).default(DEFAULT_JURISDICTION),
});

/** The range fields alone and `extra`, the range checked into `scope` (no plants, no year). */
export const rangeQueryWith = <T extends z.ZodRawShape>(extra: T) =>
  ScopeFields.pick({ from: true, to: true }).extend(extra).transform(askedScope);
