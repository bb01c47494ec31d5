// data §9 names the PDF by its lowercase jurisdiction and date of generation; issue 26 adds the days
// the report states, so two reports of different ranges saved the same day are told apart.

/** The first and last day a report states. */
export interface StatedDays {
  startDate: string;
  endDate: string;
}

/**
 * A compliance report's or export's file name: "eu_compliance_report_2026-11-26_2025-01-01_to_2025-01-30.pdf"
 * (`what` is "compliance_report" or "compliance_export_<role>"; `generatedAt` an ISO instant).
 */
export function reportFileName(
  jurisdiction: string,
  what: string,
  generatedAt: string,
  days: StatedDays | null,
  extension: string,
): string {
  const range = days ? `_${days.startDate}_to_${days.endDate}` : '';
  return `${jurisdiction.toLowerCase()}_${what}_${generatedAt.slice(0, 10)}${range}.${extension}`;
}
