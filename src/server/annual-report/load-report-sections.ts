// Issue 38 "The annual emissions report": what the report states besides the ETS year, read for
// the plants the year counts: each one's calculation of the year (as GET
// /api/plants/:plant_id/calculation answers it) and its hours per measured source. A lock keeps
// them, so a stream or factor edit after locking does not move a locked year's report.
import { inDeclaredScope, daysInYear, type EtsYear } from '@domain/ets/ets-year';
import { countsMeasuredCo2 } from '@domain/ets/plant-co2-basis';
import { measuredSources } from '@domain/report/measurement-hours';
import { reportStreamsOf } from '@domain/report/report-source-streams';
import type { ReportSections } from '@domain/report/annual-emissions-report';
import { plantYearCalculation } from '../plants/source-streams';
import type { Services } from '../services';
import type { EtsYearFacts } from '../scope/load-ets-year';

const HOURS_PER_DAY = 24;

/** The sections of the year's report its ETS year does not hold, of the plants it counts. */
export async function loadReportSections(
  services: Pick<Services, 'queries' | 'work'>,
  orgId: string,
  facts: EtsYearFacts,
  ets: EtsYear,
): Promise<ReportSections> {
  const countedPlants = ets.plants.filter(inDeclaredScope);
  const counted = new Set(countedPlants.map((p) => p.plant_id));
  const measured = new Set(
    countedPlants.filter((p) => countsMeasuredCo2(p.co2_basis)).map((p) => p.plant_id),
  );
  const plants = facts.data.plants.filter((p) => counted.has(p.plant_id));
  // One plant after another: a report of many plants holds one connection at a time, not one each.
  const streams = [];
  for (const p of plants) {
    const c = await plantYearCalculation(services, orgId, String(p.plant_id), ets.year);
    streams.push(reportStreamsOf(p.plant_id, c));
  }
  return {
    source_streams: streams,
    measured_sources:
      facts.gaps &&
      measuredSources(
        plants.filter((p) => measured.has(p.plant_id)),
        facts.gaps,
        daysInYear(ets.year) * HOURS_PER_DAY,
      ),
  };
}
