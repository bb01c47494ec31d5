import { describe, expect, it } from 'vitest';
import { DEFAULT_ETS_SETTINGS, etsYear, type EtsYearData } from '../ets/ets-year';
import { savedRegisterRow } from '../testing/saved-register-row';
import { annualEmissionsReport } from './annual-emissions-report';

// Plant 2 declared in EU ETS scope with 500 t on 10 hours; plant 3's scope only assumed.
const data: EtsYearData = {
  year: 2025,
  days_with_data: 1,
  last_date: '2025-12-31',
  plants: [
    {
      plant_id: 2,
      plant_name: 'Gas Turbine Beta',
      fuel_type: 'natural_gas',
      co2_t: 500,
      hours: 10,
      co2_sq_sum: 25_000,
    },
    {
      plant_id: 3,
      plant_name: 'Plant Gamma',
      fuel_type: 'coal',
      co2_t: 70,
      hours: 2,
      co2_sq_sum: 2_450,
    },
  ],
};
const register = [
  savedRegisterRow({ plant_id: 2, in_ets: true, ets_installation_id: 'DE-000123' }),
];
const plants = data.plants.map(({ plant_id, plant_name, fuel_type }) => ({
  plant_id,
  plant_name,
  fuel_type,
}));

const report = (ets = etsYear(data, register, null, DEFAULT_ETS_SETTINGS, '2026-02-01')) =>
  annualEmissionsReport({
    organisation: 'Acme',
    ets,
    register,
    plants,
    permit: null,
    locked: null,
  });

describe('annualEmissionsReport', () => {
  it('states the plants in declared scope and their reported CO2; the assumed one in no figure', () => {
    const r = report();
    expect(r.installation.plants).toEqual([
      {
        plant_id: 2,
        plant_name: 'Gas Turbine Beta',
        country: 'Germany',
        ets_installation_id: 'DE-000123',
        fuel_type: 'natural_gas',
      },
    ]);
    expect(r.installation.scope_not_declared).toEqual([3]);
    expect(r.emissions).toMatchObject({
      reported_co2_t: 500,
      verified_co2_t: null,
      status: 'Reported, not verified',
    });
    expect(r.measurement.plants).toEqual([{ plant_id: 2, co2_t: 500 }]);
  });

  it('invents no figure it does not hold: hours and gaps unread, no permit, no source streams', () => {
    const r = report();
    expect(r.measurement).toMatchObject({
      operating_hours: null,
      valid_hours: null,
      substituted_hours: null,
    });
    expect(r.data_gaps.gaps_over_5_days).toBeNull();
    expect(r.permit).toMatchObject({ recorded: false, text: 'No permit record for 2025' });
    expect(r.source_streams.text).toBe(
      "Source streams not in this report yet: each plant's declared source streams and their calculation are in the plant register",
    );
    expect(r.installation.operator).toBe('Acme');
  });

  it("states the verifier's statement once recorded", () => {
    const verification = {
      verifier: 'Verifier AG',
      verified_on: '2026-01-20',
      verified_co2_t: 510,
      opinion: 'satisfactory' as const,
    };
    const r = report(
      etsYear(data, register, null, DEFAULT_ETS_SETTINGS, '2026-02-01', verification),
    );
    expect(r.emissions).toMatchObject({ verified_co2_t: 510, status: 'Verified' });
    expect(r.verification.text).toBe(
      'Statement by Verifier AG on 2026-01-20, opinion: satisfactory',
    );
  });
});
