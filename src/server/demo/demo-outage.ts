import { dateToDay, dayToDate } from '@domain/readings/day-number';
import type { DemoSpan } from '@domain/sample/demo-sample';
import { gapHours } from '../quality/gap-hours';
import type { Services } from '../services';
import { DEMO_SETUP } from './demo-account';

/**
 * Issue 37: the demo's outage classified as the data-quality screen classifies a gap: the plant
 * did not operate, so its missing days count neither as a gap nor towards a substitute.
 */
export async function classifyDemoOutage(
  services: Services,
  orgId: string,
  outage: DemoSpan['outage'],
): Promise<void> {
  // The generated readings left out whole UTC days: the classification names those instants.
  const next = dayToDate(dateToDay(outage.to) + 1);
  const hours = gapHours(`${outage.from}T00:00:00Z`, `${next}T00:00:00Z`, undefined);
  if (!hours.ok) throw new Error(`The demo's outage does not read: ${hours.message}`);
  await services.queries.coverage.classify(
    orgId,
    { plant_id: outage.plant_id, from: hours.from, to: hours.to, reason: 'not_operating' },
    DEMO_SETUP,
  );
}
