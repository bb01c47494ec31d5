// Pieces every page of the PDF report uses: headings, paragraphs and the footer with page numbers.
import { Text, View } from '@react-pdf/renderer';
import type { ComplianceReport } from '@domain/report/compliance-report';
import { styles } from './theme';
import { typeset } from './typeset';

/** Space a heading needs below it on its page, so that it is not left alone at a page's foot. */
export const KEEP_WITH_NEXT = 60;

/** "2027-03-15T12:00:00.000Z" as "2027-03-15 12:00 UTC". */
export const generationTime = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

export function Heading({ children }: { children: string }) {
  return (
    <Text style={styles.h2} minPresenceAhead={KEEP_WITH_NEXT}>
      {children}
    </Text>
  );
}

export function Paragraph({ children }: { children: string }) {
  return <Text style={styles.paragraph}>{typeset(children)}</Text>;
}

export function Footer({ report }: { report: ComplianceReport }) {
  const { startDate, endDate } = report.reportingPeriod;
  return (
    <View style={styles.footer} fixed>
      <Text>
        {`Compliance report ${startDate} to ${endDate} · generated ${generationTime(report.generatedAt)}`}
      </Text>
      <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
    </View>
  );
}
