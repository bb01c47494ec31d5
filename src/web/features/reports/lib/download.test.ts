import { describe, expect, it } from 'vitest';
import { ApiError } from '@web/lib/api-error';
import { downloadFile, fileNameFromDisposition } from './download';

describe('fileNameFromDisposition', () => {
  it('prefers the UTF-8 name over the ASCII fallback', () => {
    expect(
      fileNameFromDisposition(
        `attachment; filename="r_sum_.csv"; filename*=UTF-8''r%C3%A9sum%C3%A9.csv`,
      ),
    ).toBe('résumé.csv');
  });

  it('reads a quoted or a bare name', () => {
    expect(fileNameFromDisposition('attachment; filename="eu_report.pdf"')).toBe('eu_report.pdf');
    expect(fileNameFromDisposition('attachment; filename=us.xml')).toBe('us.xml');
  });

  it('falls back to the plain name when the UTF-8 name is malformed', () => {
    expect(
      fileNameFromDisposition(`attachment; filename="plain.csv"; filename*=UTF-8''bad%E0%A4%A.csv`),
    ).toBe('plain.csv');
  });

  it('gives null without a header or a name', () => {
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition('attachment')).toBeNull();
  });
});

describe('downloadFile', () => {
  it("throws the server's message for a refused download, without saving anything", async () => {
    const refused = new Response(
      JSON.stringify({ error: 'unauthorized_role', message: 'Unauthorized role' }),
      {
        status: 403,
        headers: { 'Content-Type': 'application/json' },
      },
    );
    const error = await downloadFile(async () => refused, 'x.csv', 'Export failed').catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Unauthorized role');
  });

  it('uses the fallback message when the refusal carries none', async () => {
    const refused = new Response('<html>Bad gateway</html>', { status: 502 });
    await expect(downloadFile(async () => refused, 'x.csv', 'Export failed')).rejects.toThrow(
      'Export failed',
    );
  });
});
