import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '@web/testing/fake-api';
import { fieldMessage } from '@web/testing/fields';
import { renderWithApp } from '@web/testing/render';
import { ApiTokensTab } from './api-tokens-tab';

interface Listed {
  id: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
  created_by: string;
}

const NIGHTLY: Listed = {
  id: 't-1',
  name: 'Nightly SCADA export',
  created_at: '2026-03-01T08:00:00.000Z',
  last_used_at: '2026-03-02T02:00:00.000Z',
  created_by: 'ann@example.com',
};

/** The token API as the server keeps it: created tokens join the list, revoked ones leave it. */
async function renderTab(tokens: Listed[]) {
  const api = fakeApi({
    'GET /api/tokens': () => json({ tokens }),
    'POST /api/tokens': ({ init }) => {
      const { name } = JSON.parse(String(init.body)) as { name: string };
      const id = `t-${tokens.length + 1}`;
      tokens.unshift({
        id,
        name,
        created_at: '2026-03-03T09:00:00.000Z',
        last_used_at: null,
        created_by: 'ann@example.com',
      });
      return json({ id, name, token: 'sid_the-secret-of-this-token' }, 201);
    },
  });
  renderWithApp(<ApiTokensTab />, '/settings?tab=tokens');
  await waitFor(() => expect(screen.queryByText('Loading tokens...')).toBeNull());
  return api;
}

const tokenList = () => screen.getByRole('list', { name: 'Your tokens' });

async function create(name: string) {
  await userEvent.clear(screen.getByLabelText('Token name'));
  if (name) await userEvent.type(screen.getByLabelText('Token name'), name);
  await userEvent.click(screen.getByRole('button', { name: 'Create token' }));
}

describe('the API tokens tab', () => {
  it('explains what a token may do, with an upload command for this server', async () => {
    await renderTab([]);
    expect(screen.getByText(/can change nothing of your account/)).toBeTruthy();
    expect(screen.getByText('Authorization: Bearer TOKEN')).toBeTruthy();
    expect(screen.getByText(/-F file=@plants\.csv/).textContent).toContain(
      `curl -H "Authorization: Bearer TOKEN" -F file=@plants.csv ${location.origin}/api/files`,
    );
  });

  it('says there are no tokens yet', async () => {
    await renderTab([]);
    expect(screen.getByText(/No API tokens yet/)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Your tokens' })).toBeNull();
  });

  it('lists each token with its creation and last use, or "Never used"', async () => {
    const fresh = { ...NIGHTLY, id: 't-2', name: 'Test feed', last_used_at: null };
    await renderTab([fresh, NIGHTLY]);
    const items = within(tokenList()).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Test feed',
      'Nightly SCADA export',
    ]);
    expect(items[0]!.textContent).toContain('Never used');
    expect(items[1]!.textContent).toMatch(/Created .+ by ann@example\.com · Last used .+/);
    expect(items[1]!.textContent).not.toContain('Never used');
  });

  it('refuses an empty name or one over 100 characters, without asking the server', async () => {
    const api = await renderTab([]);
    await create('');
    expect(fieldMessage('Token name')).toBe('Name the token');
    await create('   ');
    expect(fieldMessage('Token name')).toBe('Name the token');
    await userEvent.clear(screen.getByLabelText('Token name'));
    await userEvent.click(screen.getByLabelText('Token name'));
    await userEvent.paste('N'.repeat(101));
    await userEvent.click(screen.getByRole('button', { name: 'Create token' }));
    expect(fieldMessage('Token name')).toBe('Token name must be at most 100 characters');
    expect(api.count('POST /api/tokens')).toBe(0);
  });

  it('shows a new token once, read-only with Copy, and lists it', async () => {
    const api = await renderTab([NIGHTLY]);
    await create('Test feed');
    const field = (await screen.findByLabelText('Your new token')) as HTMLInputElement;
    expect(field.value).toBe('sid_the-secret-of-this-token');
    expect(field.readOnly).toBe(true);
    expect(screen.getByText(/it will not be shown again/)).toBeTruthy();
    expect(api.count('POST /api/tokens')).toBe(1);
    // The form is ready for the next token.
    expect((screen.getByLabelText('Token name') as HTMLInputElement).value).toBe('');

    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('sid_the-secret-of-this-token');
    await screen.findByText('Copied');

    await waitFor(() => expect(within(tokenList()).getAllByRole('listitem')).toHaveLength(2));
    expect(within(tokenList()).getAllByRole('listitem')[0]!.textContent).toContain('Test feed');
    // The list never holds the token itself.
    expect(tokenList().textContent).not.toContain('sid_the-secret');
  });

  it('revokes a token only after the confirmation, then removes it from the list', async () => {
    const tokens = [NIGHTLY];
    const api = await renderTab(tokens);
    api.on('DELETE /api/tokens/t-1', () => {
      tokens.splice(0, 1);
      return new Response(null, { status: 204 });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Revoke Nightly SCADA export' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke this token?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.count('DELETE /api/tokens/t-1')).toBe(0);
    expect(within(tokenList()).getAllByRole('listitem')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Revoke Nightly SCADA export' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revoke token' }),
    );
    await screen.findByText('Revoked Nightly SCADA export: it no longer works.');
    expect(api.count('DELETE /api/tokens/t-1')).toBe(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await screen.findByText(/No API tokens yet/);
  });
});
