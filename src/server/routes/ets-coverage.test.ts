import { expect, it } from 'vitest';
import { declareInEts, describeApi, type ApiContext, type TestUser } from '../testing/test-app';
import { csvHeader } from '@domain/testing/csv-header';

const HEADER = csvHeader();
const pad = (n: number) => String(n).padStart(2, '0');

// Plant 2 (declared in the EU ETS), hourly from 1 to 10 March 2025: nothing from 3 to
// 8 March (a six-day outage) and the hours 05:00-11:00 of 9 March lost. Each hour's CO2 varies.
const hourly: { at: string; co2: number }[] = [];
for (let day = 1; day <= 10; day++) {
  if (day >= 3 && day <= 8) continue;
  for (let h = 0; h < 24; h++) {
    if (day === 9 && h >= 5 && h <= 11) continue;
    hourly.push({ at: `2025-03-${pad(day)} ${pad(h)}:00:00`, co2: 30 + ((day * 7 + h * 3) % 11) });
  }
}
const CSV = [
  HEADER,
  ...hourly.map((r) => `${r.at},2,Gas Turbine Beta,natural_gas,100,0,250,${r.co2},1,1,40`),
].join('\n');

// Read directly off the hourly values: mean + 2 sample standard deviations per missing hour.
const values = hourly.map((r) => r.co2);
const reported = values.reduce((s, v) => s + v, 0);
const mean = reported / values.length;
const sd = Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / (values.length - 1));
const perMissingHour = mean + 2 * sd;

async function upload(t: ApiContext, user: TestUser) {
  const form = new FormData();
  form.append('file', new File([CSV], 'march.csv', { type: 'text/csv' }));
  const res = await t.request('/api/files', { method: 'POST', body: form, cookie: user.cookie });
  expect(res.status).toBe(201);
  await declareInEts(t, user, 2);
}

describeApi(
  "an ETS year's coverage and conservative substitute",
  (t) => {
    const ets = async (user: TestUser) =>
      (await (await t.request('/api/ets/2025', { cookie: user.cookie })).json()) as Record<
        string,
        unknown
      > & { substitute_t: number; conservative_co2_t: number };

    it('counts the missing hours, substitutes mean + 2 sd for each and flags the six-day outage', async () => {
      const user = await t.signUp();
      await upload(t, user);
      const year = await ets(user);
      expect(year).toMatchObject({
        reported_co2_t: reported,
        gap_hours: 151,
        coverage: {
          hours_present: values.length,
          hours_of_year: 8_760,
          data_through: '2025-03-10',
        },
        gaps_over_5_days: [
          {
            plant_id: 2,
            from: '2025-03-03T00:00:00.000Z',
            to: '2025-03-09T00:00:00.000Z',
            hours: 144,
          },
        ],
      });
      expect(year.substitute_t).toBeCloseTo(151 * perMissingHour, 6);
      expect(year.conservative_co2_t).toBeCloseTo(reported + 151 * perMissingHour, 6);
      // The regulator's export says what the reported CO2 rests on, in the PDF's words.
      const exported = (await (
        await t.request(
          '/api/analysis/export?format=json&role=regulator&jurisdiction=EU&year=2025',
          {
            cookie: user.cookie,
          },
        )
      ).json()) as { etsCompliance: { statements: string[] } };
      const readings = exported.etsCompliance.statements.find((s) =>
        s.startsWith('What the reported'),
      );
      expect(readings).toContain('151 missing hours inside the readings');
      expect(readings).toContain('1 outage of more than five days to report to the authority');
    });

    it('substitutes nothing for days the user says the plant did not operate', async () => {
      const user = await t.signUp();
      await upload(t, user);
      const classified = await t.request('/api/quality/gaps', {
        method: 'PUT',
        cookie: user.cookie,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          plant_id: 2,
          from: '2025-03-03',
          to: '2025-03-08',
          reason: 'not_operating',
        }),
      });
      expect(classified.status).toBeLessThan(300);
      const year = await ets(user);
      expect(year).toMatchObject({ gap_hours: 7, gaps_over_5_days: [] });
      expect(year.substitute_t).toBeCloseTo(7 * perMissingHour, 6);
      // The analysis of the history states the same year.
      const analysis = (await (
        await t.request('/api/analysis?year=2025', { cookie: user.cookie })
      ).json()) as { ets: { gap_hours: number; substitute_t: number } };
      expect(analysis.ets.gap_hours).toBe(7);
      expect(analysis.ets.substitute_t).toBeCloseTo(7 * perMissingHour, 6);
    });
  },
  { now: () => new Date('2026-02-01T09:00:00Z') },
);
