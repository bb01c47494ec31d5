// The worker thread of the server's pool (a second entry point of the build): completes the
// analyses of large fleets, renders PDF reports
// and checks a stored file's bytes again, CSV or workbook (a file stored before the history; new uploads are checked
// as they arrive, see ingest.ts), each given as plain data.
import { analysisAnswerJson } from '@domain/analysis-answer';
import { buildPrintedReport } from '../files/build-file-report';
import { parseStoredFile } from '../files/parse-stored-file';
import { checkedUpload } from './checked-upload';
import { watchYearMoves } from '@domain/csv/zone-year-moves';
import { ownBuffer } from '../threads/own-buffer';
import { etsYear, type EtsYear } from '@domain/ets/ets-year';
import { etsYearDataOfRows } from '../db/rollup-of-rows';
import { unpackRollupRows } from './packed-rows';
import { fleetAnswerJson } from './fleet-answer';
import { serveTasks } from './serve-tasks';
import type { EtsYearTotals, ServerTasks } from './server-tasks';

serveTasks<ServerTasks>({
  answerAnalysis({ base, options, scope }) {
    return { output: analysisAnswerJson(base, options, scope) };
  },
  async fleetAnswer(scope) {
    return { output: await fleetAnswerJson(scope) };
  },
  etsYearTotals({ rows, year: calendarYear, streams, register, record, ...rest }) {
    const { settings, verification, today } = rest;
    const data = etsYearDataOfRows(unpackRollupRows(rows), calendarYear, streams);
    const year = etsYear(data, register, record, settings, today, verification);
    // Its per-plant lists stay here: copying them back would cost the event loop what was saved.
    const totals: Partial<EtsYear> = { ...year };
    delete totals.plants;
    delete totals.scope_not_declared;
    return { output: totals as EtsYearTotals };
  },
  async renderReport({ source, jurisdiction }) {
    const printed = buildPrintedReport(source, jurisdiction);
    if (!printed) return { output: null, transfer: [] };
    // Loaded on a thread's first report: a thread that only checks uploads never loads react-pdf.
    const { renderComplianceReportPdf } = await import('../pdf/render-report');
    const pdf = ownBuffer(await renderComplianceReportPdf(printed));
    return { output: pdf, transfer: [pdf] };
  },
  async checkUpload({ bytes, zones, notReported }) {
    return checkedUpload(await parseStoredFile(bytes, new Map(zones)), notReported);
  },
  async zoneYearMoves({ bytes, before, after }) {
    const watch = watchYearMoves(new Map(before), new Map(after));
    await parseStoredFile(bytes, new Map(before), watch.clock);
    return { output: watch.moves() };
  },
});
