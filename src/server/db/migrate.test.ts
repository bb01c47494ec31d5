import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import type { DataQualityReport } from '@domain/readings/dataset';
import * as fileParts from './migrations/m0012-file-parts';
import * as filePartsUncompressed from './migrations/m0014-file-parts-uncompressed';
import * as fileContents from './migrations/m0015-file-contents';
import * as fileCopies from './migrations/m0021-file-copies';
import { migrateDownTo, migrateToLatest } from './migrate';
import { FileAlreadyStored } from './queries/file-copies';
import { createFileQueries } from './queries/files';
import { storeFile } from './testing/stored-file';
import { describeEachBackend } from './testing/test-databases';

describeEachBackend('migrateToLatest', (t) => {
  it('applies the migrations once, then nothing on a second run', async () => {
    expect(t.database.applied).toEqual([
      '0001-initial',
      '0002-drop-rate-limits',
      '0003-analysis-version',
      '0004-sign-in-failures',
      '0005-api-tokens',
      '0006-plant-history',
      '0007-history-rollups',
      '0008-content-compression',
      '0009-plant-register',
      '0010-ets-year',
      '0011-history-plant-years',
      '0012-file-parts',
      '0013-history-plant-weeks',
      '0014-file-parts-uncompressed',
      '0015-file-contents',
      '0016-data-versions',
      '0017-ets-verifications',
      '0018-penalty-setting',
      '0019-coverage',
      '0020-uneven-days-by-day',
      '0021-file-copies',
      '0022-import-profiles',
      '0023-plant-time-zones',
      '0024-partial-hours',
      '0025-not-reported',
      '0026-audit-events',
      '0027-year-locks',
      '0028-organisations',
      '0029-require-two-factor',
      '0030-digests',
      '0031-org-time-zones',
      '0032-partial-hour-names',
      '0033-audit-events-kept',
      '0034-plant-units',
      '0035-not-operating-hours',
      '0036-air-pollutants',
      '0037-daily-days',
      '0038-flagged-hours',
      '0039-source-streams',
      '0040-corroboration-setting',
      '0041-fuel-tonnes',
      '0042-stream-factors',
      '0043-permit-number',
      '0044-co2-hours',
      '0045-fuel-volumes',
    ]);
    expect(await migrateToLatest(t.db)).toEqual([]);
    expect(await migrateToLatest(t.db)).toEqual([]);
  });

  it('creates the app tables and no auth tables (Better Auth keeps rate limits in its own)', async () => {
    const { rows } = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = current_schema() order by table_name`.execute(t.db);
    expect(rows.map((r) => r.name)).toEqual([
      'api_tokens',
      'audit_events',
      'csv_file_parts',
      'csv_files',
      'data_versions',
      'digest_preferences',
      'ets_verifications',
      'eu_permits',
      'file_contents',
      'flagged_hours',
      'gap_classifications',
      'history_days',
      'history_plant_months',
      'history_plant_weeks',
      'history_plant_years',
      'import_profiles',
      'jobs',
      'kysely_migration',
      'kysely_migration_lock',
      'org_security',
      'org_settings',
      'org_time_zones',
      'partial_hours',
      'plant_days',
      'plant_register',
      'plant_source_streams',
      'sign_in_failures',
      'source_stream_factors',
      'year_locks',
    ]);
  });

  it("stores a file's parts uncompressed, and back down as the server stored them before", async () => {
    const storage = async () => {
      const { rows } = await sql<{ storage: string; compression: string }>`
        select attstorage as storage, attcompression as compression from pg_attribute
        where attrelid = 'csv_file_parts'::regclass and attname = 'bytes'`.execute(t.db);
      return rows[0];
    };
    expect((await storage())?.storage).toBe('e');
    await filePartsUncompressed.down(t.db);
    // m0012: lz4 on PostgreSQL; uncompressed on PGlite, which has no lz4.
    expect(await storage()).toEqual(
      t.kind === 'postgres'
        ? { storage: 'x', compression: 'l' }
        : { storage: 'e', compression: '' },
    );
    await filePartsUncompressed.up(t.db);
    expect((await storage())?.storage).toBe('e');
  });

  it("moves a file's bytes stored whole into parts and back, byte for byte", async () => {
    const bytes = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    await migrateDownTo(t.db, '0015-file-contents');
    await fileContents.down(t.db);
    await fileParts.down(t.db);
    const { id } = await sql<{ id: string }>`
      insert into csv_files (user_id, file_name, file_path, size_bytes, sha256, content, rows, plants,
        quality, analysis)
      values ('u-parts', 'old.csv', 'u-parts/1-old.csv', 256, 'x', ${bytes}, 0, 0, '{}', '{}')
      returning id`
      .execute(t.db)
      .then((r) => r.rows[0]!);
    await fileParts.up(t.db);
    const parts = await sql<{ bytes: Buffer }>`
      select bytes from csv_file_parts where file_id = ${id} order by part`.execute(t.db);
    expect(Buffer.compare(Buffer.concat(parts.rows.map((r) => r.bytes)), bytes)).toBe(0);
    await fileParts.down(t.db);
    const { rows } = await sql<{ content: Buffer }>`
      select content from csv_files where id = ${id}`.execute(t.db);
    expect(Buffer.compare(rows[0]!.content, bytes)).toBe(0);
    await fileParts.up(t.db);
    await sql`delete from csv_files where id = ${id}`.execute(t.db);
    await filePartsUncompressed.up(t.db);
    await fileContents.up(t.db);
    await migrateToLatest(t.db);
  });

  it('gives each stored file its content, and back down gives the parts to their files again', async () => {
    const files = createFileQueries(t.db);
    const bytes = Buffer.from('date,plant_id\r\n1,2\r\n');
    const quality = { rows: 2, plants: 1, firstDate: '', lastDate: '' } as DataQualityReport;
    const facts = { quality, analysis: {}, analysisVersion: 1 };
    const file = await storeFile(files, 'u-contents', { fileName: 'a.csv', content: bytes, facts });
    const abandoned = await files.beginContent('u-contents');
    await files.insertParts(abandoned, [{ part: 0, bytes: bytes }]);
    const parts = async () =>
      (
        await sql<{ file_id: string }>`select file_id from csv_file_parts
        where file_id in (${file.id}, ${abandoned}) order by file_id`.execute(t.db)
      ).rows;
    await migrateDownTo(t.db, '0015-file-contents');
    await fileContents.down(t.db);
    expect(await parts()).toEqual([{ file_id: file.id }]);
    await fileContents.up(t.db);
    const { rows } = await sql<{ user_id: string }>`
      select user_id from file_contents where id = ${file.id}`.execute(t.db);
    expect(rows).toEqual([{ user_id: 'u-contents' }]);
    await migrateToLatest(t.db);
    expect(
      Buffer.compare((await files.getFileContent('u-contents', file.id))!.content, bytes),
    ).toBe(0);
    expect(await files.deleteFile('u-contents', file.id, 'test')).toBe(true);
    expect(await parts()).toEqual([]);
  });

  it("keeps the copies of a user's bytes stored before m0021, and refuses a new one", async () => {
    const files = createFileQueries(t.db);
    const quality = { rows: 2, plants: 1, firstDate: '', lastDate: '' } as DataQualityReport;
    const content = Buffer.from('date,plant_id\r\n1,2\r\n');
    const sha256 = createHash('sha256').update(content).digest('hex');
    await migrateDownTo(t.db, '0021-file-copies');
    await fileCopies.down(t.db);
    // Copies as the server stored them before the rule.
    const storeOld = async (user: string, name: string) => {
      const { rows } = await sql<{ id: string }>`
        with content as (insert into file_contents (user_id) values (${user}) returning id)
        insert into csv_files (id, user_id, file_name, file_path, size_bytes, sha256, rows, plants,
          quality, analysis)
        select id, ${user}, ${name}, ${`${user}/${name}`}, ${content.length}, ${sha256}, 2, 1,
          ${JSON.stringify(quality)}, '{}' from content
        returning id`.execute(t.db);
      return rows[0]!;
    };
    const first = await storeOld('u-copies', 'first.csv');
    const second = await storeOld('u-copies', 'second.csv');
    const theirs = await storeOld('u-copies-other', 'theirs.csv');
    await fileCopies.up(t.db);
    await migrateToLatest(t.db);
    const { rows } = await sql<{ id: string; earlier_copies: number }>`
      select id, earlier_copies from csv_files
      where org_id in ('u-copies', 'u-copies-other') order by upload_seq`.execute(t.db);
    expect(rows).toEqual([
      { id: first.id, earlier_copies: 0 },
      { id: second.id, earlier_copies: 1 },
      { id: theirs.id, earlier_copies: 0 },
    ]);
    const third = await storeFile(files, 'u-copies', {
      fileName: 'third.csv',
      content,
      facts: { quality, analysis: {}, analysisVersion: 1 },
    }).catch((e: unknown) => e);
    expect((third as FileAlreadyStored).copy.id).toBe(first.id);
    for (const { id } of [first, second]) await files.deleteFile('u-copies', id, 'test');
    await files.deleteFile('u-copies-other', theirs.id, 'test');
  });

  it('indexes files by organisation and newest upload', async () => {
    const { rows } = await sql<{ def: string }>`
      select indexdef as def from pg_indexes
      where schemaname = current_schema() and indexname = 'csv_files_user_uploaded_idx'`.execute(
      t.db,
    );
    expect(rows[0]?.def).toContain('(org_id, uploaded_at DESC)');
  });

  it('indexes the plant-days that miss or repeat an hour by organisation and day', async () => {
    const { rows } = await sql<{ def: string }>`
      select indexdef as def from pg_indexes
      where schemaname = current_schema() and indexname = 'plant_days_uneven_idx'`.execute(t.db);
    expect(rows[0]?.def).toContain('(org_id, day, plant_id)');
  });
});
