import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { refreshSession, useSession } from '@web/lib/auth-client';
import { useOrganisation } from '@web/lib/use-organisation';
import { fakeApi, json } from '@web/testing/fake-api';
import { session } from '@web/testing/fixtures';
import { renderWithApp } from '@web/testing/render';
import { TwoFactorBanner } from './two-factor-banner';

/** Shows once the organisation and the session are read, so a test knows the banner could show. */
function Loaded() {
  const organisation = useOrganisation();
  const user = useSession().data?.user;
  return organisation && user ? <p>Loaded {organisation.name}</p> : null;
}

async function renderBanner(required: boolean, secondFactor: boolean) {
  fakeApi({
    'GET /api/auth/get-session': () =>
      json({ ...session, user: { ...session.user, twoFactorEnabled: secondFactor } }),
    'GET /api/me': () =>
      json({
        ...session.user,
        organisation: {
          id: 'org-1',
          name: 'Stadtwerke Nord',
          role: 'viewer',
          permissions: [],
          require_two_factor: required,
        },
      }),
  });
  await refreshSession();
  renderWithApp(
    <>
      <TwoFactorBanner />
      <Loaded />
    </>,
  );
}

describe('the banner of an organisation requiring a second factor (issue 28 §4)', () => {
  it('says why and leads to Settings > Two-factor when the user has none', async () => {
    await renderBanner(true, false);
    const link = await screen.findByRole('link', { name: 'Turn on two-factor authentication' });
    expect(link.getAttribute('href')).toBe('/settings?tab=two-factor');
    expect(screen.getByRole('status').textContent).toBe(
      'Stadtwerke Nord requires a second factor: turn it on in Settings > Two-factor. Turn on two-factor authentication',
    );
  });

  it.each([
    ['the user has one', true, true],
    ['the organisation does not require it', false, false],
  ])('shows nothing when %s', async (_, required, secondFactor) => {
    await renderBanner(required, secondFactor);
    expect(await screen.findByText('Loaded Stadtwerke Nord')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
