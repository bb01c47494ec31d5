import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { analysisBase } from '@domain/completion/analyze';
import { ANALYSIS_VERSION } from '@domain/analysis/analysis-version';
import { parseCsv } from '@domain/csv/parse';
import { REQUIRED_HEADERS } from '@domain/constants';
import { importProfileSchema } from '@domain/imports/import-profile';
import { createProfileReader } from '@domain/imports/read-through-profile';
import { generateSampleCsv } from '@domain/sample/generate-sample';
import { FILE_PART_BYTES } from '../db/queries/file-contents';
import { ApiError } from '../http/api-error';
import { SAMPLE_CSV_PATH } from '../paths';
import { capturedLogger } from '../testing/captured-logger';
import { describeApi } from '../testing/test-app';
import { acceptUpload } from './accept-upload';

describeApi('acceptUpload (checked on a worker thread)', (t) => {
  /** What the database keeps of a user's uploads' bytes: contents and their parts. */
  async function bytesKept(orgId: string) {
    const { rows } = await sql<{ contents: number; parts: number }>`
      select count(*)::int as contents, coalesce(sum(
        (select count(*) from csv_file_parts p where p.file_id = c.id)), 0)::int as parts
      from file_contents c where org_id = ${orgId}`.execute(t.db);
    return rows[0];
  }

  it('stores the same quality report and analysis as computing them in this thread', async () => {
    const user = await t.signUp();
    for (const bytes of [
      new Uint8Array(await readFile(SAMPLE_CSV_PATH)),
      new TextEncoder().encode(generateSampleCsv({ plants: 7, days: 3, seed: 9 })),
    ]) {
      const parsed = parseCsv(bytes);
      if (!parsed.ok) throw new Error(parsed.message);
      const expected = analysisBase(parsed.dataset, parsed.quality, {});

      const entry = await acceptUpload(t.services, user.id, {
        actor: 'test',
        name: 'plants.csv',
        type: 'text/csv',
        bytes: bytes.slice(),
      });
      expect(entry.quality).toEqual(parsed.quality);
      expect(entry.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
      const stored = await t.services.queries.files.getStoredAnalysis(user.id, entry.id);
      expect(stored!.version).toBe(ANALYSIS_VERSION);
      expect(JSON.parse(stored!.json)).toEqual(JSON.parse(JSON.stringify(expected)));
      const content = await t.services.queries.files.getFileContent(user.id, entry.id);
      expect(new Uint8Array(content!.content)).toEqual(bytes);
    }
  });

  it('logs a stored upload with its size, rows and the time of each stage', async () => {
    const user = await t.signUp();
    const { logger, lines } = capturedLogger();
    const bytes = new TextEncoder().encode(generateSampleCsv({ plants: 3, days: 2, seed: 4 }));
    const entry = await acceptUpload({ ...t.services, logger }, user.id, {
      actor: 'test',
      name: 'plants.csv',
      type: 'text/csv',
      bytes: bytes.slice(),
    });
    const logged = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    const stored = logged.filter((l) => l.msg === 'upload stored');
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      fileId: entry.id,
      bytes: bytes.byteLength,
      rows: 3 * 2 * 24,
    });
    for (const stage of ['receiveMs', 'checkMs', 'storeMs']) {
      expect(stored[0]![stage], stage).toBeGreaterThanOrEqual(0);
    }
  });

  it('refuses an invalid file with the same problems as the parser finds in this thread', async () => {
    const user = await t.signUp();
    const csv = generateSampleCsv({ plants: 2, days: 1 }).replace(/,coal,\d/, ',coal,x');
    const parsed = parseCsv(new TextEncoder().encode(csv));
    if (parsed.ok) throw new Error('the file should be invalid');
    const error = await acceptUpload(t.services, user.id, {
      actor: 'test',
      name: 'bad.csv',
      bytes: new TextEncoder().encode(csv),
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'csv_invalid',
      message: parsed.message,
      details: { problems: parsed.problems, problemCount: parsed.problemCount },
    });
    expect(await bytesKept(user.id)).toEqual({ contents: 0, parts: 0 });
  });

  it('answers a copy of a stored file before its analysis, keeps none of its bytes, and logs it', async () => {
    const user = await t.signUp();
    const bytes = new TextEncoder().encode(generateSampleCsv({ plants: 20, days: 80, seed: 5 }));
    expect(bytes.byteLength).toBeGreaterThan(2 * FILE_PART_BYTES);
    const stored = await acceptUpload(t.services, user.id, {
      actor: 'test',
      name: 'first.csv',
      bytes,
    });
    const kept = await bytesKept(user.id);
    // Counts the checks waited for: the analysis is computed at the finish.
    let finished = 0;
    const ingest = {
      ...t.services.ingest,
      begin() {
        const run = t.services.ingest.begin();
        const finish = () => {
          finished += 1;
          return run.finish();
        };
        return { ...run, finish };
      },
    };
    const { logger, lines } = capturedLogger();
    const error = await acceptUpload({ ...t.services, ingest, logger }, user.id, {
      actor: 'test',
      name: 'copy.csv',
      bytes: bytes.slice(),
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 409,
      code: 'already_uploaded',
      details: { file: { id: stored.id, name: 'first.csv' } },
    });
    expect(finished).toBe(0);
    expect(await bytesKept(user.id)).toEqual(kept);
    const logged = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(logged.filter((l) => l.msg === 'upload already stored')).toMatchObject([
      { fileId: stored.id },
    ]);
  });

  it('keeps none of the bytes of an upload whose client goes away halfway', async () => {
    const user = await t.signUp();
    const csv = new TextEncoder().encode(generateSampleCsv({ plants: 20, days: 80, seed: 2 }));
    expect(csv.byteLength).toBeGreaterThan(3 * FILE_PART_BYTES);
    const gone = new Error('aborted');
    async function* halfThenGone() {
      yield csv.subarray(0, 2.5 * FILE_PART_BYTES);
      throw gone;
    }
    const error = await acceptUpload(t.services, user.id, {
      actor: 'test',
      name: 'plants.csv',
      bytes: halfThenGone(),
    }).catch((e: unknown) => e);
    expect(error).toBe(gone);
    expect(await bytesKept(user.id)).toEqual({ contents: 0, parts: 0 });
    expect((await t.services.queries.files.listFilePage(user.id, 20, null)).total).toBe(0);
  });

  /** A profile that reads a spec CSV as it is: each column mapped onto itself. */
  const selfProfile = importProfileSchema.parse({
    name: 'As the spec',
    columns: Object.fromEntries(REQUIRED_HEADERS.map((h) => [h, h])),
    date_format: 'YYYY-MM-DD HH:mm:ss',
  });

  it('stores through a profile the CSV its reader writes, and none of an upload cut off or too large', async () => {
    const user = await t.signUp();
    const csv = new TextEncoder().encode(generateSampleCsv({ plants: 20, days: 80, seed: 4 }));
    const reader = createProfileReader(selfProfile);
    const written = Buffer.concat([reader.push(csv), reader.finish()]);
    const entry = await acceptUpload(t.services, user.id, {
      actor: 'test',
      name: 'through.csv',
      bytes: csv,
      profile: selfProfile,
    });
    const { rows } = await sql<{ sha256: string }>`
      select sha256 from csv_files where id = ${entry.id}`.execute(t.db);
    expect(rows[0]?.sha256).toBe(createHash('sha256').update(written).digest('hex'));
    const kept = await bytesKept(user.id);

    const gone = new Error('aborted');
    async function* halfThenGone() {
      yield csv.subarray(0, csv.byteLength / 2);
      throw gone;
    }
    const cut = await acceptUpload(t.services, user.id, {
      actor: 'test',
      name: 'cut.csv',
      bytes: halfThenGone(),
      profile: selfProfile,
    }).catch((e: unknown) => e);
    expect(cut).toBe(gone);
    const tooLarge = await acceptUpload(
      { ...t.services, config: { ...t.services.config, maxUploadMb: 1 } },
      user.id,
      { actor: 'test', name: 'large.csv', bytes: csv.slice(), profile: selfProfile },
    ).catch((e: unknown) => e);
    expect(tooLarge).toMatchObject({ status: 413 });
    expect(await bytesKept(user.id)).toEqual(kept);
  });
});
