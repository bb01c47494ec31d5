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
 * no NaN/Infinity). Surrounding spaces are allowed.
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
