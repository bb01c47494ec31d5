// Issue 27 §3: Excel workbooks, written here with exceljs as a spreadsheet program would write
// them, uploaded plainly and through a saved profile, give the totals the test sums itself from the
// readings it wrote, the same as the same readings as CSV; a workbook without the profile's sheet
// or one that unpacks past the bound stores nothing; one whose client has gone is read no further.
import ExcelJS from 'exceljs';
import { describe, expect, it, vi } from 'vitest';
import { REQUIRED_HEADERS } from '@domain/constants';
import { CEMS } from '@domain/testing/cems-profile';
import { recomputeAnalysis } from '../files/stored-analysis';
import { formThenGone } from '../testing/abandoned-form';
import { HISTORIAN } from '../testing/historian-profile';
import { overlappingSheetsWorkbook } from '../testing/overlapping-zip-workbook';
import { describeApi, type ApiContext, type TestUser } from '../testing/test-app';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface Reading {
  /** Wall clock, epoch ms of its fields in UTC. */
  at: number;
  plant: number;
  electricity: number;
  fuel: number;
  co2: number;
}

const HOUR = 3_600_000;

/** Two plants' hourly readings over two days of January 2025, each value a little different. */
function hourlyReadings(): Reading[] {
  const out: Reading[] = [];
  for (let h = 0; h < 48; h++) {
    for (const plant of [1, 2]) {
      const i = out.length;
      out.push({
        at: Date.UTC(2025, 0, 13) + h * HOUR,
        plant,
        electricity: 200 + (i % 7) * 12.5 + plant / 8,
        fuel: 500 + (i % 5) * 21.25,
        co2: 180 + (i % 11) * 3.375,
      });
    }
  }
  return out;
}

const specDate = (at: number) => new Date(at).toISOString().slice(0, 19).replace('T', ' ');

/** A reading's cells after its date, in the spec's column order. */
const specCells = (r: Reading) => [
  r.plant,
  `Plant ${r.plant}`,
  'natural_gas',
  r.electricity,
  0,
  r.fuel,
  r.co2,
  1.5,
  0.25,
  Math.round((r.electricity / r.fuel) * 10_000) / 100,
];

const specCsv = (readings: Reading[]) =>
  [REQUIRED_HEADERS.join(','), ...readings.map((r) => [specDate(r.at), ...specCells(r)].join(','))]
    .map((line) => `${line}\r\n`)
    .join('');

/**
 * The readings as a workbook: a first tab of notes when asked, then the data; the first half's
 * dates as date cells (serials in a date format), the rest as text.
 */
