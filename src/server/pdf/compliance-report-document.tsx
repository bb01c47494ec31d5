// The compliance report as a PDF document (issue 5 "The PDF compliance report"): the domain's report
// object laid out with the logo, key figures, facility and GHG tables, the daily emissions chart, the
// report's sections for its jurisdiction and the conclusion; page numbers and the generation time on
// every page. Beyond DETAILED_FACILITIES the largest emitters are printed in detail, the rest summed,
// and Appendix A lists every facility. It lays out the domain's printed report; every figure and
// sentence comes from it.
import { Document, Page, Text, View } from '@react-pdf/renderer';
import { num, pct } from '@domain/format';
import {
  gasText,
  reportedOrNull,
  withLabel,
  withoutEstimates,
  type GasReporting,
} from '@domain/analysis/ghg-reporting';
import type { ComplianceReport, ReportSection } from '@domain/report/compliance-report';
import type { ReportFigure } from '@domain/report/types';
import { APPENDIX_TITLE, type FacilityDigest } from '@domain/report/facility-digest';
import type { PrintedReport } from '@domain/report/printed-report';
import { GRANULARITY_WORDS, isPartial } from '@domain/views/emissions-bars';
import { AirPollutantTable } from './air-pollutant-table';
import { EmissionsChart } from './emissions-chart';
import { FacilityAppendix } from './facility-appendix';
import { FACILITY_COLUMNS, facilityRow, totalsRow } from './facility-rows';
import { PdfLogo, PRODUCT_NAME } from './pdf-logo';
import { PdfTable, type PdfColumn, type PdfRow } from './pdf-table';
import { Footer, Heading, KEEP_WITH_NEXT, Paragraph, generationTime } from './report-parts';
import { BODY_SIZE, COLORS, CONTENT_WIDTH, styles } from './theme';
import { typeset } from './typeset';

/** A section text up to this long is kept on one page with its heading (about 20 lines). */
const KEEP_WHOLE_CHARS = 2_000;

/** The report object's sections follow the four written here (summary, facilities, GHG, chart). */
const FIRST_REPORT_SECTION = 5;

