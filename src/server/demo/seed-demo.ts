import type { Auth } from '../auth/create-auth';
import { etsScopeDeclaredAsAssumed } from '../../domain/core/register/register';
import { acceptUpload } from '../uploads/accept-upload';
import type { Services } from '../services';
import { currentYear } from '../services';
import { DEMO_ACCOUNT } from './demo-account';
import { sampleFile } from './sample-file';

/** How the demo account's audit log names the changes its setup made. */
const DEMO_SETUP = 'demo setup';

/**
 * Creates the demo user with the sample file, its plants' EU ETS scope declared, and a permit record for the current year and for the
 * sample's year (the compliance year its screens open on), once:
 * a demo user that exists already is left as it is (its owner may have changed it).
 */
export async function seedDemoAccount(auth: Auth, services: Services): Promise<void> {
  const { queries, logger } = services;
  const ctx = await auth.$context;
  if (await ctx.internalAdapter.findUserByEmail(DEMO_ACCOUNT.email)) return;
  const { user } = await auth.api.signUpEmail({
    body: {
      name: DEMO_ACCOUNT.fullName,
      email: DEMO_ACCOUNT.email,
      password: DEMO_ACCOUNT.password,
    },
  });
  // The demo address receives no mail, so it is confirmed from the start.
  await ctx.internalAdapter.updateUser(user.id, { emailVerified: true });
  const sample = await sampleFile();
  const entry = await acceptUpload(services, user.id, {
    name: sample.name,
    type: 'text/csv',
    bytes: sample.bytes,
    actor: DEMO_SETUP,
  });
  // The demo declares each sample plant's EU ETS scope: an assumed scope moves no ETS figure.
  for (const row of etsScopeDeclaredAsAssumed(await queries.plantRegister.plants(user.id))) {
    await queries.plantRegister.save(user.id, row.plant_id, { in_ets: row.in_ets }, DEMO_SETUP);
  }
  const years = new Set([currentYear(services), Number(entry.lastDate!.slice(0, 4))]);
  for (const year of years) {
    await queries.permits.upsertPermitForYear(
      user.id,
      year,
      {
        active_permits: DEMO_ACCOUNT.activePermits,
        company_name: DEMO_ACCOUNT.companyName,
        notes: 'Demo record created with the demo account; edit it in Settings.',
      },
      DEMO_SETUP,
    );
  }
  logger.info({ email: DEMO_ACCOUNT.email }, 'demo account created with the sample data');
}
