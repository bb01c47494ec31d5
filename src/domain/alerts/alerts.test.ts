import { describe, expect, it } from 'vitest';
import {
  allowanceAlert,
  deadlineAlerts,
  gapAlert,
  listAlerts,
  lockedAttemptAlert,
  type Alert,
  type EtsYearFacts,
} from './alerts';

const YEAR: EtsYearFacts = {
  year: 2025,
  status: 'reported',
  reported_co2_t: 1_200,
  verified_co2_t: null,
  allowance_basis: 'permits',
  allowances_t: 1_000,
  position_t: -200,
  outstanding_t: 1_200,
  report_due: '2026-03-31',
  surrender_due: '2026-09-30',
  days_to_report_due: 12,
  days_to_surrender_due: 195,
  days_with_data: 300,
};

describe('alerts', () => {
  it('announces the report 30 days ahead until a statement is recorded, and calls it overdue after', () => {
    expect(deadlineAlerts(YEAR).map((a) => [a.tone, a.title, a.detail])).toEqual([
      [
        'warning',
        'Verified emissions report for 2025: 12 days left',
        'Due 31 Mar 2026; no verification statement is recorded for 2025.',
      ],
    ]);
    expect(deadlineAlerts({ ...YEAR, days_to_report_due: 31 })).toEqual([]);
    expect(deadlineAlerts({ ...YEAR, days_to_report_due: -2 })[0]).toMatchObject({
      tone: 'critical',
      title: 'Verified emissions report for 2025: 2 days overdue',
    });
    expect(deadlineAlerts({ ...YEAR, status: 'verified' })).toEqual([]);
    expect(deadlineAlerts({ ...YEAR, days_with_data: 0 })).toEqual([]);
  });

  it('announces the surrender while tonnes are outstanding', () => {
    const late = { ...YEAR, status: 'verified' as const, days_to_surrender_due: 0 };
    expect(deadlineAlerts(late).map((a) => a.title)).toEqual([
      'Allowances for 2025 to surrender: due today',
    ]);
    expect(deadlineAlerts({ ...late, outstanding_t: 0 })).toEqual([]);
  });

  it('says a year is over its allowances only against a recorded permit, on the CO2 it rests on', () => {
    expect(allowanceAlert(YEAR)).toMatchObject({
      tone: 'critical',
      title: '2025: 200 t of CO2 more than the allowances held',
      detail: '1,000 t of allowances recorded against reported CO2 of 300 days with data.',
    });
    expect(allowanceAlert({ ...YEAR, allowance_basis: 'none' })).toBeNull();
    expect(allowanceAlert({ ...YEAR, position_t: 0 })).toBeNull();
  });

  it('counts the missing hours nobody classified, and the refused changes to a locked year', () => {
    const gaps = [
      { from: '2025-03-01T11:00:00Z', to: '2025-03-01T13:00:00Z', hours: 2, reason: null },
      {
        from: '2025-03-02T00:00:00Z',
        to: '2025-03-02T05:00:00Z',
        hours: 5,
        reason: 'not_operating',
      },
    ];
    expect(gapAlert({ plant_id: 3, plant_name: 'Kiel CHP', gaps })).toMatchObject({
      title: 'Kiel CHP: 2 hours missing',
      detail: '1 gap not classified, the first from 1 Mar 2025 11:00 to 1 Mar 2025 13:00 UTC.',
    });
    expect(gapAlert({ plant_id: 3, plant_name: 'Kiel CHP', gaps: gaps.slice(1) })).toBeNull();
    expect(lockedAttemptAlert([])).toBeNull();
    expect(
      lockedAttemptAlert([
        { at: '2026-04-02T08:00:00.000Z', actor: 'ed@example.com', target: 'POST /api/files' },
        { at: '2026-04-01T08:00:00.000Z', actor: 'ed@example.com', target: 'POST /api/files' },
      ]),
    ).toMatchObject({
      title: '2 changes to a locked year refused',
      detail: 'The last: POST /api/files, by ed@example.com on 2 Apr 2026.',
    });
  });
});

describe('the alerts listed', () => {
  const alert = (key: string, tone: Alert['tone']): Alert => ({
    key,
    kind: 'data_gap',
    tone,
    title: key,
    detail: '',
  });
  const keys = (listed: { alerts: Alert[] }) => listed.alerts.map((a) => a.key);

  it('lists the critical first, each tone in its order, and counts them all', () => {
    const alerts = [
      alert('w1', 'warning'),
      alert('c1', 'critical'),
      alert('w2', 'warning'),
      alert('c2', 'critical'),
      alert('w3', 'warning'),
    ];
    expect(keys(listAlerts(alerts, 10))).toEqual(['c1', 'c2', 'w1', 'w2', 'w3']);
    const firstThree = listAlerts(alerts, 3);
    expect(keys(firstThree)).toEqual(['c1', 'c2', 'w1']);
    expect(firstThree.count).toBe(5);
  });

  it('lists the same first alerts of a longer list from its first ones and a later alert', () => {
    // 50,000 plants missing hours, then a critical alert at the end.
    const all = [
      ...Array.from({ length: 50_000 }, (_, i) => alert(`gap-${i}`, 'warning')),
      alert('late', 'critical'),
    ];
    const first = listAlerts(all.slice(0, -1), 100);
    expect(first.count).toBe(50_000);
    const merged = listAlerts([...first.alerts, all.at(-1)!], 100, first.count + 1);
    expect(merged).toEqual(listAlerts(all, 100));
    expect(merged.alerts[0]!.key).toBe('late');
    expect(merged.count).toBe(50_001);
  });
});
