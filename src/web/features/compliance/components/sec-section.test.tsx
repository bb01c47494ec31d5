// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { analysisBase, completeAnalysis } from '@domain/completion/analyze';
import { parseCsv } from '@domain/csv/parse';
import { num } from '@domain/format';
import { MSG_NO_SEC_FACILITIES } from '@domain/messages';
import type { SavedRegisterRow } from '@domain/register/register';
import { generateSampleCsv } from '@domain/sample/generate-sample';
import { savedRegisterRow } from '@domain/testing/saved-register-row';
import { SecSection } from './sec-section';

const sampleCsv = generateSampleCsv({ days: 2 });
const parsed = parseCsv(new TextEncoder().encode(sampleCsv));
if (!parsed.ok) throw new Error(parsed.message);
const base = analysisBase(parsed.dataset, parsed.quality, {});

/** The sample with 0 for some gases in every row, as a profile's reader writes a gas it lacks. */
function sampleWithoutGases(lacked = ['CH4_emissions_kg', 'N2O_emissions_kg']): string {
  const [header, ...lines] = sampleCsv.trimEnd().split('\n');
  const columns = header!.split(',');
  const gases = lacked.map((c) => columns.indexOf(c));
  const zeroed = lines.map((l) =>
    l
      .split(',')
      .map((v, i) => (gases.includes(i) ? '0' : v))
      .join(','),
  );
  return [header, ...zeroed].join('\n') + '\n';
}
const lacking = parseCsv(new TextEncoder().encode(sampleWithoutGases()));
if (!lacking.ok) throw new Error(lacking.message);
// That file read through a profile that marks CH4 and N2O absent (issue 27).
const withoutGases = analysisBase(lacking.dataset, lacking.quality, {}, [
  'CH4_emissions_kg',
  'N2O_emissions_kg',
]);

const noCo2 = parseCsv(new TextEncoder().encode(sampleWithoutGases(['CO2_emissions_tonnes'])));
if (!noCo2.ok) throw new Error(noCo2.message);
// The sample read through a profile that marks CO2 absent (issue 38).
const withoutCo2 = analysisBase(noCo2.dataset, noCo2.quality, {}, ['CO2_emissions_tonnes']);

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
  it('shows CH4 and N2O estimated from the fuel, labelled, and says the CO2e holds them', () => {
    const section = renderWith([], withoutGases);
    const table = within(section).getByRole('table', { name: 'Emission breakdown by gas' });
    // Per plant: fuel MWh x 3.6 / 1,000 = TJ; coal CH4 1 and N2O 1.5 kg/TJ, natural gas 1 and 0.1;
    // kg / 1,000 x AR4's 25 and 298.
    const [coal, gas] = withoutGases.inventory;
    const tj = (p: typeof coal) => (p!.fuelMWh * 3.6) / 1000;
    const label = (t: number) => `${num(t, 1)}, estimated (IPCC 2006 Tier 1)`;
    expect(bodyRows(table).map((cells) => cells.slice(2))).toEqual([
      [label((tj(coal) * 1 * 25) / 1000), label((tj(coal) * 1.5 * 298) / 1000)],
      [label((tj(gas) * 1 * 25) / 1000), label((tj(gas) * 0.1 * 298) / 1000)],
    ]);
    // Two plants, 2 days of 24 hours each.
    expect(section.textContent).toContain(
      'CO2e holds CH4 and N2O estimated (IPCC 2006 Tier 1) for 96 of 96 hours.',
    );
    cleanup();
    expect(renderWith().textContent).not.toContain('estimated');
  });

  it('shows CO2 estimated from the fuel, labelled, when the data hold none (issue 38)', () => {
    const table = within(renderWith([], withoutCo2)).getByRole('table', {
      name: 'Emission breakdown by gas',
    });
    // Coal 94.6 and natural gas 56.1 t/TJ of the plants' fuel MWh x 3.6 / 1,000.
    const [coal, gas] = withoutCo2.inventory;
    const co2 = (p: typeof coal, tPerTj: number) =>
      `${num(((p!.fuelMWh * 3.6) / 1000) * tPerTj, 1)}, estimated (IPCC 2006 Tier 1)`;
    expect(bodyRows(table).map((cells) => cells[1])).toEqual([co2(coal, 94.6), co2(gas, 56.1)]);
  });

  it('shows CH4 and N2O not reported, never 0, for a fuel mix the library cannot estimate', () => {
    // Plant 4 burns "natural gas/diesel"; plants 1 and 2 are left out of the extract.
    const section = renderWith(
      [
        savedRegisterRow({ plant_id: 1, sec_reporting: false }),
        savedRegisterRow({ plant_id: 2, sec_reporting: false }),
        savedRegisterRow({ plant_id: 4, sec_reporting: true }),
      ],
      withoutGases,
    );
    const table = within(section).getByRole('table', { name: 'Emission breakdown by gas' });
    expect(bodyRows(table).map((cells) => cells.slice(2))).toEqual([
      ['not reported', 'not reported'],
    ]);
    expect(section.textContent).toContain(
      'CO2e holds CO2 only for 48 of 48 hours: CH4 and N2O not reported.',
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
