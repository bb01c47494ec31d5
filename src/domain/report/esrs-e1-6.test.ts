import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { emptyTotals } from '../readings/measure-sums.generated';
import { esrsE16, esrsE16Csv, NOT_ASSESSED } from './esrs-e1-6';

/** A plant's year: its gases, reported on every one of its hours unless said otherwise. */
const plant = (plant_id: number, co2Tonnes: number, ch4Kg: number, n2oKg: number, hours = 10) => ({
  plant_id,
  totals: { ...emptyTotals(), hours, co2Tonnes, ch4Kg, n2oKg, ch4Hours: hours, n2oHours: hours },
});
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

  it('says "not reported" for a gas no hour reports, never 0', () => {
    const lacking = {
      ...plant(1, 1000, 0, 0),
      totals: { ...plant(1, 1000, 0, 0).totals, ch4Hours: 0, n2oHours: 0 },
    };
    const n = esrsE16(ets, [lacking], 'AR4');
    expect(n.scope_1.ch4_t_co2e).toBeNull();
    expect(n.datapoints.find((d) => d.id === 'scope_1_ch4')!.text).toBe('not reported');
    expect(n.scope_1.co2e_note).toBe(
      'CO2e holds CO2 only for 10 of 10 hours: CH4 and N2O not reported',
    );
  });

  it('writes one CSV row per datapoint and the basis', () => {
    const rows = Papa.parse<string[]>(esrsE16Csv(e)).data;
    expect(rows[0]).toEqual(['datapoint', 'name', 'esrs_paragraph', 'value', 'unit', 'text']);
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
    ]);
  });
});
