// The public surface of the domain core: what the server, the web app and the CLI may use.
export * from './constants';
export * from './messages';
export type * from './csv/dataset';
export { checkCsvFile, maxUploadBytes, type FileFacts } from './csv/check-file';
export { createCsvParser, parseCsv, type CsvParser } from './csv/parse';
export { analysisBase, analyze, completeAnalysis } from './analysis/analyze';
export type * from './analysis/types';
export type { PlantInventory } from './analysis/inventory';
export { calculatePermit, formatPermitNotes, formatPermitYears } from './permits';
export {
  generateSampleChunks,
  generateSampleCsv,
  type SampleOptions,
} from './sample/generate-sample';
export { buildComplianceReport, DEFAULT_REPORTING_ENTITY, reportExportStatus } from './report';
export type * from './report/types';
export { ExportError, exportReport, filterReportByRole } from './export';
export type { ExportedFile, ReportExportView } from './export';
