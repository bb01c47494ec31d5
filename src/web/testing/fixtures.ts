import { REQUIRED_HEADERS } from '@domain/constants';
import type { AuthSession } from '../lib/auth-client';

/** A file entry as GET /api/files lists it. */
export function fileEntry(id: string, fileName: string, uploadedAt = '2025-06-01T10:00:00.000Z') {
  return {
    id,
    fileName,
    filePath: `user-1/${fileName}`,
    uploadedAt,
    sizeBytes: 2048,
    sha256: '0'.repeat(64),
    rows: 48,
    plants: 1,
    firstDate: '2025-01-01 00:00:00',
    lastDate: '2025-01-02 23:00:00',
    quality: { warnings: [], warningCount: 0 },
    plantDays: 2,
    overriddenPlantDays: 0,
  };
}

/** One page of GET /api/files: these entries, the total and the next page's cursor. */
export function filesPage(
  files: readonly ReturnType<typeof fileEntry>[],
  { total = files.length, nextCursor = null }: { total?: number; nextCursor?: string | null } = {},
) {
  return { files, total, nextCursor };
}

/** A CSV of one plant, `hours` hourly rows from 2025-01-01 00:00 (an hour in `skip` is left out). */
export function onePlantCsv(hours: number, skip: readonly number[] = []): string {
  const rows = [REQUIRED_HEADERS.join(',')];
  for (let h = 0; h < hours; h++) {
    if (skip.includes(h)) continue;
    const at = new Date(Date.UTC(2025, 0, 1, h)).toISOString().replace('T', ' ').slice(0, 19);
    rows.push(`${at},7,Harbour CHP,natural gas,100,40,220,40,0.8,0.1,45.5`);
  }
  return `${rows.join('\n')}\n`;
}

/** The signed-in session GET /api/auth/get-session answers. */
export const session: AuthSession = {
  user: {
    id: 'user-1',
    email: 'ada@example.com',
    name: 'Ada Operator',
    image: null,
    emailVerified: true,
    createdAt: '2025-01-15T09:00:00.000Z',
  },
  session: { id: 'session-1', expiresAt: '2099-01-01T00:00:00.000Z' },
};
