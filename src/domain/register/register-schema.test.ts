import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { EU_MEMBER_STATES, REGISTER_COUNTRIES, isEuMemberState } from './countries';
import { registerPatchSchema } from './register-schema';

const issues = (value: unknown) => {
  const r = z.safeParse(registerPatchSchema, value);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('REGISTER_COUNTRIES', () => {
  it('holds the EU member states, the UK, Norway, Switzerland, the US and the spec locations', () => {
    expect(EU_MEMBER_STATES).toHaveLength(27);
    for (const c of [
      ...EU_MEMBER_STATES,
      'United Kingdom',
      'Norway',
      'Switzerland',
      'US',
      'Europe',
    ])
      expect(REGISTER_COUNTRIES).toContain(c);
    expect(new Set(REGISTER_COUNTRIES).size).toBe(REGISTER_COUNTRIES.length);
    expect(isEuMemberState('Germany')).toBe(true);
    expect(isEuMemberState('Norway')).toBe(false);
  });
});

describe('registerPatchSchema', () => {
  it('accepts any subset of the fields, null clearing a value and a missing key keeping it', () => {
    expect(z.parse(registerPatchSchema, {})).toEqual({});
    expect(
      z.parse(registerPatchSchema, {
        country: 'Germany',
        capacity_mw: 0,
        renewable_share: 100,
        in_ets: false,
        notes: '  ',
        sector: null,
        confirmed: true,
      }),
    ).toEqual({
      country: 'Germany',
      capacity_mw: 0,
      renewable_share: 100,
      in_ets: false,
      notes: null,
      sector: null,
      confirmed: true,
    });
  });

  it('refuses values with the messages the form shows', () => {
    expect(
      issues({
        country: 'Atlantis',
        capacity_mw: -1,
        renewable_share: 100.5,
        ets_installation_id: 'x'.repeat(101),
        notes: 'x'.repeat(501),
        in_ets: 'yes',
        confirmed: 1,
      }),
    ).toEqual([
      'country: Choose a country from the list',
      'capacity_mw: Capacity must be 0 MW or more',
      'ets_installation_id: ETS installation ID must be at most 100 characters',
      'in_ets: In EU ETS scope must be yes or no',
      'renewable_share: Renewable share must be between 0 and 100',
      'notes: Notes must be at most 500 characters',
      'confirmed: Confirmed must be yes or no',
    ]);
    expect(issues({ renewable_share: -0.1 })).toEqual([
      'renewable_share: Renewable share must be between 0 and 100',
    ]);
    expect(issues({ capacity_mw: '12' })).toEqual(['capacity_mw: Capacity must be 0 MW or more']);
    expect(issues({ ets_installation_id: 'x'.repeat(100), notes: 'x'.repeat(500) })).toEqual([]);
  });
});
