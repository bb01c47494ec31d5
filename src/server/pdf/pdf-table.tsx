// A table of text cells: a header row, rows that never split across pages, and optional total rows.
import { Text, View } from '@react-pdf/renderer';
import type { Style } from '@react-pdf/types';
import { COLORS } from './theme';

export interface PdfColumn {
  title: string;
  /** Share of the table width (flex grow). */
  weight: number;
  align?: 'left' | 'right';
  /** In a one-line table, a text too wide for the column is shortened with "…". */
  shorten?: true;
}

export interface PdfRow {
  cells: string[];
  /** Printed bold on a tinted background (totals). */
  total?: boolean;
  /** Per-cell colour, for example a non-compliant status. */
  colors?: (string | undefined)[];
}

const RULE_WIDTH = 0.5;

const cell = (column: PdfColumn): Style => ({
  flexGrow: column.weight,
  flexBasis: 0,
  paddingVertical: 3,
  paddingHorizontal: 4,
  textAlign: column.align ?? 'left',
});

export function PdfTable({ columns, rows }: { columns: PdfColumn[]; rows: PdfRow[] }) {
  return (
    <View
      style={{ borderWidth: RULE_WIDTH, borderColor: COLORS.border, fontSize: 8, lineHeight: 1.3 }}
    >
      <View
        fixed
        style={{ flexDirection: 'row', backgroundColor: COLORS.headerFill, fontWeight: 'bold' }}
      >
        {columns.map((c) => (
          <Text key={c.title} style={cell(c)}>
            {c.title}
          </Text>
        ))}
      </View>
      {rows.map((row, i) => (
        <View
          key={i}
          wrap={false}
          style={{
            flexDirection: 'row',
            borderTopWidth: RULE_WIDTH,
            borderTopColor: COLORS.rule,
            backgroundColor: row.total ? COLORS.brandLight : i % 2 ? COLORS.stripe : undefined,
            fontWeight: row.total ? 'bold' : 'normal',
          }}
        >
          {row.cells.map((text, j) => (
            <Text key={j} style={{ ...cell(columns[j]!), color: row.colors?.[j] ?? COLORS.text }}>
              {text}
            </Text>
          ))}
        </View>
      ))}
    </View>
  );
}
