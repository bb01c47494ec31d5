import { describe, expect, it } from 'vitest';
import { aggregate } from '../analysis/aggregate';
import { plantInventory } from '../analysis/inventory';
import type { ReportingPeriod } from '../analysis/types';
import type { GwpSetName, Jurisdiction } from '../constants';
import {
  buildComplianceReport,
  DEFAULT_REPORTING_ENTITY,
  type ReportInput,
} from './compliance-report';
import { exportReport } from '../export';
import { MSG_REPORT_NO_DATA } from '../messages';
import { plantOverridesOf, registerOf, type SavedRegisterRow } from '../register/register';
import { makeDataset, type RowInput } from '../testing/make-dataset';
import { etsOf } from '../testing/ets-of';
import { DEFAULT_ETS_SETTINGS, etsYear } from '../ets/ets-year';
import { emptyEtsYear } from '../ets/year-emissions';
import { savedRegisterRow } from '../testing/saved-register-row';

// Two plants over two days.
// Alpha Coal (plant 1: US, Energy - Coal, renewable 5 %):
//   day 1: elec 400, heat 100, fuel 1000, CO2 800, CH4 2000 kg, N2O 1000 kg, eff 50
//   day 2: elec 200, heat   0, fuel  500, CO2 400, eff 40
//   -> elec 600, heat 100, fuel 1500, CO2 1200 t, CH4 2 t x 25 = 50, N2O 1 t x 298 = 298 -> 1548 tCO2e
// Beta Gas CHP (plant 2: Germany, Energy - Natural Gas, renewable 25 % for CHP):
//   day 1: elec 500, heat 300, fuel 1000, CO2 200, CH4 400 kg, eff 80
//   -> CO2 200 t, CH4 0.4 t x 25 = 10 -> 210 tCO2e
const ROWS: RowInput[] = [
  {
    date: '2025-01-01 00:00:00',
    plant_id: 1,
    plant_name: 'Alpha Coal',
    fuel_type: 'Coal',
    electricity_output_MWh: 400,
    heat_output_MWh: 100,
    fuel_consumption_MWh: 1000,
    CO2_emissions_tonnes: 800,
    CH4_emissions_kg: 2000,
    N2O_emissions_kg: 1000,
    efficiency_percent: 50,
  },
  {
    date: '2025-01-02 00:00:00',
    plant_id: 1,
    plant_name: 'Alpha Coal',
    fuel_type: 'Coal',
    electricity_output_MWh: 200,
    heat_output_MWh: 0,
    fuel_consumption_MWh: 500,
    CO2_emissions_tonnes: 400,
    CH4_emissions_kg: 0,
    N2O_emissions_kg: 0,
    efficiency_percent: 40,
  },
  {
    date: '2025-01-01 00:00:00',
    plant_id: 2,
    plant_name: 'Beta Gas CHP',
    fuel_type: 'Natural Gas',
    electricity_output_MWh: 500,
    heat_output_MWh: 300,
    fuel_consumption_MWh: 1000,
    CO2_emissions_tonnes: 200,
    CH4_emissions_kg: 400,
    N2O_emissions_kg: 0,
    efficiency_percent: 80,
  },
];

const PERIOD: ReportingPeriod = { startDate: '2025-01-01', endDate: '2025-01-02', year: 2025 };
const GENERATED_AT = '2025-10-01T08:00:00.000Z';

/** The report input of rows, with the user's saved register rows (none: every plant at its defaults). */
function input(
  over: Partial<ReportInput> = {},
  rows: RowInput[] = ROWS,
  saved: SavedRegisterRow[] = [],
): ReportInput {
  const agg = aggregate(makeDataset(rows));
  const inventory = plantInventory(agg, 'AR4', plantOverridesOf(saved));
  return {
    inventory,
    register: registerOf(inventory, saved),
    ets: etsOf(agg, PERIOD.year, saved, GENERATED_AT),
    period: PERIOD,
    gwpSet: 'AR4',
    jurisdiction: 'COMBINED',
    generatedAt: GENERATED_AT,
    ...over,
  };
}

const report = (over: Partial<ReportInput> = {}, rows?: RowInput[], saved?: SavedRegisterRow[]) =>
  buildComplianceReport(input(over, rows, saved));

