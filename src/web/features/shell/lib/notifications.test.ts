import { describe, expect, it } from 'vitest';
import { analysisOf } from '@web/testing/analysis';
import { onePlantCsv } from '@web/testing/fixtures';
import { notificationsFor, withAlerts } from './notifications';

// One plant, 40 t of CO2 an hour: about 29,000 t a month; one permit covers 100,000 t.
const withPermits = (active_permits: number, skip: number[] = [], now?: string) =>
  analysisOf(onePlantCsv(24, skip), { permit: { permit_year: 2025, active_permits }, now });

describe('the notifications of the loaded data', () => {
  it('has none for complete data and permits that last', () => {
    expect(notificationsFor(withPermits(10))).toEqual([]);
  });

  it('warns of a permit runway under two years, critically under one, in the card’s words', () => {
    expect(notificationsFor(withPermits(1))[0]).toMatchObject({
      tone: 'critical',
      title: 'EU permits for 2025: Critical',
      detail: expect.stringMatching(
        /^Critical: [\d.]+ months of capacity left, at or under the 12-month threshold\.$/,
      ),
      to: '/dashboard/compliance',
    });
    expect(notificationsFor(withPermits(5))[0]?.tone).toBe('warning');
  });

  it('says an ended year’s data is too short to judge, not that its permits run low', () => {
    // 2025 has ended; the data holds one of its days, and 10 permits last for years.
    const [permit] = notificationsFor(withPermits(10, [], '2026-02-01'));
    expect(permit).toMatchObject({
      tone: 'warning',
      title: 'EU permits for 2025: Incomplete',
      detail: 'Incomplete: 2025 has ended, and the data covers 1 of its 365 days.',
    });
  });

  it('groups the data-quality warnings by kind, with the first one as the example', () => {
    const [missing, ...rest] = notificationsFor(withPermits(10, [5, 9]));
    expect(rest).toEqual([]);
    // Missing hours are coverage: the data-quality screen shows them and says why they are missing.
    expect(missing).toMatchObject({
      title: 'Missing hours in the data',
      to: '/dashboard/data-quality',
    });
    expect(missing?.detail).toMatch(
      /^Plant 7 \(Harbour CHP\) has no data for 1 hour between .*\(line 6\).*; and more like it\.$/,
    );
  });
});

describe("the organisation's alerts in the bell", () => {
  const deadline = {
    key: 'report-2025',
    kind: 'ets_deadline' as const,
    tone: 'warning' as const,
    title: 'Verified emissions report for 2025: 12 days left',
    detail: 'Due 31 Mar 2026; no verification statement is recorded for 2025.',
  };
  const gaps = {
    ...deadline,
    key: 'gaps-2',
    kind: 'data_gap' as const,
    title: 'Beta: 3 hours missing',
  };

  it('come first, each leading to where to act on it', () => {
    const loaded = notificationsFor(withPermits(1));
    const shown = withAlerts([deadline, gaps], loaded);
    expect(shown.map((n) => [n.title, n.to])).toEqual([
      ['Verified emissions report for 2025: 12 days left', '/dashboard/compliance'],
      ['Beta: 3 hours missing', '/dashboard/data-quality'],
      ['EU permits for 2025: Critical', '/dashboard/compliance'],
    ]);
  });

  it("leave a plant's missing hours to the loaded data when it already says so", () => {
    const loaded = notificationsFor(withPermits(10, [5]));
    expect(loaded.map((n) => n.key)).toContain('quality-missing_hours');
    expect(withAlerts([deadline, gaps], loaded).map((n) => n.key)).toEqual([
      'alert-report-2025',
      'quality-missing_hours',
    ]);
  });
});
