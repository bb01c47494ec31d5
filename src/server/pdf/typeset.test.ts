import { describe, expect, it } from 'vitest';
import { typeset } from './typeset';

describe('typeset', () => {
  it('writes the greenhouse gases with subscript digits', () => {
    expect(typeset('CO2 1.0 t; CH4 2 t (50.0 tCO2e); N2O 3 t; 400 gCO2/kWh')).toBe(
      'CO₂ 1.0 t; CH₄ 2 t (50.0 tCO₂e); N₂O 3 t; 400 gCO₂/kWh',
    );
  });

  it('puts the euro sign before amounts written with EUR on either side', () => {
    expect(typeset('EUR 15,000,000: risk')).toBe('€15,000,000: risk');
    expect(typeset('at 85 EUR/t, a penalty of 100 EUR (indexed)')).toBe(
      'at €85/t, a penalty of €100 (indexed)',
    );
    expect(typeset('over EUR 450 million turnover; 2.5 EUR/MWh')).toBe(
      'over €450 million turnover; €2.5/MWh',
    );
  });

  it('leaves EUR without an amount and other text alone', () => {
    expect(typeset('Amounts in EUR. SECTION 2025-01-01')).toBe(
      'Amounts in EUR. SECTION 2025-01-01',
    );
  });
});
