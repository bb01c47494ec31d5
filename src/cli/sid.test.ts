import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSampleCsv } from '../domain/core/sample/generate-sample';
import { runSid } from './testing/run-sid';

const HEADER =
  'date,plant_id,plant_name,fuel_type,electricity_output_MWh,heat_output_MWh,fuel_consumption_MWh,CO2_emissions_tonnes,CH4_emissions_kg,N2O_emissions_kg,efficiency_percent';
const SAMPLE_OK_LINE =
  'OK sample_data.csv: 2880 rows, 4 plants, 2025-01-01 00:00:00 to 2025-01-30 23:00:00, 0 warnings\n';

let dir: string;
let sampleFile: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'sid-cli-'));
  sampleFile = join(dir, 'sample_data.csv');
  writeFileSync(sampleFile, generateSampleCsv());
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, content: string | Buffer): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

const sid = (...argv: string[]) => runSid(argv);

describe('sid validate', () => {
  it('prints one summary line for an accepted file', async () => {
    const r = await sid('validate', sampleFile);
    expect(r).toMatchObject({ code: 0, stdout: SAMPLE_OK_LINE, stderr: '' });
  });

  it('lists the warnings of an accepted file after the summary', async () => {
    const row = '2025-01-01 00:00:00,1,A,coal,1,0,2,3,4,5,40';
    const r = await sid('validate', file('dup.csv', `${HEADER}\n${row}\n${row}\n`));
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(
      'OK dup.csv: 2 rows, 1 plants, 2025-01-01 00:00:00 to 2025-01-01 00:00:00, 1 warnings\n' +
        'warning: Plant 1 (A) has two rows for 2025-01-01 00:00:00 (lines 2 and 3); both are counted\n',
    );
  });

  it('refuses a file with the message, every problem by line and the total, on stderr', async () => {
    const bad =
      `${HEADER}\n2025-01-01 00:00:00,x,A,coal,1,0,2,3,4,5,40\n` +
      '2025-01-01 01:00:00,1,A,coal,1,0,2,3,4,5,140\n';
    const r = await sid('validate', file('bad.csv', bad));
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(
      'CSV validation failed: Row 2: plant_id must be a number, got x; Row 3: efficiency_percent must be between 0 and 100, got 140\n' +
        'line 2: Row 2: plant_id must be a number, got x\n' +
        'line 3: Row 3: efficiency_percent must be between 0 and 100, got 140\n' +
        '2 problems in total\n',
    );
  });

  it('prints a problem without a line as its message alone', async () => {
    const r = await sid('validate', file('header-only.csv', `${HEADER}\n`));
    expect(r.code).toBe(1);
    expect(r.stderr.split('\n').slice(1)).toEqual([
      'The file needs a header row and at least one data row',
      '1 problem in total',
      '',
    ]);
  });

  it('checks the name and the size before reading (accounts §5 messages)', async () => {
    const txt = await sid('validate', file('data.txt', `${HEADER}\n`));
    expect(txt).toMatchObject({ code: 1, stderr: 'data.txt: File must be a CSV file\n' });
    // 1 MB = 1,048,576 bytes: one byte more is over the limit.
    const big = await sid('validate', file('big.csv', Buffer.alloc(1_048_577)), '--max-mb', '1');
    expect(big).toMatchObject({ code: 1, stderr: 'big.csv: File size exceeds 1MB limit\n' });
    const fits = await sid('validate', sampleFile, '--max-mb', '1');
    expect(fits.code).toBe(0);
  });

  it('has no size limit unless --max-mb sets one', async () => {
    // 12 plants over a year: about 11 MB, over the web upload's 10 MB limit.
    const large = file('large.csv', generateSampleCsv({ plants: 12, days: 400 }));
    expect(statSync(large).size).toBeGreaterThan(10 * 1024 * 1024);
    const r = await sid('validate', large);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^OK large\.csv: 115200 rows, 12 plants/);
    const limited = await sid('validate', large, '--max-mb', '10');
    expect(limited).toMatchObject({ code: 1, stderr: 'large.csv: File size exceeds 10MB limit\n' });
  });

  it('reports a file it cannot read', async () => {
    const r = await sid('validate', join(dir, 'missing.csv'));
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^Cannot read .*missing\.csv: ENOENT/);
  });

  it('needs exactly one file', async () => {
    const r = await sid('validate');
    expect(r.code).toBe(2);
    expect(r.stderr.startsWith('validate needs exactly one FILE\n\nUsage: sid')).toBe(true);
  });
});

