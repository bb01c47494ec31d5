import { gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { backfillHistory } from '../scope/backfill-history';
import { describeApi, type ApiContext, type TestUser } from '../testing/test-app';
import { csvHeader } from '@domain/testing/csv-header';

const HEADER = csvHeader();

/** 24 hourly rows of one plant on one day, each with the given CO2 (t) and 100 MWh of electricity. */
function day(date: string, plant: number, co2: number, efficiency = 50): string[] {
  return Array.from(
    { length: 24 },
    (_, h) =>
      `${date} ${String(h).padStart(2, '0')}:00:00,${plant},Plant ${plant},gas,100,0,200,${co2},1,1,${efficiency}`,
  );
}

const csv = (...days: string[][]) => [HEADER, ...days.flat()].join('\n') + '\n';

interface Analysis {
  ets: Record<string, unknown>;
  kpis: { totalEmissions: number; totalElectricity: number; avgEfficiency: number };
  plants: { plant_id: number; total_emissions: number }[];
  changes: { currentDate: string | null; previousDate: string | null };
  dailyEmissions: { date: string; CO2: number | null }[];
  dailyTotals: { windowStart: string | null; windowEnd: string | null; windowDays: number };
  emissionsChart: { granularity: string; bars: { from: string; to: string; CO2: number | null }[] };
  period: { startDate: string; endDate: string } | null;
  scope: {
    source: string;
    from: string | null;
    to: string | null;
    plants: number[];
    uploads: number;
    message: string | null;
    available: { startDate: string; endDate: string; years: number[] } | null;
  };
  comparison: {
    previous: { from: string; to: string; hasData: boolean };
    yearAgo: { from: string; to: string; hasData: boolean };
    coverageDiffers: { previous: boolean; yearAgo: boolean };
    rows: {
      plant_id: number | null;
      current: { totalEmissions: number } | null;
      previous: { totalEmissions: number } | null;
      vsPrevious: { totalEmissions: number | null } | null;
    }[];
  } | null;
}

async function upload(t: ApiContext, user: TestUser, content: string, name = 'data.csv') {
  const form = new FormData();
  form.append('file', new File([content], name, { type: 'text/csv' }));
  const res = await t.request('/api/files', { method: 'POST', cookie: user.cookie, body: form });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string };
}