describe('buildComplianceReport facilities', () => {
  it('lists every plant with its register identity, what of it is assumed and tCO2e, and no allowances, status or verified estimate', () => {
    const r = report();
    const allAssumed = ['country', 'sector', 'renewable share'];
    expect(r.facilities).toEqual([
      {
        id: 1,
        name: 'Alpha Coal',
        location: 'US',
        sector: 'Energy - Coal',
        renewableShare: 5,
        assumedFacts: allAssumed,
        totalEmissions: 1548,
        co2eBasis: null,
      },
      {
        id: 2,
        name: 'Beta Gas CHP',
        location: 'Germany',
        sector: 'Energy - Natural Gas',
        renewableShare: 25,
        assumedFacts: allAssumed,
        totalEmissions: 210,
        co2eBasis: null,
      },
    ]);
  });

  it("takes one plant's country, sector and share from its register entry, and names only the facts still assumed", () => {
    const r = report({}, ROWS, [
      savedRegisterRow({
        plant_id: 1,
        country: 'Poland',
        renewable_share: 10,
        sec_reporting: false,
      }),
    ]);
    expect(r.facilities[0]).toMatchObject({
      location: 'Poland',
      sector: 'Energy - Coal',
      renewableShare: 10,
      assumedFacts: ['sector'],
    });
    expect(r.sections[1]!.subsections[0]!.content).toBe(
      'Poland, Energy - Coal, renewable share 10.00%: 1,548.0 tCO2e reported. ' +
        'Assumed, not declared: sector.',
    );
    // (10 x 1500 + 25 x 1000) / 2500 = 16 %
    expect(r.aggregatedData.renewableEnergyShare).toBe(16);
    const confirmed = report({}, ROWS, [
      savedRegisterRow({ plant_id: 1, confirmed: true }),
      savedRegisterRow({ plant_id: 2, confirmed: true }),
    ]);
    expect(confirmed.facilities.map((f) => f.assumedFacts)).toEqual([[], []]);
    expect(confirmed.conclusion).toContain(
      "Every facility's country, sector and renewable share are declared in the plant register.",
    );
  });
});

