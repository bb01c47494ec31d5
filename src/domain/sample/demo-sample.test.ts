import { describe, expect, it } from 'vitest';
import { demoSpan, generateDemoCsv } from './demo-sample';

const TODAY = '2026-11-27';

describe('the demo data', () => {
  const csv = generateDemoCsv(TODAY);
  const lines = csv.trimEnd().split('\n').slice(1);
  const dates = lines.map((l) => l.slice(0, 10));

  it('holds the whole of last year and this year up to yesterday', () => {
    expect(demoSpan(TODAY)).toMatchObject({
      lastYear: 2025,
      first: '2025-01-01',
      last: '2026-11-26',
    });
    expect(dates[0]).toBe('2025-01-01');
    expect(dates.at(-1)).toBe('2026-11-26');
    // 2025: 365 days, 2026 to 26 November: 330 days; 4 plants hourly; plant 4 misses 3 days.
    expect(lines).toHaveLength((365 + 330) * 24 * 4 - 3 * 24);
  });

  it('leaves out three days of plant 4, a week before its last day', () => {
    const { outage } = demoSpan(TODAY);
    expect(outage).toEqual({ plant_id: 4, from: '2026-11-17', to: '2026-11-19' });
    const plant4 = (date: string) =>
      lines.filter((l) => l.startsWith(date) && l.split(',')[1] === '4').length;
    expect(plant4('2026-11-16')).toBe(24);
    expect(plant4('2026-11-17')).toBe(0);
    expect(plant4('2026-11-19')).toBe(0);
    expect(plant4('2026-11-20')).toBe(24);
  });

  it('ends in summer at the plants’ midnight, 23:00 UTC', () => {
    const summer = generateDemoCsv('2026-06-15').trimEnd().split('\n');
    expect(summer.at(-1)!.slice(0, 19)).toBe('2026-06-14 22:00:00');
    expect(lines.at(-1)!.slice(0, 19)).toBe('2026-11-26 23:00:00');
  });

  it('is the same bytes for the same day', () => {
    expect(generateDemoCsv(TODAY)).toBe(csv);
  });
});
