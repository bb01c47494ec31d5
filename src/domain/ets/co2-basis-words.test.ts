import { describe, expect, it } from 'vitest';
import { savedRegisterRow } from '../testing/saved-register-row';
import { DEFAULT_ETS_SETTINGS, etsYear, type EtsYearData } from './ets-year';
import { co2BasisWords, corroborationWords, etsBasisText } from './co2-basis-words';
import { etsCo2Text, etsChip } from './ets-words';
import type { PlantCo2Basis } from './plant-co2-basis';

const basis = (fields: Partial<PlantCo2Basis>): PlantCo2Basis => ({
  co2_basis: 'measured',
  co2_counted_t: 0,
  co2_measured_t: 0,
  co2_calculated_t: 0,
  co2_biomass_memo_t: 0,
  calculation_streams: 0,
  corroboration: null,
  ...fields,
});

const NAMES: Record<number, string> = {
  1: 'Lakeside',
  2: 'Coal Works North',
  3: 'Gas Turbine Beta',
  4: 'Harbour CHP',
};

/** Plant 1 measured 500 t; plant 2 coal co-fired 20 % biomass, 272.448 t; plant 3 gas from its fuel type. */
const data: EtsYearData = {
  year: 2025,
  days_with_data: 365,
  last_date: '2025-12-31',
  plants: [
    { id: 1, counted: basis({ co2_counted_t: 500, co2_measured_t: 500 }) },
    {
      id: 2,
      counted: basis({
        co2_basis: 'calculated',
        co2_counted_t: 272.448,
        co2_calculated_t: 272.448,
        co2_biomass_memo_t: 68.112,
        calculation_streams: 1,
      }),
    },
    {
      id: 3,
      counted: basis({
        co2_basis: 'fuel_type',
        co2_counted_t: 201.96,
        co2_calculated_t: 201.96,
        calculation_streams: 1,
      }),
    },
    {
      id: 4,
      counted: basis({
        co2_counted_t: 210,
        co2_measured_t: 210,
        corroboration: {
          measured_co2_t: 210,
          calculated_co2_t: 201.96,
          difference_t: 8.04,
          difference_share: 8.04 / 210,
        },
      }),
    },
  ].map(({ id, counted }) => ({
    plant_id: id,
    plant_name: NAMES[id]!,
    fuel_type: 'Coal',
    co2_t: 999,
    hours: 8760,
    co2_sq_sum: 1,
    counted,
  })),
};
const register = [1, 2, 3, 4].map((id) => savedRegisterRow({ plant_id: id, in_ets: true }));
const ets = etsYear(data, register, null, DEFAULT_ETS_SETTINGS, '2026-02-01');
const plant = (id: number) => ets.plants.find((p) => p.plant_id === id)!;

describe("a plant's CO2 basis in words", () => {
  it('names the basis of each plant, the biomass memo and the corroboration', () => {
    expect(co2BasisWords(plant(1), 2025)).toBe('measured');
    expect(co2BasisWords(plant(2), 2025)).toBe(
      'calculated from 1 source stream (68.1 t biomass CO2 a memo item, outside the total)',
    );
    expect(co2BasisWords(plant(3), 2025)).toBe('calculated from the fuel type, IPCC 2006 defaults');
    expect(corroborationWords(plant(1))).toBeNull();
    // 8.04 / 210 = 3.83 %: below the default 5 %, not flagged.
    expect(corroborationWords(plant(4))).toBe(
      'corroboration (MRR Art. 46): 210.0 t measured against 202.0 t calculated, a difference of 8.0 t (3.8% of the measured)',
    );
  });

  it('states the basis on the Compliance screen, the CO2 row and the chip, and flags a difference', () => {
    // Each plant named as the other screens name it; one the names do not hold, by its id.
    expect(etsBasisText(ets, data.plants.slice(0, 3))).toBe(
      '1 plant measured in the data; ' +
        'Coal Works North: 272.4 t calculated from 1 source stream (68.1 t biomass CO2 a memo item, outside the total); ' +
        'Gas Turbine Beta: 202.0 t calculated from the fuel type, IPCC 2006 defaults; ' +
        'plant 4: 210.0 t measured; corroboration (MRR Art. 46): 210.0 t measured against 202.0 t calculated, a difference of 8.0 t (3.8% of the measured); ' +
        'missing hours are substituted for measured CO2 only',
    );
    // 272.448 + 201.96 = 474.408 t of 1,184.408 t calculated.
    expect(etsCo2Text(ets)).toBe(
      '1,184.4 t CO2 reported of 4 plants declared in EU ETS scope; 474.4 t of it calculated from source streams or fuel types, not measured',
    );
    expect(etsChip(ets, 3, undefined).message).toContain(
      '(202.0 of 1,184.4 t), its CO2 calculated from the fuel type, IPCC 2006 defaults',
    );
    const strict = etsYear(
      data,
      register,
      null,
      { ...DEFAULT_ETS_SETTINGS, corroboration_flag_pct: 3 },
      '2026-02-01',
    );
    expect(corroborationWords(strict.plants[3]!)).toMatch(
      /, flagged: beyond the share set in Settings$/,
    );
  });

  it('states the hours of a measured plant that do not report CO2 as substituted, never as 0 t', () => {
    const partly = { ...plant(1), co2_not_reported: { hours: 24, of_hours: 48 } };
    expect(co2BasisWords(partly, 2025)).toBe(
      'measured: CO2 not reported for 24 of 48 hours, substituted as missing measurement (MRR Art. 45(3))',
    );
    expect(etsBasisText({ ...ets, plants: [partly] }, [])).toBe(
      'plant 1: 500.0 t measured: CO2 not reported for 24 of 48 hours, substituted as missing measurement (MRR Art. 45(3))',
    );
  });

  it('names a stream without activity data, and what was counted in its place', () => {
    const ofPlant = (counted: PlantCo2Basis) =>
      etsYear(
        { ...data, plants: [{ ...data.plants[0]!, counted }] },
        register,
        null,
        DEFAULT_ETS_SETTINGS,
        '2026-02-01',
      );
    const measured = ofPlant(
      basis({ co2_counted_t: 500, co2_measured_t: 500, streams_without_data: ['Coal by weight'] }),
    );
    expect(co2BasisWords(measured.plants[0]!, 2025)).toBe(
      'measured: "Coal by weight" has no activity data in 2025, so the data\'s measured CO2 is counted',
    );
    expect(etsBasisText(measured, data.plants)).toBe(
      'Lakeside: 500.0 t measured: "Coal by weight" has no activity data in 2025, so the data\'s measured CO2 is counted',
    );
    const calculated = ofPlant(
      basis({
        co2_basis: 'calculated',
        co2_counted_t: 201.96,
        co2_calculated_t: 201.96,
        calculation_streams: 2,
        streams_without_data: ['Coal by weight', 'Oil by volume'],
      }),
    );
    expect(co2BasisWords(calculated.plants[0]!, 2025)).toBe(
      'calculated from 2 source streams: "Coal by weight" and "Oil by volume" have no activity data in 2025 and count nothing',
    );
  });

  it('says nothing of a basis for a year kept before it was stated', () => {
    const kept = {
      ...ets,
      plants: ets.plants.map(({ plant_id, co2_t, in_ets, in_ets_assumed, share_pct }) => ({
        plant_id,
        co2_t,
        in_ets,
        in_ets_assumed,
        share_pct,
      })),
    };
    expect(etsBasisText(kept, data.plants)).toBeNull();
    expect(co2BasisWords(kept.plants[0]!, 2025)).toBeNull();
  });
});
