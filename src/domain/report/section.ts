import type { ReportSection } from './types';

/** A report section with its title, text and nested subsections. */
export function section(
  title: string,
  content: string,
  subsections: ReportSection[] = [],
): ReportSection {
  return { title, content, subsections };
}

/** A part of the report: its structured data and the section that presents it. */
export interface ReportPart<T> {
  data: T;
  section: ReportSection;
}
