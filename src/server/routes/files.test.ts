import type { CompletedAnalysis } from '@domain/completed-analysis';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { ANALYSIS_VERSION } from '@domain/analysis/analysis-version';
import { createApp } from '../app';
import { SAMPLE_CSV_PATH } from '../paths';
import { declareInEts, describeApi, type ApiContext, type TestUser } from '../testing/test-app';
import { csvHeader } from '@domain/testing/csv-header';
import { NO_BLANKS } from '@domain/imports/read-through-profile';

interface FileJson {
  id: string;
  fileName: string;
  filePath: string;
  uploadedAt: string;
  sizeBytes: number;
  sha256: string;
  rows: number;
  plants: number;
  firstDate: string | null;
  lastDate: string | null;
  quality: { rows: number; plants: number; delimiter: string; warningCount: number };
}

interface ErrorJson {
  error: string;
  message: string;
  problems?: { line: number | null; message: string }[];
  problemCount?: number;
}

const HEADER = csvHeader();
const row = (hour: number, electricity = '359.08', co2 = '329.441') =>
  `2025-01-01 ${String(hour).padStart(2, '0')}:00:00,1,Coal Plant Alpha,coal,${electricity},0.00,967.35,${co2},3.482,5.224,37.12`;
/** A valid CSV of two hourly readings of one plant. */
const SMALL_CSV = `${HEADER}\n${row(0)}\n${row(1)}\n`;
/** The same readings in other bytes (blank lines at the end, which are skipped): stored again. */
const reexported = (csv: string | Uint8Array, blankLines: number) =>
  Buffer.concat([Buffer.from(csv), Buffer.from('\n'.repeat(blankLines))]);

const sampleBytes = readFile(SAMPLE_CSV_PATH);
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

function uploadForm(content: string | Uint8Array, name: string, type = 'text/csv'): FormData {
  const form = new FormData();
  form.append('file', new File([content], name, { type }));
  return form;
}

/** POST /api/files with the given multipart body, as the user. */
const post = (
  t: ApiContext,
  user: TestUser,
  body: RequestInit['body'],
  headers?: RequestInit['headers'],
) => t.request('/api/files', { method: 'POST', cookie: user.cookie, body, headers });

async function upload(t: ApiContext, user: TestUser, content: string | Uint8Array, name: string) {
  const res = await post(t, user, uploadForm(content, name));
  expect(res.status).toBe(201);
  return (await res.json()) as FileJson & {
    partialHours: number;
    blankHours: object;
    profile: unknown;
    placedIn: { declared: string }[];
    countryDeclared: unknown;
  };
}

async function listFiles(t: ApiContext, user: TestUser, query = ''): Promise<FileJson[]> {
  const res = await t.request(`/api/files${query}`, { cookie: user.cookie });
  expect(res.status).toBe(200);
  return ((await res.json()) as { files: FileJson[] }).files;
}

/** The user's rows in csv_files, read from the database itself. */
const storedRows = (t: ApiContext, user: TestUser) =>
  t.db.selectFrom('csv_files').select('id').where('org_id', '=', user.id).execute();

async function expectNothingStored(t: ApiContext, user: TestUser) {
  expect(await listFiles(t, user)).toEqual([]);
  expect(await storedRows(t, user)).toEqual([]);
}

