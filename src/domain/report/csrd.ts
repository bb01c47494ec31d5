// The CSRD / ESRS part of the report (data §9, docs/design.md "Domain facts").
import { AIR_POLLUTANTS } from '../analysis/air-pollutants';
import { gasText, withLabel } from '../analysis/ghg-reporting';
import { CSRD_DEADLINE, DATA_RETENTION_YEARS, ESRS_STANDARDS } from '../constants';
import { count, names, num, pct } from '../format';
import type { ReportContext } from './figures';
import { section, type ReportPart } from './section';
import type { CsrdCompliance, EsrsDisclosure } from './types';
import { citation } from '../sources/sources';

type EsrsStandard = (typeof ESRS_STANDARDS)[number];

/** The air pollutants beyond CH4 and N2O: those the plants report with their mass, the rest named. */
function otherPollutants(ctx: ReportContext): string {
  const reported = AIR_POLLUTANTS.flatMap((p) => {
    const plants = ctx.plants.filter(({ plant }) => plant[p.hours] > 0);
    if (plants.length === 0) return [];
    const kg = plants.reduce((sum, { plant }) => sum + plant[p.field], 0);
    return [`${p.pollutant} ${num(kg / 1000, 3)} t (${count(plants.length, 'plant')} reporting)`];
  });
  if (reported.length === 0) {
    return 'The uploaded data holds no other air pollutants (NOx, SO2, dust); report those from emission monitoring.';
  }
  const missing = AIR_POLLUTANTS.filter(
    (p) => !reported.some((r) => r.startsWith(`${p.pollutant} `)),
  );
  const unreported = [...missing.map((p) => p.pollutant), 'dust'].join(' or ');
  return `${reported.join('; ')}. The uploaded data holds no ${unreported}; report those from emission monitoring.`;
}

function esrs(ctx: ReportContext): Record<EsrsStandard, Omit<EsrsDisclosure, 'standard'>> {
  const a = ctx.aggregated;
  return {
    E1: {
      topic: 'Climate change',
      coveredByData: true,
      disclosure:
        `Gross scope 1 emissions ${ctx.span}: ${num(a.totalGHGEmissions, 1)} tCO2e (CO2 ${withLabel(`${num(a.totalCO2Emissions, 1)} t`, a.co2Basis)}; ` +
        `CH4 ${withLabel(gasText(a.totalCH4CO2e, 1, 'tCO2e'), a.ch4Basis)} and N2O ${withLabel(gasText(a.totalN2OCO2e, 1, 'tCO2e'), a.n2oBasis)} with ${a.gwpSet} GWPs of ${a.gwpCH4} and ${a.gwpN2O}). ` +
        (a.co2eBasis ? `${a.co2eBasis}. ` : '') +
        `Energy: ${num(a.energyConsumption)} MWh of fuel for ${num(a.electricityOutput)} MWh of electricity and ` +
        `${num(a.heatOutput)} MWh of heat; renewable share ${pct(a.renewableEnergyShare, 2)} weighted by fuel input.`,
    },
    E2: {
      topic: 'Pollution',
      coveredByData: true,
      disclosure:
        `Air emissions ${ctx.span}: CH4 ${withLabel(gasText(a.totalCH4Emissions, 3, 't'), a.ch4Basis)} and N2O ${withLabel(gasText(a.totalN2OEmissions, 3, 't'), a.n2oBasis)} (tonnes of gas). ` +
        otherPollutants(ctx),
    },
    E3: {
      topic: 'Water and marine resources',
      coveredByData: false,
      disclosure: `The uploaded data holds no water figures: water withdrawal and consumption of the ${count(ctx.facilities.length, 'facility', 'facilities')} must come from another source.`,
    },
  };
}

/** The CSRD section: ESRS E1-E3 disclosures from the data, the deadline, the stop-the-clock delay and retention. */
export function csrdCompliance(ctx: ReportContext): ReportPart<CsrdCompliance> {
  const byStandard = esrs(ctx);
  const esrsStandards = ESRS_STANDARDS.map((standard) => ({ standard, ...byStandard[standard] }));
  const data: CsrdCompliance = {
    esrsStandards,
    reportingDeadline: CSRD_DEADLINE,
    deadlineNote:
      `Reporting deadline used: ${CSRD_DEADLINE}. The 2025 stop-the-clock directive ` +
      `(${citation('csrdStopTheClock')}) delays the second and third reporting waves by two years, ` +
      `so confirm the company's first reporting year and whether it is in scope.`,
    dataRetentionYears: DATA_RETENTION_YEARS,
    retentionNote: `Keep the ${num(ctx.rows)} data rows behind these figures for ${DATA_RETENTION_YEARS} years.`,
  };
  const content =
    `CSRD reporting for ${count(ctx.facilities.length, 'facility', 'facilities')} ${ctx.span} under ESRS ` +
    `${names(esrsStandards.map((s) => s.standard))}; the data covers ${names(esrsStandards.filter((s) => s.coveredByData).map((s) => s.standard))}.`;
  return {
    data,
    section: section('CSRD and ESRS', content, [
      ...esrsStandards.map((s) => section(`ESRS ${s.standard} ${s.topic}`, s.disclosure)),
      section('Deadline and scope', data.deadlineNote),
      section('Data retention', data.retentionNote),
    ]),
  };
}
