// Issue 11 "Plant register": each plant of the user's history with what they declared of it.
import type { PlantIdentity } from '@domain/analysis/plant-profile';
import type { RegisterEntry } from '@domain/analysis/register-entry-schema';
import { confirmedValues, registerEntry } from '@domain/register/register';
import type { RegisterPatch } from '@domain/register/register-schema';
import type { RegisterWrite } from '../db/queries/plant-register';
import { changeZone } from './zone-year-moves';
import { notFound } from '../http/api-error';
import type { Services } from '../services';

type RegisterServices = Pick<Services, 'queries' | 'work'>;

const plantNotFound = () => notFound('Plant');

/**
 * The page of the user's plants (from their data) that `choose` makes of them all, each with its
 * register entry: only the page's entries are made, whatever the fleet.
 */
export async function registerPage<P extends { plants: PlantIdentity[] }>(
  services: RegisterServices,
  orgId: string,
  choose: (plants: PlantIdentity[]) => P,
): Promise<Omit<P, 'plants'> & { plants: RegisterEntry[] }> {
  const register = services.queries.plantRegister;
  const [plants, rows] = await Promise.all([register.plants(orgId), register.list(orgId)]);
  const page = choose(plants);
  const byId = new Map(rows.map((r) => [r.plant_id, r]));
  return { ...page, plants: page.plants.map((p) => registerEntry(p, byId.get(p.plant_id))) };
}

/** The user's plant of this id; 404 otherwise. */
export async function ownPlant(
  services: RegisterServices,
  orgId: string,
  rawId: string,
): Promise<PlantIdentity> {
  // Anything but a plant_id the user has data for is a plant that does not exist for them.
  if (!/^\d{1,9}$/.test(rawId)) throw plantNotFound();
  const plants = await services.queries.plantRegister.plants(orgId);
  const plant = plants.find((p) => p.plant_id === Number(rawId));
  if (!plant) throw plantNotFound();
  return plant;
}

/**
 * Saves what the user declares of one of their plants; `confirmed: true` also writes down the
 * defaults still assumed, so that the entry no longer moves with them. Recorded as `actor`'s.
 * A time zone that would move readings into or out of a locked year is refused (YearLockedError).
 */
export async function declarePlant(
  services: RegisterServices,
  orgId: string,
  rawId: string,
  patch: RegisterPatch,
  actor: string,
): Promise<RegisterEntry> {
  const register = services.queries.plantRegister;
  const plant = await ownPlant(services, orgId, rawId);
  let write: RegisterWrite = { ...patch };
  if (patch.confirmed === true) {
    const before = (await register.get(orgId, plant.plant_id)) ?? {};
    const given = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
    write = { ...write, ...confirmedValues(plant, { ...before, ...given }) };
  }
  const { timezone } = write;
  const saved =
    timezone === undefined
      ? await register.save(orgId, plant.plant_id, write, actor)
      : await changeZone(services, orgId, plant.plant_id, timezone, (moves) =>
          register.save(orgId, plant.plant_id, write, actor, moves),
        );
  return registerEntry(plant, saved);
}
