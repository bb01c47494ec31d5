import type { PlantStatus } from '@domain/analysis/types';
import { StatusBadge, type BadgeTone } from './status-badge';

/** data §4 plant status names, as the screens show them. */
export const PLANT_STATUS_LABELS: Record<PlantStatus, string> = {
  optimal: 'Optimal',
  warning: 'Warning',
  critical: 'Critical',
};

const TONE: Record<PlantStatus, BadgeTone> = {
  optimal: 'green',
  warning: 'yellow',
  critical: 'red',
};

/** A plant's status (optimal, warning, critical) as a coloured badge with its name. */
export function PlantStatusBadge({ status }: { status: PlantStatus }) {
  return <StatusBadge tone={TONE[status]}>{PLANT_STATUS_LABELS[status]}</StatusBadge>;
}
