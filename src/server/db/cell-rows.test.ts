import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { dateToDay } from '@domain/readings/day-number';
import { emptyTotals, type PlantDayCell } from '@domain/readings/plant-day-cell';
import type { DataQualityReport } from '@domain/readings/dataset';
import { createFileQueries } from './queries/files';
import { storeFile } from './testing/stored-file';
import { describeEachBackend } from './testing/test-databases';
import { cellRowsOf } from './cell-rows';

const QUALITY = { rows: 1, plants: 1, firstDate: '', lastDate: '' } as DataQualityReport;

function cell(plant: number, date: string, name: string, values: number[]): PlantDayCell {
  const [electricityMWh, heatMWh, fuelMWh, co2Tonnes, ch4Kg, n2oKg, efficiencySum] = values;
  const day = dateToDay(date);
  return {
    plant_id: plant,
    unit_id: '',
    day,
    plant_name: name,
    fuel_type: 'gas\\oil',
    totals: {
      ...emptyTotals(),
      rows: 24,
      electricityMWh: electricityMWh!,
      heatMWh: heatMWh!,
      fuelMWh: fuelMWh!,
      co2Tonnes: co2Tonnes!,
      ch4Kg: ch4Kg!,
      n2oKg: n2oKg!,
      efficiencySum: efficiencySum!,
      hours: 23,
      co2SquareSum: co2Tonnes! * co2Tonnes!,
      co2Hours: 23,
      ch4Hours: 23,
      n2oHours: 22,
    },
    readings: 23,
    duplicateReadings: 1,
    hourMask: (1 << 24) - 1 - (1 << 5),
    notOperatingMask: 1 << 7,
    daily: false,
    firstTimestamp: day * 86_400_000,
    lastTimestamp: day * 86_400_000 + 23 * 3_600_000 + 0.5,
  };
}

// Names with every character COPY's text format treats specially, and sums whose shortest text
// is long, tiny, huge or negative.
const CELLS = [
  cell(2, '2025-01-02', 'Nord\\Süd \\N', [0.1 + 0.2, 1e21, 5e-324, -0.5, 123456.789, 1 / 3, 0]),
  {
    ...cell(1, '2025-01-02', 'tab\there', [1, 2, 3, 4, 5, 6, 7]),
    unit_id: 'CT\\1 \\N',
    daily: true,
  },
  cell(1, '2025-01-01', 'line\nbreak\r\nend', [Number.MAX_VALUE, 2 ** 53 + 2, 1e-7, 9, 8, 7, 6]),
];

it('refuses a cell whose day does not fit an integer column instead of wrapping it', () => {
  expect(() => cellRowsOf([{ ...CELLS[0]!, day: 2 ** 31 }])).toThrow(
    '2147483648 is out of range for an integer column',
  );
});

describeEachBackend('plant-day cells as stored', (t) => {
  const upload = (user: string, cells: PlantDayCell[]) =>
    storeFile(createFileQueries(t.db), user, {
      fileName: 'cells.csv',
      content: new Uint8Array([1]),
      facts: { quality: QUALITY, analysis: {}, analysisVersion: 1, cells: cellRowsOf(cells) },
    });

  it('reads back every name and sum exactly as the upload found it, day by day', async () => {
    const user = `user-${randomUUID()}`;
    const file = await upload(user, CELLS);
    const rows = await t.db
      .selectFrom('plant_days')
      .selectAll()
      .where('file_id', '=', file.id)
      .orderBy('day')
      .orderBy('plant_id')
      .execute();
    expect(rows).toEqual(
      [CELLS[2]!, CELLS[1]!, CELLS[0]!].map((c) => ({
        file_id: file.id,
        org_id: user,
        upload_seq: expect.any(Number),
        wins: true,
        plant_id: c.plant_id,
        day: c.day,
        plant_name: c.plant_name,
        fuel_type: c.fuel_type,
        unit_id: c.unit_id,
        rows: c.totals.rows,
        electricity_mwh: c.totals.electricityMWh,
        heat_mwh: c.totals.heatMWh,
        fuel_mwh: c.totals.fuelMWh,
        co2_t: c.totals.co2Tonnes,
        ch4_kg: c.totals.ch4Kg,
        n2o_kg: c.totals.n2oKg,
        efficiency_sum: c.totals.efficiencySum,
        hours: c.totals.hours,
        co2_sq_sum: c.totals.co2SquareSum,
        co2_hours: c.totals.co2Hours,
        ch4_hours: c.totals.ch4Hours,
        n2o_hours: c.totals.n2oHours,
        so2_kg: c.totals.so2Kg,
        nox_kg: c.totals.noxKg,
        so2_hours: c.totals.so2Hours,
        nox_hours: c.totals.noxHours,
        fuel_t: c.totals.fuelTonnes,
        fuel_t_hours: c.totals.fuelTonnesHours,
        fuel_m3: c.totals.fuelM3,
        fuel_m3_hours: c.totals.fuelM3Hours,
        fuel_nm3: c.totals.fuelNm3,
        fuel_nm3_hours: c.totals.fuelNm3Hours,
        readings: c.readings,
        duplicate_readings: c.duplicateReadings,
        hour_mask: c.hourMask,
        not_operating_mask: c.notOperatingMask,
        daily: c.daily,
        first_ts: c.firstTimestamp,
        last_ts: c.lastTimestamp,
      })),
    );
  });

  it('stores nothing of an upload whose cells the database refuses', async () => {
    const user = `user-${randomUUID()}`;
    // PostgreSQL's text holds no NUL: the COPY fails inside the upload's transaction.
    const refused = { ...CELLS[1]!, plant_name: 'nul\u0000' };
    await expect(upload(user, [CELLS[0]!, refused])).rejects.toThrow(/0x00/);
    const files = await createFileQueries(t.db).listFilePage(user, 10, null);
    expect(files.files).toEqual([]);
    const cells = await t.db
      .selectFrom('plant_days')
      .select('day')
      .where('org_id', '=', user)
      .execute();
    expect(cells).toEqual([]);
  });
});