function Masthead({ report }: { report: ComplianceReport }) {
  const { startDate, endDate } = report.reportingPeriod;
  const facts: [string, string][] = [
    ['Reporting entity', report.reportingEntity],
    [
      'Reporting period',
      `${startDate} to ${endDate} (the first and last day of data in this report)`,
    ],
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

function KeyFigures({ report, digest }: { report: ComplianceReport; digest: FacilityDigest }) {
  const a = report.aggregatedData;
  const assumed = digest.all.withAssumedFacts;
  const figures: [string, string, string][] = [
    ['Total GHG emissions', num(a.totalGHGEmissions, 1), 'tCO₂e'],
    ['CO₂ emissions', withLabel(num(a.totalCO2Emissions, 1), a.co2Basis), 't'],
    ['Fuel input', num(a.energyConsumption), 'MWh'],
    [
      'Facilities',
      num(report.facilities.length),
      assumed === 0 ? 'facts declared' : `${num(assumed)} with assumed facts`,
    ],
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

function facilityTableRows(digest: FacilityDigest): PdfRow[] {
  const rows = digest.detailed.map((f) => facilityRow(FACILITY_COLUMNS, f));
  if (!digest.others) return rows;
  return [
    ...rows,
    totalsRow(
      FACILITY_COLUMNS,
      `The other ${num(digest.others.count)} facilities (${APPENDIX_TITLE})`,
      digest.others,
    ),
    totalsRow(FACILITY_COLUMNS, `All ${num(digest.all.count)} facilities`, digest.all, true),
  ];
}

function facilitiesNote(digest: FacilityDigest): string {
  const register =
    'Country, sector and renewable share are those of the plant register; a fact it assumes by default, ' +
    'not declared by the company, is named in the last column. Emissions are as reported from the uploaded data.';
  if (!digest.others) return register;
  return (
    `The ${num(digest.detailed.length)} largest emitters of the ${num(digest.all.count)} facilities, in descending ` +
    `order of emissions; the other ${num(digest.others.count)} are summed in one row and listed one by one in ` +
    `${APPENDIX_TITLE} and in the exports. ${register}`
  );
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
    {
      cells: [
        'CO₂',
        withLabel(num(a.totalCO2Emissions, 1), a.co2Basis),
        '1',
        num(a.totalCO2Emissions, 1),
      ],
    },
    {
      cells: [
        'CH₄',
        withLabel(gasText(a.totalCH4Emissions, 3), a.ch4Basis),
        String(a.gwpCH4),
        gasText(a.totalCH4CO2e, 1),
      ],
    },
    {
      cells: [
        'N₂O',
        withLabel(gasText(a.totalN2OEmissions, 3), a.n2oBasis),
        String(a.gwpN2O),
        gasText(a.totalN2OCO2e, 1),
      ],
    },
    { cells: ['Total GHG', '', '', num(a.totalGHGEmissions, 1)], total: true },
  ];
}

/** Each figure on a line of its own, its note in a short line under it. */
function Figures({ figures }: { figures: ReportFigure[] }) {
  return (
    <View style={{ marginBottom: 4 }}>
      {figures.map((f) => (
        <View key={f.label} style={{ marginBottom: 2 }}>
          <Text>
            <Text style={styles.bold}>{typeset(f.label)}: </Text>
            {typeset(f.value)}
          </Text>
          {f.note && <Text style={styles.figureNote}>{typeset(f.note)}</Text>}
        </View>
      ))}
    </View>
  );
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
  const style = [styles.h2, styles.h3, styles.h4][Math.min(depth, 2)];
  const text = depth === 0 ? `${number}. ${title}` : depth === 1 ? `${number} ${title}` : title;
  return (
    <View>
      {/* A heading stays on the page of its text. A text longer than a page cannot be kept whole
          (it would be cut off), so it follows its heading and runs on across pages. */}
      {section.content.length <= KEEP_WHOLE_CHARS ? (
        <View wrap={false}>
          <Text style={style}>{text}</Text>
          {section.figures && <Figures figures={section.figures} />}
          {section.content && <Paragraph>{section.content}</Paragraph>}
        </View>
      ) : (
        <>
          <Text style={style} minPresenceAhead={KEEP_WITH_NEXT}>
            {text}
          </Text>
          <Paragraph>{section.content}</Paragraph>
        </>
      )}
      {section.subsections.map((s, i) => (
        <Section key={i} section={s} number={`${number}.${i + 1}`} depth={depth + 1} />
      ))}
    </View>
  );
}

/** What the chart covers: every day of the report's range, drawn per day, week or month (issue 26). */
function dailyParagraph(daily: PrintedReport['daily']): string {
  const t = daily.dailyTotals;
  // The daily series holds the data's reported figures only; the GHG table holds the estimates.
  const ghg = withoutEstimates(daily.ghgReporting);
  const gasTotal = (gas: GasReporting, tonnes: number) =>
    gasText(reportedOrNull(gas, tonnes), 3, 't');
  const per = GRANULARITY_WORDS[daily.emissionsChart.granularity];
  const partial = daily.emissionsChart.bars.some(isPartial)
    ? ` A starred ${daily.emissionsChart.granularity} has fewer days of data than calendar days (partial).`
    : '';
  return (
    `The ${num(t.windowDays)} calendar days from ${t.windowStart} to ${t.windowEnd}, ` +
    `${num(t.daysTracked)} of them with data, charted ${per}. Totals over these days: ` +
    `CO₂ ${num(t.CO2, 1)} t, CH₄ ${gasTotal(ghg.ch4, t.CH4)} and N₂O ${gasTotal(ghg.n2o, t.N2O)} (tonnes of gas).${partial}`
  );
}

export function ComplianceReportDocument({ printed }: { printed: PrintedReport }) {
  const { report, daily, facilities: digest } = printed;
  const a = report.aggregatedData;
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
        <KeyFigures report={report} digest={digest} />

        <Heading>1. Executive summary</Heading>
        <Paragraph>{report.executiveSummary}</Paragraph>

        <Heading>2. Facilities</Heading>
        <PdfTable columns={FACILITY_COLUMNS} rows={facilityTableRows(digest)} />
        <Text style={styles.note}>{facilitiesNote(digest)}</Text>

        <Heading>3. Greenhouse-gas emissions</Heading>
        <PdfTable columns={ghgColumns(report)} rows={ghgRows(report)} />
        <Text style={styles.note}>
          {`GWP set ${a.gwpSet}: CH₄ ${a.gwpCH4}, N₂O ${a.gwpN2O}. Fuel input ${num(a.energyConsumption)} MWh ` +
            `for ${num(a.electricityOutput)} MWh of electricity and ${num(a.heatOutput)} MWh of heat; renewable ` +
            `share ${pct(a.renewableEnergyShare, 2)} weighted by fuel input.`}
        </Text>
        <AirPollutantTable plants={printed.airPollutants} />

        <View wrap={false}>
          <Heading>4. Daily CO₂ emissions</Heading>
          <Text style={{ ...styles.paragraph, marginBottom: 6 }}>{dailyParagraph(daily)}</Text>
          <EmissionsChart chart={daily.emissionsChart} width={CONTENT_WIDTH} />
        </View>

        {printed.sections.map((s, i) => (
          <Section key={s.title} section={s} number={String(FIRST_REPORT_SECTION + i)} depth={0} />
        ))}

        <Heading>{`${FIRST_REPORT_SECTION + printed.sections.length}. Conclusion`}</Heading>
        <Paragraph>{report.conclusion}</Paragraph>
      </Page>
      {digest.others && <FacilityAppendix report={report} all={digest.all} />}
    </Document>
  );
}
