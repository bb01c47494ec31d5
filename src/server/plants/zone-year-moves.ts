// Issue 34 §4: a time zone change that would move readings into or out of a locked year is refused.
// The stored files near a New Year are read again through the new zones to find the readings it moves.
import { OTHER_PLANTS } from '../../domain/core/csv/plant-clock';
import type { YearMove } from '../../domain/core/csv/zone-year-moves';
import { ensureHistory } from '../scope/ensure-history';
import type { Services } from '../services';

/**
 * How near a New Year a plant-day must be for a change of zones to move its readings across it:
 * two zones are at most 26 hours apart, and a day as a file writes it at most a day from either.
 */
const NEW_YEAR_DAYS = 3;

/**
 * The readings of the organisation's stored files that setting the zone of `key` (a plant, or
 * OTHER_PLANTS for the organisation's default; null: none) would move from one year to another.
 */
export async function zoneYearMoves(
  services: Pick<Services, 'queries' | 'work'>,
  orgId: string,
  key: number,
  zone: string | null,
): Promise<YearMove[]> {
  const register = services.queries.plantRegister;
  // The stored plant-days are placed by today's zones, which the files are read again against.
  await ensureHistory(services, orgId);
  const before = await register.zones(orgId);
  const after = new Map(before);
  if (zone === null) after.delete(key);
  else after.set(key, zone);
  if (before.find(([k]) => k === key)?.[1] === (zone ?? undefined)) return [];
  const plants = key === OTHER_PLANTS ? null : [key];
  const moves: YearMove[] = [];
  for (const id of await register.filesAtNewYear(orgId, plants, NEW_YEAR_DAYS)) {
    const file = await services.queries.files.getFileContent(orgId, id);
    if (!file) continue;
    const found = await services.work.run('zoneYearMoves', {
      bytes: file.content,
      before,
      after: [...after],
    });
    moves.push(...found);
  }
  return moves;
}
