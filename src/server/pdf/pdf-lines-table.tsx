// A table of one-line rows drawn as one text per column: the fast layout for long tables (the appendix
// of every facility). Rows have a fixed height, so a page's rows are known before layout. The columns'
// weights must give figures room on one line; a text in a column marked `shorten` that is too wide is
// cut with "…".
import { Text, View } from '@react-pdf/renderer';
import type { PdfColumn, PdfRow } from './pdf-table';
import { COLORS } from './theme';

export const LINES_FONT_SIZE = 7;
const LINE_HEIGHT = 1.65;
/** Height of one row, pt. */
export const LINES_ROW_HEIGHT = LINES_FONT_SIZE * LINE_HEIGHT;
const CELL_PADDING_X = 4;
const RULE_WIDTH = 0.5;

/**
 * A width at least that of a character of DejaVu Sans, in em (its advance widths: "l" 0.28, "a" 0.61,
 * digits 0.64, "A" 0.68, "m" 0.97, "W" 0.99): a text measured with it never takes more room.
 */
function glyphEm(ch: string): number {
  if (/[MWmw@%]/.test(ch) || ch > '~') return 1;
  if (/[A-Z]/.test(ch)) return 0.88;
  if (/[fijlrtI]/.test(ch)) return 0.45;
  if (/[a-z0-9]/.test(ch)) return 0.66;
  return 0.42;
}

/** The text shortened with "…" to fit a width at the table's font size. */
export function fitText(text: string, width: number): string {
  const em = width / LINES_FONT_SIZE;
  let used = 0;
  for (let i = 0; i < text.length; i++) {
    used += glyphEm(text[i]!);
    if (used > em) {
      let cut = i;
      while (cut > 0 && used + 1 > em) used -= glyphEm(text[--cut]!);
      return `${text.slice(0, cut).trimEnd()}…`;
    }
  }
  return text;
}

interface Span {
  text: string;
  color: string;
  bold: boolean;
}

/** A column's lines, consecutive lines of the same colour and weight in one span (fewer nodes to lay out). */
function spans(rows: PdfRow[], column: number, width: number, shorten: boolean): Span[] {
  const out: Span[] = [];
  rows.forEach((row, i) => {
    const cell = row.cells[column] ?? '';
    const text = shorten ? fitText(cell, width) : cell;
    const line = `${text || ' '}${i < rows.length - 1 ? '\n' : ''}`;
    const color = row.colors?.[column] ?? COLORS.text;
    const bold = row.total === true;
    const last = out.at(-1);
    if (last && last.color === color && last.bold === bold) last.text += line;
    else out.push({ text: line, color, bold });
  });
  return out;
}

/** Inner widths of the columns in a table of the given width, pt. */
export function columnWidths(columns: PdfColumn[], width: number): number[] {
  const weights = columns.reduce((s, c) => s + c.weight, 0);
  return columns.map((c) => ((width - 2 * RULE_WIDTH) * c.weight) / weights - 2 * CELL_PADDING_X);
}

export function PdfLinesTable({
  columns,
  rows,
  width,
}: {
  columns: PdfColumn[];
  rows: PdfRow[];
  width: number;
}) {
  const widths = columnWidths(columns, width);
  const cellStyle = (c: PdfColumn) => ({
    flexGrow: c.weight,
    flexBasis: 0,
    paddingHorizontal: CELL_PADDING_X,
    textAlign: c.align ?? 'left',
  });
  return (
    <View
      style={{
        width,
        borderWidth: RULE_WIDTH,
        borderColor: COLORS.border,
        fontSize: LINES_FONT_SIZE,
        lineHeight: LINE_HEIGHT,
      }}
    >
      <View
        style={{
          flexDirection: 'row',
          backgroundColor: COLORS.headerFill,
          fontWeight: 'bold',
          paddingVertical: 2,
          borderBottomWidth: RULE_WIDTH,
          borderBottomColor: COLORS.border,
        }}
      >
        {columns.map((c) => (
          <Text key={c.title} style={cellStyle(c)}>
            {c.title}
          </Text>
        ))}
      </View>
      <View style={{ flexDirection: 'row' }}>
        {rows.map((row, i) =>
          row.total || i % 2 ? (
            <View
              key={`band${i}`}
              style={{
                position: 'absolute',
                top: i * LINES_ROW_HEIGHT,
                left: 0,
                right: 0,
                height: LINES_ROW_HEIGHT,
                backgroundColor: row.total ? COLORS.brandLight : COLORS.stripe,
              }}
            />
          ) : null,
        )}
        {columns.map((c, j) => (
          <Text key={c.title} style={cellStyle(c)}>
            {spans(rows, j, widths[j]!, c.shorten === true).map((span, k) => (
              <Text
                key={k}
                style={{ color: span.color, fontWeight: span.bold ? 'bold' : 'normal' }}
              >
                {span.text}
              </Text>
            ))}
          </Text>
        ))}
      </View>
    </View>
  );
}
