// The domain's report texts are ASCII (they also go to CSV and XML exports); the PDF prints chemical
// formulas with subscripts and euro amounts with the euro sign.

const AMOUNT = String.raw`\d[\d,]*(?:\.\d+)?`;

const REPLACEMENTS: readonly [RegExp, string][] = [
  // "EUR 1,234" and "85 EUR" (also "85 EUR/t") become "€1,234" and "€85".
  [new RegExp(String.raw`\bEUR (${AMOUNT})`, 'g'), '€$1'],
  [new RegExp(String.raw`(${AMOUNT}) EUR\b`, 'g'), '€$1'],
  [/CO2/g, 'CO₂'],
  [/CH4/g, 'CH₄'],
  [/N2O/g, 'N₂O'],
  [/SO2/g, 'SO₂'],
];

/** A report text as the PDF prints it: CO₂, CH₄, N₂O, SO₂ with subscripts and € before amounts. */
export function typeset(text: string): string {
  return REPLACEMENTS.reduce((t, [pattern, replacement]) => t.replace(pattern, replacement), text);
}