describe('sid analyze', () => {
  it('prints the analysis and its screen models as JSON, today from the clock', async () => {
    const r = await sid('analyze', sampleFile);
    expect(r.code).toBe(0);
    const analysis = JSON.parse(r.stdout);
    expect(Object.keys(analysis).sort()).toEqual(
      [
        'benchmarks',
        'changes',
        'complianceAssistant',
        'dailyEmissions',
        'dailyTotals',
        'permitBasis',
        'factories',
        'gwpSet',
        'insights',
        'inventory',
        'kpis',
        'optimization',
        'period',
        'plantStatusCounts',
        'plants',
        'quality',
        'sec',
        'views',
      ].sort(),
    );
    expect(Object.keys(analysis.views).sort()).toEqual(
      [
        'benchmarkInsights',
        'complianceSummary',
        'dailyGaps',
        'factoryBars',
        'factoryStatusCounts',
        'overviewStatus',
        'performanceTrends',
      ].sort(),
    );
    expect(analysis.period).toEqual({ startDate: '2025-01-01', endDate: '2025-01-30', year: 2025 });
    expect(analysis.gwpSet).toBe('AR4');
    expect(analysis.quality.rows).toBe(2880);
  });

  it('analyses permits only with --permits, for the year of --now unless --permit-year', async () => {
    const withPermits = JSON.parse(
      (await sid('analyze', sampleFile, '--permits', '3', '--now', '2025-06-30')).stdout,
    );
    expect(withPermits.permits).toMatchObject({ permit_year: 2025, active_permits: 3 });
    const historical = JSON.parse(
      (
        await sid(
          'analyze',
          sampleFile,
          '--permits',
          '3',
          '--permit-year',
          '2024',
          '--now',
          '2025-06-30',
        )
      ).stdout,
    );
    expect(historical.permits).toMatchObject({ permit_year: 2024, active_permits: 3 });
    const without = JSON.parse((await sid('analyze', sampleFile)).stdout);
    expect(without.permits).toBeUndefined();
  });

  it('passes the GWP set through', async () => {
    const ar4 = JSON.parse((await sid('analyze', sampleFile)).stdout);
    const ar6 = JSON.parse((await sid('analyze', sampleFile, '--gwp', 'AR6')).stdout);
    expect(ar6.gwpSet).toBe('AR6');
    // Same CO2, different CO2e weights for CH4 and N2O.
    expect(ar6.inventory).not.toEqual(ar4.inventory);
  });

  it('refuses malformed options with the usage text and exit 2', async () => {
    const cases: [string[], string][] = [
      [['--now', '2025-13-01'], '--now must be a date YYYY-MM-DD, got 2025-13-01'],
      [['--gwp', 'AR3'], '--gwp must be one of AR4, AR5, AR6, got AR3'],
      [['--permits=-1'], '--permits must be a whole number of at least 0, got -1'],
      [['--permits', '2.5'], '--permits must be a whole number of at least 0, got 2.5'],
      [['--permit-year', '2024'], '--permit-year needs --permits'],
    ];
    for (const [options, message] of cases) {
      const r = await sid('analyze', sampleFile, ...options);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr.split('\n\n')[0]).toBe(message);
      expect(r.stderr).toContain('Usage: sid');
    }
  });

  it('refuses an unknown option (parseArgs is strict)', async () => {
    const r = await sid('analyze', sampleFile, '--colour');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("Unknown option '--colour'");
  });

  it('refuses an invalid file as validate does', async () => {
    const r = await sid('analyze', file('empty.csv', ''));
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/1 problem in total\n$/);
  });
});