describeApi('CSV file routes', (t) => {
  it('accepts the sample file: 201 with its entry, and gives back the exact bytes', async () => {
    const user = await t.signUp();
    const bytes = new Uint8Array(await sampleBytes);
    const entry = await upload(t, user, bytes, 'sample_data.csv');

    expect(entry).toMatchObject({
      fileName: 'sample_data.csv',
      sizeBytes: bytes.byteLength,
      sha256: sha256(bytes),
      rows: 2880,
      plants: 4,
      firstDate: '2025-01-01 00:00:00',
      lastDate: '2025-01-30 23:00:00',
      quality: { rows: 2880, plants: 4, delimiter: ',' },
    });
    const timestamp = Date.parse(entry.uploadedAt);
    expect(entry.filePath).toBe(`${user.id}/${timestamp}-sample_data.csv`);
    // A spec file has no readings to leave out; the list does not say it.
    const { partialHours, blankHours, profile, placedIn, countryDeclared, ...stored } = entry;
    expect(partialHours).toBe(0);
    expect(blankHours).toEqual(NO_BLANKS);
    // Read as the spec's CSV, its plants' days as the file writes them.
    expect(profile).toBeNull();
    expect(placedIn.map((p) => p.declared)).toEqual(placedIn.map(() => 'none'));
    expect(countryDeclared).toBeNull();
    // 4 plants x 30 days, none overridden by a newer upload.
    expect(await listFiles(t, user)).toEqual([
      { ...stored, plantDays: 120, overriddenPlantDays: 0 },
    ]);

    const res = await t.request(`/api/files/${entry.id}/content`, { cookie: user.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="sample_data.csv"; filename*=UTF-8''sample_data.csv`,
    );
    expect(sha256(new Uint8Array(await res.arrayBuffer()))).toBe(sha256(bytes));
  });

  it('keeps a non-ASCII file name, with an ASCII fallback in the download header', async () => {
    const user = await t.signUp();
    const entry = await upload(t, user, SMALL_CSV, 'Kraftwerk März.csv');
    expect(entry.fileName).toBe('Kraftwerk März.csv');
    const res = await t.request(`/api/files/${entry.id}/content`, { cookie: user.cookie });
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Kraftwerk M_rz.csv"; filename*=UTF-8''Kraftwerk%20M%C3%A4rz.csv`,
    );
  });

  it('stores a name with a tab without it, and refuses one with a NUL byte: 400, nothing stored', async () => {
    const user = await t.signUp();
    const entry = await upload(t, user, SMALL_CSV, 'plant\t data.csv');
    expect(entry.fileName).toBe('plant data.csv');
    expect(entry.filePath.endsWith('-plant data.csv')).toBe(true);
    const res = await t.request(`/api/files/${entry.id}/content`, { cookie: user.cookie });
    expect(res.status).toBe(200);

    const other = await t.signUp();
    for (const name of ['plant\u0000 data.csv', 'plant data\u0007.csv']) {
      const refused = await post(t, other, uploadForm(SMALL_CSV, name));
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({
        error: 'invalid_request',
        message:
          "The upload's part headers are malformed: a file name may not hold control characters",
      });
    }
    await expectNothingStored(t, other);
  });

  it('cuts a name longer than 255 characters, keeping the extension', async () => {
    const user = await t.signUp();
    const entry = await upload(t, user, SMALL_CSV, `${'x'.repeat(5000)}.csv`);
    expect(entry.fileName).toBe(`${'x'.repeat(251)}.csv`);
    expect((await listFiles(t, user))[0]!.fileName).toBe(entry.fileName);
  });

  it('refuses a file that is not a CSV: 415 "File must be a CSV file", nothing stored', async () => {
    const user = await t.signUp();
    const res = await post(t, user, uploadForm(SMALL_CSV, 'x.txt', 'text/plain'));
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ error: 'not_csv', message: 'File must be a CSV file' });
    await expectNothingStored(t, user);
  });

  it('refuses invalid rows: 422 listing each problem with its line, nothing stored', async () => {
    const user = await t.signUp();
    const csv = [HEADER, row(0), row(1, 'abc'), row(2), row(3, '359.08', '-5')].join('\n');
    const res = await post(t, user, uploadForm(csv, 'bad.csv'));
    expect(res.status).toBe(422);
    const body = (await res.json()) as ErrorJson;
    const problems = [
      { line: 3, message: 'Row 3: electricity_output_MWh must be a number, got abc' },
      { line: 5, message: 'Row 5: CO2_emissions_tonnes must not be negative, got -5' },
    ];
    expect(body).toEqual({
      error: 'csv_invalid',
      message: `CSV validation failed: ${problems.map((p) => p.message).join('; ')}`,
      problems,
      problemCount: 2,
    });
    await expectNothingStored(t, user);
  });

  it('refuses a NUL in a plant name and a number too large to be finite: 422, nothing stored', async () => {
    const user = await t.signUp();
    const nul = row(1).replace('Coal Plant Alpha', 'Coal\u0000Alpha');
    const csv = [HEADER, row(0), nul, row(2, '359.08', '1e309')].join('\n');
    const res = await post(t, user, uploadForm(csv, 'hostile.csv'));
    expect(res.status).toBe(422);
    expect(((await res.json()) as ErrorJson).problems).toEqual([
      { line: 3, message: 'Row 3: plant_name contains a control character (U+0000)' },
      { line: 4, message: 'Row 4: CO2_emissions_tonnes must be a finite number, got 1e309' },
    ]);
    await expectNothingStored(t, user);
  });

  it('refuses a row dated outside 1990 to 2100: 422 naming the line, nothing stored', async () => {
    const user = await t.signUp();
    const year50 = row(1).replace('2025-01-01', '0050-01-01');
    const res = await post(t, user, uploadForm([HEADER, row(0), year50].join('\n'), 'old.csv'));
    expect(res.status).toBe(422);
    expect(((await res.json()) as ErrorJson).problems).toEqual([
      {
        line: 3,
        message: 'Row 3: date must be between 1990-01-01 and 2100-12-31, got 0050-01-01 01:00:00',
      },
    ]);
    await expectNothingStored(t, user);
  });

  it('refuses a plant name longer than 200 characters: 422 naming the line, nothing stored', async () => {
    const user = await t.signUp();
    const long = row(1).replace('Coal Plant Alpha', 'x'.repeat(1_000_000));
    const res = await post(t, user, uploadForm([HEADER, row(0), long].join('\n'), 'long.csv'));
    expect(res.status).toBe(422);
    expect(((await res.json()) as ErrorJson).problems).toEqual([
      { line: 3, message: 'Row 3: plant_name must be at most 200 characters long, got 1000000' },
    ]);
    await expectNothingStored(t, user);
  });

  it('refuses a file without data rows or without the required headers: 422', async () => {
    const user = await t.signUp();
    const noRows = 'The file needs a header row and at least one data row';
    const noHeaders = 'Missing required headers: CH4_emissions_kg, N2O_emissions_kg';
    const header = HEADER.replace(',CH4_emissions_kg,N2O_emissions_kg', '');
    // A file whose header lacks columns also names the headers it has and those it needs.
    const mismatch = {
      found_headers: header.split(','),
      needed_headers: ['CH4_emissions_kg', 'N2O_emissions_kg'],
      hint: 'Create an import profile that maps your columns (POST /api/import-profiles), then upload with ?profile=ID.',
    };
    for (const [csv, problem, headers] of [
      ['', { line: null, message: noRows }, {}],
      [`${HEADER}\n`, { line: null, message: noRows }, {}],
      [`${header}\n2025-01-01,1,A,coal,1,0,2,1,1`, { line: 1, message: noHeaders }, mismatch],
    ] as const) {
      const res = await post(t, user, uploadForm(csv, 'empty.csv'));
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({
        error: 'csv_invalid',
        message: `CSV validation failed: ${problem.message}`,
        problems: [problem],
        problemCount: 1,
        ...headers,
      });
    }
    await expectNothingStored(t, user);
  });

  it('refuses a request without a `file` field: 400 JSON, nothing stored', async () => {
    const user = await t.signUp();
    const form = new FormData();
    form.append('other', new File([SMALL_CSV], 'a.csv', { type: 'text/csv' }));
    const missing = await post(t, user, form);
    expect(missing.status).toBe(400);
    expect(missing.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await missing.json()).toMatchObject({ error: 'invalid_request' });

    const text = new FormData();
    text.append('file', SMALL_CSV);
    const notAFile = await post(t, user, text);
    expect(notAFile.status).toBe(400);
    expect(await notAFile.json()).toMatchObject({ error: 'invalid_request' });
    await expectNothingStored(t, user);
  });

  /** What the user holds: files, their bytes (uploads arriving too), plant-days and data version. */
  async function holdings(user: TestUser) {
    const { rows } = await sql<Record<string, unknown>>`select
      (select count(*)::int from csv_files where org_id = ${user.id}) as files,
      (select count(*)::int from file_contents where org_id = ${user.id}) as contents,
      (select count(*)::int from plant_days where org_id = ${user.id}) as plant_days,
      (select count(*)::int from plant_days where org_id = ${user.id} and wins) as winning,
      (select version from data_versions where org_id = ${user.id}) as version`.execute(t.db);
    return rows[0];
  }

  /** "2025-06-01 09:30 UTC" for an ISO instant, as a reader in UTC writes it. */
  const utcMinute = (iso: string) =>
    `${new Intl.DateTimeFormat('sv-SE', { timeZone: 'UTC', dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso))} UTC`;

  it('refuses bytes the user has stored already: 409 naming the stored file, nothing stored', async () => {
    const user = await t.signUp();
    const bytes = new Uint8Array(await sampleBytes);
    const first = await upload(t, user, bytes, 'sample_data.csv');
    const before = await holdings(user);
    expect(before).toMatchObject({ files: 1, contents: 1, plant_days: 120, winning: 120 });

    const again = await post(t, user, uploadForm(bytes, 'the same readings.csv'));
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      error: 'already_uploaded',
      message: `This file was already uploaded on ${utcMinute(first.uploadedAt)} as sample_data.csv.`,
      file: { id: first.id, name: 'sample_data.csv', uploadedAt: first.uploadedAt },
    });
    expect(await holdings(user)).toEqual(before);
    expect((await listFiles(t, user)).map((f) => [f.id, f.fileName])).toEqual([
      [first.id, 'sample_data.csv'],
    ]);
  });

  it('stores a file differing by one byte, and the same bytes for another user', async () => {
    const user = await t.signUp();
    const other = await t.signUp();
    const mine = await upload(t, user, SMALL_CSV, 'two hours.csv');
    // The last reading's CO2 329.441 t becomes 329.442 t.
    const oneByteOff = SMALL_CSV.replace(/329\.441(,[^,]*,[^,]*,[^,]*\n)$/, '329.442$1');
    expect(oneByteOff).not.toBe(SMALL_CSV);
    expect(oneByteOff.length).toBe(SMALL_CSV.length);
    const changed = await upload(t, user, oneByteOff, 'two hours fixed.csv');
    const theirs = await upload(t, other, SMALL_CSV, 'two hours.csv');
    expect(theirs.sha256).toBe(mine.sha256);
    expect((await listFiles(t, user)).map((f) => f.id)).toEqual([changed.id, mine.id]);
    expect((await listFiles(t, other)).map((f) => f.id)).toEqual([theirs.id]);
  });

  it('stores one of two uploads of the same bytes at once; the other is answered 409 with it', async () => {
    const user = await t.signUp();
    const answers = await Promise.all(
      ['one.csv', 'two.csv'].map((name) => post(t, user, uploadForm(SMALL_CSV, name))),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    const [stored, refused] = await Promise.all(
      [201, 409].map((status) => answers.find((r) => r.status === status)!.json()),
    );
    const files = await listFiles(t, user);
    expect(files.map((f) => f.id)).toEqual([(stored as FileJson).id]);
    expect((refused as { file: { id: string } }).file.id).toBe((stored as FileJson).id);
    expect(await holdings(user)).toMatchObject({ files: 1, contents: 1 });
  });

  it('refuses an upload without a session: 401', async () => {
    const res = await t.request('/api/files', {
      method: 'POST',
      body: uploadForm(SMALL_CSV, 'a.csv'),
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'unauthorized', message: 'User not authenticated' });
  });

  it("lists only the user's files, newest first, 10 by default or `limit`", async () => {
    const user = await t.signUp();
    const other = await t.signUp();
    const names = Array.from({ length: 11 }, (_, i) => `f${String(i + 1).padStart(2, '0')}.csv`);
    for (const [i, name] of names.entries()) await upload(t, user, reexported(SMALL_CSV, i), name);
    await upload(t, other, SMALL_CSV, 'theirs.csv');
    const newestFirst = [...names].reverse();

    expect((await listFiles(t, user)).map((f) => f.fileName)).toEqual(newestFirst.slice(0, 10));
    expect((await listFiles(t, user, '?limit=3')).map((f) => f.fileName)).toEqual(
      newestFirst.slice(0, 3),
    );
    expect((await listFiles(t, user, '?limit=20')).map((f) => f.fileName)).toEqual(newestFirst);
    expect((await listFiles(t, other)).map((f) => f.fileName)).toEqual(['theirs.csv']);

    for (const limit of ['0', '-1', 'abc', '1.5', '101']) {
      const res = await t.request(`/api/files?limit=${limit}`, { cookie: user.cookie });
      expect(res.status, `limit=${limit}`).toBe(400);
      expect(await res.json()).toMatchObject({ error: 'invalid_request' });
    }
  });

  it('deletes a file: 204, then 404 on its content, analysis, export and a second delete', async () => {
    const user = await t.signUp();
    const kept = await upload(t, user, SMALL_CSV, 'kept.csv');
    const gone = await upload(t, user, reexported(SMALL_CSV, 1), 'gone.csv');
    const analysis = await t.request(`/api/files/${gone.id}/analysis`, { cookie: user.cookie });
    const etag = analysis.headers.get('etag')!;

    const del = await t.request(`/api/files/${gone.id}`, { method: 'DELETE', cookie: user.cookie });
    expect(del.status).toBe(204);
    expect(await del.text()).toBe('');
    const notFound = { error: 'not_found', message: 'File not found' };
    for (const [path, init] of [
      [`/api/files/${gone.id}/content`, {}],
      [`/api/files/${gone.id}/analysis`, {}],
      // A client holding the old ETag must not be told its copy is still good.
      [`/api/files/${gone.id}/analysis`, { headers: { 'if-none-match': etag } }],
      [`/api/files/${gone.id}/export?format=json&role=internal`, {}],
      [`/api/files/${gone.id}`, { method: 'DELETE' }],
    ] as const) {
      const res = await t.request(path, { ...init, cookie: user.cookie });
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual(notFound);
    }
    expect((await listFiles(t, user)).map((f) => f.id)).toEqual([kept.id]);
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const res = await t.request('/api/whatever');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'not_found', message: 'No such API route' });
  });

  it('serves the public sample file and its analysis without a session', async () => {
    const csv = await t.request('/sample_data.csv');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(sha256(new Uint8Array(await csv.arrayBuffer()))).toBe(
      sha256(new Uint8Array(await sampleBytes)),
    );

    const res = await t.request('/api/sample/analysis');
    expect(res.status).toBe(200);
    const sample = (await res.json()) as { kpis: unknown; period: unknown };
    expect(sample.period).toEqual({ startDate: '2025-01-01', endDate: '2025-01-30', year: 2025 });
    // The same figures as the user's own upload of the same file.
    const user = await t.signUp();
    const entry = await upload(t, user, new Uint8Array(await sampleBytes), 'sample_data.csv');
    const own = await t.request(`/api/files/${entry.id}/analysis`, { cookie: user.cookie });
    expect(sample.kpis).toEqual(((await own.json()) as { kpis: unknown }).kpis);
  });

  it('recomputes a stored analysis of another version or shape from the bytes, never serving it', async () => {
    const user = await t.signUp();
    const bytes = new Uint8Array(await sampleBytes);
    const fresh = await upload(t, user, bytes, 'fresh.csv');
    const expected = (await (
      await t.request(`/api/files/${fresh.id}/analysis`, { cookie: user.cookie })
    ).json()) as { scope: Record<string, unknown> };
    // An analysis stored by an earlier release (version 0, an older shape), and one that claims the
    // current version but no longer reads as its shape.
    const old = await upload(t, user, reexported(bytes, 1), 'old.csv');
    const broken = await upload(t, user, reexported(bytes, 2), 'broken.csv');
    const overwrite = (id: string, analysis: unknown, version: number) =>
      t.db
        .updateTable('csv_files')
        .set({ analysis: JSON.stringify(analysis), analysis_version: version })
        .where('id', '=', id)
        .execute();
    await overwrite(old.id, { kpis: { totalEmissions: 1 }, plants: [] }, 0);
    await overwrite(broken.id, { kpis: 'not an object' }, ANALYSIS_VERSION);

    for (const id of [old.id, broken.id]) {
      const res = await t.request(`/api/files/${id}/analysis`, { cookie: user.cookie });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ ...expected, scope: { ...expected.scope, fileId: id } });
      const row = await t.db
        .selectFrom('csv_files')
        .select('analysis_version')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.analysis_version).toBe(ANALYSIS_VERSION);
    }
  });

  it('answers the analysis with its screen models and the permit record of its compliance year', async () => {
    const user = await t.signUp();
    const entry = await upload(t, user, new Uint8Array(await sampleBytes), 'sample.csv');
    for (const plant of [2, 3, 4]) await declareInEts(t, user, plant);
    const year = Number(t.services.now().toISOString().slice(0, 4));
    const saved = await t.request('/api/permits', {
      method: 'POST',
      cookie: user.cookie,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        permit_year: year,
        active_permits: 3,
        company_name: 'Stadtwerke Nord',
      }),
    });
    expect(saved.status).toBe(201);
    type Completed = Pick<CompletedAnalysis, 'views' | 'factories' | 'permits' | 'ets'> & {
      scope: { complianceYear: number };
    };
    const read = async (query = '') =>
      (await (
        await t.request(`/api/files/${entry.id}/analysis${query}`, { cookie: user.cookie })
      ).json()) as Completed;
    // The compliance year is the latest year in scope (the sample's 2025), which has no record yet.
    const byDefault = await read();
    expect(byDefault.scope.complianceYear).toBe(2025);
    expect(byDefault.permits).toBeUndefined();
    const historical = await t.request('/api/permits/year/2025', {
      method: 'PUT',
      cookie: user.cookie,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ active_permits: 1, company_name: 'Stadtwerke Nord 2025' }),
    });
    expect(historical.ok).toBe(true);
    const of2025 = await read();
    expect(of2025.permits).toMatchObject({
      permit_year: 2025,
      isCurrentYear: false,
      record: { company_name: 'Stadtwerke Nord 2025' },
    });
    // The runway and the ETS year read the same year: 1 permit of 100,000 t against 2025's CO2,
    // which has ended with data on 30 of its days: projected, not worded as an order.
    expect(of2025.permits?.result).toMatchObject({
      status_line: 'Incomplete: 2025 has ended, and the data covers 30 of its 365 days.',
    });
    expect(of2025.ets).toMatchObject({ year: 2025, allowances_t: 100_000, days_with_data: 30 });
    expect(of2025.permits?.input.cumulative_emissions_t).toBe(of2025.ets.reported_co2_t);
    // Asked for this year, it is this year's record.
    const analysis = await read(`?year=${year}`);
    expect(analysis.scope.complianceYear).toBe(year);
    expect(analysis.permits?.isCurrentYear).toBe(true);
    expect(analysis.views.overviewStatus.map((c) => c.title)).toEqual([
      'EU Compliance',
      'US SEC Disclosure',
      'Plant Status',
    ]);
    expect(analysis.views.factoryBars).toHaveLength(analysis.factories.length);
    expect(analysis.permits?.record.company_name).toBe('Stadtwerke Nord');
    // The sample has no data in this year: no runway rather than one from another year's rate.
    expect(analysis.ets).toMatchObject({ year, reported_co2_t: 0, days_with_data: 0 });
    expect(analysis.permits?.result.valid).toBe(false);
  });

  it("writes a file's three additional reports as CSV, and the sample's without a session", async () => {
    const owner = await t.signUp();
    const entry = await upload(t, owner, new Uint8Array(await sampleBytes), 'sample.csv');
    const report = (path: string, cookie?: string) => t.request(path, { cookie });
    const plants = await report(`/api/files/${entry.id}/reports/plant-performance`, owner.cookie);
    expect(plants.status).toBe(200);
    expect(plants.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(plants.headers.get('content-disposition')).toContain(
      'plant_performance_2025-01-01_2025-01-30.csv',
    );
    const lines = (await plants.text()).trim().split(/\r?\n/);
    expect(lines).toHaveLength(1 + 4);
    const summary = await report(`/api/files/${entry.id}/reports/emissions-summary`, owner.cookie);
    expect((await summary.text()).trim().split(/\r?\n/)).toHaveLength(1 + 30);
    const efficiency = await report(
      `/api/files/${entry.id}/reports/efficiency-analysis`,
      owner.cookie,
    );
    expect(efficiency.status).toBe(200);

    const sample = await report('/api/sample/reports/plant-performance');
    expect(sample.headers.get('content-disposition')).toContain(
      'sample_plant_performance_2025-01-01_2025-01-30.csv',
    );
    expect((await sample.text()).trim().split(/\r?\n/).slice(1)).toEqual(lines.slice(1));

    const other = await t.signUp();
    expect(
      (await report(`/api/files/${entry.id}/reports/plant-performance`, other.cookie)).status,
    ).toBe(404);
    expect((await report(`/api/files/${entry.id}/reports/whatever`, owner.cookie)).status).toBe(
      400,
    );
  });

  it('documents the analysis and file answers with their fields in OpenAPI', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as {
      components: { schemas: Record<string, { properties: Record<string, unknown> }> };
      paths: Record<string, Record<'get' | 'post', { responses: Record<string, unknown> }>>;
    };
    const { Analysis, FileEntry, AnalysisViews } = doc.components.schemas;
    for (const field of ['kpis', 'plants', 'dailyEmissions', 'factories', 'permits', 'views']) {
      expect(Object.keys(Analysis!.properties)).toContain(field);
    }
    expect(Object.keys(AnalysisViews!.properties)).toContain('overviewStatus');
    expect(Object.keys(FileEntry!.properties)).toEqual(
      expect.arrayContaining(['id', 'fileName', 'rows', 'quality']),
    );
    expect(JSON.stringify(doc.paths['/api/files/{id}/analysis']!.get.responses['200'])).toContain(
      '#/components/schemas/Analysis',
    );
    expect(JSON.stringify(doc.paths['/api/files']!.post.responses['409'])).toContain(
      '#/components/schemas/AlreadyUploaded',
    );
    // The error's fields, and the stored file's.
    const refusal = JSON.stringify(doc.components.schemas.AlreadyUploaded);
    for (const part of ['#/components/schemas/Error', '"file"', '"name"', '"uploadedAt"']) {
      expect(refusal).toContain(part);
    }
  });

  it('sends security headers on API answers', async () => {
    const res = await t.request('/api/whatever');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuses a cross-site upload (403) but accepts one without Origin from a session', async () => {
    const user = await t.signUp();
    const crossSite: Record<string, string>[] = [
      { origin: 'http://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of crossSite) {
      const res = await post(t, user, uploadForm(SMALL_CSV, 'a.csv'), headers);
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({
        error: 'forbidden_origin',
        message: 'Cross-site request refused',
      });
    }
    await expectNothingStored(t, user);

    // t.request always sends the app's Origin; a client such as curl sends none.
    const app = createApp(t.services);
    const res = await app.request('/api/files', {
      method: 'POST',
      headers: { cookie: user.cookie },
      body: uploadForm(SMALL_CSV, 'script.csv'),
    });
    expect(res.status).toBe(201);
    expect((await listFiles(t, user)).map((f) => f.fileName)).toEqual(['script.csv']);
  });
});

