import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import type { DataQualityReport } from '@domain/readings/dataset';
import { describeEachBackend } from '../testing/test-databases';
import { storeFile, type TestFile } from '../testing/stored-file';
import { ABANDONED_CONTENT_MS, FILE_PART_BYTES } from './file-contents';
import { FileAlreadyStored } from './file-copies';
import { createFileQueries } from './files';

// Every byte value, 0x00 and 0xFF included, then a CSV line with CRLF.
const ALL_BYTES = Uint8Array.from([
  ...Array.from({ length: 256 }, (_, i) => i),
  ...new TextEncoder().encode('date,plant_id\r\n'),
]);

function quality(rows: number, plants: number): DataQualityReport {
  return {
    rows,
    plants,
    firstDate: '2025-01-01 00:00:00',
    lastDate: '2025-01-02 23:00:00',
    delimiter: ',',
    decimalSeparator: '.',
    warnings: [],
    warningCount: 0,
  };
}

// Nested arrays: pg would send a bare JS array as a PostgreSQL array, not JSON.
const ANALYSIS = { kpis: { totalEmissions: 1234.5 }, daily: [[1, 2], [3]], plants: ['A', 'B'] };

function newFile(overrides: Partial<TestFile> = {}): TestFile {
  return {
    fileName: 'plants.csv',
    content: ALL_BYTES,
    facts: { quality: quality(48, 2), analysis: ANALYSIS, analysisVersion: 7 },
    ...overrides,
  };
}

