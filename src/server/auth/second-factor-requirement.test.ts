import { expect, it } from 'vitest';
import { sendJson } from '../testing/audit-log';
import { mountedAuthRoutes } from '../testing/auth-routes';
import { inviteMember, turnOnSecondFactor } from '../testing/members';
import { describeApi, type ApiContext, type TestUser } from '../testing/test-app';

const REQUIRED = "Olga's Works requires a second factor: turn it on in Settings > Two-factor.";

/**
 * The routes docs/organisations.md lets a session without a second factor reach: turning it on,
 * signing out, who the user is and which organisations they belong to, the reads that take a POST,
 * switching organisation, and the routes that act without a session.
 */
const MAY_PASS = [
  '/sign-out',
  '/get-session',
  '/organization/list',
  '/organization/has-permission',
  '/organization/check-slug',
  '/organization/set-active',
  '/sign-in/email',
  '/sign-in/social',
  '/sign-up/email',
  '/request-password-reset',
  '/reset-password',
  '/send-verification-email',
  '/verify-email',
  '/reset-password/:token',
  '/callback/:id',
  '/ok',
  '/error',
];
const mayPass = (path: string) => MAY_PASS.includes(path) || path.startsWith('/two-factor/');

async function membersOf(t: ApiContext, owner: TestUser) {
  return t.db
    .selectFrom('member')
    .innerJoin('user', 'user.id', 'member.userId')
    .select(['user.email', 'member.role'])
    .where('member.organizationId', '=', owner.id)
    .orderBy('user.email')
    .execute();
}

async function memberId(t: ApiContext, owner: TestUser, user: TestUser): Promise<string> {
  const { id } = await t.db
    .selectFrom('member')
    .select('id')
    .where('userId', '=', user.id)
    .where('organizationId', '=', owner.id)
    .executeTakeFirstOrThrow();
  return id;
}

/** The organisation's slug, as the plugin's reads take it in place of its id. */
async function slugOf(t: ApiContext, owner: TestUser): Promise<string> {
  const { slug } = await t.db
    .selectFrom('organization')
    .select('slug')
    .where('id', '=', owner.id)
    .executeTakeFirstOrThrow();
  return slug;
}

/** Olga's Works, requiring a second factor, with an invitation still pending for an address. */
async function requiringOrganisation(t: ApiContext, pendingEmail = 'pending@example.com') {
  let owner = await t.signUp({ name: "Olga's Works" });
  const invited = await sendJson(t, owner, 'POST', '/api/auth/organization/invite-member', {
    email: pendingEmail,
    role: 'viewer',
    organizationId: owner.id,
  });
  const invitation = (await invited.json()) as { id: string };
  const admin = await inviteMember(t, owner, 'admin');
  owner = await turnOnSecondFactor(t, owner);
  const required = await sendJson(t, owner, 'PUT', '/api/organisation', {
    require_two_factor: true,
  });
  expect(required.status).toBe(200);
  return { owner, admin, invitation };
}

/** A GET with the query, answered with its status and message. */
async function read(t: ApiContext, user: TestUser, path: string, query: Record<string, string>) {
  const res = await sendJson(t, user, 'GET', `/api/auth${path}?${new URLSearchParams(query)}`);
  const { message } = (await res.json().catch(() => ({}))) as { message?: string };
  return { path, status: res.status, message };
}

describeApi('an organisation requiring a second factor, on the reads of /api/auth', (t) => {
  it('refuses a password-only member every read but who they are and their organisations', async () => {
    const { owner, admin, invitation } = await requiringOrganisation(t);
    const query = { organizationId: owner.id, id: invitation.id, userId: owner.id };

    const reads = mountedAuthRoutes(t.services.auth).filter(
      (r) => r.method === 'GET' && !mayPass(r.path),
    );
    expect(reads.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        '/organization/get-full-organization',
        '/organization/list-members',
        '/organization/list-invitations',
        '/organization/get-invitation',
        '/organization/get-active-member',
        '/organization/list-user-invitations',
        '/list-sessions',
      ]),
    );
    const answers = [];
    for (const { path } of reads) {
      const route = path.replace(':token', 'some-token').replace(':id', 'credential');
      answers.push({ ...(await read(t, admin, route, query)), path });
    }
    expect(answers).toEqual(reads.map(({ path }) => ({ path, status: 403, message: REQUIRED })));

    const session = await sendJson(t, admin, 'GET', '/api/auth/get-session');
    expect(await session.json()).toMatchObject({ user: { email: admin.email } });
    const organisations = await sendJson(t, admin, 'GET', '/api/auth/organization/list');
    expect(organisations.status).toBe(200);
    expect(await organisations.json()).toContainEqual(
      expect.objectContaining({ name: "Olga's Works" }),
    );
  });

  it('refuses reads naming it from a session acting in another organisation', async () => {
    const { owner, admin } = await requiringOrganisation(t);
    const switched = await sendJson(t, admin, 'POST', '/api/auth/organization/set-active', {
      organizationId: admin.id,
    });
    expect(switched.status).toBe(200);
    const slug = await slugOf(t, owner);

    const answers = [
      await read(t, admin, '/organization/list-members', { organizationId: owner.id }),
      await read(t, admin, '/organization/list-members', { organizationSlug: slug }),
      await read(t, admin, '/organization/get-full-organization', { organizationSlug: slug }),
      await read(t, admin, '/organization/get-organization', { organizationId: owner.id }),
      await read(t, admin, '/organization/list-invitations', { organizationId: owner.id }),
      await read(t, admin, '/organization/get-active-member-role', { organizationId: owner.id }),
    ];
    expect(answers).toEqual(answers.map(({ path }) => ({ path, status: 403, message: REQUIRED })));
    // Their own organisation, which requires nothing, they read as before.
    const own = await read(t, admin, '/organization/list-members', {});
    expect(own.status).toBe(200);
  });

  it('refuses a password-only invitee the invitation until their second factor is on', async () => {
    const email = `invitee-${Date.now()}@example.com`;
    const { invitation } = await requiringOrganisation(t, email);
    const invitee = await t.signUp({ email });

    const answers = [
      await read(t, invitee, '/organization/get-invitation', { id: invitation.id }),
      await read(t, invitee, '/organization/list-user-invitations', {}),
    ];
    expect(answers).toEqual(answers.map(({ path }) => ({ path, status: 403, message: REQUIRED })));

    const withFactor = await turnOnSecondFactor(t, invitee);
    const opened = await read(t, withFactor, '/organization/get-invitation', { id: invitation.id });
    expect(opened.status).toBe(200);
  });
});

