import type { TrafficLight } from '../../../../domain/core/analysis/types';
import type { BadgeTone } from '../../../components/status-badge';

/** data §2: the traffic light's names on the Benchmarking screen, with their badge colours. */
export const LIGHT: Record<TrafficLight, { label: string; tone: BadgeTone; dot: string }> = {
  green: { label: 'Optimal', tone: 'green', dot: 'bg-green-500' },
  yellow: { label: 'Warning', tone: 'yellow', dot: 'bg-yellow-400' },
  red: { label: 'Critical', tone: 'red', dot: 'bg-red-500' },
};
