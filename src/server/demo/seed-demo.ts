import type { Auth } from '../auth/create-auth';
import { demoSpan, generateDemoCsv } from '@domain/sample/demo-sample';
import { acceptUpload } from '../uploads/accept-upload';
import type { Services } from '../services';
import { currentYear, today } from '../clock';
import { DEMO_ACCOUNT, DEMO_SETUP } from './demo-account';
import { closeDemoYear, openDemoYear } from './demo-ets-year';
import { classifyDemoOutage } from './demo-outage';
import { saveDemoProfile } from './demo-profile';
import { declareDemoPlants, declareDemoZone } from './demo-register';
import { addDemoViewer } from './demo-team';

/**
 * Creates the demo user and its organisation's data (issue 37): last year and this year to
 * yesterday, the plants' register declared, an outage classified, last year verified and locked,
 * this year's permit record, an import profile and a viewer; once: a demo user that exists
 * already is left as it is (its owner may have changed it), so later starts reuse it.
 */
export async function seedDemoAccount(auth: Auth, services: Services): Promise<void> {
  const ctx = await auth.$context;
  if (await ctx.internalAdapter.findUserByEmail(DEMO_ACCOUNT.email)) return;
  const began = performance.now();
  const { user } = await auth.api.signUpEmail({
    body: {
      name: DEMO_ACCOUNT.fullName,
      email: DEMO_ACCOUNT.email,
      password: DEMO_ACCOUNT.password,
    },
  });
  // The demo address receives no mail, so it is confirmed from the start.
  await ctx.internalAdapter.updateUser(user.id, { emailVerified: true });
  // The user's personal organisation, whose id is theirs, holds the demo.
  const orgId = user.id;
  const day = today(services);
  const span = demoSpan(day);
  await declareDemoZone(services, orgId);
  await acceptUpload(services, orgId, {
    name: `demo_data_${span.first}_to_${span.last}.csv`,
    type: 'text/csv',
    bytes: new TextEncoder().encode(generateDemoCsv(day)),
    actor: DEMO_SETUP,
  });
  await declareDemoPlants(services, orgId);
  await classifyDemoOutage(services, orgId, span.outage);
  await openDemoYear(services, orgId, currentYear(services));
  await saveDemoProfile(services, orgId);
  await addDemoViewer(auth, orgId);
  // Last: the lock freezes the year with the data, register, permit and statement stored above.
  await closeDemoYear(services, orgId, span.lastYear);
  services.logger.info(
    { email: DEMO_ACCOUNT.email, ms: Math.round(performance.now() - began) },
    'demo account created with the demo data',
  );
}