describe('buildComplianceReport aggregated data', () => {
  it('sums CO2 in t, CH4 and N2O in tonnes of gas and as CO2e, fuel MWh and the fuel-weighted renewable share', () => {
    expect(report().aggregatedData).toEqual({
      gwpSet: 'AR4',
      gwpCH4: 25,
      gwpN2O: 298,
      totalCO2Emissions: 1400,
      // (2000 + 400) kg / 1000
      totalCH4Emissions: 2.4,
      totalN2OEmissions: 1,
      // 2.4 x 25
      totalCH4CO2e: 60,
      totalN2OCO2e: 298,
      // 1400 + 60 + 298
      totalGHGEmissions: 1758,
      // Both gases reported for every hour: nothing estimated.
      co2Basis: null,
      ch4Basis: null,
      n2oBasis: null,
      co2eBasis: null,
      energyConsumption: 2500,
      electricityOutput: 1100,
      heatOutput: 400,
      // (5 x 1500 + 25 x 1000) / 2500 = 32500 / 2500
      renewableEnergyShare: 13,
    });
  });

  it('converts with the GWP set it is given and labels it, whatever set built the inventory', () => {
    const a = report({ gwpSet: 'AR6' }).aggregatedData;
    // CH4 2.4 x 29.8 = 71.52; N2O 1 x 273 = 273; 1400 + 71.52 + 273 = 1744.52
    expect(a).toMatchObject({
      gwpSet: 'AR6',
      gwpCH4: 29.8,
      gwpN2O: 273,
      totalCH4CO2e: 71.52,
      totalN2OCO2e: 273,
      totalGHGEmissions: 1744.52,
    });
    expect(report({ gwpSet: 'AR6' }).executiveSummary).toContain('(AR6 GWPs: CH4 29.8, N2O 273)');
  });

  it('reports CH4 and N2O a file does not report as not reported, never 0, in every part and export', () => {
    // As a profile's reader writes them: 0 for a gas the export lacks; of a fuel mix the factor
    // library cannot estimate them for (issue 38).
    const rows = ROWS.map((r) => ({
      ...r,
      fuel_type: 'natural gas/diesel',
      CH4_emissions_kg: 0,
      N2O_emissions_kg: 0,
    }));
    const agg = aggregate(makeDataset(rows), ['CH4_emissions_kg', 'N2O_emissions_kg']);
    const inventory = plantInventory(agg, 'AR4', {});
    const r = buildComplianceReport({ ...input(), inventory, register: registerOf(inventory, []) });
    expect(r.aggregatedData).toMatchObject({
      totalCH4Emissions: null,
      totalN2OEmissions: null,
      totalCH4CO2e: null,
      totalN2OCO2e: null,
      totalGHGEmissions: 1400,
      co2eBasis: 'CO2e holds CO2 only for 3 of 3 hours: CH4 and N2O not reported',
    });
    expect(r.executiveSummary).toContain(
      'They emitted 1,400.0 tCO2e: 1,400.0 t of CO2, CH4 not reported and N2O not reported',
    );
    expect(r.executiveSummary).toContain('CO2e holds CO2 only for 3 of 3 hours');
    expect(JSON.stringify(r.csrdCompliance)).toContain(
      'Air emissions from 2025-01-01 to 2025-01-02: CH4 not reported and N2O not reported (tonnes of gas)',
    );
    // Exports: an empty cell or element, never 0.
    const csv = exportReport(r, 'csv', 'internal').content;
    expect(csv).toContain('aggregatedData,totalCH4Emissions,,');
    expect(csv).toContain('aggregatedData,co2eBasis,CO2e holds CO2 only for 3 of 3 hours');
    expect(exportReport(r, 'xml', 'internal').content).toContain('<totalN2OCO2e></totalN2OCO2e>');
  });

  it('estimates CO2 a file does not report from each plant’s fuel type, labelled (issue 38)', () => {
    const rows = ROWS.map((r) => ({ ...r, CO2_emissions_tonnes: 0 }));
    const agg = aggregate(makeDataset(rows), ['CO2_emissions_tonnes']);
    const inventory = plantInventory(agg, 'AR4', {});
    const r = buildComplianceReport({ ...input(), inventory, register: registerOf(inventory, []) });
    // Coal 1,500 MWh = 5.4 TJ x 94.6 t/TJ = 510.84 t; natural gas 1,000 MWh = 3.6 TJ x 56.1 = 201.96 t.
    expect(r.aggregatedData.totalCO2Emissions).toBeCloseTo(712.8, 1);
    expect(r.aggregatedData.co2Basis).toBe('estimated (IPCC 2006 Tier 1)');
    expect(r.executiveSummary).toContain(
      'tCO2e: 712.8 t of CO2, estimated (IPCC 2006 Tier 1), 60.0 tCO2e of CH4',
    );
    expect(JSON.stringify(r.csrdCompliance)).toContain(
      '(CO2 712.8 t, estimated (IPCC 2006 Tier 1); CH4',
    );
  });

  it('estimates CH4 and N2O a file does not report from each plant’s fuel, labelled (issue 38)', () => {
    const rows = ROWS.map((r) => ({ ...r, CH4_emissions_kg: 0, N2O_emissions_kg: 0 }));
    const agg = aggregate(makeDataset(rows), ['CH4_emissions_kg', 'N2O_emissions_kg']);
    const inventory = plantInventory(agg, 'AR4', {});
    const r = buildComplianceReport({ ...input(), inventory, register: registerOf(inventory, []) });
    // Coal 1,500 MWh = 5.4 TJ: CH4 5.4 kg (1 kg/TJ), N2O 8.1 kg (1.5 kg/TJ); natural gas 1,000 MWh
    // = 3.6 TJ: CH4 3.6 kg, N2O 0.36 kg. CH4 9 kg x 25 = 0.225 t; N2O 8.46 kg x 298 = 2.521 t.
    expect(r.aggregatedData).toMatchObject({
      totalCH4Emissions: 0.009,
      totalN2OEmissions: 0.008,
      totalCH4CO2e: 0.225,
      totalN2OCO2e: 2.521,
      totalGHGEmissions: 1402.746,
      co2eBasis: 'CO2e holds CH4 and N2O estimated (IPCC 2006 Tier 1) for 3 of 3 hours',
    });
    expect(r.executiveSummary).toContain(
      'They emitted 1,402.7 tCO2e: 1,400.0 t of CO2, 0.2 tCO2e of CH4 and 2.5 tCO2e of N2O',
    );
    expect(r.executiveSummary).toContain(
      'CO2e holds CH4 and N2O estimated (IPCC 2006 Tier 1) for 3 of 3 hours',
    );
    expect(r.aggregatedData.ch4Basis).toBe('estimated (IPCC 2006 Tier 1)');
    expect(r.facilities[1]!.co2eBasis).toBe(
      'CO2e holds CH4 and N2O estimated (IPCC 2006 Tier 1) for 1 of 1 hours',
    );
    expect(JSON.stringify(r.csrdCompliance)).toContain(
      'CH4 0.009 t, estimated (IPCC 2006 Tier 1) and N2O 0.008 t, estimated (IPCC 2006 Tier 1) (tonnes of gas)',
    );
    expect(exportReport(r, 'csv', 'internal').content).toContain(
      'aggregatedData,n2oBasis,estimated (IPCC 2006 Tier 1)',
    );
  });

  it('reports a renewable share of 0 when no fuel was recorded', () => {
    const rows = ROWS.map((r) => ({ ...r, fuel_consumption_MWh: 0 }));
    expect(report({}, rows).aggregatedData.renewableEnergyShare).toBe(0);
  });

  it('settles sums to 3 decimals so no float noise reaches the model', () => {
    // 0.1 + 0.2 = 0.30000000000000004 in floating point
    const rows = [
      { ...ROWS[2]!, CO2_emissions_tonnes: 0.1, CH4_emissions_kg: 0 },
      { ...ROWS[2]!, date: '2025-01-02', CO2_emissions_tonnes: 0.2, CH4_emissions_kg: 0 },
    ];
    expect(report({}, rows).aggregatedData.totalCO2Emissions).toBe(0.3);
  });
});

