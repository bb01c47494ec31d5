// accounts §2 "EU Permits tab", §9: the estimate shown while permits are entered.
import { PERMIT_CAPACITY_T, PERMIT_PRICE_EUR_PER_T } from './constants';

export interface PermitEstimate {
  /** tCO2 of capacity the permits stand for. */
  capacityT: number;
  /** Market value of that capacity in EUR. */
  valueEur: number;
}

/** Capacity (permits x 100,000 tCO2) and value (capacity x 85 EUR/tCO2) of a permit holding. */
export function permitEstimate(activePermits: number): PermitEstimate {
  const capacityT = activePermits * PERMIT_CAPACITY_T;
  return { capacityT, valueEur: capacityT * PERMIT_PRICE_EUR_PER_T };
}
