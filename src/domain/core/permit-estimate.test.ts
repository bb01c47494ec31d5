import { describe, expect, it } from 'vitest';
import { permitEstimate } from './permit-estimate';

describe('permitEstimate (accounts §2, §9)', () => {
  it('counts 100,000 tCO2 per permit at 85 EUR per tCO2', () => {
    expect(permitEstimate(1)).toEqual({ capacityT: 100_000, valueEur: 8_500_000 });
    expect(permitEstimate(12)).toEqual({ capacityT: 1_200_000, valueEur: 102_000_000 });
  });

  it('is nothing for no permits', () => {
    expect(permitEstimate(0)).toEqual({ capacityT: 0, valueEur: 0 });
  });
});