describe('buildComplianceReport frame', () => {
  it('takes the period, generatedAt and entity as given; the entity defaults to a neutral label', () => {
    const r = report({ reportingEntity: '  Acme Power GmbH ' });
    expect(r.reportingPeriod).toEqual(PERIOD);
    expect(r.generatedAt).toBe(GENERATED_AT);
    expect(r.reportingEntity).toBe('Acme Power GmbH');
    expect(report().reportingEntity).toBe(DEFAULT_REPORTING_ENTITY);
    expect(report({ reportingEntity: ' ' }).reportingEntity).toBe(DEFAULT_REPORTING_ENTITY);
  });

  it('throws without a period or without rows', () => {
    expect(() => report({ period: null })).toThrow(MSG_REPORT_NO_DATA);
    expect(() => report({ inventory: [] })).toThrow(MSG_REPORT_NO_DATA);
    expect(MSG_REPORT_NO_DATA).toBe('No data provided for the compliance report');
  });

  const cases: [Jurisdiction, string, string, string[]][] = [
    [
      'EU',
      'EU Compliance Report: 2025-01-01 to 2025-01-02',
      'CSRD (ESRS E1, E2 and E3), EU ETS and EU Data Act',
      ['CSRD and ESRS', 'EU Emissions Trading System', 'EU Data Act'],
    ],
    [
      'US',
      'US Compliance Report: 2025-01-01 to 2025-01-02',
      'US SEC climate disclosure (voluntary)',
      ['US SEC climate disclosure (voluntary)'],
    ],
    [
      'COMBINED',
      'Multi-Jurisdictional Compliance Report: 2025-01-01 to 2025-01-02',
      'CSRD (ESRS E1, E2 and E3), EU ETS and EU Data Act; US SEC climate disclosure (voluntary)',
      [
        'CSRD and ESRS',
        'EU Emissions Trading System',
        'US SEC climate disclosure (voluntary)',
        'EU Data Act',
      ],
    ],
  ];
  it.each(cases)('%s: title, framework and sections', (jurisdiction, title, framework, parts) => {
    const r = report({ jurisdiction });
    expect(r.jurisdiction).toBe(jurisdiction);
    expect(r.title).toBe(title);
    expect(r.framework).toBe(framework);
    expect(r.sections.map((s) => s.title)).toEqual([
      'Reporting scope and methodology',
      'Facilities',
      ...parts,
    ]);
    const eu = jurisdiction !== 'US';
    const us = jurisdiction !== 'EU';
    expect(r.csrdCompliance !== null).toBe(eu);
    expect(r.etsCompliance !== null).toBe(eu);
    expect(r.dataActCompliance !== null).toBe(eu);
    expect(r.secDisclosure !== null).toBe(us);
  });

  it('derives the executive summary and conclusion from the numbers', () => {
    const r = report();
    expect(r.executiveSummary).toBe(
      'This report covers 2 facilities (Alpha Coal and Beta Gas CHP) from 2025-01-01 to 2025-01-02. ' +
        'They emitted 1,758.0 tCO2e: 1,400.0 t of CO2, 60.0 tCO2e of CH4 and 298.0 tCO2e of N2O (AR4 GWPs: CH4 25, N2O 298). ' +
        'They used 2,500 MWh of fuel for 1,100 MWh of electricity and 400 MWh of heat, with a renewable share of 13.00% weighted by fuel input. ' +
        'Country, sector and renewable share come from the plant register; for 2 of the 2 facilities some are assumed defaults, not declared, as each facility below says. ' +
        // No plant's EU ETS scope is declared: no tonne counts, all 1,400 t are said to be left apart.
        'Under the EU ETS the 2025 CO2 of the 0 plants declared in scope, 0.0 t, counts against 0 EUAs: a surplus of 0.0 t; ' +
        '1,400.0 t CO2 of 2 plants whose EU ETS scope is not declared count in none of these figures. ' +
        'The voluntary SEC disclosure covers the 2 facilities reporting under the rule: scope 1 of 1,758.0 tCO2e; scope 2 and scope 3 are not assessed.',
    );
    expect(r.conclusion).toBe(
      'Confirm in the plant register the assumed facts of 2 facilities (Alpha Coal and Beta Gas CHP) before signing. ' +
        'Next EU ETS steps for the 2025 emissions: declare in the plant register whether 2 plants (1, 2) are in EU ETS scope; ' +
        'report verified emissions by 2026-03-31. ' +
        'The SEC figures are a voluntary disclosure; scope 2 and scope 3 are not assessed: add them from metered purchased electricity and a value-chain inventory.',
    );
    expect(report({ jurisdiction: 'US' }).executiveSummary).not.toContain('EU ETS');
    expect(report({ jurisdiction: 'EU' }).conclusion).not.toContain('SEC');
  });

  it('states passed EU ETS deadlines as passed, never as next steps', () => {
    const declared = [
      savedRegisterRow({ plant_id: 1, in_ets: false }),
      savedRegisterRow({ plant_id: 2, in_ets: true }),
    ];
    const late = etsOf(aggregate(makeDataset(ROWS)), 2025, declared, '2026-11-27');
    const r = report({ jurisdiction: 'EU', ets: late }, ROWS, declared);
    expect(r.conclusion).toContain(
      "EU ETS deadlines for the 2025 emissions: verified emissions report due 2026-03-31: passed 241 days ago, no verifier's statement recorded; " +
        'allowance surrender due 2026-09-30: passed 58 days ago, 200.0 t not surrendered. ' +
        "Next EU ETS steps for the 2025 emissions: record the verifier's statement for 2025; surrender the 200.0 tCO2 still outstanding.",
    );
    expect(r.conclusion).not.toMatch(/by 2026-0[39]-3[01]/);
    expect(r.etsCompliance!.statements.join(' ')).not.toMatch(/surrender allowances by 2026-09-30/);
  });

  it('names facilities in the summary up to 5 and only counts them beyond', () => {
    const rows = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        ...ROWS[2]!,
        plant_id: i + 1,
        plant_name: `P${i + 1}`,
      }));
    expect(report({}, rows(5)).executiveSummary).toContain(
      '5 facilities (P1, P2, P3, P4 and P5) from',
    );
    expect(report({}, rows(6)).executiveSummary).toContain('covers 6 facilities from');
  });

  it('describes each facility in the facility section', () => {
    const s = report().sections[1]!;
    expect(s.subsections.map((x) => x.content)).toEqual([
      'US, Energy - Coal, renewable share 5.00%: 1,548.0 tCO2e reported. ' +
        'Assumed, not declared: country, sector and renewable share.',
      'Germany, Energy - Natural Gas, renewable share 25.00%: 210.0 tCO2e reported. ' +
        'Assumed, not declared: country, sector and renewable share.',
    ]);
  });
});

