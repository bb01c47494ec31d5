import { msgListedPlants } from '../../domain/core/messages';
import { Alert } from './ui/alert';

/**
 * Issue 34 §6: says that a screen's per-plant list holds only the largest emitters of a fleet
 * larger than an answer lists; nothing when every plant is listed.
 */
export function ListedPlantsNote({ listed, total }: { listed: number; total: number }) {
  if (listed >= total) return null;
  return <Alert tone="info">{msgListedPlants(listed, total)}</Alert>;
}
