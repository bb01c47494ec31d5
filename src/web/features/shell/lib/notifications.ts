import type { Analysis } from '@domain/analysis/types';
import type { QualityWarning } from '@domain/readings/dataset';
import type { AlertView } from '@web/lib/alerts-query';
import { paths } from '@web/lib/paths';

/** One thing in the loaded data that needs the user's attention, and where to act on it. */
export interface HeaderNotification {
  key: string;
  tone: 'critical' | 'warning';
  title: string;
  detail: string;
  to: string;
}

const QUALITY_TITLES: Record<QualityWarning['kind'], string> = {
  duplicate_timestamp: 'Duplicate hours in the data',
  missing_hours: 'Missing hours in the data',
  plant_name_changed: 'A plant changes its name',
  fuel_type_changed: 'A plant changes its fuel type',
};

/**
 * The permit card's yellow or red light, in its own words: a short runway (data §9 thresholds), an
 * ended year short of allowances, or an ended year whose data covers too few days to judge.
 */
function permitNotification(permits: Analysis['permits']): HeaderNotification | null {
  if (!permits?.result.valid || permits.result.status_light === 'green') return null;
  const { status_light, status_line, status_label } = permits.result;
  return {
    key: 'permit-runway',
    tone: status_light === 'red' ? 'critical' : 'warning',
    title: `EU permits for ${permits.permit_year}: ${status_label}`,
    detail: status_line,
    to: paths.compliance,
  };
}

/**
 * Missing and repeated hours are coverage: the data-quality screen shows and classifies them (issue
 * 26). For a plant's changed name or fuel, fixing the file and uploading it again is the remedy.
 */
const COVERAGE_KINDS: readonly QualityWarning['kind'][] = ['missing_hours', 'duplicate_timestamp'];

/** One notification per kind of data-quality warning, with its first occurrence. */
function qualityNotifications(warnings: readonly QualityWarning[]): HeaderNotification[] {
  const byKind = new Map<QualityWarning['kind'], QualityWarning[]>();
  for (const w of warnings) byKind.set(w.kind, [...(byKind.get(w.kind) ?? []), w]);
  return [...byKind].map(([kind, ofKind]) => ({
    key: `quality-${kind}`,
    tone: 'warning',
    title: QUALITY_TITLES[kind],
    detail:
      ofKind.length > 1 ? `${ofKind[0]!.message}; and more like it.` : `${ofKind[0]!.message}.`,
    to: COVERAGE_KINDS.includes(kind) ? paths.dataQuality : `${paths.settings}?tab=data`,
  }));
}

const ALERT_PLACES: Record<AlertView['kind'], string> = {
  ets_deadline: paths.compliance,
  over_allowances: paths.compliance,
  data_gap: paths.dataQuality,
  locked_year_attempt: `${paths.settings}?tab=audit`,
};

/**
 * The organisation's alerts (issue 28 §4) as notifications, before the loaded data's; a plant's
 * missing hours are left out when the loaded data already says so.
 */
export function withAlerts(
  alerts: readonly AlertView[],
  loaded: readonly HeaderNotification[],
): HeaderNotification[] {
  const hasGaps = loaded.some((n) => n.key === 'quality-missing_hours');
  const own = alerts
    .filter((a) => !(hasGaps && a.kind === 'data_gap'))
    .map((a) => ({
      key: `alert-${a.key}`,
      tone: a.tone,
      title: a.title,
      detail: a.detail,
      to: ALERT_PLACES[a.kind],
    }));
  return [...own, ...loaded];
}

/** The bell's notifications, from the analysis already loaded: permit runway first, then data quality. */
export function notificationsFor(analysis: Analysis): HeaderNotification[] {
  const permit = permitNotification(analysis.permits);
  return [...(permit ? [permit] : []), ...qualityNotifications(analysis.quality.warnings)];
}