describeEachBackend('file queries', (t) => {
  const files = () => createFileQueries(t.db);
  const store = (user: string, file: TestFile) => storeFile(files(), user, file);
  const newUser = () => `user-${randomUUID()}`;

  it('stores an upload with metadata computed from its bytes and quality report', async () => {
    const user = newUser();
    const uploadedAt = new Date('2025-03-04T05:06:07.890Z');
    const entry = await store(user, newFile({ fileName: 'a/b.csv', uploadedAt }));
    expect(entry).toEqual({
      id: expect.any(String),
      fileName: 'a/b.csv',
      // 2025-03-04T05:06:07.890Z is 1741064767890 ms; the slash in the name becomes "_".
      filePath: `${user}/1741064767890-a_b.csv`,
      uploadedAt,
      sizeBytes: 256 + 15, // 256 byte values + "date,plant_id\r\n"
      sha256: createHash('sha256').update(ALL_BYTES).digest('hex'),
      rows: 48,
      plants: 2,
      firstDate: '2025-01-01 00:00:00',
      lastDate: '2025-01-02 23:00:00',
      quality: quality(48, 2),
    });
    expect(await files().getFileMeta(user, entry.id)).toEqual(entry);
  });

  it('gives back the identical bytes, 0x00 and 0xFF included, as a Buffer', async () => {
    const user = newUser();
    const { id } = await store(user, newFile());
    const stored = await files().getFileContent(user, id);
    expect(Buffer.isBuffer(stored?.content)).toBe(true);
    expect(Buffer.compare(stored!.content, ALL_BYTES)).toBe(0);
    expect(stored!.content[0]).toBe(0x00);
    expect(stored!.content[255]).toBe(0xff);
    expect(stored!.fileName).toBe('plants.csv');
    expect(createHash('sha256').update(stored!.content).digest('hex')).toBe(stored!.sha256);
  });

  it('gives back a file of several parts whole and in order', async () => {
    const user = newUser();
    const size = 2 * FILE_PART_BYTES + 12_345;
    const content = Buffer.alloc(size);
    for (let i = 0; i < size; i++) content[i] = (i * 7 + (i >> 20)) & 0xff;
    const { id } = await store(user, newFile({ content }));
    const stored = await files().getFileContent(user, id);
    expect(stored!.content.byteLength).toBe(size);
    expect(Buffer.compare(stored!.content, content)).toBe(0);
  });

  it('gives the cached analysis as JSON text of the stored value, with its version', async () => {
    const user = newUser();
    const { id } = await store(user, newFile());
    const stored = await files().getStoredAnalysis(user, id);
    expect(typeof stored?.json).toBe('string');
    expect(JSON.parse(stored!.json)).toEqual(ANALYSIS);
    expect(stored!.version).toBe(7);
  });

  it("replaces a file's analysis and version for its owner only", async () => {
    const owner = newUser();
    const { id } = await store(owner, newFile());
    await files().storeAnalysis(newUser(), id, { other: true }, 9);
    expect((await files().getStoredAnalysis(owner, id))!.version).toBe(7);
    await files().storeAnalysis(owner, id, { recomputed: [1, 2] }, 8);
    const stored = await files().getStoredAnalysis(owner, id);
    expect(stored!.version).toBe(8);
    expect(JSON.parse(stored!.json)).toEqual({ recomputed: [1, 2] });
  });

  it('lists the newest files first, 10 by default, without bytes or analysis', async () => {
    const user = newUser();
    const start = Date.parse('2025-01-01T00:00:00Z');
    // Inserted out of order; minute i is file-i.
    for (const i of [3, 0, 11, 7, 1, 9, 4, 10, 2, 8, 5, 6]) {
      await store(
        user,
        newFile({
          fileName: `file-${i}.csv`,
          content: new TextEncoder().encode(`file ${i}`),
          uploadedAt: new Date(start + i * 60_000),
        }),
      );
    }
    const all = await files().listFiles(user);
    // 12 files, default limit 10: minutes 11 down to 2.
    expect(all.map((f) => f.fileName)).toEqual(
      [11, 10, 9, 8, 7, 6, 5, 4, 3, 2].map((i) => `file-${i}.csv`),
    );
    expect(Object.keys(all[0]!)).not.toContain('content');
    expect(Object.keys(all[0]!)).not.toContain('analysis');
    const three = await files().listFiles(user, 3);
    expect(three.map((f) => f.fileName)).toEqual(['file-11.csv', 'file-10.csv', 'file-9.csv']);
    await expect(files().listFiles(user, 0)).rejects.toThrow(RangeError);
    await expect(files().listFiles(user, 2.5)).rejects.toThrow(RangeError);
  });

  /** How many parts of a content are stored. */
  const partCount = async (contentId: string) =>
    (
      await t.db
        .selectFrom('csv_file_parts')
        .select('part')
        .where('file_id', '=', contentId)
        .execute()
    ).length;

  it("deletes a failed upload's content with its parts, never a stored file's", async () => {
    const user = newUser();
    const failed = await files().beginContent(user);
    await files().insertParts(failed, [{ part: 0, bytes: ALL_BYTES }]);
    await files().dropContent(newUser(), failed);
    expect(await partCount(failed)).toBe(1);
    await files().dropContent(user, failed);
    expect(await partCount(failed)).toBe(0);
    const { id } = await store(user, newFile());
    await files().dropContent(user, id);
    expect(await partCount(id)).toBe(1);
    expect(Buffer.compare((await files().getFileContent(user, id))!.content, ALL_BYTES)).toBe(0);
  });

  it('sweeps the contents no file took within the hour, with their parts, and nothing else', async () => {
    const user = newUser();
    const abandoned = await files().beginContent(user);
    await files().insertParts(abandoned, [{ part: 0, bytes: ALL_BYTES }]);
    const arriving = await files().beginContent(user);
    await files().insertParts(arriving, [{ part: 0, bytes: ALL_BYTES }]);
    const old = await store(user, newFile());
    const past = new Date(Date.now() - ABANDONED_CONTENT_MS - 60_000);
    await sql`update file_contents set created_at = ${past}
      where id in (${abandoned}, ${old.id})`.execute(t.db);
    expect(await files().sweepAbandonedContents()).toBe(1);
    expect(await partCount(abandoned)).toBe(0);
    expect(await partCount(arriving)).toBe(1);
    expect(await partCount(old.id)).toBe(1);
    expect(await files().getFileMeta(user, old.id)).toEqual(old);
  });

  it("refuses to store a file on a content that is not the user's", async () => {
    const owner = newUser();
    const contentId = await files().beginContent(owner);
    const facts = { sha256: 'x', ...newFile().facts };
    await expect(
      files().insertFile(newUser(), {
        actor: 'test',
        contentId,
        fileName: 'a.csv',
        sizeBytes: 1,
        facts,
      }),
    ).rejects.toThrow(`Upload content ${contentId} is not the user's or is gone`);
  });

  it("stores a user's bytes once: a second file of them is refused with the first, another user's is stored", async () => {
    const user = newUser();
    const first = await store(user, newFile({ fileName: 'first.csv' }));
    const again = await store(user, newFile({ fileName: 'again.csv' })).catch((e: unknown) => e);
    expect(again).toBeInstanceOf(FileAlreadyStored);
    expect((again as FileAlreadyStored).copy).toEqual({
      id: first.id,
      fileName: 'first.csv',
      uploadedAt: first.uploadedAt,
    });
    expect(await files().listFiles(user)).toEqual([first]);
    const oneByteMore = Uint8Array.from([...ALL_BYTES, 0x0a]);
    await store(user, newFile({ fileName: 'longer.csv', content: oneByteMore }));
    const other = newUser();
    const theirs = await store(other, newFile({ fileName: 'theirs.csv' }));
    expect(await files().listFiles(other)).toEqual([theirs]);
    expect(await files().findCopy(user, first.sha256)).toEqual((again as FileAlreadyStored).copy);
  });

  it('stores one of two uploads of the same bytes at once; the other is refused with it', async () => {
    const user = newUser();
    const results = await Promise.allSettled([
      store(user, newFile({ fileName: 'one.csv' })),
      store(user, newFile({ fileName: 'two.csv' })),
    ]);
    const stored = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
    expect(stored).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toBeInstanceOf(FileAlreadyStored);
    expect((refused[0] as FileAlreadyStored).copy.id).toBe(stored[0]!.id);
    expect(await files().listFiles(user)).toEqual(stored);
  });

  it('deletes a file once', async () => {
    const user = newUser();
    const { id } = await store(user, newFile());
    expect(await files().deleteFile(user, id, 'test')).toBe(true);
    expect(await files().getFileMeta(user, id)).toBeNull();
    expect(await partCount(id)).toBe(0);
    expect(await files().deleteFile(user, id, 'test')).toBe(false);
    expect(await files().listFiles(user)).toEqual([]);
  });

  it("treats another user's file exactly like a missing one and leaves it unchanged", async () => {
    const owner = newUser();
    const other = newUser();
    const entry = await store(owner, newFile());
    for (const [user, id] of [
      [other, entry.id],
      [owner, randomUUID()],
      [owner, 'not-a-uuid'],
    ] as const) {
      expect(await files().getFileMeta(user, id)).toBeNull();
      expect(await files().getFileContent(user, id)).toBeNull();
      expect(await files().getStoredAnalysis(user, id)).toBeNull();
      expect(await files().deleteFile(user, id, 'test')).toBe(false);
    }
    expect(await files().listFiles(other)).toEqual([]);
    expect(await files().listFiles(owner)).toEqual([entry]);
    const content = await files().getFileContent(owner, entry.id);
    expect(Buffer.compare(content!.content, ALL_BYTES)).toBe(0);
    expect(JSON.parse((await files().getStoredAnalysis(owner, entry.id))!.json)).toEqual(ANALYSIS);
  });
});
