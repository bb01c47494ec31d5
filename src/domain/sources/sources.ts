// The table of every outside fact the product states (deadlines, penalties, thresholds, reference
// figures, a rule's status) with the document it comes from. Texts take these values and citations
// from here, docs/sources.md is written from it, and a test refuses a text that states such a fact
// without an entry. A figure that only the product's specification sets is listed as a product
// default, so no screen passes it off as a published statistic.

/** Where a stated fact comes from: a published document, or the product's own specification. */
export interface Source {
  /** What the product states, in one sentence. */
  claim: string;
  /** The published document, or the specification's file for a product default. */
  document: string;
  /** Its edition, version or date. */
  edition: string;
  /** The article, table or section that states the fact. */
  section: string;
  /** How a text cites it ("Directive 2003/87/EC, Art. 16(3)"); a product default has none. */
  citations: readonly string[];
  /** The figure or date itself, where texts state it. */
  value?: string | number;
  /** A product default set by the specification, not a published figure. */
  productDefault?: true;
  /** Where the document can be read, when it is published online. */
  url?: string;
}

const ETS_DIRECTIVE = 'Directive 2003/87/EC (EU Emissions Trading System)';
const ETS_DIRECTIVE_EDITION = 'consolidated text, as amended by Directive (EU) 2023/959';
const MRR = 'Commission Implementing Regulation (EU) 2018/2066 (Monitoring and Reporting)';
const MRR_EDITION = 'consolidated text';
const IPCC_2006_ENERGY =
  'IPCC, 2006 IPCC Guidelines for National Greenhouse Gas Inventories, Volume 2: Energy';
const IPCC_2006_PAGES = 'https://www.ipcc-nggip.iges.or.jp/public/2006gl/pdf/2_Volume2/';
const ESRS_E1 =
  'Commission Delegated Regulation (EU) 2023/2772 (ESRS), Annex I: ESRS E1 Climate change';
const ESRS_EDITION = '31 July 2023, OJ L of 22 December 2023';
const ESRS_URL = 'https://eur-lex.europa.eu/eli/reg_del/2023/2772/oj';
const DATA_SPEC = 'docs/spec/data-screens-calculations.md (product specification)';

