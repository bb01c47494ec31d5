import { describe, expect, it } from 'vitest';
import { ApiError } from '@web/lib/api-error';
import { alreadyUploadedMessage, storedCopyOf } from './stored-copy';

const file = { id: 'f-1', name: 'plants.csv', uploadedAt: '2026-03-12T14:05:00.000Z' };

describe('storedCopyOf', () => {
  it('names the stored file of a 409 already_uploaded', () => {
    const error = new ApiError(409, 'already_uploaded', 'This file was already uploaded...', {
      error: 'already_uploaded',
      file,
    });
    expect(storedCopyOf(error)).toEqual(file);
  });

  it('is null for any other refusal, or a 409 without the file', () => {
    expect(storedCopyOf(new ApiError(422, 'csv_invalid', 'CSV validation failed'))).toBeNull();
    expect(
      storedCopyOf(new ApiError(409, 'already_uploaded', 'x', { file: { id: 1 } })),
    ).toBeNull();
    expect(storedCopyOf(new Error('network'))).toBeNull();
  });
});

describe('alreadyUploadedMessage', () => {
  it('says when, as the file list writes it, and as what', () => {
    const when = new Date(file.uploadedAt).toLocaleString(undefined, {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    expect(alreadyUploadedMessage(file)).toBe(
      `This file was already uploaded on ${when} as plants.csv.`,
    );
  });
});
