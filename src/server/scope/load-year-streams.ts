// Issue 38: the source streams the ETS year counts each plant's CO2 by, read once for all the
// organisation's plants, each with its factor entries and its activity day by day in the year.
import type { StreamsOfPlants } from '@domain/ets/year-emissions';
import type { PlantStream } from '@domain/source-streams/plant-calculation';
import { streamsOverDays, type UnitDay } from '@domain/source-streams/stream-activity';
import type { SourceStream } from '@domain/source-streams/source-stream-schema';
import type { ScopeSource } from '../db/queries/plant-days';
import { totalsOf } from '../db/rollup-of-rows';
import type { Services } from '../services';

/** Items grouped by their plant id. */
function byPlant<T extends { plant_id: number }>(items: readonly T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const list = groups.get(item.plant_id) ?? [];
    list.push(item);
    groups.set(item.plant_id, list);
  }
  return groups;
}

/**
 * The organisation's source streams per plant id, each with its factor entries and its activity
 * data day by day in a calendar year of a source (the history, or one file).
 */
export async function loadStreamsOfPlants(
  services: Pick<Services, 'queries'>,
  orgId: string,
  year: number,
  source: ScopeSource,
): Promise<StreamsOfPlants> {
  const { queries } = services;
  const [streams, entries] = await Promise.all([
    queries.sourceStreams.ofOrg(orgId),
    queries.streamFactors.listAll(orgId),
  ]);
  const streamsOf = byPlant<SourceStream>(streams);
  const range = { from: `${year}-01-01`, to: `${year}-12-31` };
  const rows = await queries.plantDays.unitDays(orgId, source, [...streamsOf.keys()], range);
  const daysOf = byPlant(rows);
  const counted = new Map<number, PlantStream[]>();
  for (const [plantId, declared] of streamsOf) {
    const days: UnitDay[] = (daysOf.get(plantId) ?? []).map((r) => ({
      unit_id: r.unit_id,
      day: r.day,
      totals: totalsOf(r),
    }));
    counted.set(plantId, streamsOverDays(declared, entries, days));
  }
  return counted;
}
