// The analysis answer of a fleet's scope, completed on a worker thread from the rows of its sums
// (issue 34 §6): folding 50,000 plants' rows into the scope's base, and cloning that base to the
// thread, each held the event loop for about half a second. The event loop reads the rows and
// hands them over packed; here they make the same base, through the same scopeBase, as on the
// event loop for a smaller scope.
import { analysisAnswerJson } from '@domain/analysis-answer';
import type {
  AnalysisBaseOptions,
  CompleteAnalysisOptions,
} from '@domain/completion/analyze-options';
import type { ScopeFilter } from '@domain/history/date-range';
import type { PlantGaps } from '@domain/ets/ets-coverage';
import type { StreamsOfPlants } from '@domain/ets/year-emissions';
import { scopeBase, type AvailableData, type ScopeSums } from '@domain/history/scope-base';
import type { ScopeQualityFacts } from '@domain/history/scope-quality';
import type { AnalysisScope } from '@domain/history/scope-schema';
import { etsYearDataOfRows, rollupOfRows, type RollupRows } from '../db/rollup-of-rows';
import { arrayJson } from '../event-loop-turns';
import {
  buffersOf,
  packRollupRows,
  packRows,
  unpackRollupRows,
  unpackRows,
  type PackedRollupRows,
  type PackedRows,
} from './packed-rows';

type Range = { from: string | null; to: string | null };
type AvailablePlant = AvailableData['plants'][number];

/** A fleet's scope as the event loop read it, to be completed on a worker thread. */
export interface FleetScope {
  source: { kind: AnalysisScope['source']; fileId: string | null };
  filter: ScopeFilter;
  /** What the scope holds, its plants packed. */
  available: (Omit<AvailableData, 'plants'> & { plants: PackedRows<AvailablePlant> }) | null;
  /** The rows of each range scopeBase reads the sums of. */
  rollups: { range: Range; rows: PackedRollupRows }[];
  qualityFacts: ScopeQualityFacts;
  baseOptions: Required<AnalysisBaseOptions>;
  /** The completion's options but its ETS data, which `etsRows` give, and its gaps. */
  options: Omit<CompleteAnalysisOptions, 'etsData' | 'etsGaps'> & { complianceYear: number };
  /** The compliance year's gaps of each plant (null: not read), as JSON. */
  etsGaps: string | null;
  /** The rows of the compliance year's sums, the whole calendar year of the scope's source. */
  etsRows: PackedRollupRows;
  /** The source streams each plant's CO2 is counted by in the compliance year. */
  etsStreams: StreamsOfPlants;
}

/** What the event loop read of a fleet's scope, unpacked. */
export interface FleetScopeRows extends Omit<
  FleetScope,
  'available' | 'rollups' | 'etsRows' | 'options' | 'etsGaps'
> {
  available: AvailableData | null;
  rollups: { range: Range; rows: RollupRows }[];
  options: Omit<CompleteAnalysisOptions, 'etsData'> & { complianceYear: number };
  etsRows: RollupRows;
}

const rangeKey = (range: Range) => `${range.from}|${range.to}`;

/** A fleet's scope packed for the thread, with the buffers to move. */
export async function packFleetScope(
  scope: FleetScopeRows,
): Promise<{ packed: FleetScope; transfer: ArrayBuffer[] }> {
  const {
    available,
    rollups,
    etsRows,
    options: { etsGaps, ...options },
    ...rest
  } = scope;
  const packedRollups = [];
  for (const { range, rows } of rollups) {
    packedRollups.push({
      range: { from: range.from, to: range.to },
      rows: await packRollupRows(rows),
    });
  }
  const packed: FleetScope = {
    ...rest,
    options,
    etsGaps: etsGaps ? await arrayJson(etsGaps) : null,
    available: available && {
      ...available,
      plants: await packRows(available.plants, ['plant_id'], ['plant_name']),
    },
    rollups: packedRollups,
    etsRows: await packRollupRows(etsRows),
  };
  const plants = packed.available ? [packed.available.plants.numbers.buffer] : [];
  const rows = buffersOf([...packed.rollups.map((r) => r.rows), packed.etsRows]);
  return { packed, transfer: [...plants, ...rows] };
}

/** The analysis answer (JSON) of a fleet's scope, as analysisAnswerJson makes it of its base. */
export async function fleetAnswerJson(scope: FleetScope): Promise<string> {
  const rollups = new Map(scope.rollups.map((r) => [rangeKey(r.range), r.rows]));
  const sums: ScopeSums = {
    rollup(range) {
      const rows = rollups.get(rangeKey(range));
      if (!rows) throw new Error(`The rows of ${rangeKey(range)} were not read`);
      return rollupOfRows(unpackRollupRows(rows));
    },
    qualityFacts: () => scope.qualityFacts,
  };
  const available = scope.available && {
    ...scope.available,
    plants: unpackRows(scope.available.plants),
  };
  const {
    base,
    scope: facts,
    comparison,
  } = await scopeBase(scope.source, scope.filter, available, sums, scope.baseOptions);
  const { complianceYear } = scope.options;
  const etsData = etsYearDataOfRows(
    unpackRollupRows(scope.etsRows),
    complianceYear,
    scope.etsStreams,
  );
  const etsGaps = scope.etsGaps === null ? null : (JSON.parse(scope.etsGaps) as PlantGaps[]);
  return analysisAnswerJson(
    base,
    { ...scope.options, etsData, etsGaps },
    { scope: { ...facts, complianceYear }, comparison },
  );
}
