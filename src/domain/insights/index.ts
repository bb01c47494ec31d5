// The insights engine: deterministic rules over an analysis, replacing the prototype's canned "AI" text.
export { complianceAssistant } from './compliance-assistant';
export { generateInsights } from './generate-insights';
export type { InsightInput } from './input';
export { optimizationConfidence, optimizationPrediction } from './optimization';
