import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '@web/testing/fake-api';
import { renderWithApp } from '@web/testing/render';
import { NewOrganisationForm } from './new-organisation-form';

describe('a new organisation', () => {
  it('is created with a slug of its name and opened', async () => {
    let sent: { name: string; slug: string } | null = null;
    fakeApi({
      'POST /api/auth/organization/create': ({ init }) => {
        sent = JSON.parse(String(init.body)) as { name: string; slug: string };
        return json({ id: 'org-new', name: sent.name, slug: sent.slug });
      },
      'GET /api/auth/get-session': () => json(null),
    });
    renderWithApp(<NewOrganisationForm />, '/settings?tab=organisation');
    await userEvent.type(screen.getByLabelText('Name of the new organisation'), 'Stadtwerke Nord');
    await userEvent.click(screen.getByRole('button', { name: 'Create and open' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/dashboard?org=org-new'),
    );
    expect(sent!.name).toBe('Stadtwerke Nord');
    expect(sent!.slug).toMatch(/^stadtwerke-nord-[a-z0-9]+$/);
  });
});
