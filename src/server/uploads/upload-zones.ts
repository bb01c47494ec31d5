// Which time zone places an upload's days: a plant's own, else the organisation's default; through
// a profile, a plant the upload first brings takes the profile's zone as its own (declared in the
// register, changeable there), where the organisation has no default to give it.
import { OTHER_PLANTS } from '@domain/csv/plant-clock';
import type { ImportProfile } from '@domain/imports/import-profile';
import type { Queries } from '../db/queries';

/** Where a zone that placed a plant's days was declared; `none`: the days are UTC, as stored. */
export type ZoneDeclared = 'plant' | 'organisation' | 'profile' | 'none';

export interface PlacedIn {
  plantId: number;
  timezone: string;
  declared: ZoneDeclared;
}

/** The zones an upload's check places days with, and the zone its new plants take. */
export interface UploadZones {
  /** The zones declared: each plant's own, and the organisation's default under OTHER_PLANTS. */
  declared: [number, string][];
  /** What the check is given: the declared ones, and the profile's for plants it first brings. */
  zones: [number, string][];
  zoneOfNewPlants: string | null;
}

export async function zonesOfUpload(
  register: Pick<Queries['plantRegister'], 'zones' | 'undeclaredPlants'>,
  orgId: string,
  profile: ImportProfile | null,
): Promise<UploadZones> {
  const declared = await register.zones(orgId);
  const orgDefault = declared.some(([plant]) => plant === OTHER_PLANTS);
  // A profile reading UTC places days as they are stored already: nothing to declare.
  if (!profile || orgDefault || profile.timezone === 'UTC') {
    return { declared, zones: declared, zoneOfNewPlants: null };
  }
  // The plants stored before without a zone keep their days as stored (UTC).
  const undeclared = await register.undeclaredPlants(orgId);
  return {
    declared,
    zones: [
      ...declared,
      ...undeclared.map((plant): [number, string] => [plant, 'UTC']),
      [OTHER_PLANTS, profile.timezone],
    ],
    zoneOfNewPlants: profile.timezone,
  };
}

/** The zone that placed each plant's days, as the upload's answer says. */
export function placedIn(
  plants: readonly number[],
  { declared, zoneOfNewPlants }: UploadZones,
  zoneDeclaredFor: readonly number[],
): PlacedIn[] {
  const zones = new Map(declared);
  const orgDefault = zones.get(OTHER_PLANTS);
  return plants.map((plantId): PlacedIn => {
    const own = zones.get(plantId);
    if (zoneOfNewPlants !== null && zoneDeclaredFor.includes(plantId)) {
      return { plantId, timezone: zoneOfNewPlants, declared: 'profile' };
    }
    if (own !== undefined) return { plantId, timezone: own, declared: 'plant' };
    if (orgDefault !== undefined) {
      return { plantId, timezone: orgDefault, declared: 'organisation' };
    }
    return { plantId, timezone: 'UTC', declared: 'none' };
  });
}
