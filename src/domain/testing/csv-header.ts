// Test helper: the spec CSV's header line, as the measure table makes it, so that a test file
// never spells the columns out and a new measure reaches every test's files.
import { REQUIRED_HEADERS } from '../constants';

/** The header line of a spec CSV: the required columns, in the spec's order. */
export function csvHeader(): string {
  return REQUIRED_HEADERS.join(',');
}
