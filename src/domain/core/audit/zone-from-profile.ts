// Issue 36 "days from the first upload": the plants an upload through a profile first brings take
// the profile's time zone as their own; the audit log records it, and says it in these words.
import { names } from '../format';

/** The details of a `zone_from_profile` event. */
export interface ZoneFromProfile {
  /** The plants that took the zone, ascending. */
  plant_ids: number[];
  timezone: string;
  /** The name of the import profile the upload was read through. */
  profile: string;
  /** The upload that first brought them. */
  file_id: string;
  file_name: string;
}

/** Plants named one by one up to this many in an event's target; more are counted. */
const NAMED_PLANTS = 5;

/** The event's target: "plant 3", "plants 3 and 7", or "12 plants". */
export function zoneFromProfileTarget(plantIds: readonly number[]): string {
  if (plantIds.length === 1) return `plant ${plantIds[0]!}`;
  if (plantIds.length > NAMED_PLANTS) return `${plantIds.length} plants`;
  return `plants ${names(plantIds.map(String))}`;
}

/** The event in plain words, for the audit log's screen. */
export function zoneFromProfileText(d: ZoneFromProfile): string {
  const one = d.plant_ids.length === 1;
  const target = zoneFromProfileTarget(d.plant_ids);
  const plants = target[0]!.toUpperCase() + target.slice(1);
  return (
    `${plants}, first brought by ${d.file_name}, took the time zone ${d.timezone} of the import ` +
    `profile "${d.profile}" as ${one ? 'its' : 'their'} own, which places ${one ? 'its' : 'their'} days; ` +
    'it can be changed in the plant register.'
  );
}
