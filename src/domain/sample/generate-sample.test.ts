import { describe, expect, it } from 'vitest';
import { EFFICIENCY_CRITICAL_BELOW, EFFICIENCY_OPTIMAL_FROM } from '../constants';
import { parseCsv } from '../csv/parse';
import { generateSampleChunks, generateSampleCsv } from './generate-sample';
import { csvHeader } from '../testing/csv-header';

const HEADER = csvHeader();

interface Row {
  date: string;
  id: number;
  name: string;
  fuel: string;
  electricity: number;
  heat: number;
  fuelMWh: number;
  co2: number;
  ch4: number;
  n2o: number;
  efficiency: number;
}

function rows(csv: string): Row[] {
  return csv
    .split('\n')
    .slice(1, -1)
    .map((line) => {
      const c = line.split(',');
      return {
        date: c[0]!,
        id: Number(c[1]),
        name: c[2]!,
        fuel: c[3]!,
        electricity: Number(c[4]),
        heat: Number(c[5]),
        fuelMWh: Number(c[6]),
        co2: Number(c[7]),
        ch4: Number(c[8]),
        n2o: Number(c[9]),
        efficiency: Number(c[10]),
      };
    });
}

const sample = generateSampleCsv();
const sampleRows = rows(sample);

// IPCC 2006 Vol. 2 Table 2.2 per TJ, times 0.0036 TJ/MWh:
// coal CO2 94,600 kg/TJ -> 0.34056 t/MWh, CH4 1 -> 0.0036 kg/MWh, N2O 1.5 -> 0.0054 kg/MWh;
// gas CO2 56,100 -> 0.20196 t/MWh, CH4 1 -> 0.0036, N2O 0.1 -> 0.00036;
// dual 80 % gas + 20 % diesel (74,100; 3; 0.6): CO2 0.8 x 0.20196 + 0.2 x 0.26676 = 0.214920,
// CH4 (0.8 x 1 + 0.2 x 3) x 0.0036 = 0.00504, N2O (0.8 x 0.1 + 0.2 x 0.6) x 0.0036 = 0.00072.
const FACTORS: Record<string, { co2: number; ch4: number; n2o: number }> = {
  coal: { co2: 0.34056, ch4: 0.0036, n2o: 0.0054 },
  'natural gas': { co2: 0.20196, ch4: 0.0036, n2o: 0.00036 },
  'natural gas/diesel': { co2: 0.21492, ch4: 0.00504, n2o: 0.00072 },
};

