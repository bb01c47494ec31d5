import { describe, expect, it } from 'vitest';
import { gasEstimatesOf } from '../factors/gas-estimates';
import {
  co2eBasisText,
  gasFigureText,
  gasText,
  ghgReportedText,
  ghgReportingOf,
  plantsGhgReporting,
  reportedOrNull,
  tonnesWithEstimate,
  withoutEstimates,
} from './ghg-reporting';

describe('ghgReportingOf', () => {
  it('says all, some or none of the hours report each gas', () => {
    expect(ghgReportingOf({ hours: 48, co2Hours: 48, ch4Hours: 48, n2oHours: 0 })).toEqual({
      hours: 48,
      co2: { reported: 'all', missingHours: 0, estimatedHours: 0 },
      ch4: { reported: 'all', missingHours: 0, estimatedHours: 0 },
      n2o: { reported: 'none', missingHours: 48, estimatedHours: 0 },
    });
    expect(ghgReportingOf({ hours: 48, co2Hours: 48, ch4Hours: 24, n2oHours: 24 }).ch4).toEqual({
      reported: 'some',
      missingHours: 24,
      estimatedHours: 0,
    });
  });

  it('counts a range without hours as reporting all (it lacks nothing)', () => {
    expect(ghgReportingOf({ hours: 0, co2Hours: 0, ch4Hours: 0, n2oHours: 0 }).ch4.reported).toBe(
      'all',
    );
  });

  it("sums plants' hours", () => {
    const r = plantsGhgReporting([
      { hours: 24, co2Hours: 24, ch4Hours: 0, n2oHours: 0 },
      { hours: 24, co2Hours: 24, ch4Hours: 24, n2oHours: 24 },
    ]);
    expect(r.hours).toBe(48);
    expect(r.ch4).toEqual({ reported: 'some', missingHours: 24, estimatedHours: 0 });
  });
});

describe('co2eBasisText', () => {
  it('says a CO2e total of no CH4 and no N2O holds CO2 only', () => {
    expect(
      co2eBasisText(ghgReportingOf({ hours: 8760, co2Hours: 8760, ch4Hours: 0, n2oHours: 0 })),
    ).toBe('CO2e holds CO2 only for 8,760 of 8,760 hours: CH4 and N2O not reported');
  });

  it('names the hours a mixed range lacks both gases', () => {
    expect(
      co2eBasisText(ghgReportingOf({ hours: 1416, co2Hours: 1416, ch4Hours: 672, n2oHours: 672 })),
    ).toBe('CO2e lacks CH4 and N2O for 744 of 1,416 hours: not reported');
  });

  it('names each gas a range lacks for its own hours', () => {
    expect(
      co2eBasisText(ghgReportingOf({ hours: 48, co2Hours: 48, ch4Hours: 0, n2oHours: 48 })),
    ).toBe('CO2e lacks CH4 for 48 of 48 hours: not reported');
    expect(
      co2eBasisText(ghgReportingOf({ hours: 48, co2Hours: 48, ch4Hours: 24, n2oHours: 0 })),
    ).toBe('CO2e lacks CH4 for 24 of 48 hours and N2O for 48 of 48 hours: not reported');
  });

  it('says nothing of a CO2e total that holds every gas', () => {
    expect(
      co2eBasisText(ghgReportingOf({ hours: 24, co2Hours: 24, ch4Hours: 24, n2oHours: 24 })),
    ).toBeNull();
  });
});

describe('ghgReportedText', () => {
  it('names the hours each gas is not reported for, and nothing when both are', () => {
    expect(
      ghgReportedText(ghgReportingOf({ hours: 24, co2Hours: 24, ch4Hours: 0, n2oHours: 0 })),
    ).toBe('CH4 and N2O not reported for 24 of 24 hours');
    expect(
      ghgReportedText(ghgReportingOf({ hours: 48, co2Hours: 48, ch4Hours: 48, n2oHours: 24 })),
    ).toBe('N2O not reported for 24 of 48 hours');
    expect(
      ghgReportedText(ghgReportingOf({ hours: 48, co2Hours: 48, ch4Hours: 48, n2oHours: 48 })),
    ).toBeNull();
  });
});

describe('gasText', () => {
  it('writes "not reported", never 0, for a gas no hour reports', () => {
    expect(gasText(null, 1)).toBe('not reported');
    expect(gasText(0, 1)).toBe('0.0');
  });
});

describe('CH4 and N2O estimated from the fuel (issue 38)', () => {
  const sums = (fuel: string, hours: number, reported: number) => {
    const t = { fuelMWh: 1_000, hours, co2Hours: hours, ch4Hours: reported, n2oHours: reported };
    return { ...t, gasEstimates: gasEstimatesOf(fuel, [t]) };
  };

  it('counts the hours estimated apart, and a figure holding an estimate is no longer "not reported"', () => {
    const r = ghgReportingOf(sums('natural gas', 24, 0));
    expect(r.ch4).toEqual({ reported: 'none', missingHours: 24, estimatedHours: 24 });
    expect(reportedOrNull(r.ch4, 3.6)).toBe(3.6);
    expect(gasFigureText(r, 'ch4', 3.6, 1, 'kg')).toBe('3.6 kg, estimated (IPCC 2006 Tier 1)');
    expect(co2eBasisText(r)).toBe(
      'CO2e holds CH4 and N2O estimated (IPCC 2006 Tier 1) for 24 of 24 hours',
    );
    expect(ghgReportedText(r)).toBe('CH4 and N2O estimated (IPCC 2006 Tier 1) for 24 of 24 hours');
  });

  it('keeps "not reported" for a plant whose fuel the library does not name', () => {
    const r = plantsGhgReporting([sums('natural gas', 24, 0), sums('natural gas/diesel', 24, 0)]);
    expect(r.ch4).toEqual({ reported: 'none', missingHours: 48, estimatedHours: 24 });
    expect(gasFigureText(r, 'n2o', 0.4, 1, 'kg')).toBe(
      '0.4 kg, estimated (IPCC 2006 Tier 1) for 24 of 48 hours',
    );
    expect(co2eBasisText(r)).toBe(
      'CO2e holds CH4 and N2O estimated (IPCC 2006 Tier 1) for 24 of 48 hours; ' +
        'CO2e lacks CH4 and N2O for 24 of 48 hours: not reported',
    );
    const mix = ghgReportingOf(sums('natural gas/diesel', 24, 0));
    expect(reportedOrNull(mix.ch4, 0)).toBeNull();
    expect(gasFigureText(mix, 'ch4', null, 1)).toBe('not reported');
  });

  it('adds the estimate to a series’ reported tonnes, and leaves the series’ own days reported only', () => {
    const gas = sums('natural gas', 24, 0);
    const r = ghgReportingOf(gas);
    // 3.6 kg CH4 = 0.0036 t, on top of no reported tonne.
    expect(tonnesWithEstimate(r, 'ch4', 0, gas.gasEstimates.ch4)).toBeCloseTo(0.0036, 12);
    expect(gasFigureText(r, 'ch4', 0.0036, 4, 't')).toBe('0.0036 t, estimated (IPCC 2006 Tier 1)');
    expect(ghgReportedText(withoutEstimates(r))).toBe(
      'CH4 and N2O not reported for 24 of 24 hours',
    );
    const mix = ghgReportingOf(sums('natural gas/diesel', 24, 0));
    expect(tonnesWithEstimate(mix, 'ch4', 0, null)).toBeNull();
  });
});
