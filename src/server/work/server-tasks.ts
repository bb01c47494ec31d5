// The server's heavy tasks and the pool of threads that runs them (README "Configuration":
// WORKER_THREADS, WORK_QUEUE_LIMIT, WORK_TIMEOUT_S).
import type { AnalysisBase } from '@domain/analysis/types';
import type { CompleteAnalysisOptions } from '@domain/completion/analyze-options';
import type { ScopeFacts } from '@domain/completed-analysis';
import type { DataQualityReport } from '@domain/readings/dataset';
import type { NotReportable } from '@domain/readings/not-reported';
import type { FlaggedHour } from '@domain/readings/flagged-hours';
import type { CsvRefusal } from '@domain/csv/parse-result';
import type { Jurisdiction } from '@domain/constants';
import type { WorkLimits } from '../config';
import type { ReportSource } from '../files/build-file-report';
import type { CellRows } from '../db/cell-rows';
import type { YearMove } from '@domain/csv/zone-year-moves';
import type { AllowanceRecord, EtsSettings, EtsYear, Verification } from '@domain/ets/ets-year';
import type { StreamsOfPlants } from '@domain/ets/year-emissions';
import type { SavedRegisterRow } from '@domain/register/register';
import type { PackedRollupRows } from './packed-rows';
import type { FleetScope } from './fleet-answer';
import { createWorkerPool, type WorkerPool } from './worker-pool';

/** An ETS year's figures without its per-plant lists. */
export type EtsYearTotals = Omit<EtsYear, 'plants' | 'scope_not_declared'>;

/** An uploaded file checked on a worker: accepted with its analysis and cells, or refused. */
export type UploadCheck =
  | {
      ok: true;
      quality: DataQualityReport;
      analysis: AnalysisBase;
      cells: CellRows;
      /** The rows kept but flagged for the data-quality screen. */
      flagged: FlaggedHour[];
    }
  | (Omit<CsvRefusal, 'ok'> & { ok: false });

export type ServerTasks = {
  /**
   * A scope's analysis base in, completed for today with the options, its lists bounded, as the
   * JSON answered (issue 34 §6: a fleet's completion would hold the event loop for seconds).
   */
  answerAnalysis: {
    input: { base: AnalysisBase; options: CompleteAnalysisOptions; scope: ScopeFacts };
    output: string;
  };
  /**
   * A fleet's scope as the event loop read it, its rows packed, folded into its base and completed
   * for today, its lists bounded, as the JSON answered (issue 34 §6: folding and handing over a
   * fleet's base would hold the event loop).
   */
  fleetAnswer: { input: FleetScope; output: string };
  /**
   * A fleet's ETS year, from the packed rows of the calendar year's sums, made on `today` without
   * its coverage: its totals, which its alerts read (issue 34 §6: folding the rows and a register
   * entry per plant would hold the event loop).
   */
  etsYearTotals: {
    input: {
      rows: PackedRollupRows;
      year: number;
      /** The source streams each plant's CO2 is counted by. */
      streams: StreamsOfPlants;
      register: SavedRegisterRow[];
      record: AllowanceRecord | null;
      settings: EtsSettings;
      verification: Verification | null;
      today: string;
    };
    output: EtsYearTotals;
  };
  /**
   * A file's stored analysis in, its compliance report built and rendered, the PDF's bytes out;
   * null when the stored analysis does not read as the current shape.
   */
  renderReport: {
    input: { source: ReportSource; jurisdiction: Jurisdiction };
    output: ArrayBuffer | null;
  };
  /**
   * A stored file's bytes in, with the plants' declared time zones and the columns the file does
   * not report: parsed, validated and analysed, or refused with its problems.
   */
  checkUpload: {
    input: { bytes: Uint8Array; zones: [number, string][]; notReported: NotReportable[] };
    output: UploadCheck;
  };
  /**
   * A stored file's bytes in, with the plants' time zones before and after a change: the readings
   * the change would move from one calendar year to another.
   */
  zoneYearMoves: {
    input: { bytes: Uint8Array; before: [number, string][]; after: [number, string][] };
    output: YearMove[];
  };
};

export type ServerWork = WorkerPool<ServerTasks>;

// Built, this module is part of dist/server/main.js and the worker is dist/server/server-worker.js.
const WORKER_MODULE = new URL(
  import.meta.url.endsWith('.ts') ? './server-worker.ts' : './server-worker.js',
  import.meta.url,
);

/** A thread stays within this heap: a report or file too large for it fails alone. */
export const WORKER_HEAP_MB = 1536;

/**
 * A user's reports in line at once: the one whose turn it is and three behind it (EU, US and
 * COMBINED asked for together fit). A fifth is refused, so that one user cannot fill the line
 * everyone else waits in.
 */
export const PLACES_PER_USER = 4;

/** How an upload's check is named in an error message, on the pool and on the upload thread. */
export const CHECK_UPLOAD_LABEL = 'Checking the uploaded file';

/** The pool of worker threads for the server's heavy tasks; threads start on first use. */
export function createServerWork(limits: WorkLimits): ServerWork {
  return createWorkerPool<ServerTasks>({
    ...limits,
    module: WORKER_MODULE,
    heapMb: WORKER_HEAP_MB,
    placesPerKey: PLACES_PER_USER,
    labels: {
      answerAnalysis: 'Completing the analysis',
      fleetAnswer: 'Completing the analysis',
      etsYearTotals: 'Computing the EU ETS year',
      renderReport: 'Rendering the PDF report',
      checkUpload: CHECK_UPLOAD_LABEL,
      zoneYearMoves: 'Reading the stored files in the new time zone',
    },
  });
}
