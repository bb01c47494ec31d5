// `sid upload` against the real server process (issue 10 "Automated feeds"): a user signs up,
// creates a token through the API, and the command sends files with it.
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSampleCsv } from '@domain/sample/generate-sample';
import {
  FROM_SOURCE,
  freePort,
  REPO_ROOT,
  signUp,
  startServer,
  type ServerProcess,
} from '@server/testing/spawn-server';
import {
  HISTORIAN_PROFILE,
  HISTORIAN_READINGS,
  historianExport,
  type HistorianReading,
} from './testing/historian-export';
import { runSid } from './testing/run-sid';
import { csvHeader } from '@domain/testing/csv-header';

const HEADER = csvHeader();

interface Listed {
  id: string;
  fileName: string;
  uploadedAt: string;
}

let dir: string;
/** Writes a file into the test's folder and returns its path. */
async function file(name: string, content: string): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, content);
  return path;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sid-upload-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('sid upload: the command line', () => {
  it('needs files, --url and SID_TOKEN, each a usage error (exit 2) that says what is missing', async () => {
    const csv = await file('plants.csv', generateSampleCsv({ plants: 1, days: 1 }));
    const token = { SID_TOKEN: 'sid_x' };
    for (const [argv, env, message] of [
      [['upload', '--url', 'http://127.0.0.1:1'], token, 'upload needs at least one FILE'],
      [['upload', csv], token, "upload needs --url, the server's address"],
      [
        ['upload', csv, '--url', 'ftp://example.com'],
        token,
        '--url must be an http or https address, got ftp://example.com',
      ],
      [
        ['upload', csv, '--url', 'http://127.0.0.1:1'],
        {},
        'upload needs a personal API token in the SID_TOKEN environment variable (Settings > API tokens)',
      ],
    ] as const) {
      const r = await runSid([...argv], env);
      expect(r.code, message).toBe(2);
      expect(r.stderr.startsWith(`${message}\n\nUsage: sid`), r.stderr).toBe(true);
    }
  });

  it('sends nothing when a file cannot be read, and says which', async () => {
    const csv = await file('plants.csv', generateSampleCsv({ plants: 1, days: 1 }));
    const missing = join(dir, 'missing.csv');
    const r = await runSid(['upload', csv, missing, '--url', 'http://127.0.0.1:1'], {
      SID_TOKEN: 'sid_x',
    });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(new RegExp(`^Cannot read ${missing}: ENOENT`));
  });

  it('says when the server cannot be reached', async () => {
    const csv = await file('plants.csv', generateSampleCsv({ plants: 1, days: 1 }));
    const url = `http://127.0.0.1:${await freePort()}`;
    const r = await runSid(['upload', csv, '--url', url], { SID_TOKEN: 'sid_x' });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(new RegExp(`^Cannot reach ${url}/api/files: .*ECONNREFUSED`));
  });
});

