// Appendix A of a report with more than DETAILED_FACILITIES facilities: every facility with its
// figures, in plant order, and the totals over all of them. Rows have a fixed height and each page
// is its own page element holding the rows that fit, so the time to render grows linearly with the
// facilities (one page element paginated by react-pdf is laid out again after every page break).
import { Page, Text } from '@react-pdf/renderer';
import { num } from '@domain/format';
import type { ComplianceReport } from '@domain/report/compliance-report';
import { APPENDIX_TITLE, type FacilityTotals } from '@domain/report/facility-digest';
import { APPENDIX_COLUMNS, facilityRow, totalsRow } from './facility-rows';
import { LINES_FONT_SIZE, LINES_ROW_HEIGHT, PdfLinesTable } from './pdf-lines-table';
import { Footer, Heading, Paragraph } from './report-parts';
import { CONTENT_WIDTH, PAGE_CONTENT_HEIGHT, styles } from './theme';

/** Room the table's header takes (up to three lines of column titles), pt. */
const HEADER_HEIGHT = 3 * LINES_ROW_HEIGHT + LINES_FONT_SIZE;
/** Room the appendix's heading and introduction take on its first page, pt. */
const INTRODUCTION_HEIGHT = 90;
/** Room the closing note takes on the last page (every page keeps it free), pt. */
const NOTE_HEIGHT = 20;

const rowsFitting = (height: number) => Math.floor((height - HEADER_HEIGHT) / LINES_ROW_HEIGHT);

/** The rows in page-sized chunks; the first page has the heading above its table. */
export function appendixPages<T>(rows: T[]): T[][] {
  const first = rowsFitting(PAGE_CONTENT_HEIGHT - INTRODUCTION_HEIGHT - NOTE_HEIGHT);
  const next = rowsFitting(PAGE_CONTENT_HEIGHT - NOTE_HEIGHT);
  const pages = [rows.slice(0, first)];
  for (let at = first; at < rows.length; at += next) pages.push(rows.slice(at, at + next));
  return pages;
}

/** The appendix of the report's facilities, with `all` the totals over every one of them. */
export function FacilityAppendix({
  report,
  all,
}: {
  report: ComplianceReport;
  all: FacilityTotals;
}) {
  const rows = [
    ...report.facilities.map((f) => facilityRow(APPENDIX_COLUMNS, f)),
    totalsRow(APPENDIX_COLUMNS, `All ${num(all.count)} facilities`, all, true),
  ];
  const pages = appendixPages(rows);
  return pages.map((chunk, i) => (
    <Page key={i} size="A4" style={styles.page}>
      <Footer report={report} />
      {i === 0 && (
        <>
          <Heading>{`${APPENDIX_TITLE}. Every facility`}</Heading>
          <Paragraph>
            {`All ${num(all.count)} facilities of the report in plant order, with their emissions (tCO₂e) ` +
              'and how many of their three register facts (country, sector, renewable share) ' +
              'are assumed, not declared; the last row holds the totals over all of them. Those facts, and ' +
              'any name shortened here with "…", are in full in the exports.'}
          </Paragraph>
        </>
      )}
      <PdfLinesTable columns={APPENDIX_COLUMNS} rows={chunk} width={CONTENT_WIDTH} />
      {i === pages.length - 1 && (
        <Text style={styles.note}>
          {`${num(all.withAssumedFacts)} of the ${num(all.count)} facilities have register facts assumed, not declared.`}
        </Text>
      )}
    </Page>
  ));
}
