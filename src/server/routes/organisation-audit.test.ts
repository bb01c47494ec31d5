import { expect, it } from 'vitest';
import { auditLog, sendJson } from '../testing/audit-log';
import { describeApi, type ApiContext, type TestUser } from '../testing/test-app';

/** Invites a new address into the owner's organisation as a viewer; the invitation's id. */
async function invite(t: ApiContext, owner: TestUser, email: string): Promise<string> {
  const invited = await sendJson(t, owner, 'POST', '/api/auth/organization/invite-member', {
    email,
    role: 'viewer',
    organizationId: owner.id,
  });
  expect(invited.status).toBe(200);
  return ((await invited.json()) as { id: string }).id;
}

const address = (who: string) => `${who}-${Math.random().toString(36).slice(2, 10)}@example.com`;

describeApi('the audit log records the organisation changes of the plugin routes', (t) => {
  it('records a rename with the old and new name, and nothing when the name stays', async () => {
    const owner = await t.signUp({ name: 'Stadtwerke Nord' });
    const rename = (name: string) =>
      sendJson(t, owner, 'POST', '/api/auth/organization/update', {
        organizationId: owner.id,
        data: { name },
      });

    expect((await rename('Stadtwerke Nord GmbH')).status).toBe(200);
    expect((await rename('Stadtwerke Nord GmbH')).status).toBe(200);

    const events = await auditLog(t, owner);
    expect(events.filter((e) => e.action === 'organisation_rename')).toEqual([
      expect.objectContaining({
        actor: owner.email,
        target: 'Stadtwerke Nord GmbH',
        details: {
          changes: [{ field: 'name', old: 'Stadtwerke Nord', new: 'Stadtwerke Nord GmbH' }],
        },
      }),
    ]);
  });

  it('records a cancelled invitation by who cancelled it, and a declined one by the invitee', async () => {
    const owner = await t.signUp();
    const cancelledAddress = address('cancelled');
    const cancelledId = await invite(t, owner, cancelledAddress);
    const cancelled = await sendJson(t, owner, 'POST', '/api/auth/organization/cancel-invitation', {
      invitationId: cancelledId,
    });
    expect(cancelled.status).toBe(200);

    const declinedAddress = address('declined');
    const declinedId = await invite(t, owner, declinedAddress);
    const invitee = await t.signUp({ email: declinedAddress });
    const declined = await sendJson(
      t,
      invitee,
      'POST',
      '/api/auth/organization/reject-invitation',
      {
        invitationId: declinedId,
      },
    );
    expect(declined.status).toBe(200);

    // A refused decline (not the invitee) changes nothing and records nothing.
    const strangerId = await invite(t, owner, address('kept'));
    const refused = await sendJson(t, invitee, 'POST', '/api/auth/organization/reject-invitation', {
      invitationId: strangerId,
    });
    expect(refused.status).toBe(403);

    const events = await auditLog(t, owner);
    expect(events.slice(0, 4).map((e) => [e.action, e.actor, e.target, e.details])).toEqual([
      ['member_invite', owner.email, expect.stringMatching(/^kept-/), { role: 'viewer' }],
      ['invitation_decline', declinedAddress, declinedAddress, { role: 'viewer' }],
      ['member_invite', owner.email, declinedAddress, { role: 'viewer' }],
      ['invitation_cancel', owner.email, cancelledAddress, { role: 'viewer' }],
    ]);
  });
});
