// Issue 34 §6: a file holds at most MAX_PLANTS_PER_FILE plants (3 here); one more is refused with
// 422 naming the limit, whichever way it arrives (CSV, workbook, through an import profile), and
// stores nothing.
import ExcelJS from 'exceljs';
import { expect, it } from 'vitest';
import { REQUIRED_HEADERS } from '@domain/constants';
import { saveHistorianProfile } from '../testing/historian-profile';
import { describeApi, type TestUser } from '../testing/test-app';

const LIMIT = 3;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** One hour of each of `plants` plants (ids 1..plants), in the spec's columns. */
const specRows = (plants: number) =>
  Array.from({ length: plants }, (_, i) => [
    '2025-01-01 00:00:00',
    i + 1,
    `Plant ${i + 1}`,
    'coal',
    100,
    0,
    300,
    90,
    1,
    1,
    33,
  ]);

const specCsv = (plants: number) =>
  [REQUIRED_HEADERS, ...specRows(plants)].map((r) => r.join(',')).join('\n') + '\n';

async function specWorkbook(plants: number): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Data');
  sheet.addRow([...REQUIRED_HEADERS]);
  for (const row of specRows(plants)) sheet.addRow(row);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** The historian's export (see historian-profile.ts): one hour of 15-minute readings per plant. */
function historianCsv(plants: number): string {
  const lines = [
    'Zeitstempel;Anlage;Anlagenname;Brennstoff;Strom [kWh];Wärme [kWh];Brennstoffeinsatz [kWh];CO2 [kg];CH4 [kg];N2O [kg];Wirkungsgrad [%]',
  ];
  for (const minute of ['00', '15', '30', '45']) {
    for (let p = 1; p <= plants; p++) {
      lines.push(`13.01.2025 10:${minute};${p};Block ${p};natural_gas;1000;0;2500;400;0,5;0,25;40`);
    }
  }
  return `${lines.join('\r\n')}\r\n`;
}

interface Refusal {
  error: string;
  message: string;
  problems: { line: number | null; message: string }[];
  problemCount: number;
}

describeApi(
  'The number of plants a file may hold',
  (t) => {
    const upload = (user: TestUser, bytes: Uint8Array | string, name: string, query = '') => {
      const form = new FormData();
      const type = typeof bytes === 'string' ? 'text/csv' : XLSX;
      form.append('file', new File([bytes], name, { type }));
      return t.request(`/api/files${query}`, { method: 'POST', cookie: user.cookie, body: form });
    };
    const storedFiles = async (user: TestUser) =>
      (await t.db.selectFrom('csv_files').select('id').where('org_id', '=', user.id).execute())
        .length;

    /** The refusal of a file with one plant too many: 422 naming the limit, at the row of that plant. */
    async function expectRefused(res: Response, line: number) {
      expect(res.status).toBe(422);
      const body = (await res.json()) as Refusal;
      expect(body.error).toBe('csv_invalid');
      expect(body.message).toContain(`at most ${LIMIT} plants`);
      expect(body.problems).toEqual([
        { line, message: expect.stringContaining('MAX_PLANTS_PER_FILE') as string },
      ]);
      expect(body.problemCount).toBe(1);
    }

    it('stores a CSV of as many plants as the limit and refuses one more plant with 422', async () => {
      const user = await t.signUp();
      expect((await upload(user, specCsv(LIMIT), 'at-limit.csv')).status).toBe(201);
      // The fourth plant's row is line 5 (line 1 is the header).
      await expectRefused(await upload(user, specCsv(LIMIT + 1), 'past-limit.csv'), LIMIT + 2);
      expect(await storedFiles(user)).toBe(1);
    });

    it('stops reading at the plant past the limit: later rows are not checked', async () => {
      const user = await t.signUp();
      const csv = specCsv(LIMIT + 1) + '2025-01-01 01:00:00,9,Plant 9,coal,x,0,300,90,1,1,33\n';
      await expectRefused(await upload(user, csv, 'past-limit.csv'), LIMIT + 2);
      expect(await storedFiles(user)).toBe(0);
    });

    it('refuses a workbook of one plant too many with the same 422', async () => {
      const user = await t.signUp();
      expect((await upload(user, await specWorkbook(LIMIT), 'at-limit.xlsx')).status).toBe(201);
      await expectRefused(
        await upload(user, await specWorkbook(LIMIT + 1), 'past.xlsx'),
        LIMIT + 2,
      );
      expect(await storedFiles(user)).toBe(1);
    });

    it('refuses a file read through an import profile with one plant too many', async () => {
      const user = await t.signUp();
      const profile = await saveHistorianProfile(t, user);
      const query = `?profile=${profile}`;
      expect((await upload(user, historianCsv(LIMIT), 'ok.csv', query)).status).toBe(201);
      await expectRefused(
        await upload(user, historianCsv(LIMIT + 1), 'past.csv', query),
        LIMIT + 2,
      );
      expect(await storedFiles(user)).toBe(1);
    });
  },
  { config: { maxPlantsPerFile: LIMIT } },
);
