import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '@web/lib/query-keys';
import { fakeApi, json, refusal } from '@web/testing/fake-api';
import { testQueryClient } from '@web/testing/render';
import type { EtsYearView } from '@web/lib/ets-year-query';
import {
  MSG_VERIFICATION_REMOVED,
  MSG_VERIFICATION_SAVED,
  VerificationStatementForm,
} from './verification-statement-form';

const STATEMENT = {
  verifier: 'Verifier GmbH',
  verified_on: '2026-02-10',
  verified_co2_t: 512.5,
  opinion: 'satisfactory_with_comments' as const,
};

/** The ETS year of 2025 as the API answers it: 500 t reported, with or without a statement. */
const etsYear = (verification: typeof STATEMENT | null) =>
  ({
    year: 2025,
    reported_co2_t: 500,
    verification,
    verified_co2_t: verification?.verified_co2_t ?? null,
    status: verification ? 'verified' : 'reported',
  }) as unknown as EtsYearView;

function renderForm(ets: EtsYearView) {
  const api = fakeApi();
  const client = testQueryClient();
  client.setQueryData(queryKeys.ets.year(2025), { cached: true });
  render(
    <QueryClientProvider client={client}>
      <VerificationStatementForm year={2025} ets={ets} />
    </QueryClientProvider>,
  );
  return { api, client };
}

async function fill(label: string, text: string) {
  await userEvent.clear(screen.getByLabelText(label));
  await userEvent.type(screen.getByLabelText(label), text);
}

const LOCKED = { by: 'ann@example.com', at: '2026-03-31T09:00:00.000Z' };

describe("the verifier's statement on a year", () => {
  it("keeps a locked year's statement as it is: its buttons are disabled, and the lock says why", () => {
    renderForm({ ...etsYear(STATEMENT), locked: LOCKED } as EtsYearView);
    for (const name of ['Update statement', 'Remove statement']) {
      const button = screen.getByRole('button', { name }) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      const reason = document.getElementById(button.getAttribute('aria-describedby')!);
      expect(reason?.textContent).toBe(
        '2025 is locked (by ann@example.com on 2026-03-31): unlock it to change its data',
      );
    }
    expect(screen.getByLabelText('Verifier').closest('fieldset')!.disabled).toBe(true);
  });

  it('says the CO2 is reported until a statement is recorded, then records one', async () => {
    const { api, client } = renderForm(etsYear(null));
    expect(
      screen.getByText(
        /No statement recorded: the 2025 CO2 of your data, 500.0 t, is reported, not verified/,
      ),
    ).toBeTruthy();
    let body: unknown;
    api.on('PUT /api/ets/2025/verification', ({ init }) => {
      body = JSON.parse(String(init.body));
      return json({ ...(body as object), recorded_at: '2026-02-11T09:00:00.000Z' });
    });
    await fill('Verifier', STATEMENT.verifier);
    await fill('Date of the statement', STATEMENT.verified_on);
    await fill('Verified CO2 (t)', '512.5');
    await userEvent.selectOptions(screen.getByLabelText('Opinion'), 'satisfactory_with_comments');
    await userEvent.click(screen.getByRole('button', { name: 'Record statement' }));
    expect((await screen.findByRole('status')).textContent).toBe(MSG_VERIFICATION_SAVED);
    expect(body).toEqual(STATEMENT);
    expect(client.getQueryState(queryKeys.ets.year(2025))?.isInvalidated).toBe(true);
  });

  it('shows a recorded statement with its verifier and date, and removes it', async () => {
    const { api } = renderForm(etsYear(STATEMENT));
    expect(
      screen.getByText(
        'Verified by Verifier GmbH on 2026-02-10: 512.5 t CO2 (satisfactory with comments). Your data report 500.0 t.',
      ),
    ).toBeTruthy();
    api.on('DELETE /api/ets/2025/verification', () => new Response(null, { status: 204 }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove statement' }));
    expect((await screen.findByRole('status')).textContent).toBe(MSG_VERIFICATION_REMOVED);
    expect(api.count('DELETE /api/ets/2025/verification')).toBe(1);
  });

  it('starts the verified CO2 at the reported figure as the screen states it, not a stored float', () => {
    renderForm({ ...etsYear(null), reported_co2_t: 3787597.0219999994 });
    expect(screen.getByRole('heading', { name: "Verifier's statement for 2025" })).toBeTruthy();
    expect((screen.getByLabelText('Verified CO2 (t)') as HTMLInputElement).value).toBe('3787597');
  });

  it("shows the server's refusal and keeps the form", async () => {
    const { api } = renderForm(etsYear(null));
    const message = 'verified_on must be after the end of 2025: a year is verified once it is over';
    api.on('PUT /api/ets/2025/verification', () => refusal(400, message, 'invalid_request'));
    await fill('Verifier', STATEMENT.verifier);
    await fill('Date of the statement', '2025-12-30');
    await userEvent.click(screen.getByRole('button', { name: 'Record statement' }));
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect((screen.getByLabelText('Verifier') as HTMLInputElement).value).toBe(STATEMENT.verifier);
  });
});
