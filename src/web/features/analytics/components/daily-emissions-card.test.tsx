import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import golden from '@domain/analysis/golden/sample-analysis.json' with { type: 'json' };
import type { Analysis } from '@domain/analysis/types';
import { gasEstimatesOf } from '@domain/factors/gas-estimates';
import { DailyEmissionsCard } from './daily-emissions-card';

const sample = golden as unknown as Analysis;

function renderCard(airPollutantsKg: Analysis['dailyTotals']['airPollutantsKg']) {
  render(
    <DailyEmissionsCard
      chart={sample.emissionsChart}
      totals={{ ...sample.dailyTotals, airPollutantsKg }}
      gaps={[]}
      ghg={sample.ghgReporting}
      inventory={sample.inventory}
    />,
  );
}

describe('DailyEmissionsCard', () => {
  it("states the window's SO2 and NOx in kg beside the gases, apart from CO2e", () => {
    renderCard({ SO2: 1234.56, NOx: null });
    expect(screen.getByText(/^Air pollutants/).textContent).toBe(
      'Air pollutants over the 30 days, in kg and never counted as CO2e: SO2 1,234.6 kg, NOx not reported.',
    );
  });

  it('adds to the totals the CH4 and N2O estimated from the fuel, labelled, the bars staying reported', () => {
    // 100,000 MWh of natural gas = 360 TJ: CH4 360 kg = 0.36 t, N2O 36 kg = 0.04 t (2 decimals).
    const sums = { fuelMWh: 100_000, hours: 24, co2Hours: 24, ch4Hours: 0, n2oHours: 0 };
    const estimated = { reported: 'none' as const, missingHours: 24, estimatedHours: 24 };
    const reported = { reported: 'all' as const, missingHours: 0, estimatedHours: 0 };
    render(
      <DailyEmissionsCard
        chart={sample.emissionsChart}
        totals={{ ...sample.dailyTotals, CH4: 0, N2O: 0 }}
        gaps={[]}
        ghg={{ hours: 24, co2: reported, ch4: estimated, n2o: estimated }}
        inventory={[{ gasEstimates: gasEstimatesOf('natural gas', [sums]) }]}
      />,
    );
    expect(screen.getByText('30-Day CH4').nextSibling!.textContent).toBe(
      '0.36 t, estimated (IPCC 2006 Tier 1)',
    );
    expect(screen.getByText('30-Day N2O').nextSibling!.textContent).toBe(
      '0.04 t, estimated (IPCC 2006 Tier 1)',
    );
    // Nothing reported: the note must not say the gases are reported, then that they are not.
    expect(document.body.textContent).not.toContain('are reported in kilograms');
    expect(document.body.textContent).toContain(
      'CH4 and N2O not reported for 24 of 24 hours: a day without a gas has no bar of it, not a bar of 0. ' +
        "The totals add CH4 and N2O estimated (IPCC 2006 Tier 1) for 24 of 24 hours, from each plant's fuel.",
    );
  });

  it('adds to the CO2 total the CO2 estimated from the fuel, labelled, the days saying not reported', () => {
    // 960 MWh of natural gas no hour reports CO2 for: 960 x 3.6 x 56.1 / 1000 = 193.8816 t.
    const sums = { fuelMWh: 960, hours: 48, co2Hours: 0, ch4Hours: 48, n2oHours: 48 };
    const estimated = { reported: 'none' as const, missingHours: 48, estimatedHours: 48 };
    const reported = { reported: 'all' as const, missingHours: 0, estimatedHours: 0 };
    render(
      <DailyEmissionsCard
        chart={sample.emissionsChart}
        totals={{ ...sample.dailyTotals, CO2: 0 }}
        gaps={[]}
        ghg={{ hours: 48, co2: estimated, ch4: reported, n2o: reported }}
        inventory={[{ gasEstimates: gasEstimatesOf('natural gas', [sums]) }]}
      />,
    );
    expect(screen.getByText('30-Day CO2').nextSibling!.textContent).toBe(
      '194 t, estimated (IPCC 2006 Tier 1)',
    );
    expect(document.body.textContent).toContain(
      'CO2 not reported for 48 of 48 hours: a day without a gas has no bar of it, not a bar of 0. ' +
        "The totals add CO2 estimated (IPCC 2006 Tier 1) for 48 of 48 hours, from each plant's fuel.",
    );
  });
});