async function history(t: ApiContext, user: TestUser, query = ''): Promise<Analysis> {
  const res = await t.request(`/api/analysis${query}`, { cookie: user.cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as Analysis;
}

async function refusal(t: ApiContext, user: TestUser, path: string) {
  const res = await t.request(path, { cookie: user.cookie });
  return { status: res.status, body: (await res.json()) as { error: string; message: string } };
}

describeApi('the plant history', (t) => {
  it('merges uploads: the newest upload of a plant-day wins it whole, and deleting it falls back', async () => {
    const user = await t.signUp();
    // 15 and 16 January for plants 1, 2 and 3 at 10 t an hour: 240 t a plant-day.
    await upload(
      t,
      user,
      csv(...[1, 2, 3].flatMap((p) => [day('2025-01-15', p, 10), day('2025-01-16', p, 10)])),
    );
    expect((await history(t, user)).kpis.totalEmissions).toBe(6 * 240);
    // A corrected 15 January for plants 1 and 2 only, at 20 t an hour.
    const correction = await upload(
      t,
      user,
      csv(day('2025-01-15', 1, 20), day('2025-01-15', 2, 20)),
      'fix.csv',
    );
    const merged = await history(t, user);
    expect(merged.kpis.totalEmissions).toBe(4 * 240 + 2 * 480);
    expect(merged.plants.map((p) => p.total_emissions)).toEqual([720, 720, 480]);
    expect(merged.scope).toMatchObject({ source: 'history', message: null });

    const files = await t.request('/api/files', { cookie: user.cookie });
    const listed = (await files.json()) as {
      files: { fileName: string; plantDays: number; overriddenPlantDays: number }[];
    };
    expect(listed.files.map((f) => [f.fileName, f.plantDays, f.overriddenPlantDays])).toEqual([
      ['fix.csv', 2, 0],
      ['data.csv', 6, 2],
    ]);

    const del = await t.request(`/api/files/${correction.id}`, {
      method: 'DELETE',
      cookie: user.cookie,
    });
    expect(del.status).toBe(204);
    expect((await history(t, user)).kpis.totalEmissions).toBe(6 * 240);
  });

  it('analyses a range across a year end: totals, the series and the change of its last day', async () => {
    const user = await t.signUp();
    await upload(
      t,
      user,
      csv(day('2024-12-30', 1, 5), day('2024-12-31', 1, 10), day('2025-01-01', 1, 20)),
    );
    const a = await history(t, user, '?from=2024-12-31&to=2025-01-01');
    expect(a.kpis.totalEmissions).toBe(240 + 480);
    expect(a.period).toMatchObject({ startDate: '2024-12-31', endDate: '2025-01-01' });
    // The last day in the range against the calendar day before it: +100 %.
    expect(a.changes).toMatchObject({ currentDate: '2025-01-01', previousDate: '2024-12-31' });
    expect(a.dailyTotals).toMatchObject({
      windowStart: '2024-12-31',
      windowEnd: '2025-01-01',
    });
    expect(a.dailyEmissions.map((p) => [p.date, p.CO2])).toEqual([
      ['2024-12-31', 240],
      ['2025-01-01', 480],
    ]);
    expect(a.scope.available).toMatchObject({
      startDate: '2024-12-30',
      endDate: '2025-01-01',
      years: [2024, 2025],
    });
    // The previous period of equal length holds 29 and 30 December (only the 30th has data).
    expect(a.comparison?.previous).toEqual({
      from: '2024-12-29',
      to: '2024-12-30',
      hasData: true,
      daysWithData: 1,
      daysInPeriod: 2,
    });
    expect(a.comparison?.yearAgo).toMatchObject({
      from: '2023-12-31',
      to: '2024-01-01',
      hasData: false,
    });
    // Both days of the range hold data, one of the two before: 100 % against 50 %. A year earlier
    // holds none: "no data" says it already.
    expect(a.comparison?.coverageDiffers).toEqual({ previous: true, yearAgo: false });
    const all = a.comparison!.rows[0]!;
    expect(all).toMatchObject({
      plant_id: null,
      current: { totalEmissions: 720 },
      previous: { totalEmissions: 120 },
      vsPrevious: { totalEmissions: 500 },
    });
  });

  it('reads the history from its day, week, month and year rollups exactly as from the plant-days themselves', async () => {
    const user = await t.signUp();
    // Two plants from 20 December 2023 to 10 January 2025 (a leap February), values exact in binary.
    const days: string[][] = [];
    for (let d = Date.UTC(2023, 11, 20); d <= Date.UTC(2025, 0, 10); d += 86_400_000) {
      const date = new Date(d).toISOString().slice(0, 10);
      const n = new Date(d).getUTCDate();
      days.push(day(date, 1, n), day(date, 2, 2 * n, 40 + (n % 20)));
    }
    const file = await upload(t, user, csv(...days));
    // A file's scope reads no gaps: its ETS year states no coverage (null), the history's does.
    const withoutScope = (a: Analysis) => ({
      ...a,
      scope: undefined,
      ets: {
        ...a.ets,
        coverage: undefined,
        gap_hours: undefined,
        substitute_t: undefined,
        conservative_co2_t: undefined,
        gaps_over_5_days: undefined,
      },
    });
    for (const query of [
      '?from=2024-01-25&to=2024-03-05',
      '?from=2024-02-01&to=2024-02-29',
      '?from=2024-02-10&to=2024-02-20',
      // Whole weeks of a month (days 1-7 ... 29 to its end) beside partial ones.
      '?from=2024-02-08&to=2024-03-28',
      '?from=2024-02-29&to=2024-03-29',
      '?from=2024-01-03&to=2024-01-30',
      '?from=2024-02-01',
      '?to=2024-02-29&plant=2',
      '?from=2023-12-01&to=2024-12-31',
      // A whole year with partial months on both ends, across both year ends.
      '?from=2023-12-25&to=2025-01-05',
      '?from=2023-12-01&to=2025-01-31',
      '?from=2023-12-25&to=2025-01-05&plant=1',
      '?from=2024-01-01&to=2024-12-31&plant=2',
      '?from=2024-03-15&to=2025-01-03',
      '?from=2024-01-01',
      '?to=2024-12-31',
    ]) {
      const fromHistory = await history(t, user, query);
      const res = await t.request(`/api/files/${file.id}/analysis${query}`, {
        cookie: user.cookie,
      });
      expect(res.status).toBe(200);
      const fromFile = (await res.json()) as Analysis;
      expect(withoutScope(fromHistory), query).toEqual(withoutScope(fromFile));
    }
  });

  it('covers all of the data, or a range longer than 92 days, whole: every day, charted by week', async () => {
    const user = await t.signUp();
    await upload(
      t,
      user,
      csv(day('2025-01-10', 1, 1), day('2025-03-10', 1, 2), day('2025-04-20', 1, 3)),
    );
    // "All of the data" (no range) and a range around the data: its first to its last day.
    for (const query of ['', '?from=2024-12-01&to=2025-05-31']) {
      const a = await history(t, user, query);
      // 10 January to 20 April 2025: 22 + 28 + 31 + 20 = 101 days, none cut.
      expect(a.dailyTotals, query).toMatchObject({
        windowStart: '2025-01-10',
        windowEnd: '2025-04-20',
        windowDays: 101,
      });
      expect(a.dailyEmissions).toHaveLength(101);
      expect(a.dailyEmissions.filter((p) => p.CO2 !== null).map((p) => [p.date, p.CO2])).toEqual([
        ['2025-01-10', 24],
        ['2025-03-10', 48],
        ['2025-04-20', 72],
      ]);
      // Monday 6 January to Sunday 20 April: 15 weeks, the first cut to the data's Friday.
      expect(a.emissionsChart.granularity).toBe('week');
      expect(a.emissionsChart.bars).toHaveLength(15);
      expect(a.emissionsChart.bars[0]).toMatchObject({ from: '2025-01-10', to: '2025-01-12' });
      expect(
        a.emissionsChart.bars.filter((b) => b.CO2 !== null).map((b) => [b.from, b.to, b.CO2]),
      ).toEqual([
        ['2025-01-10', '2025-01-12', 24],
        ['2025-03-10', '2025-03-16', 48],
        ['2025-04-14', '2025-04-20', 72],
      ]);
    }
  });

  it('filters plants, and refuses a bad range or an unknown plant with a message', async () => {
    const user = await t.signUp();
    await upload(t, user, csv(day('2025-01-15', 1, 10), day('2025-01-15', 2, 20)));
    const one = await history(t, user, '?plant=2');
    expect(one.kpis.totalEmissions).toBe(480);
    expect(one.plants.map((p) => p.plant_id)).toEqual([2]);

    expect(await refusal(t, user, '/api/analysis?from=2025-02-30')).toEqual({
      status: 400,
      body: {
        error: 'invalid_scope',
        message: 'from must be a date written YYYY-MM-DD, got 2025-02-30',
      },
    });
    expect(await refusal(t, user, '/api/analysis?from=2025-02-01&to=2025-01-01')).toEqual({
      status: 400,
      body: {
        error: 'invalid_scope',
        message: 'The range starts on 2025-02-01, after it ends on 2025-01-01',
      },
    });
    expect(await refusal(t, user, '/api/analysis?plant=7')).toEqual({
      status: 400,
      body: { error: 'unknown_plant', message: 'No data for plant 7 in this scope' },
    });
    const empty = await history(t, user, '?from=2030-01-01&to=2030-12-31');
    expect(empty.scope.message).toBe('No data in this range');
    expect(empty.kpis.totalEmissions).toBe(0);
    expect(empty.plants).toEqual([]);
  });

  it('refuses a date or year outside 1990 to 2100 on every scoped route: 400 naming the bounds', async () => {
    const user = await t.signUp();
    const file = await upload(t, user, csv(day('2025-01-15', 1, 10)));
    const exportQuery = 'format=json&role=internal&jurisdiction=EU';
    for (const [query, message] of [
      ['from=0000-01-01', 'from must be between 1990-01-01 and 2100-12-31, got 0000-01-01'],
      ['to=9999-12-31', 'to must be between 1990-01-01 and 2100-12-31, got 9999-12-31'],
      [
        'from=0001-01-01&to=9999-12-31',
        'from must be between 1990-01-01 and 2100-12-31, got 0001-01-01',
      ],
      ['year=1989', 'year must be a calendar year from 1990 to 2100, got 1989'],
      ['year=2199', 'year must be a calendar year from 1990 to 2100, got 2199'],
    ]) {
      for (const path of [
        `/api/analysis?${query}`,
        `/api/files/${file.id}/analysis?${query}`,
        `/api/reports/compliance.pdf?${query}`,
        `/api/reports/compliance.pdf?fileId=${file.id}&${query}`,
        `/api/analysis/export?${exportQuery}&${query}`,
        `/api/files/${file.id}/export?${exportQuery}&${query}`,
      ]) {
        expect({ path, ...(await refusal(t, user, path)) }).toEqual({
          path,
          status: 400,
          body: { error: 'invalid_scope', message },
        });
      }
    }
  });

  it('gives a range around the data the figures of the data alone: 1990 to 2100 over three days', async () => {
    const user = await t.signUp();
    const file = await upload(
      t,
      user,
      csv(day('2025-01-15', 1, 10), day('2025-01-16', 1, 20), day('2025-01-17', 2, 30)),
    );
    const own = 'from=2025-01-15&to=2025-01-17';
    const wide = 'from=1990-01-01&to=2100-12-31';
    const read = async (path: string) => {
      const res = await t.request(path, { cookie: user.cookie });
      expect(res.status, path).toBe(200);
      return res;
    };
    const figures = (a: Analysis) => ({ ...a, scope: undefined, comparison: undefined });
    for (const path of ['/api/analysis', `/api/files/${file.id}/analysis`]) {
      const ofData = (await (await read(`${path}?${own}`)).json()) as Analysis;
      const ofWide = (await (await read(`${path}?${wide}`)).json()) as Analysis;
      expect(figures(ofWide)).toEqual(figures(ofData));
      // The series charts the three days with data, not 1,332 empty months of the range.
      expect(ofWide.dailyEmissions.map((p) => [p.date, p.CO2])).toEqual([
        ['2025-01-15', 240],
        ['2025-01-16', 480],
        ['2025-01-17', 720],
      ]);
      // The range stays the one asked for, and its comparison the periods it names.
      expect(ofWide.scope).toMatchObject({ from: '1990-01-01', to: '2100-12-31' });
      expect(ofWide.comparison).toMatchObject({
        current: { from: '1990-01-01', to: '2100-12-31', hasData: true },
        previous: { to: '1989-12-31', hasData: false },
        yearAgo: { from: '1989-01-01', to: '2099-12-31', hasData: true },
      });
      expect(ofWide.comparison!.rows[0]!.current).toEqual(ofData.comparison!.rows[0]!.current);
    }
    // The export as JSON, without the times it was generated at.
    const exportOf = async (range: string) => {
      const res = await read(
        `/api/analysis/export?format=json&role=internal&jurisdiction=EU&${range}`,
      );
      return (await res.text()).replaceAll(/"generatedAt": ?"[^"]*"/g, '');
    };
    expect(await exportOf(wide)).toEqual(await exportOf(own));
    const pdf = await read(`/api/reports/compliance.pdf?${wide}`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
  });

  it('narrows one file to a range, and its exports, reports and PDF take the same scope', async () => {
    const user = await t.signUp();
    const file = await upload(t, user, csv(day('2025-01-15', 1, 10), day('2025-01-16', 1, 20)));
    const res = await t.request(`/api/files/${file.id}/analysis?from=2025-01-16`, {
      cookie: user.cookie,
    });
    const a = (await res.json()) as Analysis;
    expect(a.kpis.totalEmissions).toBe(480);
    expect(a.scope).toMatchObject({ source: 'file', from: '2025-01-16', to: null });

    const exported = await t.request(
      '/api/analysis/export?format=json&role=internal&jurisdiction=EU&from=2025-01-15&to=2025-01-15',
      { cookie: user.cookie },
    );
    expect(exported.status).toBe(200);
    expect(await exported.text()).toContain('2025-01-15');

    const report = await t.request('/api/analysis/reports/emissions-summary?to=2025-01-15', {
      cookie: user.cookie,
    });
    expect(report.status).toBe(200);
    const text = await report.text();
    expect(text).toContain('2025-01-15');
    expect(text).not.toContain('2025-01-16');

    const pdf = await t.request('/api/reports/compliance.pdf?from=2025-01-16', {
      cookie: user.cookie,
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
  });

  it("never shows one user's history to another, by session or by token", async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    const fileA = await upload(t, a, csv(day('2025-01-15', 1, 10)));
    await upload(t, b, csv(day('2025-01-15', 9, 1)));
    const ofB = await history(t, b);
    expect(ofB.plants.map((p) => p.plant_id)).toEqual([9]);
    expect((await refusal(t, b, `/api/files/${fileA.id}/analysis?from=2025-01-01`)).status).toBe(
      404,
    );
    const created = await t.request('/api/tokens', {
      method: 'POST',
      cookie: b.cookie,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'feed' }),
    });
    const { token } = (await created.json()) as { token: string };
    const byToken = await t.request('/api/analysis', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(byToken.status).toBe(200);
    expect(((await byToken.json()) as Analysis).kpis.totalEmissions).toBe(24);
    const other = await t.request(`/api/files/${fileA.id}/analysis?to=2025-12-31`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(other.status).toBe(404);
  });

  it('answers 304 while the history is unchanged, and anew after an upload', async () => {
    const user = await t.signUp();
    await upload(t, user, csv(day('2025-01-15', 1, 10)));
    const first = await t.request('/api/analysis', { cookie: user.cookie });
    const etag = first.headers.get('etag')!;
    const again = await t.request('/api/analysis', {
      cookie: user.cookie,
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    await upload(t, user, csv(day('2025-01-16', 1, 10)));
    const after = await t.request('/api/analysis', {
      cookie: user.cookie,
      headers: { 'if-none-match': etag },
    });
    expect(after.status).toBe(200);
    expect(((await after.json()) as Analysis).kpis.totalEmissions).toBe(480);
  });

  it('answers a repeat with the same bytes, plain and gzip, and anew after an upload', async () => {
    const user = await t.signUp();
    await upload(t, user, csv(day('2025-01-15', 1, 10)));
    const read = async (encoding: string) => {
      const res = await t.request('/api/analysis', {
        cookie: user.cookie,
        headers: { 'accept-encoding': encoding },
      });
      expect(res.status).toBe(200);
      const bytes = Buffer.from(await res.arrayBuffer());
      return res.headers.get('content-encoding') === 'gzip' ? gunzipSync(bytes) : bytes;
    };
    const plain = await read('identity');
    expect((await read('identity')).equals(plain)).toBe(true);
    const gzipped = await read('gzip');
    expect(gzipped.equals(plain)).toBe(true);
    expect((await read('gzip')).equals(gzipped)).toBe(true);
    await upload(t, user, csv(day('2025-01-16', 1, 10)));
    const after = await read('gzip');
    expect(after.equals(plain)).toBe(false);
    expect((JSON.parse(after.toString()) as Analysis).kpis.totalEmissions).toBe(480);
  });

  it('gives a file stored before the history its plant-days when the server starts', async () => {
    const user = await t.signUp();
    const file = await upload(t, user, csv(day('2025-01-15', 1, 10)));
    await t.db.deleteFrom('plant_days').where('file_id', '=', file.id).execute();
    await t.db
      .updateTable('csv_files')
      .set({ history_version: 0 })
      .where('id', '=', file.id)
      .execute();
    await backfillHistory(t.services, null);
    expect((await history(t, user)).kpis.totalEmissions).toBe(240);
  });

  it('pages the file list 20 at a time with the total and a cursor', async () => {
    const user = await t.signUp();
    for (let i = 1; i <= 25; i++) {
      await upload(t, user, csv(day(`2025-01-${String(i).padStart(2, '0')}`, 1, 1)), `f${i}.csv`);
    }
    const page = async (query: string) =>
      (await (await t.request(`/api/files${query}`, { cookie: user.cookie })).json()) as {
        files: { fileName: string }[];
        total: number;
        nextCursor: string | null;
      };
    const first = await page('?limit=20');
    expect(first.total).toBe(25);
    expect(first.files).toHaveLength(20);
    expect(first.files[0]!.fileName).toBe('f25.csv');
    const second = await page(`?limit=20&cursor=${first.nextCursor}`);
    expect(second.files.map((f) => f.fileName)).toEqual([
      'f5.csv',
      'f4.csv',
      'f3.csv',
      'f2.csv',
      'f1.csv',
    ]);
    expect(second.nextCursor).toBeNull();
  });
});
