// The public surface of the domain core: what the server, the web app and the CLI may use.
export * from './core/constants';
export * from './core/messages';
export type * from './core/readings/dataset';
export type * from './core/csv/parse-result';
export { checkCsvFile, maxUploadBytes, type FileFacts } from './core/csv/check-file';
export { createCsvParser, parseCsv } from './core/csv/parse';
export type { CsvParser } from './core/csv/rows-parser';
export { analysisBase, analyze, completeAnalysis } from './core/completion/analyze';
export type * from './core/analysis/types';
export type * from './core/completion/analyze-options';
export { ANALYSIS_VERSION } from './core/analysis/analysis-version';
export {
  completeResult,
  CompletedAnalysisSchema,
  type CompletedAnalysis,
} from './completed-analysis';
export type { PlantInventory } from './core/analysis/inventory';
export { calculatePermit, formatPermitNotes, formatPermitYears } from './core/permits';
export {
  generateSampleChunks,
  generateSampleCsv,
  type SampleOptions,
} from './core/sample/generate-sample';
export { buildComplianceReport, DEFAULT_REPORTING_ENTITY } from './core/report';
export type * from './core/report/types';
export { ExportError, exportReport, filterReportByRole } from './core/export';
export type { ExportedFile, ReportExportView } from './core/export';
