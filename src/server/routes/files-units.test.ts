// Units below plants: an export in EPA's hourly layout, a row per unit and hour, uploaded through a
// profile that maps the unit. Each facility's figures are the sums of its units', each unit's its
// own; a correction of one unit's day replaces that unit-day only.
import { expect, it } from 'vitest';
import { describeApi, type TestUser } from '../testing/test-app';

const HEADER =
  'STATE,FACILITY_NAME,ORISPL_CODE,UNITID,OP_DATE,OP_HOUR,OP_TIME,GLOAD (MW),CO2_MASS (tons),HEAT_INPUT (mmBtu)';

const EPA_HOURLY = {
  name: 'EPA CAMD hourly',
  columns: {
    date: ['OP_DATE', 'OP_HOUR'],
    plant_id: 'ORISPL_CODE',
    plant_name: 'FACILITY_NAME',
    fuel_type: 'STATE',
    unit_id: 'UNITID',
    electricity_output_MWh: 'GLOAD (MW)',
    fuel_consumption_MWh: 'HEAT_INPUT (mmBtu)',
    CO2_emissions_tonnes: 'CO2_MASS (tons)',
  },
  units: { fuel_consumption_MWh: 'mmBtu', CO2_emissions_tonnes: 'short_ton' },
  absent: ['heat_output_MWh', 'CH4_emissions_kg', 'N2O_emissions_kg', 'efficiency_percent'],
  date_format: 'YYYY-MM-DD H',
  timezone: 'UTC',
};

/** What the profile's units convert: short tons and mmBtu to the spec's tonnes and MWh. */
const TONNES_PER_SHORT_TON = 907.18474 / 1000;
const MWH_PER_MMBTU = 1055.05585262 / 3600;

interface UnitHour {
  plant: number;
  name: string;
  unit: string;
  day: string;
  hour: number;
  mw: number;
  tons: number;
  mmbtu: number;
}

/** Facility 3 has three units, facility 7 one; every hour operated, every value its own. */
const FACILITIES = [
  { plant: 3, name: 'Barry', units: ['1', '2', 'CT1'] },
  { plant: 7, name: 'Gadsby', units: ['A'] },
];
const DAYS = ['2024-07-01', '2024-07-02'];

function unitHours(days = DAYS, only?: { plant: number; unit: string }, shift = 0): UnitHour[] {
  const out: UnitHour[] = [];
  let i = 0;
  for (const day of days) {
    for (let hour = 0; hour < 24; hour++) {
      for (const f of FACILITIES) {
        for (const unit of f.units) {
          i++;
          if (only && (only.plant !== f.plant || only.unit !== unit)) continue;
          out.push({
            plant: f.plant,
            name: f.name,
            unit,
            day,
            hour,
            mw: 80 + (i % 13) * 3.5 + shift,
            tons: 40 + (i % 7) * 1.25 + shift,
            mmbtu: 900 + (i % 5) * 12.5 + shift,
          });
        }
      }
    }
  }
  return out;
}

const csvOf = (rows: readonly UnitHour[]) =>
  [
    HEADER,
    ...rows.map((r) =>
      ['AL', r.name, r.plant, r.unit, r.day, r.hour, '1.00', r.mw, r.tons, r.mmbtu].join(','),
    ),
  ].join('\n') + '\n';

interface Sums {
  electricity: number;
  emissions: number;
  fuel: number;
  hours: number;
}

function sumsOf(rows: readonly UnitHour[]): Sums {
  const s = { electricity: 0, emissions: 0, fuel: 0, hours: 0 };
  for (const r of rows) {
    s.electricity += r.mw;
    s.emissions += r.tons * TONNES_PER_SHORT_TON;
    s.fuel += r.mmbtu * MWH_PER_MMBTU;
    s.hours++;
  }
  return s;
}

interface UnitFigures {
  unit_id: string;
  total_electricity: number;
  total_emissions: number;
  total_fuel: number;
  operating_hours: number;
}
interface PlantFigures {
  plant_id: number;
  total_electricity: number;
  total_emissions: number;
  units: UnitFigures[];
}
interface UnitQuality {
  unit_id: string;
  hours_operating: number;
  hours_not_operating: number;
  hours_missing: number;
  gaps: unknown[];
}

