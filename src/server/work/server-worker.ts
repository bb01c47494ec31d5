// The worker thread of the server's pool (a second entry point of the build): renders PDF reports
// and checks uploaded files as their bytes arrive, each given as plain data.
import { createHash } from 'node:crypto';
import { createCsvParser } from '../../domain/core/csv/parse';
import { analysisOfParsed } from '../files/stored-analysis';
import { buildFileReport } from '../files/build-file-report';
import { cellRowsOf } from '../history/cell-rows';
import { ownBuffer } from './own-buffer';
import { serveTasks } from './serve-tasks';
import type { ServerTasks } from './server-tasks';

serveTasks<ServerTasks>({
  async renderReport({ source, jurisdiction }) {
    const built = buildFileReport(source, jurisdiction);
    if (!built) return { output: null, transfer: [] };
    const { report, base } = built;
    // Loaded on a thread's first report: a thread that only checks uploads never loads react-pdf.
    const { renderComplianceReportPdf } = await import('../pdf/render-report');
    const pdf = ownBuffer(await renderComplianceReportPdf(report, base));
    return { output: pdf, transfer: [pdf] };
  },
  async checkUpload({ port, expectedBytes }) {
    const parser = createCsvParser({ expectedBytes });
    const hash = createHash('sha256');
    port.postMessage('started');
    await new Promise<void>((resolve, reject) => {
      port.on('message', (chunk: Uint8Array | null) => {
        if (chunk === null) return resolve();
        parser.push(chunk);
        hash.update(chunk);
      });
      // Closed before the end: the upload was refused or cut off on the other side.
      port.on('close', () => reject(new Error('the upload stopped before its end')));
    });
    port.close();
    const parsed = parser.finish();
    if (!parsed.ok) {
      const { message, problems, problemCount } = parsed;
      return { output: { ok: false, message, problems, problemCount } };
    }
    const { analysis, cells } = analysisOfParsed(parsed);
    const sha256 = hash.digest('hex');
    return {
      output: { ok: true, sha256, quality: parsed.quality, analysis, cells: cellRowsOf(cells) },
    };
  },
});
