// Issue 37: the demo's last complete year as a compliance officer leaves it: its allowances held
// and surrendered, the verifier's statement recorded, then the year locked; and this year's
// permit record. Each goes through the rules the routes apply to a user's own.
import { PERMIT_CAPACITY_T } from '@domain/constants';
import { permitFieldsSchema } from '@domain/validation/permit';
import {
  verificationDateProblem,
  verificationStatementSchema,
} from '@domain/validation/ets-verification';
import { answerEtsYear } from '../scope/locked-years';
import { lockYear } from '../annual-report/lock-year';
import { today } from '../clock';
import type { Services } from '../services';
import { DEMO_ACCOUNT, DEMO_NOTE, DEMO_SETUP } from './demo-account';

/** The demo's verification body, named as demo data wherever "verified" cites it. */
export const DEMO_VERIFIER = 'Demo Verification Body (demo data)';
/** The day of the year after that the statement is dated, unless today is earlier. */
const VERIFIED_ON = '-03-15';

/** Days in a month on average, as the runway counts them. */
const DAYS_PER_MONTH = 365 / 12;

async function savePermit(services: Services, orgId: string, year: number, fields: object) {
  const parsed = permitFieldsSchema.parse({
    company_name: DEMO_ACCOUNT.companyName,
    notes: DEMO_NOTE,
    ...fields,
  });
  await services.queries.permits.upsertPermitForYear(orgId, year, parsed, DEMO_SETUP);
}

/**
 * Records `year` (ended) as verified and surrendered in full, and locks it: the permit record
 * holds as many EUAs as the verified CO2 and surrenders them, the statement states the reported
 * CO2 of the plants in scope, and the lock comes last, after everything it freezes.
 */
export async function closeDemoYear(services: Services, orgId: string, year: number) {
  const ets = await answerEtsYear(services, orgId, year);
  const verified = Math.round(ets.reported_co2_t * 10) / 10;
  const euas = Math.ceil(verified);
  await savePermit(services, orgId, year, {
    active_permits: Math.ceil(euas / PERMIT_CAPACITY_T),
    allowances_eua: euas,
    surrendered: euas,
  });
  const day = today(services);
  const dated = `${year + 1}${VERIFIED_ON}`;
  const statement = verificationStatementSchema.parse({
    verifier: DEMO_VERIFIER,
    verified_on: dated < day ? dated : day,
    verified_co2_t: verified,
    opinion: 'satisfactory',
  });
  const problem = verificationDateProblem(statement, year, day);
  if (problem) throw new Error(`The demo's statement is refused: ${problem}`);
  await services.queries.etsVerifications.save(orgId, year, statement, DEMO_SETUP);
  await lockYear(services, orgId, year, DEMO_SETUP);
}

/**
 * This year's permit record: as many permits as its CO2 so far and `runwayMonths` more at its
 * rate so far need, so the runway opens on a yellow light.
 */
export async function openDemoYear(services: Services, orgId: string, year: number) {
  const ets = await answerEtsYear(services, orgId, year);
  const perMonth = (ets.reported_co2_t / Math.max(1, ets.days_with_data)) * DAYS_PER_MONTH;
  const needed = ets.reported_co2_t + DEMO_ACCOUNT.runwayMonths * perMonth;
  await savePermit(services, orgId, year, {
    active_permits: Math.max(1, Math.ceil(needed / PERMIT_CAPACITY_T)),
  });
}
