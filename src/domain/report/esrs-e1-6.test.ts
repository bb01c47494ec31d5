import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { emptyTotals } from '../readings/measure-sums.generated';
import { ESTIMATED_LABEL } from '../factors/gas-estimates';
import { esrsE16, esrsE16Csv, NOT_ASSESSED, REPORTED, REPORTED_AND_ESTIMATED } from './esrs-e1-6';

/** A plant's year: its gases, reported on every one of its hours unless said otherwise. */
const plant = (plant_id: number, co2Tonnes: number, ch4Kg: number, n2oKg: number, hours = 10) => ({
  plant_id,
  fuel_type: 'natural gas',
  totals: {
    ...emptyTotals(),
    hours,
    fuelMWh: 1_000,
    co2Tonnes,
    ch4Kg,
    n2oKg,
    co2Hours: hours,
    ch4Hours: hours,
    n2oHours: hours,
  },
});

/** A plant's year of 1,000 MWh of a fuel, no hour of which reports CH4 or N2O. */
const lacking = (plant_id: number, fuel_type: string, co2Tonnes = 1000) => {
  const p = plant(plant_id, co2Tonnes, 0, 0);
  return { ...p, fuel_type, totals: { ...p.totals, ch4Hours: 0, n2oHours: 0 } };
};
const scope = (plant_id: number, in_ets: boolean, in_ets_assumed = false) => ({
  plant_id,
  co2_t: 0,
  in_ets,
  in_ets_assumed,
  share_pct: null,
});