const MIB = 1024 * 1024;

/** A valid CSV of exactly `bytes` bytes (blank lines at the end make up the difference). */
function csvOfSize(bytes: number): string {
  const line = `${row(0)}\n`;
  const rows = Math.floor((bytes - HEADER.length - 1) / line.length);
  const body = `${HEADER}\n${line.repeat(rows)}`;
  return body + '\n'.repeat(bytes - body.length);
}

describeApi(
  'CSV uploads over a 1 MB limit',
  (t) => {
    it('accepts a file of exactly 1 MiB', async () => {
      const user = await t.signUp();
      const entry = await upload(t, user, csvOfSize(MIB), 'limit.csv');
      expect(entry.sizeBytes).toBe(MIB);
    });

    it('refuses a file just over the limit: 413 "File size exceeds 1MB limit", nothing stored', async () => {
      const user = await t.signUp();
      const res = await post(t, user, uploadForm(csvOfSize(MIB + 1), 'big.csv'));
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({
        error: 'file_too_large',
        message: 'File size exceeds 1MB limit',
      });
      await expectNothingStored(t, user);
    });

    it('stops reading a body far over the limit: 413 before the multipart is parsed', async () => {
      const user = await t.signUp();
      const tooLarge = { error: 'file_too_large', message: 'File size exceeds 1MB limit' };
      const huge = await post(t, user, uploadForm(csvOfSize(4 * MIB), 'huge.csv'));
      expect(huge.status).toBe(413);
      expect(await huge.json()).toEqual(tooLarge);
      // Not even multipart: parsing it would answer 400, so the 413 comes from counting bytes.
      const garbage = await post(t, user, 'x'.repeat(4 * MIB), {
        'content-type': 'multipart/form-data; boundary=zzz',
      });
      expect(garbage.status).toBe(413);
      expect(await garbage.json()).toEqual(tooLarge);
      await expectNothingStored(t, user);
    });
  },
  { config: { maxUploadMb: 1 } },
);