describe('sid export', () => {
  it('prints the report in the format for the role', async () => {
    const r = await sid(
      'export',
      sampleFile,
      '--format',
      'json',
      '--role',
      'internal',
      '--now',
      '2025-02-01',
    );
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    const report = JSON.parse(r.stdout);
    expect(report.metadata).toMatchObject({
      role: 'internal',
      generatedAt: '2025-02-01T00:00:00.000Z',
      jurisdiction: 'COMBINED',
    });
  });

  it('stamps the report with the clock without --now, and passes the jurisdiction', async () => {
    const r = await sid(
      'export',
      sampleFile,
      '--format',
      'json',
      '--role',
      'internal',
      '--jurisdiction',
      'US',
    );
    expect(JSON.parse(r.stdout).metadata).toMatchObject({
      generatedAt: '2025-02-01T12:34:56.000Z',
      jurisdiction: 'US',
    });
  });

  it('writes JSON, CSV and XML for the role asked', async () => {
    const out = async (format: string) =>
      (await sid('export', sampleFile, '--format', format, '--role', 'regulator')).stdout;
    const [json, csv, xml] = [await out('json'), await out('csv'), await out('xml')];
    expect(JSON.parse(json).metadata.role).toBe('regulator');
    expect(csv.startsWith('section,field,value,')).toBe(true);
    expect(csv).toContain('metadata,role,regulator');
    expect(xml.startsWith('<?xml')).toBe(true);
    expect(xml).toContain('<role>regulator</role>');
  });

  it('passes the domain refusals through: Unauthorized role, Unsupported format (data §5)', async () => {
    const role = await sid('export', sampleFile, '--format', 'json', '--role', 'hacker');
    expect(role).toMatchObject({ code: 1, stdout: '', stderr: 'Unauthorized role\n' });
    const format = await sid('export', sampleFile, '--format', 'pdf', '--role', 'internal');
    expect(format).toMatchObject({ code: 1, stdout: '', stderr: 'Unsupported format\n' });
  });

  it('needs --format and --role, and a known jurisdiction', async () => {
    expect((await sid('export', sampleFile, '--role', 'internal')).stderr).toMatch(
      /^export needs --format\n/,
    );
    expect((await sid('export', sampleFile, '--format', 'json')).stderr).toMatch(
      /^export needs --role\n/,
    );
    const j = await sid(
      'export',
      sampleFile,
      '--format',
      'json',
      '--role',
      'internal',
      '--jurisdiction',
      'UK',
    );
    expect(j.code).toBe(2);
    expect(j.stderr).toMatch(/^--jurisdiction must be one of EU, US, COMBINED, got UK\n/);
  });
});

describe('sid sample', () => {
  it('streams the generated CSV chunk by chunk: header, then one write per day', async () => {
    const r = await sid(
      'sample',
      '--plants',
      '2',
      '--days',
      '3',
      '--seed',
      '7',
      '--start',
      '2025-03-01',
    );
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(generateSampleCsv({ plants: 2, days: 3, seed: 7, start: '2025-03-01' }));
    expect(r.writes).toBe(4);
  });

  it('writes the default sample without options', async () => {
    const r = await sid('sample');
    expect(r.stdout).toBe(generateSampleCsv());
  });

  it('refuses impossible options with exit 2', async () => {
    const r = await sid('sample', '--plants', '0');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^--plants must be a whole number of at least 1, got 0\n/);
    expect((await sid('sample', '--start', '2025-02-30')).code).toBe(2);
  });
});

describe('sid help and unknown commands', () => {
  it('prints the usage for help or no command, exit 0', async () => {
    for (const argv of [['help'], [], ['--help']]) {
      const r = await sid(...argv);
      expect(r.code).toBe(0);
      expect(r.stdout).toMatch(/^Usage: sid <command> \[options\]/);
      expect(r.stdout).toContain('--role regulator|internal|partner|public');
    }
  });

  it('names an unknown command and exits 2', async () => {
    const r = await sid('frobnicate');
    expect(r.code).toBe(2);
    expect(r.stderr.startsWith('Unknown command: frobnicate\n\nUsage: sid')).toBe(true);
  });
});

describe('as a process', () => {
  const run = (args: string[]) =>
    spawnSync(process.execPath, args, {
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
      encoding: 'utf8',
    });

  it('bin/sid.js validates a file with the exit code of main()', () => {
    const ok = run(['bin/sid.js', 'validate', sampleFile]);
    expect(ok.status).toBe(0);
    expect(ok.stdout).toBe(SAMPLE_OK_LINE);
    const unknown = run(['bin/sid.js', 'nope']);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toMatch(/^Unknown command: nope/);
  });

  it('bin/sid.js and src/cli/sid.ts run directly (npm run sample) write the same sample', () => {
    const expected = generateSampleCsv({ plants: 1, days: 2 });
    const viaBin = run(['bin/sid.js', 'sample', '--plants', '1', '--days', '2']);
    expect(viaBin.status).toBe(0);
    expect(viaBin.stdout).toBe(expected);
    const direct = run([
      '--import',
      'tsx',
      'src/cli/sid.ts',
      'sample',
      '--plants',
      '1',
      '--days',
      '2',
    ]);
    expect(direct.status).toBe(0);
    expect(direct.stdout).toBe(expected);
  });
});
