import { describe, expect, it } from 'vitest';
import { implausiblePermits } from './plausibility';

describe('implausiblePermits', () => {
  it('asks about a permit count over 10x the year’s CO2, and explains the unit', () => {
    const year = { permit_year: 2025, active_permits: 8_400_000 };
    expect(implausiblePermits(year, 100_000, 128_884)).toBe(
      '8,400,000 permits x 100,000 t = 840,000,000,000 t CO2, more than 10x the 2025 verified emissions of 128,884 t. ' +
        'One permit stands for 100,000 t; if you hold 8,400,000 allowances (EUAs), enter them under Allowances in EUAs instead.',
    );
  });

  it('lets a plausible count, EUAs entered, or a year without CO2 through', () => {
    expect(implausiblePermits({ permit_year: 2025, active_permits: 5 }, 100_000, 128_884)).toBe(
      null,
    );
    const euas = { permit_year: 2025, active_permits: 8_400_000, allowances_eua: 8_400_000 };
    expect(implausiblePermits(euas, 100_000, 128_884)).toBe(null);
    expect(implausiblePermits({ permit_year: 2025, active_permits: 8_400_000 }, 100_000, 0)).toBe(
      null,
    );
  });
});
