import { msgAlreadyUploaded } from '@domain/messages';
import { ApiError } from '@web/lib/api-error';
import type { StoredCopy } from '@web/lib/api-types';
import { dateTime } from '@web/lib/date-time';

/** The stored file named by an upload refused as a copy of it (409 already_uploaded), or null. */
export function storedCopyOf(error: unknown): StoredCopy | null {
  if (!(error instanceof ApiError) || error.code !== 'already_uploaded') return null;
  const { file } = error.body as { file?: Partial<StoredCopy> };
  const { id, name, uploadedAt } = file ?? {};
  if (typeof id !== 'string' || typeof name !== 'string' || typeof uploadedAt !== 'string') {
    return null;
  }
  return { id, name, uploadedAt };
}

/** "This file was already uploaded on 12 Mar 2026, 14:05 as plants.csv." in the user's locale. */
export const alreadyUploadedMessage = (copy: StoredCopy) =>
  msgAlreadyUploaded(dateTime(copy.uploadedAt), copy.name);
