import { expect, it } from 'vitest';
import { totpCode } from './totp';

// RFC 6238 appendix B: the SHA-1 key "12345678901234567890", 8 digits.
const RFC_URI = 'otpauth://totp/Test:a?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&digits=8&period=30';

it.each([
  [59, '94287082'],
  [1111111109, '07081804'],
  [2000000000, '69279037'],
])('gives the RFC 6238 code at %i s', (seconds, code) => {
  expect(totpCode(RFC_URI, seconds * 1000)).toBe(code);
});
