// @vitest-environment happy-dom
// Issue 26: the chips state what they rest on: SEC from the plant register, CSRD never a verdict.
import * as Tooltip from '@radix-ui/react-tooltip';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { analyze } from '@domain/completion/analyze';
import { parseCsv } from '@domain/csv/parse';
import { generateSampleCsv } from '@domain/sample/generate-sample';
import { factoryBars } from '@domain/views/benchmark-insights';
import { ESTIMATED_LABEL } from '@domain/factors/gas-estimates';
import { FactoryCard } from './factory-card';

const parsed = parseCsv(new TextEncoder().encode(generateSampleCsv({ days: 30 })));
if (!parsed.ok) throw new Error(parsed.message);
// By the register's defaults plants 1 and 2 report under the SEC rule, plants 3 and 4 do not.
const analysis = analyze(parsed.dataset, parsed.quality, { now: '2025-03-01' });
const bars = factoryBars(analysis.factories);

function renderCard(plantId: number, co2Label: string | null = null) {
  const i = analysis.factories.findIndex((f) => f.id === plantId);
  return render(
    <Tooltip.Provider>
      <FactoryCard
        factory={analysis.factories[i]!}
        bars={bars[i]!}
        countryAssumed
        co2Label={co2Label}
      />
    </Tooltip.Provider>,
  );
}

afterEach(cleanup);

describe('FactoryCard chips', () => {
  it('puts a plant the register does not mark outside the SEC rule, not SEC compliant', async () => {
    renderCard(3);
    const sec = screen.getByRole('button', { name: 'SEC : outside scope' });
    await userEvent.click(sec);
    expect(
      (await screen.findAllByText(/^Not under the SEC rule \(assumed; /)).length,
    ).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'SEC : compliant' })).toBeNull();
  });

  it('gives a plant the register marks an SEC chip with no verdict, saying its mark is assumed', async () => {
    renderCard(1);
    // The SEC extract is a voluntary disclosure: Compliance gives it no verdict, nor does the chip.
    expect(screen.queryByRole('button', { name: 'SEC : compliant' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'SEC : not assessed' }));
    expect(
      (await screen.findAllByText(/^Reporting under the SEC rule \(assumed; .*so no verdict\.$/))
        .length,
    ).toBeGreaterThan(0);
  });

  it('shows CSRD/ESRS as not assessed, saying no efficiency figure decides it', async () => {
    renderCard(1);
    const csrd = screen.getByRole('button', { name: 'CSRD/ESRS : not assessed' });
    await userEvent.click(csrd);
    expect(
      (
        await screen.findAllByText(
          /^CSRD compliance not assessed: no efficiency figure decides it\./,
        )
      ).length,
    ).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'CSRD/ESRS : compliant' })).toBeNull();
  });
});

describe('FactoryCard intensity (issue 38)', () => {
  it('says when the CO2 behind its gCO2/kWh is estimated from the fuel type, and not otherwise', () => {
    renderCard(2, ESTIMATED_LABEL);
    expect(screen.getByText('gCO2/kWh: CO2 estimated (IPCC 2006 Tier 1)')).toBeTruthy();
    cleanup();
    renderCard(2);
    expect(screen.queryByText(/estimated/)).toBeNull();
  });
});
