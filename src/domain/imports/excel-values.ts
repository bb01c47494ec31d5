// A workbook cell's value as the text a CSV of it holds (issue 27 §3): numbers written plainly,
// date serials as wall-clock times. ECMA-376 Part 1, §18.17.4 (date systems) and §18.8.30
// (built-in number formats).

const MS_PER_DAY = 86_400_000;

/**
 * Serial 0 of each date system as epoch ms. The 1900 system counts from 31 December 1899 with
 * Lotus 1-2-3's phantom 29 February 1900 after serial 59: from serial 61 on (1 March 1900), 30
 * December 1899 + serial days is the date. Serials before 61 are earlier than any plant data.
 */
const EPOCH_1900_MS = Date.UTC(1899, 11, 30);
const EPOCH_1904_MS = Date.UTC(1904, 0, 1);

/** A date serial as a wall-clock time (epoch ms of its fields in UTC), to the nearest second. */
export function serialToWallClock(serial: number, date1904: boolean): number {
  const ms = (date1904 ? EPOCH_1904_MS : EPOCH_1900_MS) + serial * MS_PER_DAY;
  // A serial is a binary fraction of a day: 00:15 is 0.0104166…, a few µs off after the sum.
  return Math.round(ms / 1000) * 1000;
}

/** "YYYY-MM-DD HH:mm:ss", the spec's own timestamp form, of a wall-clock time. */
export function wallClockText(wallClockMs: number): string {
  return new Date(wallClockMs).toISOString().slice(0, 19).replace('T', ' ');
}

/** The built-in number formats that show a date or a time (§18.8.30; 27-36 and 50-58: East Asian). */
const BUILT_IN_DATE_FORMATS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51,
  52, 53, 54, 55, 56, 57, 58,
]);

/** Whether a built-in number format (by id) shows a date or time. */
export const isBuiltInDateFormat = (id: number) => BUILT_IN_DATE_FORMATS.has(id);

/**
 * Whether a custom number format code shows a date or time: a day, month, year, hour or second
 * token outside quoted text, escaped characters and [bracketed] colours, conditions and
 * locales ("[$-407]TT.MM.JJJJ" is written with the English tokens in the file too).
 */
export function isDateFormatCode(code: string): boolean {
  const bare = code
    .replace(/"[^"]*"/g, '')
    .replace(/\\./g, '')
    .replace(/\[[^\]]*\]/g, '');
  // A format of several sections: the first, for positive numbers, decides.
  const positive = bare.split(';')[0] ?? '';
  return /[dmyhs]/i.test(positive);
}

/**
 * A number written plainly, never with an exponent (the spec's parser reads none), with the
 * given decimal separator: 1e-7 as 0.0000001, 1.5e21 as 1500000000000000000000.
 */
export function plainNumber(value: number, decimal: '.' | ','): string {
  const shortest = String(value);
  const text = /e/i.test(shortest) ? expanded(shortest) : shortest;
  return decimal === '.' ? text : text.replace('.', ',');
}

/** A number's shortest text with an exponent ("-1.25e-7") written out in full. */
function expanded(shortest: string): string {
  const [mantissa = '', exponentText = '0'] = shortest.toLowerCase().split('e');
  const negative = mantissa.startsWith('-');
  const [whole = '', fraction = ''] = mantissa.replace('-', '').split('.');
  const digits = whole + fraction;
  const point = whole.length + Number(exponentText);
  let text: string;
  if (point <= 0) text = `0.${'0'.repeat(-point)}${digits}`;
  else if (point >= digits.length) text = digits + '0'.repeat(point - digits.length);
  else text = `${digits.slice(0, point)}.${digits.slice(point)}`;
  return negative ? `-${text}` : text;
}
