// data §7, §8: the report header's logo. The prototype fetched an SVG and drew a text logo when that
// failed; the server draws the logo itself (the web app's leaf mark beside the product name), so
// rendering needs no network and cannot fail on it.
import { G, Path, Rect, Svg, Text, View } from '@react-pdf/renderer';
import { COLORS } from './theme';

/** The leaf of lucide's "leaf" icon (ISC licence), the mark the web app's Brand shows. */
const LEAF_PATHS = [
  'M11 20a10 10 0 0010-10 25.9 25.9 0 00-1.04-7.281 1 1 0 00-1.755-.325C15.833 5.5 13 5.5 9.8 6.1A7 7 0 0011 20',
  'M2 21a5 5 0 012.911-4.544C7.613 15.212 8.351 15.24 11 13',
];

export const PRODUCT_NAME = 'Sustainability Intelligence Dashboard';

export function PdfLogo() {
  return (
    <View style={{ flexDirection: 'row', alignItems: 'center' }}>
      <Svg width={26} height={26} viewBox="0 0 32 32">
        <Rect x={0} y={0} width={32} height={32} rx={7} fill={COLORS.brand} />
        <G transform="translate(4 4)">
          {LEAF_PATHS.map((d) => (
            <Path
              key={d}
              d={d}
              fill="none"
              stroke="#ffffff"
              strokeWidth={2}
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          ))}
        </G>
      </Svg>
      <View style={{ marginLeft: 7 }}>
        <Text style={{ fontSize: 10, fontWeight: 'bold', lineHeight: 1.15 }}>{PRODUCT_NAME}</Text>
        <Text style={{ fontSize: 7.5, color: COLORS.muted, lineHeight: 1.15 }}>
          Emissions and compliance reporting
        </Text>
      </View>
    </View>
  );
}
