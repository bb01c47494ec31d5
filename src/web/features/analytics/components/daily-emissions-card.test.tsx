import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import golden from '@domain/analysis/golden/sample-analysis.json' with { type: 'json' };
import type { Analysis } from '@domain/analysis/types';
import { DailyEmissionsCard } from './daily-emissions-card';

const sample = golden as unknown as Analysis;

function renderCard(airPollutantsKg: Analysis['dailyTotals']['airPollutantsKg']) {
  render(
    <DailyEmissionsCard
      chart={sample.emissionsChart}
      totals={{ ...sample.dailyTotals, airPollutantsKg }}
      gaps={[]}
      ghg={sample.ghgReporting}
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
});
