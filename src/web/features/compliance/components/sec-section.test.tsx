// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { analysisBase, completeAnalysis } from '@domain/completion/analyze';
import { parseCsv } from '@domain/csv/parse';
import { MSG_NO_SEC_FACILITIES } from '@domain/messages';
import type { SavedRegisterRow } from '@domain/register/register';
import { generateSampleCsv } from '@domain/sample/generate-sample';
import { savedRegisterRow } from '@domain/testing/saved-register-row';
import { SecSection } from './sec-section';

const parsed = parseCsv(new TextEncoder().encode(generateSampleCsv({ days: 2 })));
if (!parsed.ok) throw new Error(parsed.message);
const base = analysisBase(parsed.dataset, parsed.quality, {});
// The same file read through a profile that marks CH4 and N2O absent (issue 27).
const withoutGases = analysisBase(parsed.dataset, parsed.quality, {}, [
  'CH4_emissions_kg',
  'N2O_emissions_kg',
]);

/** The cells' texts of a table's body rows. */
function bodyRows(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );
}

/** The SEC section of the sample with the user's saved register rows. */
function renderWith(register: SavedRegisterRow[] = [], of = base) {
  const { sec, plants } = completeAnalysis(of, { now: '2025-03-01', register });
  render(
    <MemoryRouter>
      <SecSection sec={sec} plantCount={plants.length} />
    </MemoryRouter>,
  );
  return screen.getByRole('region', { name: 'US SEC Climate Disclosure' });
}

afterEach(cleanup);

describe('SecSection', () => {
  it('shows CH4 and N2O not reported, never 0, and says the CO2e holds CO2 only', () => {
    const section = renderWith([], withoutGases);
    const table = within(section).getByRole('table', { name: 'Emission breakdown by gas' });
    expect(bodyRows(table).map((cells) => cells.slice(2))).toEqual([
      ['not reported', 'not reported'],
      ['not reported', 'not reported'],
    ]);
    // Two plants, 2 days of 24 hours each.
    expect(section.textContent).toContain(
      'CO2e holds CO2 only for 96 of 96 hours: CH4 and N2O not reported.',
    );
    cleanup();
    expect(renderWith().textContent).not.toContain('not reported');
  });

  it('lists plants 1 and 2 by default, marked assumed, states the rule status with its sources, and gives no verdict', () => {
    const section = renderWith();
    expect(section.textContent).toContain('on 2025-03-27 the SEC voted to end its defence');
    expect(section.textContent).toContain('This extract is voluntary');
    expect(section.textContent).toContain('allocates no allowances');
    const table = within(section).getByRole('table', { name: 'Facilities in the SEC extract' });
    expect(bodyRows(table).map((cells) => cells[0])).toEqual([
      'Coal Plant Alphaassumed',
      'Gas Turbine Betaassumed',
    ]);
    expect(within(table).queryByText(/allowances|compliant|shortfall|surplus/i)).toBeNull();
    expect(section.textContent).not.toMatch(/\bcompliant\b/i);
    expect(within(section).getByRole('link', { name: 'plant register' })).toBeTruthy();
  });

  it('lists exactly the plants the register marks, without the label once declared', () => {
    const section = renderWith([
      savedRegisterRow({ plant_id: 1, sec_reporting: false }),
      savedRegisterRow({ plant_id: 2, confirmed: true }),
      savedRegisterRow({ plant_id: 3, sec_reporting: true, country: 'Netherlands' }),
    ]);
    const table = within(section).getByRole('table', { name: 'Facilities in the SEC extract' });
    expect(bodyRows(table).map((cells) => cells.slice(0, 2))).toEqual([
      ['Gas Turbine Beta', 'Germany'],
      ['CHP Plant Gamma', 'Netherlands'],
    ]);
    expect(section.textContent).toContain('Each is declared in the plant register.');
  });

  it('says so when no plant reports under the rule', () => {
    const section = renderWith([
      savedRegisterRow({ plant_id: 1, sec_reporting: false }),
      savedRegisterRow({ plant_id: 2, sec_reporting: false }),
    ]);
    expect(within(section).getByText(MSG_NO_SEC_FACILITIES)).toBeTruthy();
  });
});
