// The EU Data Act part of the report (data §6, §9; docs/design.md "Domain facts"). The spec's descriptive
// endpoint names (data §7) are left out: a reader of the report has no use for paths (issue 11).
import {
  DATA_ACT_APPLIES_FROM,
  DATA_PORTABILITY_RESPONSE_DAYS,
  DATA_RETENTION_YEARS,
  EXPORT_FORMATS,
  EXPORT_ROLES,
} from '../constants';
import { count, names, num } from '../format';
import type { ReportContext } from './figures';
import { section, type ReportPart } from './section';
import type { DataAccessRole, DataActCompliance } from './types';

/** data §9: the data formats the report lists. */
const DATA_FORMATS = ['JSON', 'CSV', 'XML', 'ESEF'];

function accessRoles(): DataAccessRole[] {
  return Object.entries(EXPORT_ROLES).map(([role, r]) => ({
    role,
    access: [...r.access],
    scope: [...r.scope],
  }));
}

/** The Data Act section: applicability on the report date, the 30-day portability answer, formats, roles, retention. */
export function dataActCompliance(ctx: ReportContext): ReportPart<DataActCompliance> {
  const reportDate = ctx.generatedAt.slice(0, 10);
  // ISO dates compare as text.
  const inForce = reportDate >= DATA_ACT_APPLIES_FROM;
  const roles = accessRoles();
  const exportFormats = [...EXPORT_FORMATS];
  const applies =
    `The EU Data Act applies from ${DATA_ACT_APPLIES_FROM} (${inForce ? 'in force' : 'not yet in force'} on the ` +
    `report date ${reportDate}); data-portability requests are answered within ${DATA_PORTABILITY_RESPONSE_DAYS} days.`;
  const formats =
    `Data formats: ${names(DATA_FORMATS)}. This application exports the figures of the ` +
    `${count(ctx.facilities.length, 'facility', 'facilities')} as ${names(exportFormats.map((f) => f.toUpperCase()))}; ` +
    `ESEF belongs to the annual financial report.`;
  const access = `Access by role: ${roles
    .map((r) => `${r.role} (${r.access.join(', ')}: ${r.scope.join(', ').replaceAll('_', ' ')})`)
    .join('; ')}.`;
  const retention = `Keep the ${num(ctx.rows)} data rows ${ctx.span} for ${DATA_RETENTION_YEARS} years.`;
  const data: DataActCompliance = {
    appliesFrom: DATA_ACT_APPLIES_FROM,
    inForce,
    portabilityResponseDays: DATA_PORTABILITY_RESPONSE_DAYS,
    dataFormats: [...DATA_FORMATS],
    exportFormats,
    accessRoles: roles,
    dataRetentionYears: DATA_RETENTION_YEARS,
    statements: [applies, formats, access, retention],
  };
  return {
    data,
    section: section('EU Data Act', applies, [
      section('Formats', formats),
      section('Access roles', access),
      section('Retention', retention),
    ]),
  };
}
