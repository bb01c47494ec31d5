import { expect, it } from 'vitest';
import { describeApi, type ApiContext, type TestUser } from '../testing/test-app';
import { csvHeader } from '@domain/testing/csv-header';
import { backfillHistory } from './backfill-history';

const HEADER = csvHeader();
const row = (date: string) => `${date} 00:00:00,1,Plant 1,gas,100,0,200,10,1,1,50`;
const csv = (...dates: string[]) => [HEADER, ...dates.map(row)].join('\n') + '\n';

async function upload(t: ApiContext, user: TestUser, content: string) {
  const form = new FormData();
  form.append('file', new File([content], 'data.csv', { type: 'text/csv' }));
  const res = await t.request('/api/files', { method: 'POST', cookie: user.cookie, body: form });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/**
 * Makes a stored file read as one an earlier version accepted: its bytes dated in year 50 (before
 * the date bounds existed), its analysis and plant-days of an older version: the plant-days computed
 * again as the server's next start computes them, the analysis on the next read.
 */
async function ageFile(t: ApiContext, id: string) {
  const bytes = Buffer.from(csv('0050-01-15'));
  await t.db.deleteFrom('csv_file_parts').where('file_id', '=', id).execute();
  await t.db.insertInto('csv_file_parts').values({ file_id: id, part: 0, bytes }).execute();
  await t.db
    .updateTable('csv_files')
    .set({
      first_date: '0050-01-15',
      last_date: '0050-01-15',
      analysis_version: 0,
      history_version: 0,
    })
    .where('id', '=', id)
    .execute();
  await backfillHistory(t.services, null);
}

describeApi('a file an earlier version accepted with dates out of bounds', (t) => {
  it("answers the file's own views with its problems, and the history without it", async () => {
    const user = await t.signUp();
    const kept = await upload(t, user, csv('2025-01-15', '2025-01-16'));
    const aged = await upload(t, user, csv('2025-02-01'));
    await ageFile(t, aged);

    const statuses: Record<string, number> = {};
    for (const path of [
      `/api/files/${aged}/analysis`,
      `/api/files/${aged}/export?format=xml&role=regulator`,
      `/api/reports/compliance.pdf?fileId=${aged}`,
    ]) {
      const res = await t.request(path, { cookie: user.cookie });
      statuses[path] = res.status;
      const body = await res.text();
      if (res.status === 422) expect(body).toContain('no longer passes validation');
    }
    expect(Object.values(statuses)).toEqual([422, 422, 422]);

    const history = await t.request('/api/analysis', { cookie: user.cookie });
    expect(history.status).toBe(200);
    const analysis = (await history.json()) as { kpis: { totalEmissions: number } };
    expect(analysis.kpis.totalEmissions).toBe(20);
    const list = await t.request('/api/files', { cookie: user.cookie });
    expect(list.status).toBe(200);
    expect(
      await (
        await t.request(`/api/files/${kept}/analysis`, { cookie: user.cookie })
      ).status,
    ).toBe(200);
  });
});
