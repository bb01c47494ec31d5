// The compliance report as a PDF document (issue 5 "The PDF compliance report"): the domain's report
// object laid out with the logo, key figures, facility and GHG tables, the daily emissions chart, the
// report's sections for its jurisdiction and the conclusion; page numbers and the generation time on
// every page. It formats; every figure and sentence comes from the report object or the analysis.
import { Document, Page, Text, View } from '@react-pdf/renderer';
import type { AnalysisBase } from '../../domain/core/analysis/types';
import { num, pct } from '../../domain/core/format';
import type { ComplianceReport, ReportSection } from '../../domain/core/report';
import { EmissionsChart } from './emissions-chart';
import { PdfLogo, PRODUCT_NAME } from './pdf-logo';
import { PdfTable, type PdfColumn, type PdfRow } from './pdf-table';
import { BODY_SIZE, COLORS, CONTENT_WIDTH, styles } from './theme';
import { typeset } from './typeset';

/** What the chart reads of the analysis. */
export type DailySeries = Pick<AnalysisBase, 'dailyEmissions' | 'dailyTotals'>;

export interface ComplianceReportDocumentProps {
  report: ComplianceReport;
  daily: DailySeries;
}

/** The report object's sections follow the four written here (summary, facilities, GHG, chart). */
const FIRST_REPORT_SECTION = 5;

/** Space a heading needs below it on its page, so that it is not left alone at a page's foot. */
const KEEP_WITH_NEXT = 60;

/** "2027-03-15T12:00:00.000Z" as "2027-03-15 12:00 UTC". */
export const generationTime = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

function Heading({ children }: { children: string }) {
  return (
    <Text style={styles.h2} minPresenceAhead={KEEP_WITH_NEXT}>
      {children}
    </Text>
  );
}

function Paragraph({ children }: { children: string }) {
  return <Text style={styles.paragraph}>{typeset(children)}</Text>;
}

