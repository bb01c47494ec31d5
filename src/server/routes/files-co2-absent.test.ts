// Issue 38: a gas plant's export without a CO2 column, uploaded through an import profile that
// marks CO2_emissions_tonnes absent, its register declaring no source stream: the ETS year counts
// its CO2 from its fuel type (MWh x 3.6 GJ/MWh x 56.1 kg/GJ / 1000 a day) and the analysis
// estimates it from the same fuel, labelled, never a silent 0 t.
import { expect, it } from 'vitest';
import { HISTORIAN } from '../testing/historian-profile';
import { uploadThroughProfile } from '../testing/epa-upload';
import { declareInEts, describeApi } from '../testing/test-app';

/** The historian's export without CO2, CH4 and N2O columns, its timestamps UTC. */
const WITHOUT_CO2 = {
  ...HISTORIAN,
  name: 'Historian without CO2',
  timezone: 'UTC',
  columns: Object.fromEntries(
    Object.entries(HISTORIAN.columns).filter(([c]) => !/^(CO2|CH4|N2O)_/.test(c)),
  ),
  units: Object.fromEntries(
    Object.entries(HISTORIAN.units).filter(([c]) => c !== 'CO2_emissions_tonnes'),
  ),
  absent: ['CO2_emissions_tonnes', 'CH4_emissions_kg', 'N2O_emissions_kg'],
};

const pad = (n: number) => String(n).padStart(2, '0');

/** Plant 7's 2 days x 24 h at 20 MWh of natural gas and 10 MWh of electricity an hour. */
const file = () =>
  [
    'Zeitstempel;Anlage;Anlagenname;Brennstoff;Strom [kWh];Wärme [kWh];Brennstoffeinsatz [kWh];Wirkungsgrad [%]',
    ...['03', '04'].flatMap((day) =>
      Array.from(
        { length: 24 },
        (_, h) => `${day}.03.2025 ${pad(h)}:00;7;Gas 7;Natural Gas;10000;0;20000;50`,
      ),
    ),
  ].join('\r\n') + '\r\n';

// 480 MWh x 3.6 GJ/MWh x 56.1 kg/GJ / 1000 = 96.9408 t a day.
const PER_DAY_T = 96.9408;

describeApi('an export without CO2 (issue 38)', (t) => {
  it("counts the ETS year from the fuel type and estimates the analysis's CO2, labelled", async () => {
    const user = await t.signUp();
    await uploadThroughProfile(t, user, WITHOUT_CO2, file(), 'no-co2.csv');
    await declareInEts(t, user, 7);

    const ets = (await (await t.request('/api/ets/2025', { cookie: user.cookie })).json()) as {
      reported_co2_t: number;
      plants: { plant_id: number; co2_t: number; co2_basis: string; co2_calculated_t: number }[];
    };
    const plant = ets.plants.find((p) => p.plant_id === 7)!;
    expect(plant.co2_basis).toBe('fuel_type');
    expect(plant.co2_t).toBeCloseTo(2 * PER_DAY_T, 9);
    expect(plant.co2_calculated_t).toBeCloseTo(2 * PER_DAY_T, 9);
    expect(ets.reported_co2_t).toBeCloseTo(2 * PER_DAY_T, 9);

    // Day by day, as the plant's calculation states it: 96.9408 t on each of the two days.
    const calc = await t.request('/api/plants/7/calculation?year=2025', { cookie: user.cookie });
    expect(calc.status).toBe(200);
    const { streams_from, days } = (await calc.json()) as {
      streams_from: string;
      days: { date: string; co2_t: number; co2_biomass_memo_t: number }[] | null;
    };
    expect(streams_from).toBe('fuel_type');
    expect(days!.map((d) => d.date)).toEqual(['2025-03-03', '2025-03-04']);
    for (const day of days!) {
      expect(day.co2_t).toBeCloseTo(PER_DAY_T, 9);
      expect(day.co2_biomass_memo_t).toBe(0);
    }

    const res = await t.request('/api/analysis', { cookie: user.cookie });
    expect(res.status).toBe(200);
    const a = (await res.json()) as {
      ghgReporting: { co2: { reported: string; missingHours: number; estimatedHours: number } };
      inventory: {
        co2Tonnes: number;
        co2Hours: number;
        gasEstimates: { co2: { kg: number; fuel_mwh: number; label: string } | null };
      }[];
      kpis: { totalEmissions: number };
      factories: { total_co2_tonnes: number; emissions_gCO2_per_kWh: number | null }[];
      dailyEmissions: { date: string; CO2: number | null; hasData: boolean }[];
    };
    expect(a.ghgReporting.co2).toEqual({ reported: 'none', missingHours: 48, estimatedHours: 48 });
    const [inv] = a.inventory;
    expect(inv).toMatchObject({ co2Tonnes: 0, co2Hours: 0 });
    expect(inv!.gasEstimates.co2).toMatchObject({
      fuel_mwh: 960,
      label: 'estimated (IPCC 2006 Tier 1)',
    });
    expect(inv!.gasEstimates.co2!.kg / 1000).toBeCloseTo(2 * PER_DAY_T, 9);
    expect(a.kpis.totalEmissions).toBe(194);
    expect(a.factories[0]!.total_co2_tonnes).toBeCloseTo(2 * PER_DAY_T, 9);
    // 193.8816 t for 480 MWh of electricity.
    expect(a.factories[0]!.emissions_gCO2_per_kWh).toBe(403.9);
    // The days' series holds what the data report: no CO2, never 0 t.
    expect(a.dailyEmissions.filter((d) => d.hasData).map((d) => d.CO2)).toEqual([null, null]);
  });
});
