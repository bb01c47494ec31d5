// Issue 38 "The annual emissions report": the workbook, read back with exceljs, states the ETS
// year's figures one for one (reported CO2, valid and substituted hours, substitute, the outage of
// more than five days), the verifier's statement once recorded and "Reported, not verified" before;
// its source-stream sheet is the plant's calculation figure for figure; a locked year's workbook
// keeps its figures through a register, settings and emission-factor edit.
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { csvHeader } from '@domain/testing/csv-header';
import { MEASUREMENT_SUBSTITUTED } from '@domain/report/measurement-hours';
import { SECTIONS_NOT_KEPT, SOURCE_STREAMS_STATED } from '@domain/report/annual-emissions-report';
import { sendJson } from '../testing/audit-log';
import { readWorkbook, tableOf, valueOf as value, type Sheets } from '../testing/report-workbook';
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

/** A plant's calculation as GET /api/plants/:plant_id/calculation answers it. */
interface Factor {
  value: number;
}
interface Calculation {
  streams_from: string;
  factor_library: string;
  streams: {
    name: string;
    amount: number | null;
    factors: {
      ncv: Factor | null;
      emission_factor: Factor;
      oxidation_factor: Factor;
      biomass_fraction: Factor;
    };
    emissions: { energy_tj: number; co2_t: number; co2_biomass_memo_t: number } | null;
  }[];
  calculated: { co2_t: number; co2_biomass_memo_t: number };
  measured_co2_t: number;
}

