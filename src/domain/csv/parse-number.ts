// Reads a decimal number straight from bytes: the hot path of parsing (8 numeric cells per row).

const POW10 = [
  1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17,
  1e18, 1e19, 1e20, 1e21, 1e22,
];
const MAX_EXACT_MANTISSA = 2 ** 53;

function isBlank(c: number): boolean {
  return c === 0x20 || c === 0x09;
}

/**
 * The number written in `data[start, end)` with the given decimal separator ('.' or ','),
 * or NaN when the cell is empty or not a plain decimal number (no thousands separators,
 * no NaN/Infinity). Surrounding spaces are allowed. A number beyond the largest double (1e309)
 * reads as Infinity, for the row rules to refuse.
 */
export function parseNumberBytes(
  data: Uint8Array,
  start: number,
  end: number,
  decimalSeparator: number,
): number {
  while (start < end && isBlank(data[start]!)) start++;
  while (end > start && isBlank(data[end - 1]!)) end--;
  if (start === end) return NaN;
  let i = start;
  let negative = false;
  const first = data[i]!;
  if (first === 0x2d || first === 0x2b) {
    negative = first === 0x2d;
    i++;
  }
  let mantissa = 0;
  let digits = 0;
  let scale = 0;
  let c = 0;
  while (i < end && (c = data[i]!) >= 0x30 && c <= 0x39) {
    mantissa = mantissa * 10 + (c - 0x30);
    digits++;
    i++;
  }
  if (i < end && data[i] === decimalSeparator) {
    i++;
    while (i < end && (c = data[i]!) >= 0x30 && c <= 0x39) {
      mantissa = mantissa * 10 + (c - 0x30);
      digits++;
      scale++;
      i++;
    }
  }
  if (digits === 0) return NaN;
  let exponent = 0;
  if (i < end && (data[i] === 0x65 || data[i] === 0x45)) {
    i++;
    let expNegative = false;
    if (i < end && (data[i] === 0x2d || data[i] === 0x2b)) {
      expNegative = data[i] === 0x2d;
      i++;
    }
    const expStart = i;
    while (i < end && (c = data[i]!) >= 0x30 && c <= 0x39 && i - expStart < 5) {
      exponent = exponent * 10 + (c - 0x30);
      i++;
    }
    if (i === expStart) return NaN;
    if (expNegative) exponent = -exponent;
  }
  if (i !== end) return NaN;
  const power = exponent - scale;
  let value: number;
  // Exact when mantissa and the power of ten are both exactly representable (Clinger's fast path).
  if (mantissa < MAX_EXACT_MANTISSA && power >= -22 && power <= 22) {
    value = power < 0 ? mantissa / POW10[-power]! : mantissa * POW10[power]!;
  } else {
    let text = '';
    for (let k = start; k < end; k++) {
      const b = data[k]!;
      text += b === decimalSeparator ? '.' : String.fromCharCode(b);
    }
    value = Math.abs(Number(text));
  }
  return negative ? -value : value;
}

/** Greatest count of digits whose value and scaling by POW10 are exact: the common case. */
const MAX_PLAIN_DIGITS = 15;

/**
 * Reads the numeric cell that starts at `start` and ends at the next `delimiter` or at `limit`
 * (a delimiter of -1: at `limit`), writes its value (as `parseNumberBytes` reads it) to
 * `out[k]`, and returns where the cell ends. Plain decimals, nearly every cell of an export,
 * are read in the same scan that finds the cell's end; anything else goes to `parseNumberBytes`.
 */
export function readNumberCell(
  data: Uint8Array,
  start: number,
  limit: number,
  delimiter: number,
  decimalSeparator: number,
  out: Float64Array,
  k: number,
): number {
  let mantissa = 0;
  let digits = 0;
  let scale = 0;
  let point = false;
  let i = start;
  for (; i < limit; i++) {
    const c = data[i]!;
    const digit = c - 0x30;
    if (digit >= 0 && digit <= 9) {
      mantissa = mantissa * 10 + digit;
      digits++;
      if (point) scale++;
    } else if (c === delimiter) {
      break;
    } else if (c === decimalSeparator && !point) {
      point = true;
    } else {
      while (i < limit && data[i] !== delimiter) i++;
      out[k] = parseNumberBytes(data, start, i, decimalSeparator);
      return i;
    }
  }
  if (digits === 0 || digits > MAX_PLAIN_DIGITS) {
    out[k] = parseNumberBytes(data, start, i, decimalSeparator);
  } else {
    // The same exact division parseNumberBytes makes for such a number.
    out[k] = scale === 0 ? mantissa : mantissa / POW10[scale]!;
  }
  return i;
}