describe('CSRD part', () => {
  it('states the SO2 the plants report under ESRS E2, and names only the pollutants the data lacks', () => {
    const rows = ROWS.map((r) => (r.plant_id === 1 ? { ...r, SO2_emissions_kg: 1500 } : r));
    const e2 = report({ jurisdiction: 'EU' }, rows).csrdCompliance!.esrsStandards[1]!.disclosure;
    expect(e2).toContain('SO2 3.000 t (2 plants reporting).');
    expect(e2).toContain('The uploaded data holds no NOx or dust;');
    expect(e2).not.toContain('no other air pollutants');
  });

  it('discloses ESRS E1 to E3 from the data, the deadline, the stop-the-clock delay, the narrowed scope and retention', () => {
    const c = report({ jurisdiction: 'EU' }).csrdCompliance!;
    expect(c.esrsStandards.map((s) => [s.standard, s.coveredByData])).toEqual([
      ['E1', true],
      ['E2', true],
      ['E3', false],
    ]);
    expect(c.esrsStandards[0]!.disclosure).toContain(
      'Gross scope 1 emissions from 2025-01-01 to 2025-01-02: 1,758.0 tCO2e',
    );
    expect(c.esrsStandards[1]!.disclosure).toContain('CH4 2.400 t and N2O 1.000 t (tonnes of gas)');
    expect(c.reportingDeadline).toBe('2026-04-30');
    expect(c.deadlineNote).toContain(
      'stop-the-clock directive (Directive (EU) 2025/794) delays the second and third reporting waves by two years',
    );
    expect(c.esrsStandards[1]!.disclosure).toContain(
      'The uploaded data holds no other air pollutants (NOx, SO2, dust)',
    );
    // No scope thresholds of a provisional agreement: no document stands behind them.
    expect(c.deadlineNote).not.toContain('employees');
    expect(c).not.toHaveProperty('scopeNote');
    expect(c.dataRetentionYears).toBe(7);
    expect(c.retentionNote).toBe('Keep the 3 data rows behind these figures for 7 years.');
  });
});

