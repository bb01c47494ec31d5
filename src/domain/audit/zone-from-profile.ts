// Issue 36 "days from the first upload" and "fixed values": the plants an upload through a profile
// first brings take the profile's time zone, and the country it gives every plant, as their own;
// the audit log records each, and says it in these words.
import { names } from '../format';

/** The details common to a `zone_from_profile` and a `country_from_profile` event. */
interface FromProfile {
  /** The plants that took the value, ascending. */
  plant_ids: number[];
  /** The name of the import profile the upload was read through. */
  profile: string;
  /** The upload that first brought them. */
  file_id: string;
  file_name: string;
}

/** The details of a `zone_from_profile` event. */
export interface ZoneFromProfile extends FromProfile {
  timezone: string;
}

/** The details of a `country_from_profile` event. */
export interface CountryFromProfile extends FromProfile {
  country: string;
}

/** Plants named one by one up to this many in an event's target; more are counted. */
const NAMED_PLANTS = 5;

/** The event's target: "plant 3", "plants 3 and 7", or "12 plants". */
export function zoneFromProfileTarget(plantIds: readonly number[]): string {
  if (plantIds.length === 1) return `plant ${plantIds[0]!}`;
  if (plantIds.length > NAMED_PLANTS) return `${plantIds.length} plants`;
  return `plants ${names(plantIds.map(String))}`;
}

/** An event in plain words: which plants took `what` of which profile, and what it decides. */
function fromProfileText(d: FromProfile, what: string, decides: string): string {
  const its = d.plant_ids.length === 1 ? 'its' : 'their';
  const target = zoneFromProfileTarget(d.plant_ids);
  const plants = target[0]!.toUpperCase() + target.slice(1);
  return (
    `${plants}, first brought by ${d.file_name}, took ${what} of the import profile ` +
    `"${d.profile}" as ${its} own, which ${decides.replaceAll('{its}', its)}; ` +
    'it can be changed in the plant register.'
  );
}

/** A `zone_from_profile` event in plain words, for the audit log's screen. */
export const zoneFromProfileText = (d: ZoneFromProfile): string =>
  fromProfileText(d, `the time zone ${d.timezone}`, 'places {its} days');

/** A `country_from_profile` event in plain words, for the audit log's screen. */
export const countryFromProfileText = (d: CountryFromProfile): string =>
  fromProfileText(d, `the country ${d.country}`, 'decides {its} assumed EU ETS scope');
