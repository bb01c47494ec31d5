import { msgListedPlants, msgPlantPage } from '@domain/messages';
import { Alert } from './ui/alert';

/**
 * Issue 34 §6: says that a screen's per-plant list holds only the largest emitters of a fleet
 * larger than an answer lists; nothing when every plant is listed.
 */
export function ListedPlantsNote({ listed, total }: { listed: number; total: number }) {
  if (listed >= total) return null;
  return <Alert tone="info">{msgListedPlants(listed, total)}</Alert>;
}

/** Issue 34 §6: says which page of an organisation's plants a screen lists; nothing for all of them. */
export function PlantPageNote({
  page,
}: {
  page: { plants: unknown[]; plantCount: number; offset: number };
}) {
  if (page.offset === 0 && page.plants.length >= page.plantCount) return null;
  const first = page.offset + 1;
  return (
    <Alert tone="info">
      {msgPlantPage(first, page.offset + page.plants.length, page.plantCount)}
    </Alert>
  );
}