describe('ESRS E1-6 datapoints', () => {
  // CO2 1,000 t + CH4 10,000 kg x 25 + N2O 1,000 kg x 298 = 1,000 + 250 + 298 = 1,548 t CO2e (AR4).
  const ets = { year: 2025, days_with_data: 200, plants: [scope(1, true), scope(2, false)] };
  const e = esrsE16(ets, [plant(1, 1000, 10_000, 1000), plant(2, 452, 0, 0)], 'AR4');

  it('gives gross Scope 1 by gas in t CO2e with the GWP set, and their total', () => {
    expect(e.scope_1.co2_t).toBe(1452);
    expect(e.scope_1.ch4_t_co2e).toBeCloseTo(250, 9);
    expect(e.scope_1.n2o_t_co2e).toBeCloseTo(298, 9);
    expect(e.scope_1.total_t_co2e).toBeCloseTo(2000, 9);
    expect(e.gwp_set).toBe('AR4');
  });

  it('counts the plants declared in EU ETS scope in the regulated share: 1,548 of 2,000 t', () => {
    expect(e.regulated_ets.plant_ids).toEqual([1]);
    expect(e.regulated_ets.t_co2e).toBeCloseTo(1548, 9);
    expect(e.regulated_ets.share_pct).toBeCloseTo(77.4, 9);
    expect(e.regulated_ets.note).toBeNull();
  });

  it('leaves a plant whose scope is assumed out of the share, and says so', () => {
    const assumed = { ...ets, plants: [scope(1, true), scope(2, true, true)] };
    const a = esrsE16(assumed, [plant(1, 1000, 10_000, 1000), plant(2, 452, 0, 0)], 'AR4');
    expect(a.regulated_ets.share_pct).toBeCloseTo(77.4, 9);
    expect(a.regulated_ets.scope_assumed).toEqual({ plant_ids: [2], t_co2e: 452 });
    expect(a.regulated_ets.note).toBe(
      '452.0 t CO2e of 1 plant whose EU ETS scope is assumed, not declared in the plant register, count in no share',
    );
  });

  it('names each datapoint with its paragraph, and Scope 2 and 3 as not assessed', () => {
    const byId = new Map(e.datapoints.map((d) => [d.id, d]));
    expect(byId.get('scope_1_gross')).toMatchObject({ paragraph: 'ESRS E1-6 §44(a)' });
    expect(byId.get('scope_1_regulated_ets_pct')).toMatchObject({
      paragraph: 'ESRS E1-6 §48(b)',
      text: '77.4 %',
    });
    expect(byId.get('scope_2_gross')).toMatchObject({
      paragraph: 'ESRS E1-6 §44(b)',
      value: null,
      text: NOT_ASSESSED,
    });
    expect(byId.get('scope_3_gross')).toMatchObject({
      paragraph: 'ESRS E1-6 §44(c)',
      text: NOT_ASSESSED,
    });
    expect(byId.get('gwp_set')!.text).toBe('AR4 GWPs of 25 for CH4 and 298 for N2O');
  });

  it('states the basis of a year with data on some of its days', () => {
    expect(e.basis).toEqual({
      days_with_data: 200,
      days_in_year: 365,
      text: '200 of 365 days of 2025 with data',
    });
  });

  it('converts with the set asked: AR6 gives 1,000 + 298 + 273 = 1,571 t', () => {
    const ar6 = esrsE16(ets, [plant(1, 1000, 10_000, 1000)], 'AR6');
    expect(ar6.scope_1.total_t_co2e).toBeCloseTo(1571, 9);
  });

  it('says "not reported" for a gas no hour reports of a fuel the library does not name, never 0', () => {
    const n = esrsE16(ets, [lacking(1, 'natural gas/diesel')], 'AR4');
    expect(n.scope_1.ch4_t_co2e).toBeNull();
    expect(n.datapoints.find((d) => d.id === 'scope_1_ch4')).toMatchObject({
      text: 'not reported',
      basis: 'not reported',
    });
    expect(n.scope_1.co2e_note).toBe(
      'CO2e holds CO2 only for 10 of 10 hours: CH4 and N2O not reported',
    );
  });

  it('estimates a gas no hour reports from the plant’s fuel, and labels each datapoint’s basis', () => {
    // Natural gas 1,000 MWh = 3.6 TJ: CH4 3.6 kg x 25 = 0.09 t, N2O 0.36 kg x 298 = 0.10728 t.
    // Coal 1,000 MWh: CH4 3.6 kg, N2O 3.6 TJ x 1.5 = 5.4 kg x 298 = 1.6092 t.
    const x = esrsE16(ets, [lacking(1, 'natural gas'), lacking(2, 'coal', 452)], 'AR4');
    expect(x.scope_1.ch4_t_co2e).toBeCloseTo(0.18, 9);
    expect(x.scope_1.n2o_t_co2e).toBeCloseTo(0.10728 + 1.6092, 9);
    expect(x.scope_1.total_t_co2e).toBeCloseTo(1452 + 0.18 + 1.71648, 9);
    expect(x.scope_1.gas_estimates.n2o!.kg).toBeCloseTo(5.76, 9);
    expect(x.regulated_ets.t_co2e).toBeCloseTo(1000 + 0.09 + 0.10728, 9);
    const byId = new Map(x.datapoints.map((d) => [d.id, d]));
    expect(byId.get('scope_1_ch4')).toMatchObject({
      basis: ESTIMATED_LABEL,
      text: '0.2 t CO2e, estimated (IPCC 2006 Tier 1)',
    });
    expect(byId.get('scope_1_co2')!.basis).toBe(REPORTED);
    expect(byId.get('scope_1_gross')!.basis).toBe(REPORTED_AND_ESTIMATED);
    expect(byId.get('scope_2_gross')!.basis).toBeNull();
    expect(x.scope_1.co2e_note).toBe(
      'CO2e holds CH4 and N2O estimated (IPCC 2006 Tier 1) for 20 of 20 hours',
    );
    expect(e.datapoints.find((d) => d.id === 'scope_1_ch4')).toMatchObject({
      basis: REPORTED,
      text: '250.0 t CO2e',
    });
    const csv = Papa.parse<string[]>(esrsE16Csv(x)).data;
    expect(csv.find((r) => r[0] === 'scope_1_n2o')!.slice(3)).toEqual([
      String(x.scope_1.n2o_t_co2e),
      't CO2e',
      '1.7 t CO2e, estimated (IPCC 2006 Tier 1)',
      ESTIMATED_LABEL,
    ]);
  });

  it('estimates CO2 no hour reports from the plant’s fuel type, labelled (issue 38)', () => {
    // 1,000 MWh of natural gas = 3.6 TJ x 56.1 t/TJ = 201.96 t CO2, every hour's estimated.
    const p = plant(1, 0, 10_000, 1000);
    const x = esrsE16(ets, [{ ...p, totals: { ...p.totals, co2Hours: 0 } }], 'AR4');
    expect(x.scope_1.co2_t).toBeCloseTo(201.96, 9);
    expect(x.scope_1.gas_estimates.co2).toMatchObject({ fuel_mwh: 1000, label: ESTIMATED_LABEL });
    const co2 = x.datapoints.find((d) => d.id === 'scope_1_co2')!;
    expect(co2).toMatchObject({ basis: ESTIMATED_LABEL, text: `202.0 t CO2e, ${ESTIMATED_LABEL}` });
    expect(x.datapoints.find((d) => d.id === 'scope_1_gross')!.basis).toBe(REPORTED_AND_ESTIMATED);
  });

  it('writes one CSV row per datapoint and the basis', () => {
    const rows = Papa.parse<string[]>(esrsE16Csv(e)).data;
    expect(rows[0]).toEqual([
      'datapoint',
      'name',
      'esrs_paragraph',
      'value',
      'unit',
      'text',
      'basis',
    ]);
    expect(rows.find((r) => r[0] === 'scope_1_gross')!.slice(2, 5)).toEqual([
      'ESRS E1-6 §44(a)',
      '2000',
      't CO2e',
    ]);
    expect(rows.at(-1)).toEqual([
      'basis',
      'Days of the year with data',
      '',
      '200',
      'days',
      '200 of 365 days of 2025 with data',
      '',
    ]);
  });
});