async function specWorkbook(readings: Reading[]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Data');
  sheet.addRow([...REQUIRED_HEADERS]);
  readings.forEach((r, i) => {
    const serial = i < readings.length / 2;
    const row = sheet.addRow([serial ? new Date(r.at) : specDate(r.at), ...specCells(r)]);
    if (serial) row.getCell(1).numFmt = 'yyyy-mm-dd hh:mm';
  });
  workbook.addWorksheet('Notes').addRow(['Exported from the historian']);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

interface Kpis {
  totalElectricity: number;
  totalEmissions: number;
  totalFuelConsumption: number;
}

/** data §9: the KPIs are whole MWh and tonnes of the readings' sums. */
const sumOf = (readings: Reading[], f: (r: Reading) => number) =>
  Math.round(readings.reduce((s, r) => s + f(r), 0));

/** The historian's profile of files-through-profile.test.ts, its readings on a sheet of their own. */
const HISTORIAN_SHEET = { ...HISTORIAN, sheet: 'Messwerte' };

interface QuarterHour {
  /** Berlin wall clock (epoch ms of its fields in UTC), as the historian writes it. */
  clock: number;
  plant: number;
  kWh: number;
  kgCo2: number;
}

const QUARTER = 15 * 60_000;

/**
 * Two plants' 15-minute readings over the days before and of both 2025 clock changes in Berlin wall
 * clock: 30 March skips 02:00-02:59, 26 October has 02:00-02:59 twice (in file order: summer time,
 * then winter time).
 */
function historianReadings(): QuarterHour[] {
  const clocks: number[] = [];
  for (const [month, day] of [
    [2, 29],
    [2, 30],
    [9, 25],
    [9, 26],
  ] as const) {
    for (let q = 0; q < 96; q++) {
      const clock = Date.UTC(2025, month, day) + q * QUARTER;
      const hour = Math.floor(q / 4);
      if (month === 2 && day === 30 && hour === 2) continue;
      clocks.push(clock);
      if (month === 9 && day === 26 && hour === 2 && q % 4 === 3) {
        for (let again = 0; again < 4; again++)
          clocks.push(Date.UTC(2025, 9, 26, 2) + again * QUARTER);
      }
    }
  }
  return clocks.flatMap((clock, i) =>
    [101, 102].map((plant) => ({
      clock,
      plant,
      kWh: 25_000 + (i % 7) * 125.5 + plant,
      kgCo2: 12_000 + (i % 11) * 37.25,
    })),
  );
}

const HISTORIAN_HEADER = Object.values(HISTORIAN_SHEET.columns);
const berlin = (clock: number) => {
  const iso = new Date(clock).toISOString();
  return `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)} ${iso.slice(11, 16)}`;
};
const historianCells = (r: QuarterHour) => [
  r.plant,
  `Block ${r.plant}`,
  'natural_gas',
  r.kWh,
  0,
  r.kWh * 2.5,
  r.kgCo2,
  0.5,
  0.25,
  40,
];

const historianCsv = (readings: QuarterHour[]) =>
  [
    HISTORIAN_HEADER.join(';'),
    ...readings.map((r) =>
      [berlin(r.clock), ...historianCells(r).map((v) => String(v).replace('.', ','))].join(';'),
    ),
  ]
    .map((line) => `${line}\r\n`)
    .join('');

/** The readings on the sheet "Messwerte" after a tab of notes, their times as date cells. */
async function historianWorkbook(readings: QuarterHour[]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Info').addRow(['Export', 'Historian']);
  const sheet = workbook.addWorksheet('Messwerte');
  sheet.addRow(HISTORIAN_HEADER);
  for (const r of readings) {
    sheet.addRow([new Date(r.clock), ...historianCells(r)]).getCell(1).numFmt = 'dd.mm.yyyy hh:mm';
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** NIST SP 811: 1 Btu (IT) = 1055.05585262 J, 1 short ton = 907.18474 kg. */
const MWH_PER_MMBTU = (1e6 * 1055.05585262) / 3.6e9;
const TONNES_PER_SHORT_TON = 0.90718474;

/** A reading's heat input in mmBtu: its fuel figure scaled to a plausible efficiency. */
const heatInput = (r: Reading) => r.fuel * 8;

/** Two facilities' hours over two days: the date a date cell, the hour (0-23) a number cell. */
async function cemsWorkbook(readings: Reading[]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Hourly');
  sheet.addRow(CEMS.columns.date.concat(Object.values(CEMS.columns).slice(1) as string[]));
  for (const r of readings) {
    const day = new Date(r.at - (r.at % 86_400_000));
    const row = sheet.addRow([
      day,
      new Date(r.at).getUTCHours(),
      r.plant,
      `Unit ${r.plant}`,
      'natural_gas',
      r.electricity,
      heatInput(r),
      r.co2,
    ]);
    row.getCell(1).numFmt = 'm/d/yyyy';
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

describeApi('Excel workbook uploads', (t) => {
  const upload = (user: TestUser, bytes: Uint8Array | string, name: string, query = '') => {
    const form = new FormData();
    const type = typeof bytes === 'string' ? 'text/csv' : XLSX;
    form.append('file', new File([bytes], name, { type }));
    return t.request(`/api/files${query}`, { method: 'POST', cookie: user.cookie, body: form });
  };
  const kpisOf = async (user: TestUser): Promise<Kpis> => {
    const res = await t.request('/api/analysis', { cookie: user.cookie });
    expect(res.status).toBe(200);
    return ((await res.json()) as { kpis: Kpis }).kpis;
  };
  const storedFiles = async (ctx: ApiContext, user: TestUser) =>
    (await ctx.db.selectFrom('csv_files').select('id').where('org_id', '=', user.id).execute())
      .length;
  /** The statuses the request log gave a path while `work` ran. */
  const loggedStatuses = async (path: string, work: () => Promise<void>) => {
    const info = vi.spyOn(t.services.logger, 'info');
    try {
      await work();
      return info.mock.calls.flatMap(([fields, message]) => {
        const { path: logged, status } = fields as { path?: string; status?: number };
        return message === 'request' && logged === path ? [status] : [];
      });
    } finally {
      info.mockRestore();
    }
  };
  const formOf = (bytes: Uint8Array | string, name: string, type: string) => {
    const form = new FormData();
    form.append('file', new File([bytes], name, { type }));
    return form;
  };

  it('reads a workbook by its zip signature whatever its name; text so named stays refused', async () => {
    const user = await t.signUp();
    const readings = hourlyReadings();
    const bytes = await specWorkbook(readings);
    const res = await t.request('/api/files', {
      method: 'POST',
      cookie: user.cookie,
      body: formOf(bytes, 'readings.txt', 'text/plain'),
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ fileName: 'readings.txt', rows: readings.length });

    const text = await t.request('/api/files', {
      method: 'POST',
      cookie: user.cookie,
      body: formOf(specCsv(readings), 'notes.txt', 'text/plain'),
    });
    expect(text.status).toBe(415);
    expect(await storedFiles(t, user)).toBe(1);
  });

  it('logs an upload, CSV or workbook, whose connection is cut midway as 499, nothing stored', async () => {
    const user = await t.signUp();
    const readings = hourlyReadings();
    for (const form of [
      formOf(specCsv(readings), 'readings.csv', 'text/csv'),
      formOf(await specWorkbook(readings), 'readings.xlsx', XLSX),
    ]) {
      const statuses = await loggedStatuses('/api/files', async () => {
        const init = await formThenGone(form, { midway: true });
        const res = await t.request('/api/files', { ...init, cookie: user.cookie });
        expect(res.status).toBe(499);
      });
      expect(statuses).toEqual([499]);
    }
    expect(await storedFiles(t, user)).toBe(0);
  });

  it('reads no further a workbook whose client has gone: 499 answered and logged, nothing stored', async () => {
    const user = await t.signUp();
    const form = formOf(await specWorkbook(hourlyReadings()), 'readings.xlsx', XLSX);
    const statuses = await loggedStatuses('/api/files', async () => {
      const res = await t.request('/api/files', {
        ...(await formThenGone(form)),
        cookie: user.cookie,
      });
      expect(res.status).toBe(499);
    });
    expect(statuses).toEqual([499]);
    expect(await storedFiles(t, user)).toBe(0);
  });

  it('reads serial and text dates of the first sheet to the totals of the readings and of the same CSV', async () => {
    const readings = hourlyReadings();
    const workbookUser = await t.signUp();
    const bytes = await specWorkbook(readings);
    const res = await upload(workbookUser, bytes, 'readings.xlsx');
    expect(res.status).toBe(201);
    const entry = (await res.json()) as { id: string; fileName: string; rows: number };
    expect(entry).toMatchObject({ fileName: 'readings.xlsx', rows: 96, plants: 2 });

    const expected = {
      totalElectricity: sumOf(readings, (r) => r.electricity),
      totalFuelConsumption: sumOf(readings, (r) => r.fuel),
      totalEmissions: sumOf(readings, (r) => r.co2),
    };
    expect(await kpisOf(workbookUser)).toMatchObject(expected);

    const csvUser = await t.signUp();
    expect((await upload(csvUser, specCsv(readings), 'readings.csv')).status).toBe(201);
    expect(await kpisOf(csvUser)).toEqual(await kpisOf(workbookUser));

    // Stored as uploaded: its download is the workbook, and it reads again to the same figures.
    const content = await t.request(`/api/files/${entry.id}/content`, {
      cookie: workbookUser.cookie,
    });
    expect(content.headers.get('content-type')).toBe(XLSX);
    expect(new Uint8Array(await content.arrayBuffer())).toEqual(bytes);
    const again = await recomputeAnalysis(t.services.queries.files, workbookUser.id, entry.id);
    expect(again.kpis).toMatchObject(expected);
  });

  it("reads a historian's workbook and its CSV through a saved profile to the same independent sums", async () => {
    const readings = historianReadings();
    const expected = {
      totalElectricity: Math.round(readings.reduce((s, r) => s + r.kWh / 1000, 0)),
      totalFuelConsumption: Math.round(readings.reduce((s, r) => s + (r.kWh * 2.5) / 1000, 0)),
      totalEmissions: Math.round(readings.reduce((s, r) => s + r.kgCo2 / 1000, 0)),
    };
    const uploads = [
      { name: 'historian.xlsx', bytes: await historianWorkbook(readings) },
      { name: 'historian.csv', bytes: historianCsv(readings) },
    ];
    for (const { name, bytes } of uploads) {
      const user = await t.signUp();
      const saved = await t.request('/api/import-profiles', {
        method: 'POST',
        cookie: user.cookie,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(HISTORIAN_SHEET),
      });
      const { id } = (await saved.json()) as { id: string };
      const res = await upload(user, bytes, name, `?profile=${id}`);
      expect(res.status, name).toBe(201);
      // Hours of 2 plants: 24 + 23 (30 March) + 24 + 25 (26 October), none lost or merged.
      expect(await res.json(), name).toMatchObject({ rows: 2 * (24 + 23 + 24 + 25), plants: 2 });
      expect(await kpisOf(user), name).toMatchObject(expected);
      // Declared in Berlin, each plant's 30 March is one day of 23 hours and 26 October one of 25.
      for (const plant of [101, 102]) {
        const declared = await t.request(`/api/plants/${plant}`, {
          method: 'PUT',
          cookie: user.cookie,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ timezone: 'Europe/Berlin' }),
        });
        expect(declared.status, name).toBe(200);
      }
      for (const [day, hours] of [
        ['2025-03-30', 23],
        ['2025-10-26', 25],
      ] as const) {
        const res = await t.request(`/api/quality?from=${day}&to=${day}`, { cookie: user.cookie });
        const { plants } = (await res.json()) as { plants: Record<string, unknown>[] };
        for (const plant of plants) {
          expect(plant, `${name} ${day}`).toMatchObject({
            hours_expected: hours,
            hours_present: hours,
            duplicate_hours: 0,
            gaps: [],
          });
        }
        expect(plants).toHaveLength(2);
      }
    }
  });

  it("reads a CEMS workbook's date cell and hour cell, joined by its profile, to independent sums", async () => {
    const readings = hourlyReadings();
    const user = await t.signUp();
    const saved = await t.request('/api/import-profiles', {
      method: 'POST',
      cookie: user.cookie,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(CEMS),
    });
    expect(saved.status).toBe(201);
    const { id } = (await saved.json()) as { id: string };
    const res = await upload(user, await cemsWorkbook(readings), 'cems.xlsx', `?profile=${id}`);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ fileName: 'cems.csv', rows: 96, plants: 2 });
    expect(await kpisOf(user)).toMatchObject({
      totalElectricity: sumOf(readings, (r) => r.electricity),
      totalFuelConsumption: sumOf(readings, (r) => heatInput(r) * MWH_PER_MMBTU),
      totalEmissions: sumOf(readings, (r) => r.co2 * TONNES_PER_SHORT_TON),
    });
  });

  it('refuses a workbook without the sheet its profile names with 422 naming its sheets', async () => {
    const user = await t.signUp();
    const profile = await t.request('/api/import-profiles', {
      method: 'POST',
      cookie: user.cookie,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Spec columns on a sheet of their own',
        columns: Object.fromEntries(REQUIRED_HEADERS.map((h) => [h, h])),
        sheet: 'Messwerte',
      }),
    });
    expect(profile.status).toBe(201);
    const { id } = (await profile.json()) as { id: string };
    const bytes = await specWorkbook(hourlyReadings().slice(0, 4));
    const res = await upload(user, bytes, 'readings.xlsx', `?profile=${id}`);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      error: 'sheet_missing',
      message: 'The workbook has no sheet named "Messwerte"; its sheets: "Data", "Notes"',
      sheets: ['Data', 'Notes'],
    });
    expect(await storedFiles(t, user)).toBe(0);
  });

  it('stops a workbook whose sheet unpacks past 4 times the upload limit (a zip bomb), storing nothing', async () => {
    const user = await t.signUp();
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Data');
    const long = 'x'.repeat(1000);
    // 4,500 rows of 10 KB of text: 45 MB of CSV, over the 40 MB bound of the 10 MB limit.
    for (let i = 0; i < 4500; i++) sheet.addRow(Array.from({ length: 10 }, () => long));
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    expect(bytes.byteLength).toBeLessThan(1024 * 1024);
    const res = await upload(user, bytes, 'bomb.xlsx');
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      error: 'workbook_too_large',
      message: "The workbook's sheet unpacks to more than 40MB",
    });
    expect(await storedFiles(t, user)).toBe(0);
  });

  describe('preview for the mapping step', () => {
    const preview = (user: TestUser, bytes: Uint8Array | string, name: string, query = '') => {
      const form = new FormData();
      const type = typeof bytes === 'string' ? 'text/csv' : XLSX;
      form.append('file', new File([bytes], name, { type }));
      return t.request(`/api/files/preview${query}`, {
        method: 'POST',
        cookie: user.cookie,
        body: form,
      });
    };

    it("answers the sheets' headers and the first rows of the first sheet or the one asked, storing nothing", async () => {
      const user = await t.signUp();
      const readings = hourlyReadings();
      const bytes = await cemsWorkbook(readings);
      const res = await preview(user, bytes, 'cems.xlsx');
      expect(res.status).toBe(200);
      const body = (await res.json()) as { sheets: unknown; sheet: string; rows: unknown[][] };
      const header = ['Date', 'Hour', ...Object.values(CEMS.columns).slice(1)];
      expect(body.sheets).toEqual([{ name: 'Hourly', header }]);
      expect(body.sheet).toBe('Hourly');
      expect(body.rows).toHaveLength(1 + readings.length);
      expect(body.rows[0]).toEqual(header);
      const r = readings[5]!;
      expect(body.rows[6]).toEqual([
        { date: r.at - (r.at % 86_400_000) },
        { number: String(new Date(r.at).getUTCHours()) },
        { number: String(r.plant) },
        `Unit ${r.plant}`,
        'natural_gas',
        { number: String(r.electricity) },
        { number: String(heatInput(r)) },
        { number: String(r.co2) },
      ]);

      const notes = await preview(
        user,
        await specWorkbook(readings.slice(0, 2)),
        'x.xlsx',
        '?sheet=Notes',
      );
      expect(await notes.json()).toMatchObject({
        sheet: 'Notes',
        rows: [['Exported from the historian']],
      });
      expect(await storedFiles(t, user)).toBe(0);
    });

    it('refuses a workbook whose sheets unpack past the limit of one request in all, each within its own bound', async () => {
      const user = await t.signUp();
      // 1,000 sheets sharing one stream of 2 MiB: 2,000 MiB in all, past the default 1,024 MiB.
      const bytes = overlappingSheetsWorkbook({ sheets: 1000, sheetMib: 2 });
      expect(bytes.byteLength).toBeLessThan(300_000);
      const res = await preview(user, bytes, 'many.xlsx');
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({
        error: 'workbook_too_large',
        message: 'The workbook unpacks to more than 1024MB in all, the limit of one request',
      });
    });

    it('reads no further a workbook whose client has gone: 499 answered and logged', async () => {
      const user = await t.signUp();
      // 100 sheets sharing one stream of 8 MiB: 800 MiB in all, within the limit.
      const form = formOf(overlappingSheetsWorkbook({ sheets: 100, sheetMib: 8 }), 'm.xlsx', XLSX);
      const statuses = await loggedStatuses('/api/files/preview', async () => {
        const init = await formThenGone(form);
        const res = await t.request('/api/files/preview', { ...init, cookie: user.cookie });
        expect(res.status).toBe(499);
      });
      expect(statuses).toEqual([499]);
    });

    it('refuses as the upload does: a missing sheet, a zip bomb, a CSV file, no session', async () => {
      const user = await t.signUp();
      const missing = await preview(
        user,
        await specWorkbook(hourlyReadings()),
        'r.xlsx',
        '?sheet=Messwerte',
      );
      expect(missing.status).toBe(422);
      expect(await missing.json()).toMatchObject({
        error: 'sheet_missing',
        sheets: ['Data', 'Notes'],
      });

      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('Data');
      const long = 'x'.repeat(1000);
      // Its first 50 rows alone unpack to 50 MB of text, over the 40 MB bound of the 10 MB limit.
      for (let i = 0; i < 50; i++) sheet.addRow(Array.from({ length: 1000 }, () => long));
      const bomb = await preview(user, new Uint8Array(await workbook.xlsx.writeBuffer()), 'b.xlsx');
      expect(bomb.status).toBe(413);
      expect(await bomb.json()).toMatchObject({ error: 'workbook_too_large' });

      const csv = await preview(user, specCsv(hourlyReadings()), 'r.csv');
      expect(csv.status).toBe(415);
      expect(await csv.json()).toEqual({
        error: 'not_workbook',
        message: 'Only an Excel workbook (.xlsx) is previewed here',
      });

      const form = new FormData();
      form.append('file', new File([await specWorkbook([])], 'r.xlsx', { type: XLSX }));
      const anonymous = await t.request('/api/files/preview', { method: 'POST', body: form });
      expect(anonymous.status).toBe(401);
      expect(await storedFiles(t, user)).toBe(0);
    });
  });
});
