import { describe, expect, it } from 'vitest';
import type { AssistantItem, PermitAnalysis } from '../analysis/types';
import { complianceAssistant } from './compliance-assistant';
import { gasEstimatesOf } from '../factors/gas-estimates';
import { gasesCO2e } from '../analysis/ghg';
import { makeInput, secFacility, secReportOf, type PlantSpec } from '../testing/insight-fixtures';

const fleet: PlantSpec[] = [
  {
    id: 1,
    name: 'Alpha',
    efficiency: 40,
    co2: 1000,
    electricity: 2000,
    fuelMWh: 5000,
    heatMWh: 100,
    ch4Kg: 100,
    n2oKg: 10,
  },
  { id: 2, name: 'Beta', efficiency: 55, co2: 500, electricity: 1500, fuelMWh: 2700 },
];
// CO2 1500 t; CH4 100 kg x 25 / 1000 = 2.5 tCO2e; N2O 10 kg x 298 / 1000 = 2.98 tCO2e; scope 1 1505.48 t.
// AR6: 100 x 29.8 / 1000 = 2.98 + 10 x 273 / 1000 = 2.73 -> 1505.71 t.
const sec = secReportOf([secFacility(1, 'Alpha', 1005.48), secFacility(2, 'Beta', 500, false)]);
const permits: PermitAnalysis = {
  permit_year: 2025,
  active_permits: 2,
  isCurrentYear: true,
  record: { company_name: null, notes: null, updated_at: null },
  input: {
    active_permits: 2,
    avg_consumption_rate_t_per_month: 6000,
    current_date: '2025-03-01',
    cumulative_emissions_t: 1500,
  },
  result: {
    valid: true,
    total_capacity_t: 200000,
    months_remaining: 33.1,
    years_remaining: 2.76,
    years_display: '2.8',
    status_light: 'green',
    status_line: 'Status line of the fixture.',
    status_label: 'Active',
    consumed_pct: 0.75,
    needed_permits_for_buffer: 0,
    months_to_buffer: 21.1,
    market_value_eur: 17000000,
    recommendations: [],
  },
};
const lists = complianceAssistant(makeInput(fleet, { sec, permits }));
/** Every item's figure line and its basis, as a reader who opens each disclosure sees them. */
const joined = (xs: AssistantItem[]) => xs.map((x) => [x.text, ...x.basis].join(' ')).join('\n');

