// Issue 34 §4: a time zone change that would move readings into or out of a locked year is refused.
// The stored files near a New Year are read again through the new zones to find the readings it moves.
import { OTHER_PLANTS } from '@domain/csv/plant-clock';
import type { YearMove } from '@domain/csv/zone-year-moves';
import { DataMovedError, type ZoneMoves } from '../db/queries/year-locks';
import { ApiError } from '../http/api-error';
import { backfillHistory } from '../scope/backfill-history';
import type { Services } from '../services';

/**
 * How near a New Year a plant-day must be for a change of zones to move its readings across it:
 * two zones are at most 26 hours apart, and a day as a file writes it at most a day from either.
 */
const NEW_YEAR_DAYS = 3;

/** How often a change is tried again when the data moved while its moves were found. */
const ZONE_ATTEMPTS = 3;

type ZoneServices = Pick<Services, 'queries' | 'work'>;

/**
 * The readings of the organisation's stored files that setting the zone of `key` (a plant, or
 * OTHER_PLANTS for the organisation's default; null: none) would move from one year to another,
 * with the data version they were found at.
 */
async function zoneYearMoves(
  services: ZoneServices,
  orgId: string,
  key: number,
  zone: string | null,
): Promise<ZoneMoves> {
  const { plantRegister: register, dataVersions, files } = services.queries;
  const { version } = await dataVersions.read(orgId, null);
  const before = await register.zones(orgId);
  const after = new Map(before);
  if (zone === null) after.delete(key);
  else after.set(key, zone);
  const moves: YearMove[] = [];
  if (before.find(([k]) => k === key)?.[1] === (zone ?? undefined)) return { moves, version };
  const plants = key === OTHER_PLANTS ? null : [key];
  for (const id of await register.filesAtNewYear(orgId, plants, NEW_YEAR_DAYS)) {
    const file = await files.getFileContent(orgId, id);
    if (!file) continue;
    const found = await services.work.run('zoneYearMoves', {
      bytes: file.content,
      before,
      after: [...after],
    });
    moves.push(...found);
  }
  return { moves, version };
}

/**
 * Sets the zone of `key` (a plant, or OTHER_PLANTS for the organisation's default) through `write`,
 * given the readings the change moves across a year; found again when the data moved meanwhile.
 * The files whose days the change moves (marked by the write) have their plant-days placed again
 * before it answers, so that no read finds them missing.
 */
export async function changeZone<T>(
  services: ZoneServices,
  orgId: string,
  key: number,
  zone: string | null,
  write: (moves: ZoneMoves) => Promise<T>,
): Promise<T> {
  for (let attempt = 0; attempt < ZONE_ATTEMPTS; attempt++) {
    let written: T;
    try {
      written = await write(await zoneYearMoves(services, orgId, key, zone));
    } catch (error) {
      if (!(error instanceof DataMovedError)) throw error;
      continue;
    }
    await backfillHistory(services, orgId);
    return written;
  }
  throw new ApiError(
    409,
    'data_changing',
    'The data kept changing while the time zone was being set: try again',
  );
}
