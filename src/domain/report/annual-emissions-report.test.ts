import { describe, expect, it } from 'vitest';
import { DEFAULT_ETS_SETTINGS, etsYear, type EtsYearData } from '../ets/ets-year';
import { savedRegisterRow } from '../testing/saved-register-row';
import { plantCalculation } from '../source-streams/plant-calculation';
import { gasStream } from '../testing/gas-stream';
import {
  annualEmissionsReport,
  lastEndedYear,
  SECTIONS_NOT_KEPT,
  type PermitFacts,
  type ReportSections,
} from './annual-emissions-report';
import { reportStreamsOf } from './report-source-streams';

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

const report = (
  ets = etsYear(data, register, null, DEFAULT_ETS_SETTINGS, '2026-02-01'),
  {
    permit = null,
    sections = null,
  }: { permit?: PermitFacts | null; sections?: ReportSections | null } = {},
) =>
  annualEmissionsReport({
    organisation: 'Acme',
    ets,
    register,
    plants,
    permit,
    sections,
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

  it('invents no figure it does not hold: hours and gaps unread, no permit, no source streams kept', () => {
    const r = report();
    expect(r.measurement).toMatchObject({
      operating_hours: null,
      valid_hours: null,
      substituted_hours: null,
    });
    expect(r.data_gaps.gaps_over_5_days).toBeNull();
    expect(r.permit).toMatchObject({ recorded: false, text: 'No permit record for 2025' });
    expect(r.source_streams).toEqual({ text: SECTIONS_NOT_KEPT, plants: null });
    expect(r.measurement.sources).toBeNull();
    expect(r.monitoring_plan).toEqual({ version: null, text: 'not recorded' });
    expect(r.installation.operator).toBe('Acme');
  });

  it('states the permit number and monitoring plan version the permit record holds', () => {
    const permit = {
      permit_year: 2025,
      company_name: 'Acme Power GmbH',
      notes: null,
      permit_number: 'DEHSt-14310-0123',
      monitoring_plan_version: 'MP v4.2',
    };
    const r = report(undefined, { permit });
    expect(r.permit).toMatchObject({ recorded: true, permit_number: 'DEHSt-14310-0123' });
    expect(r.monitoring_plan).toEqual({ version: 'MP v4.2', text: 'MP v4.2' });
    expect(r.installation.operator).toBe('Acme Power GmbH');
    const without = report(undefined, {
      permit: { ...permit, permit_number: null, monitoring_plan_version: null },
    });
    expect(without.permit.permit_number).toBeNull();
    expect(without.monitoring_plan.text).toBe('not recorded');
  });

  it("states each plant's source streams with every factor's basis and the tiers declared", () => {
    // 1,000 MWh of gas co-fired with 20 % biomass: 3.6 TJ x 56.1 t/TJ = 201.96 t, of which
    // 161.568 t fossil and 40.392 t a biomass memo.
    const calc = plantCalculation(
      [
        gasStream({
          id: 's1',
          name: 'Gas and wood',
          biomass_fraction: 0.2,
          tier_activity_data: '2',
          tier_ncv: '2a',
          tier_emission_factor: '2a',
          tier_oxidation_factor: '1',
        }),
      ],
      'natural_gas',
      () => 1_000,
      500,
    );
    const r = report(undefined, {
      sections: { source_streams: [reportStreamsOf(2, calc)], measured_sources: [] },
    });
    const [plant] = r.source_streams.plants!;
    expect(plant).toMatchObject({ plant_id: 2, streams_from: 'register', measured_co2_t: 500 });
    expect(plant!.calculated_co2_t).toBeCloseTo(161.568, 9);
    const [s] = plant!.streams;
    expect(s).toMatchObject({
      stream_id: 's1',
      activity_data: { source: 'file_fuel_mwh', amount: 1_000, unit: 'MWh' },
      ncv: null,
      emission_factor: {
        value: 56.1,
        unit: 't CO2/TJ',
        basis: 'default',
        source: 'IPCC 2006 Guidelines, Vol. 2, Table 1.4',
      },
      oxidation_factor: { value: 1, basis: 'default', source: 'MRR Annex II' },
      biomass_fraction: { value: 0.2, basis: 'declared', source: null },
      tiers: { activity_data: '2', ncv: '2a', emission_factor: '2a', oxidation_factor: '1' },
    });
    expect(s!.energy_tj).toBeCloseTo(3.6, 12);
    expect(s!.co2_t).toBeCloseTo(161.568, 9);
    expect(s!.co2_biomass_memo_t).toBeCloseTo(40.392, 9);
    expect(r.source_streams.text).not.toBe(SECTIONS_NOT_KEPT);
  });

  it("lists a plant's streams by unit, the whole plant's first, each with its unit's amount", () => {
    // Declared GT2, whole plant (tonnes), GT10, GT1: each unit's MWh its own, 100 x its number.
    const declared = [
      gasStream({ id: 'b', name: 'To GT2', unit_id: 'GT2' }),
      gasStream({
        id: 'w',
        name: 'Coal, whole plant',
        fuel: 'other_bituminous_coal',
        activity_data: 't',
      }),
      gasStream({ id: 'x', name: 'To GT10', unit_id: 'GT10' }),
      gasStream({ id: 'a', name: 'To GT1', unit_id: 'GT1' }),
    ];
    const amount = (s: { unit_id: string | null }) =>
      s.unit_id === null ? 50 : 100 * Number(s.unit_id.slice(2));
    const streams = reportStreamsOf(
      3,
      plantCalculation(declared, 'natural_gas', amount, 0),
    ).streams;
    expect(streams.map((s) => [s.unit_id, s.name, s.activity_data.amount])).toEqual([
      [null, 'Coal, whole plant', 50],
      ['GT1', 'To GT1', 100],
      ['GT2', 'To GT2', 200],
      ['GT10', 'To GT10', 1_000],
    ]);
    // GT2: 200 MWh x 3.6 GJ/MWh = 0.72 TJ x 56.1 t/TJ = 40.392 t.
    expect(streams[2]!.co2_t).toBeCloseTo(40.392, 9);
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

describe('lastEndedYear', () => {
  it('offers the last year of the data that has ended, not the current unfinished one', () => {
    expect(lastEndedYear([2023, 2024, 2025, 2026], 2026)).toBe(2025);
    expect(lastEndedYear([2023, 2024], 2026)).toBe(2024);
    // Data only of the current year: it is all there is to offer.
    expect(lastEndedYear([2026], 2026)).toBe(2026);
    expect(lastEndedYear([], 2026)).toBeUndefined();
  });
});
