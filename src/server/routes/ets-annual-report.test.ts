// Issue 38 "The annual emissions report": the workbook, read back with exceljs, states the ETS
// year's figures one for one (reported CO2, valid and substituted hours, substitute, the outage of
// more than five days), the verifier's statement once recorded and "Reported, not verified" before;
// a locked year's workbook keeps its figures through a register and settings edit.
import ExcelJS from 'exceljs';
import { expect, it } from 'vitest';
import { csvHeader } from '@domain/testing/csv-header';
import { sendJson } from '../testing/audit-log';
import { declareInEts, describeApi, type TestUser } from '../testing/test-app';

const pad = (n: number) => String(n).padStart(2, '0');

// Plant 2 hourly from 1 to 10 March 2025: nothing from 3 to 8 March (a six-day outage) and the
// hours 05:00-11:00 of 9 March lost: 72 + 17 = 89 valid hours, 144 + 7 = 151 missing, 240 operating.
const hourly: { at: string; co2: number }[] = [];
for (let day = 1; day <= 10; day++) {
  if (day >= 3 && day <= 8) continue;
  for (let h = 0; h < 24; h++) {
    if (day === 9 && h >= 5 && h <= 11) continue;
    hourly.push({ at: `2025-03-${pad(day)} ${pad(h)}:00:00`, co2: 30 + ((day * 7 + h * 3) % 11) });
  }
}
const CSV = [
  csvHeader(),
  ...hourly.map((r) => `${r.at},2,Gas Turbine Beta,natural_gas,100,0,250,${r.co2},1,1,40`),
].join('\n');
const REPORTED = hourly.reduce((s, r) => s + r.co2, 0);

interface EtsJson {
  reported_co2_t: number;
  substitute_t: number;
  conservative_co2_t: number;
  gap_hours: number;
  coverage: { hours_present: number };
  gaps_over_5_days: { plant_id: number; from: string; to: string; hours: number }[];
}

type Sheets = Record<string, (string | number | null)[][]>;

/** Every sheet's rows as their cells' values, read back from the workbook's bytes. */
async function readWorkbook(bytes: ArrayBuffer): Promise<Sheets> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes);
  const sheets: Sheets = {};
  wb.eachSheet((ws) => {
    const rows: (string | number | null)[][] = [];
    ws.eachRow({ includeEmpty: true }, (row) => {
      rows.push(
        (row.values as unknown[]).slice(1).map((v) => (v === undefined ? null : (v as string))),
      );
    });
    sheets[ws.name] = rows;
  });
  return sheets;
}

/** The value beside a label of a sheet's facts. */
const value = (sheets: Sheets, sheet: string, label: string) =>
  sheets[sheet]?.find((r) => r[0] === label)?.[1];

/** The number format of the value beside a label. */
async function formatOf(bytes: ArrayBuffer, sheet: string, label: string) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes);
  let format: string | undefined;
  wb.getWorksheet(sheet)?.eachRow((row) => {
    if (row.getCell(1).value === label) format = row.getCell(2).numFmt;
  });
  return format;
}

