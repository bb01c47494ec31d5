import { describe, expect, it } from 'vitest';
import { REQUIRED_HEADERS } from '@domain/constants';
import { ApiError } from '@web/lib/api-error';
import { precheckCsv, uploadFailure } from './upload-failure';

const HEADER = REQUIRED_HEADERS.join(',');
const ROW = '2025-01-01 00:00:00,1,Plant A,natural_gas,100,50,250,40,1.2,0.3,48.5';
const csv = (text: string, name = 'data.csv', type = 'text/csv') =>
  new File([text], name, { type });

describe('precheckCsv', () => {
  it('passes a valid file', async () => {
    expect(await precheckCsv(csv(`${HEADER}\n${ROW}\n`))).toBeNull();
  });

  it('refuses a file that is not CSV before reading it', async () => {
    expect(await precheckCsv(csv('x', 'data.txt', 'text/plain'))).toEqual({
      message: 'CSV validation failed: File must be a CSV file',
      problems: [],
      problemCount: 0,
    });
  });

  it("leaves an Excel workbook's rows to the server, checking its size", async () => {
    const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    expect(await precheckCsv(csv('PK\u0003\u0004', 'data.xlsx', xlsx))).toBeNull();
    const large = new File([new Uint8Array(11 * 1024 * 1024)], 'data.xlsx', { type: xlsx });
    expect((await precheckCsv(large))?.message).toBe(
      'CSV validation failed: File size exceeds 10MB limit',
    );
  });

  it('knows a workbook by its zip signature whatever its name, as the server does', async () => {
    expect(
      await precheckCsv(csv('PK\u0003\u0004rest of the zip', 'export.txt', 'text/plain')),
    ).toBeNull();
    const large = new File(['PK\u0003\u0004', new Uint8Array(11 * 1024 * 1024)], 'export.txt');
    expect((await precheckCsv(large))?.message).toBe(
      'CSV validation failed: File size exceeds 10MB limit',
    );
  });

  it('lists every problem with its line', async () => {
    const bad = ROW.replace(',1,Plant A', ',x,Plant A');
    const failure = await precheckCsv(csv(`${HEADER}\n${ROW}\n${bad}\n${ROW},extra\n`));
    expect(failure?.message).toBe('CSV validation failed: 2 problems found');
    expect(failure?.problems.map((p) => p.line)).toEqual([3, 4]);
    expect(failure?.problems[0]?.message).toContain('plant_id must be a number, got x');
  });

  it("names a foreign file's headers beside the spec's, with the way to map them", async () => {
    const failure = await precheckCsv(csv('Zeitstempel;Anlage;CO2 [kg]\n01.01.2025 00:00;7;12\n'));
    expect(failure?.problems).toEqual([
      { line: 1, message: `Missing required headers: ${REQUIRED_HEADERS.join(', ')}` },
    ]);
    expect(failure?.headers).toEqual({
      found: ['Zeitstempel', 'Anlage', 'CO2 [kg]'],
      needed: [...REQUIRED_HEADERS],
      hint: 'Create an import profile that maps your columns (POST /api/import-profiles), then upload with ?profile=ID.',
    });
  });
});

describe('uploadFailure', () => {
  it("keeps the server's problems and count from a 422", () => {
    const problems = [{ line: 7, message: 'Row 7: plant_id must be a number, got x' }];
    const error = new ApiError(422, 'csv_invalid', 'CSV validation failed: ...', {
      problems,
      problemCount: 31,
    });
    expect(uploadFailure(error)).toEqual({
      message: 'CSV validation failed: 31 problems found',
      problems,
      problemCount: 31,
    });
  });

  it("keeps the server's found and needed headers and its hint", () => {
    const problems = [{ line: 1, message: 'Missing required headers: date' }];
    const error = new ApiError(422, 'csv_invalid', 'CSV validation failed: ...', {
      problems,
      problemCount: 1,
      found_headers: ['Zeit', 'plant_id'],
      needed_headers: ['date'],
      hint: 'Map them.',
    });
    expect(uploadFailure(error).headers).toEqual({
      found: ['Zeit', 'plant_id'],
      needed: ['date'],
      hint: 'Map them.',
    });
  });

  it("shows the server's message for a refusal without problems (413, 415)", () => {
    const error = new ApiError(413, 'file_too_large', 'File size exceeds 10MB limit');
    expect(uploadFailure(error).message).toBe('File size exceeds 10MB limit');
  });

  it('falls back to "Upload failed" when the request itself failed', () => {
    expect(uploadFailure(new TypeError('Network request failed')).message).toBe('Upload failed');
  });
});
