import type { Auth } from '../auth/create-auth';
import { DEMO_VIEWER } from './demo-account';

/**
 * Issue 37: a second member of the demo organisation, a viewer, added through the organisation
 * plugin as an owner's invitation accepted would add them. Their address receives no mail either.
 */
export async function addDemoViewer(auth: Auth, orgId: string): Promise<void> {
  const ctx = await auth.$context;
  const { user } = await auth.api.signUpEmail({
    body: { name: DEMO_VIEWER.fullName, email: DEMO_VIEWER.email, password: DEMO_VIEWER.password },
  });
  await ctx.internalAdapter.updateUser(user.id, { emailVerified: true });
  await auth.api.addMember({
    body: { userId: user.id, role: DEMO_VIEWER.role, organizationId: orgId },
  });
}
