// The PDF's embedded font. The standard PDF fonts have no subscript digits, so "CO₂" would not print;
// DejaVu Sans has them and "€", and is embedded (subset) into every report.
import { createRequire } from 'node:module';
import { Font } from '@react-pdf/renderer';

export const PDF_FONT_FAMILY = 'DejaVu Sans';

const require = createRequire(import.meta.url);
const fontFile = (name: string) => require.resolve(`dejavu-fonts-ttf/ttf/${name}`);

let registered = false;

/** Registers the report font with react-pdf once per process (its font store is global). */
export function registerPdfFonts(): void {
  if (registered) return;
  Font.register({
    family: PDF_FONT_FAMILY,
    fonts: [
      { src: fontFile('DejaVuSans.ttf'), fontWeight: 'normal' },
      { src: fontFile('DejaVuSans-Bold.ttf'), fontWeight: 'bold' },
    ],
  });
  // Words are not hyphenated: figures, dates and plant names stay whole.
  Font.registerHyphenationCallback((word) => [word]);
  registered = true;
}
