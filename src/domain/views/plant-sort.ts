import type { PlantStatus, PlantSummary } from '../analysis/types';

export type PlantSortKey =
  | 'plant_name'
  | 'fuel_type'
  | 'total_electricity'
  | 'total_emissions'
  | 'avg_efficiency'
  | 'energy_weighted_efficiency'
  | 'status';
export type SortDirection = 'ascending' | 'descending';

// Status sorts by severity, not by its name: ascending runs optimal, warning, critical (data §4).
const STATUS_RANK: Record<PlantStatus, number> = { optimal: 0, warning: 1, critical: 2 };

function compare(a: PlantSummary, b: PlantSummary, key: PlantSortKey): number {
  if (key === 'status') return STATUS_RANK[a.status] - STATUS_RANK[b.status];
  if (key === 'plant_name' || key === 'fuel_type') {
    return a[key].localeCompare(b[key], 'en', { sensitivity: 'base', numeric: true });
  }
  // A plant without fuel has no energy-weighted efficiency: it sorts below every figure.
  return (a[key] ?? -Infinity) - (b[key] ?? -Infinity) || 0;
}

/** The plant summaries ordered by one column; equal values keep plant_id order in either direction. */
export function sortPlants(
  plants: readonly PlantSummary[],
  key: PlantSortKey,
  direction: SortDirection,
): PlantSummary[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return [...plants].sort((a, b) => sign * compare(a, b, key) || a.plant_id - b.plant_id);
}
