// The EU Data Act part of the report (data §6, §7, §9; DESIGN.md "Domain facts").
import {
  AUDIT_LOG_RETENTION_YEARS,
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
/** data §7: descriptive endpoint names; they are text only and never called. */
const DATA_ACT_ENDPOINTS = ['/api/emissions', '/api/compliance', '/api/reports'];

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
  const endpoints = `Descriptive data-access endpoints: ${names(DATA_ACT_ENDPOINTS)} (names only; this report calls none of them).`;
  const access = `Access by role: ${roles
    .map((r) => `${r.role} (${r.access.join(', ')}: ${r.scope.join(', ').replaceAll('_', ' ')})`)
    .join('; ')}.`;
  const retention =
    `The ${num(ctx.rows)} data rows ${ctx.span} are kept ${DATA_RETENTION_YEARS} years and the audit log ` +
    `${AUDIT_LOG_RETENTION_YEARS} years.`;
  const data: DataActCompliance = {
    appliesFrom: DATA_ACT_APPLIES_FROM,
    inForce,
    portabilityResponseDays: DATA_PORTABILITY_RESPONSE_DAYS,
    dataFormats: [...DATA_FORMATS],
    exportFormats,
    endpoints: [...DATA_ACT_ENDPOINTS],
    accessRoles: roles,
    dataRetentionYears: DATA_RETENTION_YEARS,
    auditLogRetentionYears: AUDIT_LOG_RETENTION_YEARS,
    statements: [applies, formats, endpoints, access, retention],
  };
  return {
    data,
    section: section('EU Data Act', applies, [
      section('Formats and endpoints', `${formats} ${endpoints}`),
      section('Access roles', access),
      section('Retention', retention),
    ]),
  };
}
