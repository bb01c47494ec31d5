// Issue 38: the source streams the ETS year counts each plant's CO2 by, read once for all the
// organisation's plants.
import type { StreamsOfPlants } from '@domain/ets/year-emissions';
import type { PlantStream } from '@domain/source-streams/plant-calculation';
import type { Services } from '../services';

/** The organisation's source streams per plant id. */
export async function loadStreamsOfPlants(
  services: Pick<Services, 'queries'>,
  orgId: string,
): Promise<StreamsOfPlants> {
  const streams = new Map<number, PlantStream[]>();
  for (const s of await services.queries.sourceStreams.ofOrg(orgId)) {
    const list = streams.get(s.plant_id) ?? [];
    list.push(s);
    streams.set(s.plant_id, list);
  }
  return streams;
}
