import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '@web/testing/fake-api';
import { testQueryClient } from '@web/testing/render';
import { InvitationPage } from './invitation-page';

const REQUIRED = "Olga's Works requires a second factor: turn it on in Settings > Two-factor.";

function renderInvitation(answer: Response) {
  fakeApi({ 'GET /api/auth/organization/get-invitation': () => answer });
  render(
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter initialEntries={['/invitations/inv-1']}>
        <Routes>
          <Route path="/invitations/:id" element={<InvitationPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the invitation page of an organisation requiring a second factor (issue 34)', () => {
  it('says why it cannot be opened and leads to Settings > Two-factor', async () => {
    renderInvitation(json({ code: 'two_factor_required', message: REQUIRED }, 403));
    const link = await screen.findByRole('link', { name: 'Turn on two-factor authentication' });
    expect(link.getAttribute('href')).toBe('/settings?tab=two-factor');
    expect(screen.getByRole('status').textContent).toBe(
      `${REQUIRED} Turn on two-factor authentication`,
    );
  });

  it('says the invitation is gone when it was refused for another reason', async () => {
    renderInvitation(json({ code: 'INVITATION_NOT_FOUND', message: 'Invitation not found' }, 400));
    expect(await screen.findByText(/This invitation cannot be opened/)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