function Footer({ report }: { report: ComplianceReport }) {
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

function Masthead({ report }: { report: ComplianceReport }) {
  const { startDate, endDate } = report.reportingPeriod;
  const facts: [string, string][] = [
    ['Reporting entity', report.reportingEntity],
    ['Reporting period', `${startDate} to ${endDate} (the first and last date in the data)`],
    ['Frameworks', typeset(report.framework)],
    ['Generated', generationTime(report.generatedAt)],
  ];
  return (
    <View>
      <View
        style={{
          paddingBottom: 8,
          borderBottomWidth: 1.5,
          borderBottomColor: COLORS.brand,
        }}
      >
        <PdfLogo />
      </View>
      <Text style={styles.title}>{typeset(report.title)}</Text>
      {facts.map(([label, value]) => (
        <View key={label} style={{ flexDirection: 'row', fontSize: BODY_SIZE, lineHeight: 1.4 }}>
          <Text style={{ width: 92, color: COLORS.muted }}>{label}</Text>
          <Text style={{ flex: 1 }}>{value}</Text>
        </View>
      ))}
    </View>
  );
}

function KeyFigures({ report }: { report: ComplianceReport }) {
  const a = report.aggregatedData;
  const compliant = report.facilities.filter((f) => f.complianceStatus === 'compliant').length;
  const figures: [string, string, string][] = [
    ['Total GHG emissions', num(a.totalGHGEmissions, 1), 'tCO₂e'],
    ['CO₂ emissions', num(a.totalCO2Emissions, 1), 't'],
    ['Fuel input', num(a.energyConsumption), 'MWh'],
    ['Facilities compliant', `${compliant} of ${report.facilities.length}`, ''],
  ];
  return (
    <View style={{ flexDirection: 'row', marginTop: 12 }}>
      {figures.map(([label, value, unit], i) => (
        <View
          key={label}
          style={{
            flex: 1,
            marginLeft: i === 0 ? 0 : 6,
            padding: 7,
            borderRadius: 3,
            backgroundColor: COLORS.brandLight,
          }}
        >
          <Text style={{ fontSize: 7.5, color: COLORS.muted }}>{label}</Text>
          <Text style={{ fontSize: 12, fontWeight: 'bold', color: COLORS.brandDark }}>{value}</Text>
          <Text style={{ fontSize: 7.5, color: COLORS.muted }}>{unit}</Text>
        </View>
      ))}
    </View>
  );
}

const FACILITY_COLUMNS: PdfColumn[] = [
  { title: 'Facility', weight: 2.3 },
  { title: 'Location', weight: 1.3 },
  { title: 'Sector', weight: 1.5 },
  { title: 'Emissions (tCO₂e)', weight: 1.6, align: 'right' },
  { title: 'Verified, estimate (tCO₂e)', weight: 1.6, align: 'right' },
  { title: 'Allowances allocated', weight: 1.4, align: 'right' },
  { title: 'Allowances surrendered', weight: 1.4, align: 'right' },
  { title: 'Status', weight: 1.5 },
];

function facilityRows(report: ComplianceReport): PdfRow[] {
  return report.facilities.map((f) => {
    const compliant = f.complianceStatus === 'compliant';
    return {
      cells: [
        `${f.name} (plant ${f.id})`,
        f.location,
        f.sector,
        num(f.totalEmissions, 1),
        num(f.verifiedEmissions, 1),
        num(f.allowancesAllocated),
        num(f.allowancesSurrendered),
        compliant ? 'Compliant' : 'Non-compliant',
      ],
      colors: [...Array<undefined>(7), compliant ? COLORS.brandDark : COLORS.bad],
    };
  });
}

function ghgColumns(report: ComplianceReport): PdfColumn[] {
  return [
    { title: 'Gas', weight: 2 },
    { title: 'Emissions (t of gas)', weight: 2, align: 'right' },
    { title: `GWP (${report.aggregatedData.gwpSet}, 100-year)`, weight: 2, align: 'right' },
    { title: 'tCO₂e', weight: 2, align: 'right' },
  ];
}

function ghgRows(report: ComplianceReport): PdfRow[] {
  const a = report.aggregatedData;
  return [
    { cells: ['CO₂', num(a.totalCO2Emissions, 1), '1', num(a.totalCO2Emissions, 1)] },
    {
      cells: ['CH₄', num(a.totalCH4Emissions, 3), String(a.gwpCH4), num(a.totalCH4CO2e, 1)],
    },
    {
      cells: ['N₂O', num(a.totalN2OEmissions, 3), String(a.gwpN2O), num(a.totalN2OCO2e, 1)],
    },
    { cells: ['Total GHG', '', '', num(a.totalGHGEmissions, 1)], total: true },
  ];
}

function Section({
  section,
  number,
  depth,
}: {
  section: ReportSection;
  number: string;
  depth: number;
}) {
  const title = typeset(section.title);
  return (
    <View>
      {/* A heading stays on the page of its text. */}
      <View wrap={false}>
        {depth === 0 ? (
          <Text style={styles.h2}>{`${number}. ${title}`}</Text>
        ) : (
          <Text style={depth === 1 ? styles.h3 : styles.h4}>
            {depth === 1 ? `${number} ${title}` : title}
          </Text>
        )}
        {section.content && <Paragraph>{section.content}</Paragraph>}
      </View>
      {section.subsections.map((s, i) => (
        <Section key={i} section={s} number={`${number}.${i + 1}`} depth={depth + 1} />
      ))}
    </View>
  );
}

export function ComplianceReportDocument({ report, daily }: ComplianceReportDocumentProps) {
  const a = report.aggregatedData;
  const t = daily.dailyTotals;
  const days = daily.dailyEmissions.length;
  return (
    <Document
      title={report.title}
      author={report.reportingEntity}
      subject={report.framework}
      creator={PRODUCT_NAME}
      producer={PRODUCT_NAME}
      language="en"
      creationDate={new Date(report.generatedAt)}
    >
      <Page size="A4" style={styles.page} wrap>
        <Footer report={report} />
        <Masthead report={report} />
        <KeyFigures report={report} />

        <Heading>1. Executive summary</Heading>
        <Paragraph>{report.executiveSummary}</Paragraph>

        <Heading>2. Facilities</Heading>
        <PdfTable columns={FACILITY_COLUMNS} rows={facilityRows(report)} />
        <Text style={styles.note}>
          Verified emissions are estimates until a verifier&apos;s statement replaces them; the
          allocation and status rules are set out under Facility compliance below.
        </Text>

        <Heading>3. Greenhouse-gas emissions</Heading>
        <PdfTable columns={ghgColumns(report)} rows={ghgRows(report)} />
        <Text style={styles.note}>
          {`GWP set ${a.gwpSet}: CH₄ ${a.gwpCH4}, N₂O ${a.gwpN2O}. Fuel input ${num(a.energyConsumption)} MWh ` +
            `for ${num(a.electricityOutput)} MWh of electricity and ${num(a.heatOutput)} MWh of heat; renewable ` +
            `share ${pct(a.renewableEnergyShare, 2)} weighted by fuel input.`}
        </Text>

        <View wrap={false}>
          <Heading>4. Daily CO₂ emissions</Heading>
          <Text style={{ ...styles.paragraph, marginBottom: 6 }}>
            {`The ${days} calendar days from ${t.windowStart} to ${t.windowEnd} (the last ${days} days in ` +
              `the data), ${t.daysTracked} of them with data. Totals over these days: ` +
              `CO₂ ${num(t.CO2, 1)} t, CH₄ ${num(t.CH4, 3)} t and N₂O ${num(t.N2O, 3)} t (tonnes of gas).`}
          </Text>
          <EmissionsChart points={daily.dailyEmissions} width={CONTENT_WIDTH} />
        </View>

        {report.sections.map((s, i) => (
          <Section key={s.title} section={s} number={String(FIRST_REPORT_SECTION + i)} depth={0} />
        ))}

        <Heading>{`${FIRST_REPORT_SECTION + report.sections.length}. Conclusion`}</Heading>
        <Paragraph>{report.conclusion}</Paragraph>
      </Page>
    </Document>
  );
}