describe('EU ETS part', () => {
  // Beta (plant 2) declared in EU ETS scope, Alpha (plant 1) declared outside.
  const declared = [
    savedRegisterRow({ plant_id: 1, in_ets: false }),
    savedRegisterRow({ plant_id: 2, in_ets: true }),
  ];
  const euReport = (over: Partial<ReportInput> = {}) =>
    report({ jurisdiction: 'EU', ...over }, ROWS, declared);

  it('states the ETS year: CO2 of the plants in scope, the position, penalty exposure and deadlines', () => {
    const e = euReport().etsCompliance!;
    expect(e).toMatchObject({
      year: 2025,
      coveredGases: ['CO2'],
      // Beta's 200 t; Alpha is declared outside EU ETS scope.
      coveredEmissions: 200,
      plantsInScope: [2],
      scopeNotDeclared: { plants: [], emissions: 0 },
      allowances: 0,
      allowancesCounted: 'no allowances recorded for 2025',
      position: -200,
      eurPerEua: 85,
      costToCoverEur: 17_000,
      outstanding: 200,
      penaltyExposureEur: 20_000,
      // 60 + 298
      excludedEmissions: 358,
      emissionsStatus: 'reported',
      reportedEmissions: 200,
      verifiedEmissions: null,
      verification: null,
      penaltyEurPerTonne: 100,
      reportDeadline: '2026-03-31',
      surrenderDeadline: '2026-09-30',
    });
    expect(e.statements).toContain(
      'Excess emissions penalty: 200.0 t not yet surrendered: EUR 20,000 of excess emissions penalty (100 EUR/t) if not surrendered by 2026-09-30.',
    );
    expect(e.statements[0]).toContain(
      'in 2025, 200.0 t CO2 reported of 1 plant declared in EU ETS scope (2 of 365 days with data) count against allowances (one allowance = 1 tCO2); CH4 (60.0 tCO2e) and N2O (298.0 tCO2e) from 2025-01-01 to 2025-01-02 stay in the GHG inventory and do not',
    );
  });

  it("states no share of a national power-sector base: that base is not the user's figure", () => {
    const e = euReport().etsCompliance!;
    expect(Object.keys(e).filter((k) => /national/i.test(k))).toEqual([]);
    expect(e.statements.join(' ')).not.toMatch(/national|3,000,000/i);
  });

  it("states the verifier's statement once recorded, and rests the position on its figure", () => {
    const reported = input({ jurisdiction: 'EU' }, ROWS, declared).ets;
    const verification = {
      verifier: 'Verifier GmbH',
      verified_on: '2026-02-10',
      verified_co2_t: 210,
      opinion: 'satisfactory_with_comments' as const,
    };
    const ets = { ...reported, verification, verified_co2_t: 210, status: 'verified' as const };
    const e = euReport({ ets }).etsCompliance!;
    expect(e).toMatchObject({
      emissionsStatus: 'verified',
      reportedEmissions: 200,
      verifiedEmissions: 210,
      coveredEmissions: 210,
      verification,
    });
    expect(e.statements).toContain(
      'Verified CO2 2025: 210.0 tCO2 (statement by Verifier GmbH on 2026-02-10, opinion: satisfactory with comments; 200.0 tCO2 reported from the uploaded data).',
    );
  });

  it('says the CO2 is reported, not verified, without a statement', () => {
    const e = euReport().etsCompliance!;
    expect(e.statements).toContain(
      "Reported CO2 2025: 200.0 tCO2 (from the uploaded data; no verifier's statement recorded).",
    );
    expect(JSON.stringify(euReport())).not.toMatch(/estimate/i);
  });

  it('counts no tonne whose scope is only assumed, and says how much is left apart', () => {
    // Nothing declared: Beta is assumed in (Germany), Alpha outside (US); their 200 + 1,200 t stay apart.
    const e = report({ jurisdiction: 'EU' }).etsCompliance!;
    expect(e).toMatchObject({
      coveredEmissions: 0,
      plantsInScope: [],
      scopeNotDeclared: { plants: [1, 2], emissions: 1_400 },
      position: 0,
      costToCoverEur: 0,
      penaltyExposureEur: 0,
    });
    expect(e.statements[0]).toContain(
      '0.0 t CO2 reported of 0 plants declared in EU ETS scope (2 of 365 days with data); 1,400.0 t CO2 of 2 plants (1, 2) whose EU ETS scope is not declared count in none of these figures until declared in the plant register',
    );
  });

  it('takes the deadlines from the ETS year: 30 April for the years before the reform', () => {
    const ets = etsYear(emptyEtsYear(2022), [], null, DEFAULT_ETS_SETTINGS, '2025-10-01');
    const e = euReport({ ets }).etsCompliance!;
    expect(e.reportDeadline).toBe('2023-03-31');
    expect(e.surrenderDeadline).toBe('2023-04-30');
  });
});

