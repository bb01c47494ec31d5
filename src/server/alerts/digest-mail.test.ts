import { describe, expect, it } from 'vitest';
import { listAlerts, type Alert } from '@domain/alerts/alerts';
import { LISTED_ALERTS_MAX } from '@domain/constants';
import { digestMail } from './digest-mail';

const APP_URL = 'https://dashboard.example.com';

/** `count` alerts of missing hours, one per plant, the first ones critical. */
const alerts = (count: number, critical = 0): Alert[] =>
  Array.from({ length: count }, (_, i) => ({
    key: `gap-${i + 1}`,
    kind: 'data_gap',
    tone: i < critical ? 'critical' : 'warning',
    title: `Plant ${i + 1}: 3 hours missing`,
    detail: 'Classify them on the data-quality screen.',
  }));

const mail = (list: Alert[]) =>
  digestMail(APP_URL, {
    to: 'ann@example.com',
    organisation: 'Stadtwerke Nord',
    orgId: 'org-1',
    frequency: 'weekly',
    // As collectAlerts gives them: the first listed, and the count of all.
    alerts: listAlerts(list, LISTED_ALERTS_MAX),
    unsubscribeToken: 'token',
  });

describe('the digest e-mail', () => {
  it('lists at most 50 alerts and links to the rest, saying how many more there are', () => {
    const { subject, text } = mail(alerts(50_000, 3));
    expect(subject).toBe('Stadtwerke Nord: 50,000 alerts (weekly digest)');
    const listed = text.match(/^- .+$/gm) ?? [];
    expect(listed).toHaveLength(50);
    expect(listed[0]).toBe('- [critical] Plant 1: 3 hours missing');
    expect(listed.at(-1)).toBe('- Plant 50: 3 hours missing');
    expect(text).not.toContain('Plant 51:');
    expect(text).toContain(
      `...and 49,950 more: the bell at the top of the dashboard lists them all: ${APP_URL}/dashboard?org=org-1`,
    );
    // A digest stays a mail: the 50,000 alerts do not make it megabytes.
    expect(text.length).toBeLessThan(10_000);
  });

  it('lists every alert of a digest of 50 or fewer, with no note of more', () => {
    const { subject, text } = mail(alerts(50));
    expect(subject).toBe('Stadtwerke Nord: 50 alerts (weekly digest)');
    expect(text.match(/^- .+$/gm)).toHaveLength(50);
    expect(text).not.toContain('more:');
    expect(text).toContain(`Open the dashboard: ${APP_URL}/dashboard?org=org-1`);
  });
});