export const SOURCES = {
  etsReportDeadline: {
    value: '31 March',
    claim: 'An installation reports its verified emissions of a year by 31 March of the next year.',
    document: MRR,
    edition: MRR_EDITION,
    section: 'Art. 68(1)',
    citations: ['Regulation (EU) 2018/2066, Art. 68(1)'],
  },
  etsSurrenderDeadline: {
    value: '30 September',
    claim:
      "A year's allowances are surrendered by 30 September of the next year (30 April until 2023).",
    document: ETS_DIRECTIVE,
    edition: ETS_DIRECTIVE_EDITION,
    section: 'Art. 12(3)',
    citations: ['Directive 2003/87/EC, Art. 12(3)'],
  },
  etsPenalty: {
    value: 100,
    claim:
      'Each tonne not covered by a surrendered allowance costs an excess emissions penalty of ' +
      '100 EUR, indexed to the European consumer price index since 2013.',
    document: ETS_DIRECTIVE,
    edition: ETS_DIRECTIVE_EDITION,
    section: 'Art. 16(3) and 16(4)',
    citations: ['Directive 2003/87/EC, Art. 16(3)', 'Art. 16(4)'],
  },
  etsCombustionCo2Only: {
    claim:
      'For the combustion of fuels the EU ETS covers carbon dioxide: CH4 and N2O from combustion ' +
      'do not count against allowances.',
    document: ETS_DIRECTIVE,
    edition: ETS_DIRECTIVE_EDITION,
    section: 'Annex I (combustion of fuels: carbon dioxide)',
    citations: ['Directive 2003/87/EC, Annex I'],
  },
  mrrValidHour: {
    claim:
      'An hour of continuous measurement is valid when it holds at least 80 % of its readings.',
    document: MRR,
    edition: MRR_EDITION,
    section: 'Art. 44',
    citations: ['MRR Art. 44'],
  },
  mrrSubstitute: {
    claim:
      'A missing hour of continuous measurement is replaced by the mean plus twice the standard ' +
      'deviation of the valid hours, and a measurement missing more than five consecutive days is ' +
      'reported to the competent authority.',
    document: MRR,
    edition: MRR_EDITION,
    section: 'Art. 45(3) and 45(4)',
    citations: ['MRR Art. 45(3)', 'Art. 45(4)'],
  },
  mrrStandardMethodology: {
    claim:
      'Under the standard methodology combustion emissions are calculated per source stream as ' +
      'the activity data in TJ (on a net calorific basis) times the emission factor in t CO2 per ' +
      'TJ times the oxidation factor.',
    document: MRR,
    edition: MRR_EDITION,
    section: 'Art. 24(1)',
    citations: ['MRR Art. 24(1)'],
  },
  mrrTiers: {
    claim:
      'The operator applies a tier to the activity data and to each calculation factor of a ' +
      'source stream, as defined in Annex II: activity data tiers 1 to 4 (for combustion of fuels ' +
      'a maximum uncertainty of 7.5 %, 5 %, 2.5 % and 1.5 %), net calorific value and emission ' +
      'factor tiers 1, 2a, 2b and 3, oxidation factor tiers 1 (an oxidation factor of 1), 2 and 3.',
    document: MRR,
    edition: MRR_EDITION,
    section: 'Art. 26(1) and Annex II, sections 1 and 2',
    citations: ['MRR Annex II', 'MRR Art. 26(1)'],
  },
  mrrNoTier: {
    claim:
      'The activity data of a source stream of biomass alone may be determined without tiers; for ' +
      'a mixed one of 97 % biomass or more, or of de minimis fossil emissions, the competent ' +
      'authority may allow no-tier methods for the activity data and calculation factors.',
    document: MRR,
    edition: MRR_EDITION,
    section: 'Art. 38(1) and 38(4)',
    citations: ['MRR Art. 38(1)', 'MRR Art. 38(4)'],
  },
  mrrBiomassZero: {
    claim:
      'The emission factor of biomass is zero: a fuel’s emission factor is its preliminary ' +
      'emission factor times its fossil fraction; a mixed fuel may be taken as 100 % fossil.',
    document: MRR,
    edition: MRR_EDITION,
    section: 'Art. 38(2) and 39(1)',
    citations: ['MRR Art. 38(2)', 'MRR Art. 39(1)'],
  },
  mrrCorroboration: {
    claim:
      'Emissions determined by measurement are corroborated by calculating the annual emissions ' +
      'of the same sources and source streams.',
    document: MRR,
    edition: MRR_EDITION,
    section: 'Art. 46',
    citations: ['MRR Art. 46'],
  },
  gwpAr4: {
    claim: '100-year global warming potentials: CH4 25, N2O 298 (AR4).',
    document: 'IPCC, Climate Change 2007: The Physical Science Basis (Working Group I, AR4)',
    edition: '2007',
    section: 'Chapter 2, Table 2.14',
    citations: ['AR4'],
  },
  gwpAr5: {
    claim: '100-year global warming potentials: CH4 28, N2O 265 (AR5).',
    document: 'IPCC, Climate Change 2013: The Physical Science Basis (Working Group I, AR5)',
    edition: '2013',
    section: 'Chapter 8, Table 8.7',
    citations: ['AR5'],
  },
  gwpAr6: {
    claim:
      '100-year global warming potentials: fossil CH4 29.8, non-fossil CH4 27.0, N2O 273 (AR6).',
    document: 'IPCC, Climate Change 2021: The Physical Science Basis (Working Group I, AR6)',
    edition: '2021',
    section: 'Chapter 7, Table 7.15',
    citations: ['AR6'],
  },
  ghgProtocolAr6: {
    claim: 'The GHG Protocol converts CH4 and N2O to CO2e with the AR6 values.',
    document: 'GHG Protocol, IPCC Global Warming Potential Values',
    edition: 'version 2.0, August 2024',
    section: 'table of 100-year GWPs (AR6)',
    citations: ['GHG Protocol'],
  },
  ipcc2006Ncv: {
    claim:
      'Default net calorific values of fuels in TJ per Gg: natural gas 48.0, other bituminous ' +
      'coal 25.8, lignite 11.9, gas/diesel oil 43.0, residual fuel oil 40.4, wood/wood waste 15.6.',
    document: IPCC_2006_ENERGY,
    edition: '2006',
    section: 'Chapter 1 Introduction, Table 1.2',
    // A screen names a default factor's basis "IPCC 2006 default".
    citations: ['IPCC 2006 Guidelines, Vol. 2, Table 1.2', 'IPCC'],
    url: `${IPCC_2006_PAGES}V2_1_Ch1_Introduction.pdf`,
  },
  ipcc2006Co2: {
    claim:
      'Default CO2 emission factors of combustion in kg per TJ: natural gas 56,100, other ' +
      'bituminous coal 94,600, lignite 101,000, gas/diesel oil 74,100, residual fuel oil 77,400, ' +
      'wood/wood waste 112,000 (biomass CO2, reported as a memo item).',
    document: IPCC_2006_ENERGY,
    edition: '2006',
    section: 'Chapter 1 Introduction, Table 1.4',
    // A screen names a default factor's basis "IPCC 2006 default".
    citations: ['IPCC 2006 Guidelines, Vol. 2, Table 1.4', 'IPCC'],
    url: `${IPCC_2006_PAGES}V2_1_Ch1_Introduction.pdf`,
  },
  ipcc2006EnergyIndustriesCh4N2o: {
    claim:
      'Default CH4 and N2O emission factors of stationary combustion in the energy industries in ' +
      'kg per TJ: natural gas 1 and 0.1, coals 1 and 1.5, oils 3 and 0.6, wood/wood waste 30 and 4.',
    document: IPCC_2006_ENERGY,
    edition: '2006',
    section: 'Chapter 2 Stationary Combustion, Table 2.2',
    citations: ['IPCC 2006 Guidelines, Vol. 2, Table 2.2'],
    url: `${IPCC_2006_PAGES}V2_2_Ch2_Stationary_Combustion.pdf`,
  },
  csrdStopTheClock: {
    claim:
      'The 2025 stop-the-clock directive delays the CSRD reporting of the second and third waves ' +
      'by two years.',
    document: 'Directive (EU) 2025/794 (stop-the-clock)',
    edition: '14 April 2025',
    section: 'Art. 1',
    citations: ['Directive (EU) 2025/794'],
  },
  esrsGrossScopes: {
    claim:
      'ESRS E1-6 asks for gross Scope 1, Scope 2 and Scope 3 GHG emissions in t CO2e ' +
      '(paragraph 44 (a), (b) and (c)).',
    document: ESRS_E1,
    edition: ESRS_EDITION,
    section: 'Disclosure Requirement E1-6, paragraph 44',
    citations: ['ESRS E1-6 §44(a)', 'ESRS E1-6 §44(b)', 'ESRS E1-6 §44(c)'],
    url: ESRS_URL,
  },
  esrsEtsShare: {
    claim:
      'ESRS E1-6 asks for the percentage of Scope 1 GHG emissions from regulated emission ' +
      "trading schemes (paragraph 48 (b)), the ETS installations' GHG emissions over Scope 1 (AR 44).",
    document: ESRS_E1,
    edition: ESRS_EDITION,
    section: 'Disclosure Requirement E1-6, paragraph 48 (b) and Application Requirement AR 44',
    citations: ['ESRS E1-6 §48(b)'],
    url: ESRS_URL,
  },
  dataActAppliesFrom: {
    value: '2025-09-12',
    claim: 'The EU Data Act applies from 12 September 2025.',
    document: 'Regulation (EU) 2023/2854 (Data Act)',
    edition: '13 December 2023',
    section: 'Art. 50',
    citations: ['Regulation (EU) 2023/2854'],
  },
  secRuleAdopted: {
    value: '2024-03-06',
    claim: 'The SEC adopted its climate-disclosure rule on 6 March 2024.',
    document:
      'SEC, The Enhancement and Standardization of Climate-Related Disclosures for Investors, ' +
      'Release No. 33-11275',
    edition: '6 March 2024',
    section: 'final rule',
    citations: ['SEC Release No. 33-11275'],
  },
  secRuleStayed: {
    value: 'April 2024',
    claim: 'The SEC stayed the rule in April 2024, pending judicial review.',
    document: 'SEC, Order Issuing Stay, Release No. 33-11280',
    edition: '4 April 2024',
    section: 'order',
    citations: ['SEC Release No. 33-11280'],
  },
  secDefenceEnded: {
    value: '2025-03-27',
    claim: 'On 27 March 2025 the SEC voted to end its defence of the rule.',
    document: 'SEC press release "SEC Votes to End Defense of Climate Disclosure Rules"',
    edition: '27 March 2025',
    section: 'press release',
    citations: ['SEC press release of 27 March 2025'],
  },
  efficiencyThresholds: {
    claim: 'Plant status from electrical efficiency: critical below 45 %, optimal from 60 %.',
    document: DATA_SPEC,
    edition: 'the specification in this repository',
    section: '§4 and §9',
    citations: [],
    productDefault: true,
  },
  referenceEfficiency: {
    value: 45,
    claim:
      'Reference electrical efficiency of 45 % that the Benchmarking screen compares the ' +
      "cohort's average with.",
    document: DATA_SPEC,
    edition: 'the specification in this repository',
    section: '§2 Benchmarking (the prototype\'s "industry average")',
    citations: [],
    productDefault: true,
  },
  csrdDeadlineUsed: {
    value: '2026-04-30',
    claim: 'The CSRD reporting deadline the report uses: 30 April 2026; confirm your own.',
    document: DATA_SPEC,
    edition: 'the specification in this repository',
    section: '§9 report constants',
    citations: [],
    productDefault: true,
  },
  dataPortabilityResponse: {
    claim: 'Data-portability requests are answered within 30 days; data is kept for 7 years.',
    document: DATA_SPEC,
    edition: 'the specification in this repository',
    section: '§9 report constants',
    citations: [],
    productDefault: true,
  },
  secIntensityBands: {
    claim: 'The disclosure note calls scope 1 above 2,000 tCO2e high and above 1,000 medium.',
    document: DATA_SPEC,
    edition: 'the specification in this repository',
    section: '§9',
    citations: [],
    productDefault: true,
  },
  permitDefaults: {
    claim:
      'One permit stands for 100,000 tCO2 of capacity at 85 EUR per tonne; the runway is red ' +
      'under 12 months and yellow up to 24 (settings, these are their defaults).',
    document: DATA_SPEC,
    edition: 'the specification in this repository',
    section: '§9',
    citations: [],
    productDefault: true,
  },
} as const satisfies Record<string, Source>;

export type SourceId = keyof typeof SOURCES;

/** How a text cites the fact: its first citation ("Directive 2003/87/EC, Art. 16(3)"). */
export function citation(id: SourceId): string {
  const [first] = SOURCES[id].citations as readonly string[];
  if (first === undefined) throw new Error(`${id} is a product default: it has no citation`);
  return first;
}
