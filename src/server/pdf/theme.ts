// Page geometry, colours and text styles of the PDF report (colours follow the web app's palette).
import { StyleSheet } from '@react-pdf/renderer';
import { PDF_FONT_FAMILY } from './fonts';

/** A4 in points. */
export const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
/** data §9 "page margin 20": 20 mm, in points. */
export const PAGE_MARGIN = 56.69;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * PAGE_MARGIN;
const PAGE_PADDING_TOP = 40;
const PAGE_PADDING_BOTTOM = 56;
/** Height of a page's text area (inside the padding, above the footer). */
export const PAGE_CONTENT_HEIGHT = PAGE_HEIGHT - PAGE_PADDING_TOP - PAGE_PADDING_BOTTOM;

export const COLORS = {
  brand: '#059669',
  brandDark: '#065f46',
  brandLight: '#ecfdf5',
  text: '#0f172a',
  muted: '#475569',
  faint: '#94a3b8',
  border: '#cbd5e1',
  rule: '#e2e8f0',
  stripe: '#f8fafc',
  headerFill: '#f1f5f9',
  /** A register fact still assumed (amber, as on screen). */
  assumed: '#92400e',
} as const;

/** Body text size (pt). */
export const BODY_SIZE = 9.5;

// lineHeight is set on the text styles, never on the page: react-pdf 4.9 drops a page-number text
// (`render`) whose page has a lineHeight. A unitless lineHeight multiplies the fontSize of the same
// style (18 when it has none), so every style with a lineHeight names its fontSize.
export const styles = StyleSheet.create({
  page: {
    fontFamily: PDF_FONT_FAMILY,
    fontSize: BODY_SIZE,
    color: COLORS.text,
    paddingTop: PAGE_PADDING_TOP,
    paddingBottom: PAGE_PADDING_BOTTOM,
    paddingHorizontal: PAGE_MARGIN,
  },
  footer: {
    position: 'absolute',
    bottom: 24,
    left: PAGE_MARGIN,
    right: PAGE_MARGIN,
    flexDirection: 'row',
    justifyContent: 'space-between',
    borderTopWidth: 0.5,
    borderTopColor: COLORS.border,
    paddingTop: 5,
    fontSize: 7.5,
    color: COLORS.muted,
  },
  title: { fontSize: 17, fontWeight: 'bold', lineHeight: 1.25, marginTop: 14, marginBottom: 8 },
  h2: {
    fontSize: 12.5,
    fontWeight: 'bold',
    lineHeight: 1.25,
    color: COLORS.brandDark,
    marginTop: 16,
    marginBottom: 6,
    paddingBottom: 3,
    borderBottomWidth: 0.75,
    borderBottomColor: COLORS.rule,
  },
  h3: { fontSize: 10.5, fontWeight: 'bold', lineHeight: 1.25, marginTop: 8, marginBottom: 3 },
  h4: {
    fontSize: BODY_SIZE,
    fontWeight: 'bold',
    lineHeight: 1.25,
    marginTop: 5,
    marginBottom: 2,
    color: COLORS.muted,
  },
  paragraph: { fontSize: BODY_SIZE, lineHeight: 1.4, marginBottom: 4, textAlign: 'justify' },
  note: { fontSize: 8, lineHeight: 1.4, color: COLORS.muted, marginTop: 4 },
  figureNote: { fontSize: 8, lineHeight: 1.3, color: COLORS.muted },
  bold: { fontWeight: 'bold' },
});
