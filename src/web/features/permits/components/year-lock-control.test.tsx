import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, json, refusal } from '@web/testing/fake-api';
import { testQueryClient } from '@web/testing/render';
import type { EtsYearView } from '@web/lib/ets-year-query';
import { YearLockControl } from './year-lock-control';

const LOCKED = { by: 'ann@example.com', at: '2026-03-31T09:15:00.000Z' };
const etsYear = (locked: typeof LOCKED | null) =>
  ({ year: 2025, reported_co2_t: 500, locked }) as unknown as EtsYearView;

function renderControl(ets: EtsYearView, routes: Parameters<typeof fakeApi>[0] = {}) {
  const api = fakeApi(routes);
  render(
    <QueryClientProvider client={testQueryClient()}>
      <YearLockControl year={2025} ets={ets} />
    </QueryClientProvider>,
  );
  return api;
}

describe('the lock of a year', () => {
  it('locks an open year', async () => {
    const api = renderControl(etsYear(null));
    expect(screen.getByText(/2025 is open: its figures follow your data/)).toBeTruthy();
    api.on('POST /api/years/2025/lock', () => json({ year: 2025, locked: LOCKED }, 201));
    await userEvent.click(screen.getByRole('button', { name: 'Lock 2025' }));
    expect(api.count('POST /api/years/2025/lock')).toBe(1);
  });

  it('says who locked the year and when, and unlocks it only with a reason', async () => {
    const api = renderControl(etsYear(LOCKED));
    expect(screen.getByText(/Locked by ann@example.com on 2026-03-31/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Unlock 2025' }));
    let sent: unknown = null;
    api.on('DELETE /api/years/2025/lock', ({ init }) => {
      sent = JSON.parse(String(init.body));
      return new Response(null, { status: 204 });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Unlock 2025' }));
    expect(await screen.findByText('Give a reason for unlocking the year')).toBeTruthy();
    expect(api.count('DELETE /api/years/2025/lock')).toBe(0);

    await userEvent.type(screen.getByLabelText('Reason for unlocking'), 'Verifier corrected it');
    await userEvent.click(screen.getByRole('button', { name: 'Unlock 2025' }));
    expect(sent).toEqual({ reason: 'Verifier corrected it' });
  });

  it("shows the server's refusal", async () => {
    const api = renderControl(etsYear(null));
    api.on('POST /api/years/2025/lock', () =>
      refusal(400, '2025 is not over yet: a year can be locked once it has ended'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Lock 2025' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      '2025 is not over yet: a year can be locked once it has ended',
    );
  });

  it('disables locking for a role that may not, and says so (issue 28 §1)', async () => {
    const api = renderControl(etsYear(null), {
      'GET /api/me': () =>
        json({
          organisation: {
            id: 'org-1',
            name: 'Stadtwerke Nord',
            role: 'editor',
            permissions: ['edit_data', 'record_verification'],
          },
        }),
    });
    expect((await screen.findByRole('note')).textContent).toBe(
      'As editor of Stadtwerke Nord you can read this but not lock or unlock a year. An owner or admin of the organisation can change your role.',
    );
    const lock = screen.getByRole('button', { name: 'Lock 2025' });
    expect(lock.closest('fieldset')?.disabled).toBe(true);
    await userEvent.click(lock);
    expect(api.count('POST /api/years/2025/lock')).toBe(0);
  });
});