// Plant 2's gas co-fired with 20 % wood, its emission factor declared.
const STREAM = {
  name: 'Gas and wood to the turbine',
  fuel: 'natural_gas',
  method: 'calculation',
  activity_data: 'file_fuel_mwh',
  emission_factor_t_per_tj: 55.2,
  biomass_fraction: 0.2,
  tier_activity_data: '3',
  tier_ncv: '2a',
  tier_emission_factor: '2b',
  tier_oxidation_factor: '1',
};

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
      expect(value(s, 'Source streams', 'Source streams')).toBe(SOURCE_STREAMS_STATED);
      // Plant 2's own hours: 89 valid, 151 substituted under Art. 45(3), 240 operating.
      expect(s.Measurement).toContainEqual([2, '', MEASUREMENT_SUBSTITUTED, 240, 89, 151]);
      expect(value(s, 'Permit', 'Permit number')).toBe('not recorded');
      expect(value(s, 'Permit', 'Monitoring plan version')).toBe('not recorded');
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
      const permit = {
        active_permits: 1,
        company_name: 'Acme Power GmbH',
        permit_number: 'DEHSt-14310-0123',
        monitoring_plan_version: 'MP v4.2',
      };
      expect((await sendJson(t, user, 'PUT', '/api/permits/year/2025', permit)).status).toBe(200);
      const s = await readWorkbook(await xlsx(user));
      expect(value(s, 'Permit', 'Permit number')).toBe('DEHSt-14310-0123');
      expect(value(s, 'Permit', 'Monitoring plan version')).toBe('MP v4.2');
      expect(value(s, 'Installation', 'Operator')).toBe('Acme Power GmbH');
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
      expect(value(later, 'Permit', 'Permit number')).toBe('DEHSt-14310-0123');
      expect(value(later, 'Emissions', 'Reported CO2 (t)')).toBe(REPORTED);
      expect(later.Installation).toContainEqual([
        2,
        'Gas Turbine Beta',
        'Germany',
        'not recorded',
        'natural_gas',
      ]);
    });

    const calculation = async (user: TestUser) => {
      const res = await t.request('/api/plants/2/calculation?year=2025', { cookie: user.cookie });
      expect(res.status).toBe(200);
      return (await res.json()) as Calculation;
    };
    const reportJson = async (user: TestUser) =>
      (await t.request('/api/ets/2025/report.json', { cookie: user.cookie })).json();

    /** The stream sheet's rows and plant totals agree with the plant's calculation, one for one. */
    const expectSheetIsCalculation = (s: Sheets, calc: Calculation) => {
      const streams = tableOf(s, 'Source streams', 'Plant id', 'Plant');
      expect(streams).toHaveLength(calc.streams.length);
      calc.streams.forEach((c, i) => {
        const row = streams[i]!;
        expect(row['Plant id']).toBe(2);
        expect(row.Plant).toBe('Gas Turbine Beta');
        // A stream of no unit is the whole plant's.
        expect(row.Unit).toBe('whole plant');
        expect(row['Source stream']).toBe(c.name);
        expect(row.Amount).toBe(c.amount);
        // Energy as activity data takes no NCV: the cell is empty.
        expect(row.NCV).toBe(c.factors.ncv?.value ?? '');
        expect(row['Emission factor']).toBe(c.factors.emission_factor.value);
        expect(row['Oxidation factor']).toBe(c.factors.oxidation_factor.value);
        expect(row['Biomass fraction']).toBe(c.factors.biomass_fraction.value);
        expect(row['Energy (TJ)']).toBe(c.emissions!.energy_tj);
        expect(row['Fossil CO2 (t)']).toBe(c.emissions!.co2_t);
        expect(row['Biomass CO2 memo (t)']).toBe(c.emissions!.co2_biomass_memo_t);
      });
      expect(tableOf(s, 'Source streams', 'Plant id', 'Streams from')).toEqual([
        {
          'Plant id': 2,
          'Streams from': calc.streams_from,
          'Calculated fossil CO2 (t)': calc.calculated.co2_t,
          'Biomass CO2 memo (t)': calc.calculated.co2_biomass_memo_t,
          'Measured CO2 in the data (t)': calc.measured_co2_t,
        },
      ]);
      expect(value(s, 'Source streams', 'Emission-factor library')).toBe(calc.factor_library);
    };

    it("states each plant's source streams as its calculation answers them, figure for figure", async () => {
      const user = await t.signUp();
      await upload(user);
      // No stream declared: the fuel type's default stream, 240 h x 250 MWh = 60,000 MWh of
      // gas x 3.6 GJ/MWh x 56.1 kg/GJ / 1000 = 12,117.6 t.
      const byDefault = await calculation(user);
      expect(byDefault.streams_from).toBe('fuel_type');
      const defaults = await readWorkbook(await xlsx(user));
      expectSheetIsCalculation(defaults, byDefault);
      const [row] = tableOf(defaults, 'Source streams', 'Plant id', 'Plant');
      expect(row).toMatchObject({
        Amount: 89 * 250,
        'Emission factor basis': 'default: IPCC 2006 Guidelines, Vol. 2, Table 1.4',
        'Tier activity data': 'none declared',
      });

      const res = await sendJson(t, user, 'POST', '/api/plants/2/source-streams', STREAM);
      expect(res.status).toBe(201);
      const declared = await calculation(user);
      const s = await readWorkbook(await xlsx(user));
      expectSheetIsCalculation(s, declared);
      // 22,250 MWh x 3.6 / 1000 = 80.1 TJ x 55.2 t/TJ = 4,421.52 t: 80 % fossil, 20 % memo.
      const [stream] = tableOf(s, 'Source streams', 'Plant id', 'Plant');
      expect(stream!['Fossil CO2 (t)']).toBeCloseTo(3_537.216, 6);
      expect(stream!['Biomass CO2 memo (t)']).toBeCloseTo(884.304, 6);
      expect(stream).toMatchObject({
        'Emission factor basis': 'declared',
        'Tier activity data': '3',
        'Tier emission factor': '2b',
      });
      const json = (await reportJson(user)) as {
        source_streams: { plants: { calculated_co2_t: number }[] };
      };
      expect(json.source_streams.plants[0]!.calculated_co2_t).toBe(declared.calculated.co2_t);
    });

    it("keeps a locked year's source streams through an emission-factor edit; an open year's move", async () => {
      const edit = async (user: TestUser, id: string) =>
        expect(
          (
            await sendJson(t, user, 'PUT', `/api/plants/2/source-streams/${id}`, {
              ...STREAM,
              emission_factor_t_per_tj: 60,
            })
          ).status,
        ).toBe(200);
      const withStream = async () => {
        const user = await t.signUp();
        await upload(user);
        const res = await sendJson(t, user, 'POST', '/api/plants/2/source-streams', STREAM);
        expect(res.status).toBe(201);
        return { user, id: ((await res.json()) as { id: string }).id };
      };

      const locked = await withStream();
      expect((await sendJson(t, locked.user, 'POST', '/api/years/2025/lock')).status).toBe(201);
      const keptXlsx = await readWorkbook(await xlsx(locked.user));
      const keptJson = await reportJson(locked.user);
      await edit(locked.user, locked.id);
      expect((await calculation(locked.user)).streams[0]!.factors.emission_factor.value).toBe(60);
      expect(await readWorkbook(await xlsx(locked.user))).toEqual(keptXlsx);
      expect(await reportJson(locked.user)).toEqual(keptJson);
      const [kept] = tableOf(keptXlsx, 'Source streams', 'Plant id', 'Plant');
      expect(kept!['Emission factor']).toBe(55.2);

      const open = await withStream();
      const before = await readWorkbook(await xlsx(open.user));
      await edit(open.user, open.id);
      const after = await readWorkbook(await xlsx(open.user));
      expect(after).not.toEqual(before);
      const [moved] = tableOf(after, 'Source streams', 'Plant id', 'Plant');
      expect(moved!['Emission factor']).toBe(60);
      expectSheetIsCalculation(after, await calculation(open.user));
    });

    it('says a year locked before the report stated source streams kept none', async () => {
      const user = await t.signUp();
      await upload(user);
      expect((await sendJson(t, user, 'POST', '/api/years/2025/lock')).status).toBe(201);
      // The copy as a lock taken before this report's sections kept it.
      await sql`update year_locks set frozen = frozen - 'report'
        where year = 2025 and locked_by = ${user.email}`.execute(t.db);
      const json = (await reportJson(user)) as {
        source_streams: { text: string; plants: null };
        measurement: { sources: null; valid_hours: number };
      };
      expect(json.source_streams).toEqual({ text: SECTIONS_NOT_KEPT, plants: null });
      expect(json.measurement.sources).toBeNull();
      expect(json.measurement.valid_hours).toBe(89);
      const s = await readWorkbook(await xlsx(user));
      expect(value(s, 'Source streams', 'Source streams')).toBe(SECTIONS_NOT_KEPT);
    });

    it('refuses a year outside the data years', async () => {
      const user = await t.signUp();
      const res = await t.request('/api/ets/1900/report.xlsx', { cookie: user.cookie });
      expect(res.status).toBe(400);
    });
  },
  { now: () => new Date('2026-02-01T09:00:00Z') },
);