describe('complianceAssistant', () => {
  it('gives 4 to 8 items per framework', () => {
    for (const k of ['EU', 'US', 'COMBINED'] as const) {
      expect(lists[k].length).toBeGreaterThanOrEqual(4);
      expect(lists[k].length).toBeLessThanOrEqual(8);
      expect(new Set(lists[k].map((x) => x.text)).size).toBe(lists[k].length);
    }
  });

  it('EU: EU ETS, CSRD and the Data Act with the data, no SEC', () => {
    const eu = joined(lists.EU);
    // Beta (plant 2, Germany) is declared in EU ETS scope; Alpha (plant 1, US) outside.
    // The figure leads its item; the rule it follows is its basis.
    expect(lists.EU[0]).toEqual({
      text: 'EU ETS CO2: 500.0 t CO2 reported of 1 plant declared in EU ETS scope (7 of 365 days with data) in 2025.',
      basis: [
        'For fuel combustion only CO2 counts against allowances (one allowance = 1 tCO2).',
        'CH4 (2.5 tCO2e) and N2O (3.0 tCO2e) from 2025-01-01 to 2025-01-07 stay in the GHG inventory, not in the ETS account.',
      ],
    });
    expect(eu).toContain('CH4 (2.5 tCO2e) and N2O (3.0 tCO2e) from 2025-01-01 to 2025-01-07 stay');
    // From 2025-03-01: 365 + 30 = 395 days to 31 March 2026, + 183 to 30 September.
    expect(eu).toContain(
      'EU ETS deadlines for 2025: report verified emissions by 2026-03-31 (395 days left), surrender allowances by 2026-09-30 (578 days left)',
    );
    // The year's verdict leads with its figures; the allowances follow in a short sentence.
    const permitItem = lists.EU.find((x) => x.text.startsWith('EU ETS 2025:'));
    expect(permitItem?.text).toMatch(
      /^EU ETS 2025: surplus of [\d,.]+ t so far; runway 33\.1 months at the year's rate \(Active\)\. No more permits needed for a 12-month buffer, reached in 21\.1 months\.$/,
    );
    expect(permitItem?.basis).toEqual([
      'Allowances: 2 permits x 100,000 t = 200,000 EUAs against 500.0 t CO2 reported.',
    ]);
    // Nothing surrendered yet: 500 t x 100 EUR.
    expect(eu).toContain(
      '2025: 500.0 t not yet surrendered: EUR 50,000 of excess emissions penalty (100 EUR/t) if not surrendered by 2026-09-30',
    );
    expect(eu).toContain('disclose gross scope 1 of 1,505 tCO2e');
    expect(eu).toContain('AR4 GWPs of 25 for CH4 and 298 for N2O');
    expect(eu).toContain('2026-04-30');
    expect(eu).toContain('stop-the-clock');
    expect(eu).toContain('EU Data Act: answer data-portability requests within 30 days');
    expect(eu).toContain('The EU Data Act applies from 2025-09-12.');
    // There is no audit log yet: nothing may say one is kept.
    expect(eu).toContain('Keep the data 7 years.');
    expect(eu).not.toMatch(/audit log/i);
    // 5000 + 2700 = 7,700 MWh of fuel
    expect(eu).toContain('fuel input 7,700 MWh');
    expect(eu).not.toMatch(/\bSEC\b/);
  });

  it('says the scope 1 CO2e holds CH4 and N2O estimated from the fuel (issue 38)', () => {
    const input = makeInput(fleet, { sec, permits });
    // Beta's 24 hours lack both gases: its 2,700 MWh of coal = 9.72 TJ, CH4 9.72 kg, N2O 14.58 kg.
    const beta = { ...input.inventory[1]!, ch4Hours: 0, n2oHours: 0 };
    const sums = { fuelMWh: 2700, hours: 24, co2Hours: 24, ch4Hours: 0, n2oHours: 0 };
    const gasEstimates = gasEstimatesOf('Coal', [sums]);
    const estimated = { ...beta, gasEstimates, ...gasesCO2e({ ...beta, gasEstimates }, 'AR4') };
    const text = joined(
      complianceAssistant({ ...input, inventory: [input.inventory[0]!, estimated] }).EU,
    );
    // 1,505.48 + 9.72 x 25 / 1000 + 14.58 x 298 / 1000 = 1,505.48 + 0.243 + 4.34484 = 1,510.07
    expect(text).toContain('disclose gross scope 1 of 1,510 tCO2e');
    expect(text).toContain(
      'CO2e holds CH4 and N2O estimated (IPCC 2006 Tier 1) for 24 of 48 hours.',
    );
    expect(joined(lists.EU)).not.toContain('estimated');
  });

  it('US: the SEC rule status, the extract and GHG Protocol scope 1, no EU ETS or CSRD', () => {
    const us = joined(lists.US);
    expect(us).toContain('adopted on 2024-03-06');
    expect(us).toContain('on 2025-03-27 the SEC voted to end its defence');
    expect(us).toContain('on 2025-03-27 the SEC voted to end its defence');
    expect(us).toContain('This extract is voluntary');
    expect(lists.US).toContainEqual({
      text:
        'SEC extract: 1,505.5 tCO2e and 2,000 MWh of energy from 2025-01-01 to 2025-01-07, 2 of 2 plants ' +
        'reporting under the rule; 1 of them assumed by default: confirm them in the plant register.',
      basis: ['Plants reporting under the rule: Alpha and Beta.'],
    });
    expect(lists.US[0]?.text).toBe(
      'SEC climate-disclosure rule: stayed since April 2024; this extract is voluntary.',
    );
    expect(us).toContain('Per facility: Alpha 1,005.5 tCO2e and Beta 500.0 tCO2e');
    expect(us).not.toMatch(/allowance|compliant/i);
    expect(us).toContain('GHG Protocol scope 1: 1,505 tCO2e');
    expect(us).toContain('which gives 1,506 tCO2e');
    // 1505.48 / 3500 = 0.430 tCO2e/MWh
    expect(us).toContain('Disclose intensity: 0.430 tCO2e/MWh.');
    expect(us).not.toContain('EU ETS');
    expect(us).not.toContain('CSRD');
  });

  it('says when no plant is eligible for the SEC extract', () => {
    const us = complianceAssistant(makeInput(fleet)).US;
    expect(us.map((x) => x.text)).toContain(
      'SEC extract: none of the 2 plants reporting under the SEC rule, so there is nothing to disclose.',
    );
  });

  it('COMBINED: both frameworks and the shared inventory', () => {
    const c = joined(lists.COMBINED);
    // Scope 1 counts both plants; the EU ETS only Beta, the one plant declared in its scope, as
    // the permit card does: Alpha's 1,000 t are outside it.
    expect(lists.COMBINED[0]).toEqual({
      text: 'One inventory for every framework: scope 1 is 1,505 tCO2e from 2025-01-01 to 2025-01-07; the EU ETS counts 500.0 t CO2 reported in 2025.',
      basis: [
        'Scope 1 serves CSRD/ESRS E1 and the SEC extract alike, while the EU ETS counts only the CO2 of the plants declared in its scope.',
        'EU ETS CO2: 1 plant declared in EU ETS scope; 7 of 365 days with data.',
      ],
    });
    for (const word of [
      'EU ETS',
      'CSRD',
      'Data Act',
      'SEC climate-disclosure rule',
      'GHG Protocol',
    ])
      expect(c).toContain(word);
  });

  it('asks for permits when none are recorded', () => {
    expect(joined(complianceAssistant(makeInput(fleet)).EU)).toContain(
      'Allowances: no allowances recorded for 2025 against 500.0 t CO2 reported.',
    );
    expect(joined(complianceAssistant(makeInput(fleet)).EU)).toContain(
      'Record the 2025 allowances in Account Settings > EU Permits, as permits or in EUAs.',
    );
  });

  it('without data: says so and keeps the frameworks apart', () => {
    const none = complianceAssistant(makeInput([]));
    expect(none.EU[0]?.text).toContain('No plant data loaded (0 plants)');
    expect(joined(none.EU)).not.toMatch(/\bSEC\b/);
    expect(joined(none.US)).not.toContain('EU ETS');
    for (const k of ['EU', 'US', 'COMBINED'] as const)
      expect(none[k].length).toBeGreaterThanOrEqual(4);
  });

  it('is deterministic', () => {
    const input = makeInput(fleet, { sec, permits });
    expect(complianceAssistant(structuredClone(input))).toEqual(complianceAssistant(input));
  });
});
