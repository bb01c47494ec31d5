import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeApi, json, refusal } from '@web/testing/fake-api';
import { LocationProbe, testQueryClient } from '@web/testing/render';
import { OrganisationLink } from './organisation-link';

const ME = {
  organisation: { id: 'org-own', name: 'Own', role: 'owner', permissions: [] },
};

function renderAt(path: string) {
  render(
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <OrganisationLink />
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
const location = () => screen.getByTestId('location').textContent;

describe('the organisation in the address', () => {
  it('names the active organisation, keeping the scope', async () => {
    fakeApi({ 'GET /api/me': () => json(ME) });
    renderAt('/dashboard?scope=all&from=2025-01-01');
    await waitFor(() =>
      expect(location()).toBe('/dashboard?scope=all&from=2025-01-01&org=org-own'),
    );
  });

  it('leaves "/" alone: it redirects to the Overview, which names it', async () => {
    const api = fakeApi({ 'GET /api/me': () => json(ME) });
    renderAt('/');
    await waitFor(() => expect(api.count('GET /api/me')).toBe(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(location()).toBe('/');
  });

  it("opens a shared link's organisation for a member of it", async () => {
    let asked: unknown = null;
    const api = fakeApi({
      'GET /api/me': () => json(ME),
      'POST /api/auth/organization/set-active': ({ init }) => {
        asked = JSON.parse(String(init.body));
        return json({});
      },
      'GET /api/auth/get-session': () => json(null),
    });
    renderAt('/dashboard?org=org-team');
    await waitFor(() => expect(asked).toEqual({ organizationId: 'org-team' }));
    expect(api.count('POST /api/auth/organization/set-active')).toBe(1);
  });

  it('stays in the own organisation for anyone else, and says so', async () => {
    fakeApi({
      'GET /api/me': () => json(ME),
      'POST /api/auth/organization/set-active': () =>
        refusal(403, 'You are not a member of this organization', 'FORBIDDEN'),
    });
    renderAt('/dashboard?org=org-strangers');
    await screen.findByText(/is of an organisation you are not a member of/);
    await waitFor(() => expect(location()).toBe('/dashboard?org=org-own'));
  });
});
