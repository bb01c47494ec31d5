// Issue 37: the demo's plant register, declared as a user would in the register's form (country,
// EU ETS scope, time zone), so that every ETS figure counts declared plants, not assumed ones.
import { OTHER_PLANTS } from '@domain/csv/plant-clock';
import {
  defaultZoneSchema,
  registerPatchSchema,
  type RegisterPatchInput,
} from '@domain/register/register-schema';
import { declarePlant } from '../plants/plant-register';
import { changeZone } from '../plants/zone-year-moves';
import type { Services } from '../services';
import { DEMO_NOTE, DEMO_SETUP } from './demo-account';

/**
 * The organisation's time zone, for its plants without their own: the demo's company and two of its
 * plants are in Ireland. Declared before the data arrive, so that no stored day is placed again.
 */
export const DEMO_ORGANISATION_ZONE = 'Europe/Dublin';

/**
 * What the demo declares of each sample plant. Their zones are on UTC in winter, so a calendar year
 * of the plants' local days is a calendar year of the generated UTC readings. Plant 4 stands in
 * the United Kingdom, outside the EU ETS since 2021, so the demo shows a plant out of scope. Only
 * the plants outside Ireland declare a zone of their own: each one places the file's days again.
 */
export const DEMO_PLANTS: Readonly<Record<number, RegisterPatchInput>> = {
  1: { country: 'Ireland', in_ets: true, ets_installation_id: 'DEMO-IE-0001' },
  2: {
    country: 'Portugal',
    timezone: 'Europe/Lisbon',
    in_ets: true,
    ets_installation_id: 'DEMO-PT-0002',
  },
  3: { country: 'Ireland', in_ets: true, ets_installation_id: 'DEMO-IE-0003' },
  4: { country: 'United Kingdom', timezone: 'Europe/London', in_ets: false },
};

/** Declares the organisation's time zone as its register screen does. */
export async function declareDemoZone(services: Services, orgId: string): Promise<void> {
  const zone = defaultZoneSchema.parse({ timezone: DEMO_ORGANISATION_ZONE }).timezone ?? null;
  await changeZone(services, orgId, OTHER_PLANTS, zone, (moves) =>
    services.queries.plantRegister.setDefaultZone(orgId, zone, DEMO_SETUP, moves),
  );
}

/** Declares the demo's plants through the register's own rules, every shown default confirmed. */
export async function declareDemoPlants(services: Services, orgId: string): Promise<void> {
  for (const [plantId, declared] of Object.entries(DEMO_PLANTS)) {
    const patch = registerPatchSchema.parse({ ...declared, notes: DEMO_NOTE, confirmed: true });
    await declarePlant(services, orgId, plantId, patch, DEMO_SETUP);
  }
}