describe('sid upload: against the server', { timeout: 120_000 }, () => {
  let server: ServerProcess;
  let dataDir: string;
  let cookie: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'sid-upload-server-'));
    server = await startServer({ args: FROM_SOURCE, dataDir });
    cookie = await signUp(server, 'feed@example.com');
  }, 120_000);

  afterAll(async () => {
    await server?.kill();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function createToken(name: string): Promise<{ id: string; token: string }> {
    const response = await server.request('/api/tokens', {
      method: 'POST',
      cookie,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name }),
    });
    expect(response.status).toBe(201);
    return (await response.json()) as { id: string; token: string };
  }

  async function listedFiles(): Promise<Listed[]> {
    const response = await server.request('/api/files', { cookie });
    return ((await response.json()) as { files: Listed[] }).files;
  }

  const upload = (token: string, ...paths: string[]) =>
    runSid(['upload', ...paths, '--url', server.origin], { SID_TOKEN: token });

  it('uploads the files in the order given and prints each one’s id, name, rows and plants', async () => {
    const { token } = await createToken('two files');
    const first = await file('january.csv', generateSampleCsv({ plants: 2, days: 2 }));
    const second = await file(
      'february.csv',
      generateSampleCsv({ plants: 1, days: 1, start: '2025-02-01' }),
    );
    const before = new Set((await listedFiles()).map((f) => f.id));

    const r = await upload(token, first, second);

    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const added = (await listedFiles()).filter((f) => !before.has(f.id));
    const byName = new Map(added.map((f) => [f.fileName, f]));
    const jan = byName.get('january.csv')!;
    const feb = byName.get('february.csv')!;
    expect(r.stdout).toBe(
      `Uploaded january.csv: id ${jan.id}, 96 rows, 2 plants\n` +
        `Uploaded february.csv: id ${feb.id}, 24 rows, 1 plants\n`,
    );
    expect(added).toHaveLength(2);
    expect(Date.parse(jan.uploadedAt)).toBeLessThanOrEqual(Date.parse(feb.uploadedAt));
  });

  it('reads a foreign export through --profile before sending it: the server holds its figures in MWh and t', async () => {
    const { token } = await createToken('through a profile');
    const exported = await file('historian.csv', historianExport(HISTORIAN_READINGS));
    const profile = await file('historian.json', JSON.stringify(HISTORIAN_PROFILE));

    const r = await runSid(['upload', exported, '--profile', profile, '--url', server.origin], {
      SID_TOKEN: token,
    });

    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const stored = (await listedFiles()).find((f) => f.fileName === 'historian.csv')!;
    // A day of 15-minute readings of two plants: 24 hours each.
    expect(r.stdout).toBe(`Uploaded historian.csv: id ${stored.id}, 48 rows, 2 plants\n`);
    const analysis = (await (
      await server.request(`/api/files/${stored.id}/analysis`, { cookie })
    ).json()) as { kpis: { totalElectricity: number; totalEmissions: number } };
    const sum = (f: (x: HistorianReading) => number) =>
      HISTORIAN_READINGS.reduce((s, x) => s + f(x), 0);
    expect(analysis.kpis.totalElectricity).toBeCloseTo(sum((x) => x.kWh) / 1000, 0);
    expect(analysis.kpis.totalEmissions).toBeCloseTo(sum((x) => x.kg) / 1000, 0);
  });

  it('stops at a refused file with the server’s message and each problem by its line (exit 1)', async () => {
    const { token } = await createToken('bad file');
    const good = await file('good.csv', generateSampleCsv({ plants: 1, days: 1 }));
    const bad = await file(
      'bad.csv',
      `${HEADER}\n2025-01-01 00:00:00,1,A,coal,1,0,2,3,4,5,40\n2025-01-01 01:00:00,1,A,coal,1,0,2,3,4,5,140\n`,
    );
    const never = await file('never.csv', generateSampleCsv({ plants: 1, days: 1 }));
    const before = (await listedFiles()).length;

    const r = await upload(token, good, bad, never);

    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^Uploaded good\.csv: id \S+, 24 rows, 1 plants\n$/);
    expect(r.stderr).toBe(
      'bad.csv was refused (HTTP 422): CSV validation failed: Row 3: efficiency_percent must be between 0 and 100, got 140\n' +
        'line 3: Row 3: efficiency_percent must be between 0 and 100, got 140\n' +
        '1 problem in total\n' +
        'Not sent: never.csv\n',
    );
    const names = (await listedFiles()).map((f) => f.fileName);
    expect(names).toHaveLength(before + 1);
    expect(names).not.toContain('bad.csv');
    expect(names).not.toContain('never.csv');
  });

  it('skips a file stored already, saying when and as what, and sends the next (exit 0)', async () => {
    const { token } = await createToken('sent twice');
    const csv = generateSampleCsv({ plants: 3, days: 1, start: '2025-03-01' });
    const stored = await file('march.csv', csv);
    const again = await file('march-again.csv', csv);
    const next = await file(
      'april.csv',
      generateSampleCsv({ plants: 1, days: 1, start: '2025-04-01' }),
    );
    expect((await upload(token, stored)).code).toBe(0);
    const march = (await listedFiles()).find((f) => f.fileName === 'march.csv')!;
    const before = (await listedFiles()).length;

    const r = await upload(token, again, next);

    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const when = `${march.uploadedAt.slice(0, 10)} ${march.uploadedAt.slice(11, 16)} UTC`;
    expect(r.stdout).toMatch(
      new RegExp(
        `^Skipped march-again\\.csv: This file was already uploaded on ${when} as march\\.csv\\. Its id: ${march.id}\n` +
          'Uploaded april\\.csv: id \\S+, 24 rows, 1 plants\n$',
      ),
    );
    expect(await listedFiles()).toHaveLength(before + 1);
  });

  it('is refused with the 401 message once the token is revoked (exit 1)', async () => {
    const { id, token } = await createToken('revoked');
    const csv = await file('plants.csv', generateSampleCsv({ plants: 1, days: 1 }));
    expect((await upload(token, csv)).code).toBe(0);
    const revoked = await server.request(`/api/tokens/${id}`, { method: 'DELETE', cookie });
    expect(revoked.status).toBe(204);

    const r = await upload(token, csv);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe('plants.csv was refused (HTTP 401): Invalid or revoked API token.\n');
  });

  it('runs as a process (bin/sid.js), the token read from the environment', async () => {
    const { token } = await createToken('process');
    const csv = await file(
      'process.csv',
      await readFile(join(REPO_ROOT, 'public', 'sample_data.csv'), 'utf8'),
    );
    const run = spawnSync(
      process.execPath,
      ['bin/sid.js', 'upload', csv, '--url', `${server.origin}/`],
      { cwd: REPO_ROOT, encoding: 'utf8', env: { PATH: process.env.PATH, SID_TOKEN: token } },
    );
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^Uploaded process\.csv: id \S+, 2880 rows, 4 plants\n$/);
  });
});
