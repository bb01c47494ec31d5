// Issue 34 §6: the bell's alerts answer lists at most LISTED_ALERTS_MAX alerts, the critical first,
// with the count of all: a fleet whose every plant misses hours is not one alert per plant.
import { expect, it } from 'vitest';
import { LISTED_ALERTS_MAX } from '../../domain/core/constants';
import { describeApi } from '../testing/test-app';

const HEADER =
  'date,plant_id,plant_name,fuel_type,electricity_output_MWh,heat_output_MWh,fuel_consumption_MWh,CO2_emissions_tonnes,CH4_emissions_kg,N2O_emissions_kg,efficiency_percent';

/** Each plant's readings at 00:00 and 05:00: four hours missing between them. */
const gappyFleet = (plants: number) =>
  [
    HEADER,
    ...['00', '05'].flatMap((hour) =>
      Array.from(
        { length: plants },
        (_, i) => `2025-01-01 ${hour}:00:00,${i + 1},Plant ${i + 1},coal,10,0,30,1,0,0,33`,
      ),
    ),
  ].join('\n') + '\n';

describeApi('The bound on the alerts the bell lists', (t) => {
  it('lists the first alerts and counts them all', async () => {
    const user = await t.signUp();
    const plants = LISTED_ALERTS_MAX + 5;
    const form = new FormData();
    form.append('file', new File([gappyFleet(plants)], 'fleet.csv', { type: 'text/csv' }));
    const up = await t.request('/api/files', { method: 'POST', cookie: user.cookie, body: form });
    expect(up.status).toBe(201);

    const res = await t.request('/api/alerts', { cookie: user.cookie });
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      alerts: { kind: string; tone: string }[];
      alertCount: number;
    };
    expect(body.alerts).toHaveLength(LISTED_ALERTS_MAX);
    expect(body.alertCount).toBeGreaterThanOrEqual(plants);
    const gaps = body.alerts.filter((a) => a.kind === 'data_gap').length;
    expect(gaps).toBeGreaterThan(0);
  });
});