describeApi(
  'the annual emissions report of an ETS year',
  (t) => {
    const upload = async (user: TestUser) => {
      const form = new FormData();
      form.append('file', new File([CSV], 'march.csv', { type: 'text/csv' }));
      const res = await t.request('/api/files', {
        method: 'POST',
        body: form,
        cookie: user.cookie,
      });
      expect(res.status).toBe(201);
      await declareInEts(t, user, 2);
    };
    const ets = async (user: TestUser) =>
      (await (await t.request('/api/ets/2025', { cookie: user.cookie })).json()) as EtsJson;
    const xlsx = async (user: TestUser) => {
      const res = await t.request('/api/ets/2025/report.xlsx', { cookie: user.cookie });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-disposition')).toContain('annual_emissions_report_2025.xlsx');
      return res.arrayBuffer();
    };

    it("states the ETS year's figures one for one, reported and not verified", async () => {
      const user = await t.signUp();
      await upload(user);
      const year = await ets(user);
      expect(year.reported_co2_t).toBe(REPORTED);
      const bytes = await xlsx(user);
      const s = await readWorkbook(bytes);
      expect(Object.keys(s)).toEqual([
        'Installation',
        'Permit',
        'Source streams',
        'Measurement',
        'Emissions',
        'Data gaps',
        'Verification',
      ]);
      for (const rows of Object.values(s)) {
        expect(rows[0]?.[0]).toMatch(/^Annual emissions report 2025: /);
      }
      expect(s.Installation).toContainEqual([
        2,
        'Gas Turbine Beta',
        'Germany',
        'not recorded',
        'natural_gas',
      ]);
      expect(value(s, 'Emissions', 'Reported CO2 (t)')).toBe(year.reported_co2_t);
      expect(value(s, 'Emissions', 'Substitute for missing hours (t)')).toBe(year.substitute_t);
      expect(value(s, 'Emissions', 'Reported + substitute (t)')).toBe(year.conservative_co2_t);
      expect(value(s, 'Emissions', 'Status')).toBe('Reported, not verified');
      expect(value(s, 'Measurement', 'Valid hours')).toBe(year.coverage.hours_present);
      expect(value(s, 'Measurement', 'Valid hours')).toBe(89);
      expect(value(s, 'Measurement', 'Substituted hours')).toBe(year.gap_hours);
      expect(value(s, 'Measurement', 'Substituted hours')).toBe(151);
      expect(value(s, 'Measurement', 'Operating hours')).toBe(240);
      expect(s.Measurement).toContainEqual([2, 'measurement', REPORTED]);
      expect(value(s, 'Data gaps', 'Missing hours substituted')).toBe(151);
      const [outage] = year.gaps_over_5_days;
      expect(s['Data gaps']).toContainEqual([2, '', outage!.from, outage!.to, 144]);
      expect(value(s, 'Data gaps', 'Method')).toContain('MRR Art. 45(3)');
      expect(value(s, 'Verification', 'Statement')).toBe(
        "Reported, not verified: no verifier's statement recorded",
      );
      expect(value(s, 'Source streams', 'Source streams')).toBe(
        "Source streams not in this report yet: each plant's declared source streams and their calculation are in the plant register",
      );
      expect(await formatOf(bytes, 'Emissions', 'Reported CO2 (t)')).toBe('#,##0.0');
      expect(await formatOf(bytes, 'Measurement', 'Valid hours')).toBe('#,##0');
      // The JSON is the same report.
      const json = (await (
        await t.request('/api/ets/2025/report.json', { cookie: user.cookie })
      ).json()) as { emissions: { reported_co2_t: number }; measurement: { valid_hours: number } };
      expect(json.emissions.reported_co2_t).toBe(REPORTED);
      expect(json.measurement.valid_hours).toBe(89);
    });

    it("states the verifier's statement once recorded, and a locked year's workbook keeps its figures", async () => {
      const user = await t.signUp();
      await upload(user);
      const statement = {
        verifier: 'TÜV Example GmbH',
        verified_on: '2026-01-20',
        verified_co2_t: 9000,
        opinion: 'satisfactory_with_comments',
      };
      expect((await sendJson(t, user, 'PUT', '/api/ets/2025/verification', statement)).status).toBe(
        200,
      );
      const s = await readWorkbook(await xlsx(user));
      expect(value(s, 'Emissions', 'Status')).toBe('Verified');
      expect(value(s, 'Emissions', 'Verified CO2 (t)')).toBe(9000);
      expect(value(s, 'Verification', 'Verifier')).toBe('TÜV Example GmbH');
      expect(value(s, 'Verification', 'Date')).toBe('2026-01-20');
      expect(value(s, 'Verification', 'Opinion')).toBe('satisfactory with comments');
      expect(value(s, 'Verification', 'Verified CO2 (t)')).toBe(9000);

      expect((await sendJson(t, user, 'POST', '/api/years/2025/lock')).status).toBe(201);
      const kept = await readWorkbook(await xlsx(user));
      expect(
        (await sendJson(t, user, 'PUT', '/api/plants/2', { in_ets: false, country: 'Poland' }))
          .status,
      ).toBe(200);
      expect((await sendJson(t, user, 'PUT', '/api/settings', { gwp_set: 'AR6' })).status).toBe(
        200,
      );
      const later = await readWorkbook(await xlsx(user));
      expect(later).toEqual(kept);
      expect(value(later, 'Emissions', 'Reported CO2 (t)')).toBe(REPORTED);
      expect(later.Installation).toContainEqual([
        2,
        'Gas Turbine Beta',
        'Germany',
        'not recorded',
        'natural_gas',
      ]);
    });

    it('refuses a year outside the data years', async () => {
      const user = await t.signUp();
      const res = await t.request('/api/ets/1900/report.xlsx', { cookie: user.cookie });
      expect(res.status).toBe(400);
    });
  },
  { now: () => new Date('2026-02-01T09:00:00Z') },
);