function byPlant(list: Row[]): Map<number, Row[]> {
  const map = new Map<number, Row[]>();
  for (const r of list) map.set(r.id, [...(map.get(r.id) ?? []), r]);
  return map;
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

describe('generateSampleCsv', () => {
  it('is deterministic: the same seed gives the same text, another seed other numbers', () => {
    expect(generateSampleCsv({ seed: 42 })).toBe(sample);
    const other = generateSampleCsv({ seed: 43 });
    expect(other).not.toBe(sample);
    expect(other.length).toBeGreaterThan(0);
  });

  it('writes the exact header and LF line endings, ending with a newline', () => {
    expect(sample.startsWith(`${HEADER}\n`)).toBe(true);
    expect(sample).not.toContain('\r');
    expect(sample.endsWith('\n')).toBe(true);
  });

  it('writes plants x days x 24 rows: 4 x 30 x 24 = 2880 by default, 6 x 2 x 24 = 288', () => {
    expect(sampleRows).toHaveLength(2880);
    expect(rows(generateSampleCsv({ plants: 6, days: 2 }))).toHaveLength(288);
  });

  it('covers every hour of every day, sorted by time then plant, from the start date', () => {
    const list = rows(generateSampleCsv({ plants: 3, days: 2, start: '2024-02-28' }));
    expect(list[0]!.date).toBe('2024-02-28 00:00:00');
    expect(list[3]!.date).toBe('2024-02-28 01:00:00');
    // 2024 is a leap year: the second day is 29 February.
    expect(list.at(-1)!.date).toBe('2024-02-29 23:00:00');
    list.forEach((r, i) => {
      const hour = Math.floor(i / 3) % 24;
      expect(r.date.slice(11)).toBe(`${String(hour).padStart(2, '0')}:00:00`);
      expect(r.id).toBe((i % 3) + 1);
    });
  });

  it('names the four archetypes of the issue and numbers them when they repeat', () => {
    const first = rows(generateSampleCsv({ plants: 6, days: 1 })).slice(0, 6);
    expect(first.map((r) => [r.id, r.name, r.fuel])).toEqual([
      [1, 'Coal Plant Alpha', 'coal'],
      [2, 'Gas Turbine Beta', 'natural gas'],
      [3, 'CHP Plant Gamma', 'natural gas'],
      [4, 'Dual-Fuel Plant Delta', 'natural gas/diesel'],
      [5, 'Coal Plant Alpha 2', 'coal'],
      [6, 'Gas Turbine Beta 2', 'natural gas'],
    ]);
  });

  it('derives fuel from electricity and efficiency, to the rounding of the written figures', () => {
    for (const r of sampleRows) {
      // fuel = electricity / (efficiency / 100), rounded to 2 decimals: off by at most 0.005.
      expect(Math.abs(r.fuelMWh - r.electricity / (r.efficiency / 100))).toBeLessThanOrEqual(
        0.0051,
      );
    }
  });

  it('derives CO2 from fuel energy with the IPCC factor of the fuel (within 1 %), CH4 and N2O to the gram', () => {
    for (const r of sampleRows) {
      const f = FACTORS[r.fuel]!;
      expect(Math.abs(r.co2 / r.fuelMWh / f.co2 - 1)).toBeLessThan(0.01);
      // kg written with 3 decimals: off by at most half a gram (a small gas plant emits ~0.04 kg N2O/h).
      expect(Math.abs(r.ch4 - r.fuelMWh * f.ch4)).toBeLessThanOrEqual(0.00051);
      expect(Math.abs(r.n2o - r.fuelMWh * f.n2o)).toBeLessThanOrEqual(0.00051);
    }
  });

  it('gives heat only to the CHP plant, 40-45 % of its fuel (80-87 % total with electricity)', () => {
    for (const r of sampleRows) {
      if (r.name.startsWith('CHP')) {
        expect(r.heat / r.fuelMWh).toBeGreaterThanOrEqual(0.399);
        expect(r.heat / r.fuelMWh).toBeLessThanOrEqual(0.451);
        const total = (r.electricity + r.heat) / r.fuelMWh;
        expect(total).toBeGreaterThan(0.78);
        expect(total).toBeLessThan(0.88);
      } else {
        expect(r.heat).toBe(0);
      }
    }
  });

  it('keeps efficiencies in each technology band and every value valid', () => {
    // Full-load band minus the part-load penalty at the lowest load and the noise.
    const bands: Record<string, [number, number]> = {
      'Coal Plant Alpha': [34, 40.5],
      'Gas Turbine Beta': [50, 62.5],
      'CHP Plant Gamma': [37, 42.5],
      'Dual-Fuel Plant Delta': [39, 47.5],
    };
    for (const r of sampleRows) {
      const [lo, hi] = bands[r.name]!;
      expect(r.efficiency).toBeGreaterThanOrEqual(lo);
      expect(r.efficiency).toBeLessThanOrEqual(hi);
      expect(r.electricity).toBeGreaterThan(0);
      expect(r.electricity).toBeLessThanOrEqual(600);
      for (const v of [r.heat, r.co2, r.ch4, r.n2o]) expect(v).toBeGreaterThanOrEqual(0);
    }
  });

  it('runs lower at night than in the afternoon, with one maintenance dip per plant', () => {
    for (const [, list] of byPlant(sampleRows)) {
      const at = (hour: number) =>
        mean(
          list
            .filter((r) => r.date.endsWith(`${String(hour).padStart(2, '0')}:00:00`))
            .map((r) => r.electricity),
        );
      expect(at(4)).toBeLessThan(at(16) * 0.9);
      // Normal operation never drops below 0.4 x 0.92 (weekend) x 0.98 (noise) = 36 % of the
      // peak load; only the maintenance dip (30 % load) goes under a third of the maximum.
      const max = Math.max(...list.map((r) => r.electricity));
      const dipped = list.filter((r) => r.electricity < max / 3);
      expect(dipped.length).toBeGreaterThanOrEqual(1);
      expect(dipped.length).toBeLessThanOrEqual(8);
    }
  });

  it('yields a mix of plant statuses under data §4: coal and CHP critical, the CCGT not', () => {
    const status = (e: number) =>
      e < EFFICIENCY_CRITICAL_BELOW
        ? 'critical'
        : e < EFFICIENCY_OPTIMAL_FROM
          ? 'warning'
          : 'optimal';
    const statuses = new Map(
      [...byPlant(sampleRows)].map(([id, list]) => [
        id,
        status(mean(list.map((r) => r.efficiency))),
      ]),
    );
    expect(statuses.get(1)).toBe('critical');
    expect(statuses.get(2)).not.toBe('critical');
    expect(statuses.get(3)).toBe('critical');
  });

  it('is accepted by the parser with no data-quality warning', () => {
    const result = parseCsv(new TextEncoder().encode(sample));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.quality.rows).toBe(2880);
    expect(result.quality.plants).toBe(4);
    expect(result.quality.firstDate).toBe('2025-01-01 00:00:00');
    expect(result.quality.lastDate).toBe('2025-01-30 23:00:00');
    expect(result.quality.warningCount).toBe(0);
  });

  it('refuses options that cannot describe a file', () => {
    expect(() => generateSampleCsv({ plants: 0 })).toThrow(
      'plants must be a positive whole number, got 0',
    );
    expect(() => generateSampleCsv({ days: 1.5 })).toThrow(
      'days must be a positive whole number, got 1.5',
    );
    expect(() => generateSampleCsv({ seed: 0.5 })).toThrow('seed must be a whole number, got 0.5');
    expect(() => generateSampleCsv({ start: '2025-02-30' })).toThrow(
      'start must be a date YYYY-MM-DD, got 2025-02-30',
    );
  });
});

describe('generateSampleChunks', () => {
  it('yields the header, then one chunk per day of plants x 24 lines, joining to the whole file', () => {
    const chunks = [...generateSampleChunks({ plants: 2, days: 3 })];
    expect(chunks).toHaveLength(4);
    expect(chunks[0]).toBe(`${HEADER}\n`);
    // 2 plants x 24 hours = 48 lines per day, each ending with LF.
    for (const day of chunks.slice(1)) expect(day.split('\n')).toHaveLength(49);
    expect(chunks[2]!.startsWith('2025-01-02 00:00:00,1,')).toBe(true);
    expect(chunks.join('')).toBe(generateSampleCsv({ plants: 2, days: 3 }));
  });
});
