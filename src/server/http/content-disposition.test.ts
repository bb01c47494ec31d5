import { describe, expect, it } from 'vitest';
import { attachment } from './content-disposition';

describe('attachment', () => {
  it('gives an ASCII name as it is, twice', () => {
    expect(attachment('sample_data.csv')).toBe(
      `attachment; filename="sample_data.csv"; filename*=UTF-8''sample_data.csv`,
    );
  });

  it("percent-encodes ' ( ) * in filename*, which RFC 5987 does not allow bare", () => {
    const header = attachment("O'Neil (copy)*.csv");
    expect(header).toBe(
      `attachment; filename="O'Neil (copy)*.csv"; filename*=UTF-8''O%27Neil%20%28copy%29%2A.csv`,
    );
    const extended = header.split("filename*=UTF-8''")[1]!;
    expect(extended).toMatch(/^[A-Za-z0-9!#$&+\-.^_`|~%]+$/);
    expect(decodeURIComponent(extended)).toBe("O'Neil (copy)*.csv");
  });

  it('replaces quotes, backslashes and non-ASCII in the fallback', () => {
    expect(attachment('a"b\\c März.csv')).toBe(
      `attachment; filename="a_b_c M_rz.csv"; filename*=UTF-8''a%22b%5Cc%20M%C3%A4rz.csv`,
    );
  });
});
