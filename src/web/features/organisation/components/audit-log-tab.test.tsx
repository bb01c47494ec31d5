import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '@web/testing/fake-api';
import { testQueryClient } from '@web/testing/render';
import type { AuditEventView } from '../api/get-audit-log';
import { auditCsv, AuditLogTab, detailsText } from './audit-log-tab';

const EVENTS: AuditEventView[] = [
  {
    at: '2026-03-31T09:15:00.000Z',
    actor: 'ann@example.com',
    action: 'register_edit',
    target: 'plant 2',
    details: { plant_id: 2, changes: [{ field: 'country', old: 'DE', new: 'FR' }] },
  },
  {
    at: '2026-03-30T08:00:00.000Z',
    actor: 'ann@example.com (API token "Feed")',
    action: 'upload',
    target: '=cmd.csv',
    details: { file_name: '=cmd.csv', rows: 2 },
  },
];

describe('the audit log screen', () => {
  it('lists the events newest first and asks again with the filters', async () => {
    const queries: string[] = [];
    fakeApi({
      'GET /api/audit': ({ url }) => {
        queries.push(url.search);
        return json({ events: EVENTS, next: null });
      },
    });
    render(
      <QueryClientProvider client={testQueryClient()}>
        <AuditLogTab />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('2 events')).toBeTruthy();
    // A list of events, each read whole at any width (a table scrolled its details off a phone).
    const rows = within(screen.getByRole('list', { name: 'Audit events' })).getAllByRole(
      'listitem',
    );
    // When, as the user's locale writes it (the CSV export keeps the instant).
    const when = new Date(EVENTS[0]!.at).toLocaleString(undefined, {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    expect(rows[0]!.querySelector('time')?.textContent).toBe(when);
    expect(rows[0]!.querySelector('time')?.getAttribute('datetime')).toBe(EVENTS[0]!.at);
    expect(rows[0]!.textContent).toContain('Plant register edited');
    expect(rows[0]!.textContent).toContain('country: "DE" -> "FR"');
    expect(rows[1]!.textContent).toContain('ann@example.com (API token "Feed")');

    await userEvent.selectOptions(screen.getByLabelText('Action'), 'Year locked');
    await userEvent.type(screen.getByLabelText('From'), '2026-03-01');
    await screen.findByText('2 events');
    expect(queries.at(-1)).toContain('action=lock');
    expect(queries.at(-1)).toContain('from=2026-03-01');
  });

  it("says in words which plants took an import profile's time zone", async () => {
    const zoned: AuditEventView = {
      at: '2026-04-01T07:00:00.000Z',
      actor: 'ann@example.com',
      action: 'zone_from_profile',
      target: 'plants 116 and 118',
      details: {
        plant_ids: [116, 118],
        timezone: '-07:00',
        profile: 'EPA CAMD hourly',
        file_id: 'f-9',
        file_name: 'epa-hourly.csv',
      },
    };
    fakeApi({ 'GET /api/audit': () => json({ events: [zoned], next: null }) });
    render(
      <QueryClientProvider client={testQueryClient()}>
        <AuditLogTab />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('1 event')).toBeTruthy();
    const row = screen.getAllByRole('listitem')[0]!;
    expect(row.textContent).toContain('Time zone taken from an import profile');
    expect(row.textContent).toContain(
      'Plants 116 and 118, first brought by epa-hourly.csv, took the time zone -07:00 of the import profile "EPA CAMD hourly" as their own, which places their days; it can be changed in the plant register.',
    );
  });

  it("says in words which plants took an import profile's country", async () => {
    const country: AuditEventView = {
      at: '2026-04-01T07:00:00.000Z',
      actor: 'ann@example.com',
      action: 'country_from_profile',
      target: 'plants 116 and 118',
      details: {
        plant_ids: [116, 118],
        country: 'US',
        profile: 'EPA CAMD hourly',
        file_id: 'f-9',
        file_name: 'epa-hourly.csv',
      },
    };
    fakeApi({ 'GET /api/audit': () => json({ events: [country], next: null }) });
    render(
      <QueryClientProvider client={testQueryClient()}>
        <AuditLogTab />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('1 event')).toBeTruthy();
    const row = screen.getAllByRole('listitem')[0]!;
    expect(row.textContent).toContain('Country taken from an import profile');
    expect(row.textContent).toContain(
      'Plants 116 and 118, first brought by epa-hourly.csv, took the country US of the import profile "EPA CAMD hourly" as their own, which decides their assumed EU ETS scope; it can be changed in the plant register.',
    );
  });

  it('shows a stored float to three decimals, a whole number as it is', () => {
    const locked: AuditEventView = {
      at: '2026-04-01T07:00:00.000Z',
      actor: 'demo setup',
      action: 'lock',
      target: '2025',
      details: { year: 2025, position_t: 0.6000000000931323, reported_co2_t: 4177742.416999997 },
    };
    expect(detailsText(locked)).toBe('year: 2025; position_t: 0.6; reported_co2_t: 4177742.417');
    const edited = {
      ...locked,
      details: { changes: [{ field: 'share', old: null, new: 15.25001 }] },
    };
    expect(detailsText(edited)).toBe('share: null -> 15.25');
  });

  it('exports the events as CSV with a formula in a cell neutralised', () => {
    const csv = auditCsv(EVENTS);
    expect(csv.split('\r\n')[0]).toBe('at,actor,action,target,details');
    expect(csv).toContain(`"'=cmd.csv"`);
    expect(csv).toContain('2026-03-31T09:15:00.000Z,ann@example.com,register_edit,plant 2,');
  });
});