describe('SEC part', () => {
  const sec = () => report({ jurisdiction: 'US' }).secDisclosure!;
  /** Both plants declared in EU ETS scope: their 1,400 t are priced. */
  const bothInEts = [
    savedRegisterRow({ plant_id: 1, in_ets: true }),
    savedRegisterRow({ plant_id: 2, in_ets: true }),
  ];
  const pricedSec = (over: Partial<ReportInput> = {}) =>
    report({ jurisdiction: 'US', ...over }, ROWS, bothInEts).secDisclosure!;

  it('states the rule status with its sources and that the extract is voluntary', () => {
    expect(sec().voluntary).toBe(true);
    expect(sec().ruleStatus).toBe(
      'The SEC climate-disclosure rule was adopted on 2024-03-06 (SEC Release No. 33-11275) and stayed in ' +
        'April 2024 (SEC Release No. 33-11280); on 2025-03-27 the SEC voted to end its defence (SEC press ' +
        "release of 27 March 2025). This extract is voluntary: a disclosure in the rule's structure.",
    );
    const section = report({ jurisdiction: 'US' }).sections[2]!;
    expect(section.content).toContain(
      'allocates no allowances, so the extract shows no allowances and no compliance verdict.',
    );
  });

  it('covers exactly the facilities the register marks as reporting under the rule, the assumed ones marked', () => {
    expect(sec().facilities).toEqual([
      { id: 1, name: 'Alpha Coal', secReportingAssumed: true },
      { id: 2, name: 'Beta Gas CHP', secReportingAssumed: true },
    ]);
    const onlyBeta = report({ jurisdiction: 'US' }, ROWS, [
      savedRegisterRow({ plant_id: 1, sec_reporting: false }),
      savedRegisterRow({ plant_id: 2, sec_reporting: true }),
    ]);
    const part = onlyBeta.secDisclosure!;
    expect(part.facilities).toEqual([{ id: 2, name: 'Beta Gas CHP', secReportingAssumed: false }]);
    // Beta alone: 210 tCO2e
    expect(part.ghgEmissions).toMatchObject({ scope1: 210, scope2: null, scope3: null });
    expect(onlyBeta.sections[2]!.content).toContain(
      'It covers the 1 facility the plant register marks as reporting under the rule: Beta Gas CHP.',
    );
    const none = report({ jurisdiction: 'US' }, ROWS, [
      savedRegisterRow({ plant_id: 1, sec_reporting: false }),
      savedRegisterRow({ plant_id: 2, sec_reporting: false }),
    ]);
    expect(none.secDisclosure).toMatchObject({
      facilities: [],
      ghgEmissions: null,
      climateRisks: [],
      financialImpacts: [],
    });
    expect(none.executiveSummary).toContain(
      'The voluntary SEC disclosure covers no facility: the plant register marks none as reporting under the rule.',
    );
  });

  it('reports scope 1 from the data and leaves scope 2 and 3 not assessed, without a figure', () => {
    const g = sec().ghgEmissions!;
    expect(g).toMatchObject({ unit: 'tCO2e', scope1: 1758, scope2: null, scope3: null });
    expect(g.scope2Basis).toMatch(
      /^Scope 2 is not assessed: the uploaded data holds no purchased electricity/,
    );
    expect(g.scope3Basis).toMatch(
      /^Scope 3 is not assessed: the uploaded data holds no value-chain inventory/,
    );
    const text = JSON.stringify(report({ jurisdiction: 'US' }));
    expect(text).not.toMatch(
      /[Ss]cope [23][^"]{0,40}\d tCO2e|[Ee]stimated scope|40%|583\.2|175\.8/,
    );
  });

  it('names the plants of the flood and storm mitigation up to 10, and counts them beyond', () => {
    const plants = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        ...ROWS[0]!,
        plant_id: i + 1,
        plant_name: `Plant ${i + 1}`,
      }));
    const mitigation = (n: number) =>
      report(
        { jurisdiction: 'US' },
        plants(n),
        // Every plant reports under the SEC rule.
        Array.from({ length: n }, (_, i) =>
          savedRegisterRow({ plant_id: i + 1, sec_reporting: true }),
        ),
      ).secDisclosure!.climateRisks[0]!.mitigationMeasures[0];
    expect(mitigation(10)).toBe(
      `Flood, storm and heat protection plans for ${Array.from({ length: 9 }, (_, i) => `Plant ${i + 1}`).join(', ')} and Plant 10.`,
    );
    expect(mitigation(11)).toBe(
      'Flood, storm and heat protection plans for each of the 11 facilities.',
    );
  });

  it('describes the four climate risks from the data without amounts or ratings', () => {
    const risks = pricedSec().climateRisks;
    expect(risks.map((r) => [r.type, r.category])).toEqual([
      ['Physical', 'Acute: extreme weather'],
      ['Physical', 'Chronic: rising temperatures and water stress'],
      ['Transition', 'Policy and legal: carbon pricing'],
      ['Transition', 'Market and technology: shift to low-carbon generation'],
    ]);
    for (const r of risks) {
      expect(r).not.toHaveProperty('financialImpact');
      expect(r.mitigationMeasures.length).toBeGreaterThan(0);
      // The spec's fixed ratings were not the company's risk assessment.
      expect([r.likelihood, r.impact]).toEqual(['Not assessed', 'Not assessed']);
    }
    // Rows-weighted efficiency (50 + 40 + 80) / 3 = 56.67; least efficient Alpha (50 + 40) / 2 = 45
    expect(risks[1]!.description).toContain('averaged 56.7% over 3 data rows');
    expect(risks[1]!.mitigationMeasures[0]).toContain('Alpha Coal (45.0%)');
    // 1400 x 85 = 119,000; largest CO2 emitter Alpha with 1200 t
    expect(risks[2]!.description).toContain(
      "cost EUR 119,000 at 85.00 EUR/t, the EUA price in the account's settings",
    );
    expect(risks[2]!.mitigationMeasures[0]).toContain('Alpha Coal (1,200.0 tCO2');
  });

  it('prices only the CO2 of the facilities the register declares in EU ETS scope, as the ETS year does', () => {
    // Alpha (1,200 t) declared outside the EU ETS, Beta (200 t) inside: 200 t x 85 EUR/t = 17,000 EUR.
    const declared = [
      savedRegisterRow({ plant_id: 1, in_ets: false }),
      savedRegisterRow({ plant_id: 2, in_ets: true }),
    ];
    const sec = report({ jurisdiction: 'US' }, ROWS, declared).secDisclosure!;
    const cost = sec.financialImpacts[0]!;
    expect(cost.amount).toBe(17_000);
    expect(cost.description).toBe(
      '200.0 tCO2 of the 1 facility declared in EU ETS scope (Beta Gas CHP) from 2025-01-01 to 2025-01-02 x ' +
        "85.00 EUR/t, the EUA price in the account's settings; Alpha Coal, declared outside it, is not priced.",
    );
    expect(sec.climateRisks[2]!.description).toContain(
      'The 200.0 tCO2 of the 1 facility declared in EU ETS scope from 2025-01-01 to 2025-01-02 cost EUR 17,000',
    );
    // Nothing declared: no plant's CO2 is priced, and the report says what to declare.
    const undeclared = report({ jurisdiction: 'US' }).secDisclosure!.financialImpacts[0]!;
    expect(undeclared.amount).toBe(0);
    expect(undeclared.description).toBe(
      'No facility is declared in EU ETS scope, so no CO2 is priced at ' +
        "85.00 EUR/t, the EUA price in the account's settings; Alpha Coal and Beta Gas CHP, whose scope is not declared, are not priced.",
    );
  });

  it('gives the carbon cost at its stated price as the only amount: no fixed capex, revenue or risk figures', () => {
    expect(pricedSec().financialImpacts.map((f) => [f.category, f.amount, f.currency])).toEqual([
      // 1400 t x 85 EUR/t
      ['Carbon cost', 119_000, 'EUR'],
    ]);
    // At the user's EUA price of 70 EUR: 1400 t x 70 = 98,000 EUR.
    const at70 = { ...input().ets, price_eur_per_t: 70 };
    const priced = pricedSec({ ets: at70 }).financialImpacts[0]!;
    expect(priced.amount).toBe(98_000);
    expect(priced.description).toContain("70.00 EUR/t, the EUA price in the account's settings");
    const text = JSON.stringify(report());
    for (const fixed of [
      '15,000,000',
      '35,000,000',
      '12,000,000',
      'specification',
      'illustrative planning',
    ])
      expect(text).not.toContain(fixed);
  });

  it("runs no 1.5°C or 3°C scenario: its milestones were fixed percentages, not the company's", () => {
    expect(sec()).not.toHaveProperty('scenarioAnalysis');
    expect(JSON.stringify(report({ jurisdiction: 'US' }))).not.toMatch(/°C|milestone|scenario/i);
  });
});

