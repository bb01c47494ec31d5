// Issue 11 "Plausibility": a permit count that reads like EUAs entered as permits asks before it is saved.
import { num } from '../format';

/** Issue 11: a block count standing for more than this many times the year's CO2 asks first. */
export const PLAUSIBLE_FACTOR = 10;

/** Why a block count looks like EUAs entered as permits, or null when it is plausible. */
export function implausiblePermits(
  values: { permit_year: number; active_permits: number; allowances_eua?: number | null },
  blockT: number,
  verifiedT: number | undefined,
): string | null {
  if (values.allowances_eua != null || !verifiedT || verifiedT <= 0) return null;
  const tonnes = values.active_permits * blockT;
  if (tonnes <= PLAUSIBLE_FACTOR * verifiedT) return null;
  return (
    `${num(values.active_permits)} permits x ${num(blockT)} t = ${num(tonnes)} t CO2, more than ` +
    `${PLAUSIBLE_FACTOR}x the ${values.permit_year} verified emissions of ${num(verifiedT)} t. ` +
    `One permit stands for ${num(blockT)} t; if you hold ${num(values.active_permits)} allowances ` +
    `(EUAs), enter them under Allowances in EUAs instead.`
  );
}