describeApi('an organisation requiring a second factor, on the routes of /api/auth', (t) => {
  it('refuses a password-only admin every changing route, and changes nothing', async () => {
    let owner = await t.signUp({ name: "Olga's Works" });
    const admin = await inviteMember(t, owner, 'admin');
    const viewer = await inviteMember(t, owner, 'viewer');
    const invited = await sendJson(t, owner, 'POST', '/api/auth/organization/invite-member', {
      email: 'pending@example.com',
      role: 'viewer',
      organizationId: owner.id,
    });
    const invitation = (await invited.json()) as { id: string };
    owner = await turnOnSecondFactor(t, owner);
    const required = await sendJson(t, owner, 'PUT', '/api/organisation', {
      require_two_factor: true,
    });
    expect(required.status).toBe(200);
    const before = await membersOf(t, owner);
    const viewerMember = await memberId(t, owner, viewer);

    const everything = {
      organizationId: owner.id,
      invitationId: invitation.id,
      memberId: viewerMember,
      memberIdOrEmail: viewer.email,
      userId: viewer.id,
      email: 'newcomer@example.com',
      role: 'admin',
      name: 'Renamed Works',
      slug: 'renamed-works',
      data: { name: 'Renamed Works' },
      password: admin.password,
      currentPassword: admin.password,
      newPassword: 'Another-Passw0rd',
      token: 'some-token',
    };
    const changing = mountedAuthRoutes(t.services.auth).filter(
      (r) => r.method === 'POST' && !mayPass(r.path),
    );
    expect(changing.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        '/organization/invite-member',
        '/organization/update-member-role',
        '/organization/remove-member',
        '/organization/update',
        '/organization/cancel-invitation',
        '/organization/accept-invitation',
        '/update-user',
        '/change-password',
      ]),
    );
    const answers = [];
    for (const { path } of changing) {
      const res = await sendJson(t, admin, 'POST', `/api/auth${path}`, everything);
      const { message } = (await res.json()) as { message?: string };
      answers.push({ path, status: res.status, message });
    }
    expect(answers).toEqual(changing.map(({ path }) => ({ path, status: 403, message: REQUIRED })));

    expect(await membersOf(t, owner)).toEqual(before);
    const organisation = await sendJson(t, admin, 'GET', '/api/organisation');
    expect(await organisation.json()).toMatchObject({ name: "Olga's Works" });
    const pending = await t.db
      .selectFrom('invitation')
      .select('status')
      .where('id', '=', invitation.id)
      .executeTakeFirstOrThrow();
    expect(pending.status).toBe('pending');
  });

  it('lets the same admin change a role once their second factor is on', async () => {
    let owner = await t.signUp({ name: "Olga's Works" });
    const withoutFactor = await inviteMember(t, owner, 'admin');
    const viewer = await inviteMember(t, owner, 'viewer');
    owner = await turnOnSecondFactor(t, owner);
    await sendJson(t, owner, 'PUT', '/api/organisation', { require_two_factor: true });

    const admin = await turnOnSecondFactor(t, withoutFactor);
    const changed = await sendJson(t, admin, 'POST', '/api/auth/organization/update-member-role', {
      organizationId: owner.id,
      memberId: await memberId(t, owner, viewer),
      role: 'editor',
    });
    expect(changed.status).toBe(200);
    expect(await membersOf(t, owner)).toContainEqual({ email: viewer.email, role: 'editor' });
  });

  it('does not tell an outsider the name of an organisation requiring it', async () => {
    let owner = await t.signUp({ name: "Olga's Works" });
    owner = await turnOnSecondFactor(t, owner);
    await sendJson(t, owner, 'PUT', '/api/organisation', { require_two_factor: true });
    const outsider = await t.signUp();

    const res = await sendJson(t, outsider, 'POST', '/api/auth/organization/update', {
      organizationId: owner.id,
      data: { name: 'Taken Over' },
    });
    // The plugin's own refusal of a non-member, not the requirement's sentence.
    expect(res.status).toBe(400);
    expect(await res.text()).not.toContain("Olga's Works");
  });
});