describe('Data Act part', () => {
  it('lists the portability answer, formats, roles and retention, and no API paths', () => {
    const d = report({ jurisdiction: 'EU' }).dataActCompliance!;
    expect(d).toMatchObject({
      appliesFrom: '2025-09-12',
      portabilityResponseDays: 30,
      dataFormats: ['JSON', 'CSV', 'XML', 'ESEF'],
      exportFormats: ['json', 'csv', 'xml'],
      dataRetentionYears: 7,
    });
    expect(d.statements).toContain(
      'Keep the 3 data rows from 2025-01-01 to 2025-01-02 for 7 years.',
    );
    expect(JSON.stringify(report())).not.toContain('/api/');
    expect(d.accessRoles.map((r) => r.role)).toEqual([
      'regulator',
      'internal',
      'partner',
      'public',
    ]);
  });

  it('claims no audit log: the dashboard keeps none yet', () => {
    const r = report({ jurisdiction: 'COMBINED' });
    expect(JSON.stringify(r)).not.toMatch(/audit/i);
  });

  it.each<[string, boolean]>([
    ['2025-09-11T23:59:59.000Z', false],
    ['2025-09-12T00:00:00.000Z', true],
  ])('is in force from 2025-09-12 (generated %s: %s)', (generatedAt, inForce) => {
    const d = report({ generatedAt }).dataActCompliance!;
    expect(d.inForce).toBe(inForce);
    expect(d.statements[0]).toContain(
      inForce ? '(in force on the report date' : '(not yet in force',
    );
  });
});

describe('report text', () => {
  it.each<GwpSetName>(['AR4', 'AR5', 'AR6'])(
    'names the GWP set %s in the methodology',
    (gwpSet) => {
      expect(report({ gwpSet }).sections[0]!.content).toContain(`with ${gwpSet} GWPs`);
    },
  );
});
