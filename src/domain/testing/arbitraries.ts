import fc from 'fast-check';

/** A measure's value as a CSV holds it: 0 to 5,000 with 3 decimals. */
export const amount = fc
  .double({ min: 0, max: 5000, noNaN: true })
  .map((v) => Math.round(v * 1000) / 1000);

/** An efficiency_percent with 2 decimals. */
export const efficiency = fc
  .double({ min: 0, max: 100, noNaN: true })
  .map((v) => Math.round(v * 100) / 100);

/** One reading's six measures (electricity, heat, fuel, CO2, CH4, N2O) and its efficiency. */
export const readingValues = fc.tuple(amount, amount, amount, amount, amount, amount, efficiency);