describeApi(
  'an export with several units per facility (POST /api/files through a profile)',
  (t) => {
    async function saveProfile(user: TestUser): Promise<string> {
      const res = await t.request('/api/import-profiles', {
        method: 'POST',
        cookie: user.cookie,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(EPA_HOURLY),
      });
      expect(res.status).toBe(201);
      return ((await res.json()) as { id: string }).id;
    }

    async function upload(
      user: TestUser,
      profile: string,
      rows: readonly UnitHour[],
      name: string,
    ) {
      const form = new FormData();
      form.append('file', new File([csvOf(rows)], name, { type: 'text/csv' }));
      const res = await t.request(`/api/files?profile=${profile}`, {
        method: 'POST',
        cookie: user.cookie,
        body: form,
      });
      expect(res.status).toBe(201);
    }

    /** Each plant's figures the analysis answers, as `expected` states them. */
    async function plants(user: TestUser): Promise<PlantFigures[]> {
      const res = await t.request('/api/analysis', { cookie: user.cookie });
      expect(res.status).toBe(200);
      const answer = (await res.json()) as { plants: PlantFigures[] };
      return answer.plants.map(({ plant_id, total_electricity, total_emissions, units }) => ({
        plant_id,
        total_electricity,
        total_emissions,
        units,
      }));
    }

    /** The figures the analysis should give of the rows, per facility and per unit. */
    function expected(rows: readonly UnitHour[]) {
      return FACILITIES.map((f) => {
        const own = rows.filter((r) => r.plant === f.plant);
        const all = sumsOf(own);
        return {
          plant_id: f.plant,
          total_electricity: Math.round(all.electricity),
          total_emissions: Math.round(all.emissions),
          units: f.units.map((unit) => {
            const s = sumsOf(own.filter((r) => r.unit === unit));
            return {
              unit_id: unit,
              total_electricity: Math.round(s.electricity),
              total_emissions: Math.round(s.emissions),
              total_fuel: Math.round(s.fuel),
              operating_hours: s.hours,
            };
          }),
        };
      });
    }

    it("gives each facility the sum of its units' hours, and each unit its own", async () => {
      const user = await t.signUp();
      const rows = unitHours();
      await upload(user, await saveProfile(user), rows, 'epa-hourly.csv');
      expect(await plants(user)).toEqual(expected(rows));
    });

    it("keeps the other units' figures when one unit's day is corrected", async () => {
      const user = await t.signUp();
      const profile = await saveProfile(user);
      const rows = unitHours();
      await upload(user, profile, rows, 'epa-hourly.csv');
      const correction = unitHours(['2024-07-02'], { plant: 3, unit: '2' }, 10);
      await upload(user, profile, correction, 'epa-unit-2-corrected.csv');
      const corrected = (r: UnitHour) => r.plant === 3 && r.unit === '2' && r.day === '2024-07-02';
      const now = [...rows.filter((r) => !corrected(r)), ...correction];
      expect(await plants(user)).toEqual(expected(now));
    });

    it("counts each unit's hours with data, and the hours one unit misses as its gap", async () => {
      // Every hour holds its fuel and load, none's derived efficiency passes 100 %, none is daily.
      const NO_FLAGS = {
        days_daily: 0,
        hours_co2_without_fuel_or_load: 0,
        hours_efficiency_above_100: 0,
      };
      const user = await t.signUp();
      const missed = (r: UnitHour) =>
        r.unit === 'CT1' && r.day === '2024-07-01' && (r.hour === 5 || r.hour === 6);
      await upload(
        user,
        await saveProfile(user),
        unitHours().filter((r) => !missed(r)),
        'epa.csv',
      );
      const res = await t.request('/api/quality', { cookie: user.cookie });
      expect(res.status).toBe(200);
      const body = (await res.json()) as { plants: { plant_id: number; units: UnitQuality[] }[] };
      const whole = (unit_id: string) => ({
        unit_id,
        hours_operating: 48,
        hours_not_operating: 0,
        hours_missing: 0,
        ...NO_FLAGS,
        gaps: [],
      });
      expect(body.plants.map((p) => ({ plant_id: p.plant_id, units: p.units }))).toEqual([
        {
          plant_id: 3,
          units: [
            whole('1'),
            whole('2'),
            {
              unit_id: 'CT1',
              hours_operating: 46,
              hours_not_operating: 0,
              hours_missing: 2,
              ...NO_FLAGS,
              gaps: [
                { from: '2024-07-01T05:00:00.000Z', to: '2024-07-01T07:00:00.000Z', hours: 2 },
              ],
            },
          ],
        },
        { plant_id: 7, units: [whole('A')] },
      ]);
    });
  },
);
