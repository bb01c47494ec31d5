import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSampleCsv } from '@domain/sample/generate-sample';
import { HISTORIAN_PROFILE, HISTORIAN_READINGS, historianExport } from './testing/historian-export';
import { runSid } from './testing/run-sid';
import { csvHeader } from '@domain/testing/csv-header';

const HEADER = csvHeader();
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
        'warning: Plant 1 (A) has two rows for 2025-01-01 00:00:00 (lines 2 and 3); the later row is counted\n',
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
        'emissionsChart',
        'ets',
        'etsBasis',
        'factories',
        'ghgReporting',
        'gwpSet',
        'insights',
        'inventory',
        'kpis',
        'optimization',
        'period',
        'plantStatusCounts',
        'plants',
        'quality',
        'register',
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
        'factoryRankCounts',
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

describe('sid analyze over several files, a range and plants', () => {
  // Plant 1 (Alpha) and plant 2 (Beta), 1-3 January 2025, one reading a day each:
  // Alpha 100 MWh, 200 MWh fuel, 50 t CO2, 40 %; Beta 80 MWh, 160 MWh fuel, 30 t CO2, 50 %.
  const days = ['2025-01-01', '2025-01-02', '2025-01-03'];
  const original = () =>
    file(
      'january.csv',
      [
        HEADER,
        ...days.flatMap((d) => [
          `${d} 00:00:00,1,Alpha,coal,100,0,200,50,10,1,40`,
          `${d} 00:00:00,2,Beta,gas,80,0,160,30,5,1,50`,
        ]),
      ].join('\n') + '\n',
    );
  // 2 January of Alpha corrected: two readings, 150 + 50 = 200 MWh, 400 MWh fuel, 75 + 25 = 100 t.
  const correction = () =>
    file(
      'alpha-0102.csv',
      `${HEADER}\n2025-01-02 00:00:00,1,Alpha,coal,150,0,300,75,10,1,40\n` +
        '2025-01-02 01:00:00,1,Alpha,coal,50,0,100,25,10,1,40\n',
    );
  const json = async (...argv: string[]) => {
    const r = await sid('analyze', ...argv);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    return JSON.parse(r.stdout);
  };

  it('takes a corrected day from the later file and every other plant-day from the earlier', async () => {
    const a = await json(original(), correction());
    // 3 x (100 + 80) = 540 MWh, with Alpha's 2 January 200 instead of 100: 640.
    // CO2 3 x 80 = 240 + 50 = 290 t; fuel 3 x 360 = 1080 + 200 = 1280 MWh;
    // efficiency over 7 readings: (4 x 40 + 3 x 50) / 7 = 44.29 %.
    expect(a.kpis).toEqual({
      totalElectricity: 640,
      totalEmissions: 290,
      totalFuelConsumption: 1280,
      avgEfficiency: 44.3,
      // Every reading turns half its fuel into electricity, without heat.
      energyWeightedEfficiency: 50,
    });
    expect(a.plants.map((p: { plant_id: number }) => p.plant_id)).toEqual([1, 2]);
    // 2 January: Alpha 100 t + Beta 30 t.
    const jan2 = a.dailyEmissions.find((p: { date: string }) => p.date === '2025-01-02');
    expect(jan2.CO2).toBe(130);
    // 3 January (180 MWh) against the corrected 2 January (280 MWh): -35.7 %.
    expect(a.changes).toMatchObject({ currentDate: '2025-01-03', totalElectricity: -35.7 });
    expect(a.quality.rows).toBe(7);
    expect(a.scope).toMatchObject({ source: 'history', from: null, to: null });
    expect(a.comparison).toBeNull();
  });

  it('lets the order on the command line decide: the earlier file loses', async () => {
    const a = await json(correction(), original());
    expect(a.kpis).toEqual({
      totalElectricity: 540,
      totalEmissions: 240,
      totalFuelConsumption: 1080,
      avgEfficiency: 45,
      // Every reading turns half its fuel into electricity, without heat.
      energyWeightedEfficiency: 50,
    });
  });

  it('limits the KPIs to --from and --to, and compares them with the period before', async () => {
    const a = await json(original(), correction(), '--from', '2025-01-02', '--to', '2025-01-02');
    // 2 January: 200 + 80 MWh, 100 + 30 t, 400 + 160 MWh fuel, (40 + 40 + 50) / 3 %.
    expect(a.kpis).toEqual({
      totalElectricity: 280,
      totalEmissions: 130,
      totalFuelConsumption: 560,
      avgEfficiency: 43.3,
      // Every reading turns half its fuel into electricity, without heat.
      energyWeightedEfficiency: 50,
    });
    expect(a.period).toEqual({ startDate: '2025-01-02', endDate: '2025-01-02', year: 2025 });
    expect(a.dailyEmissions.map((p: { date: string }) => p.date)).toEqual(['2025-01-02']);
    expect(a.scope).toMatchObject({
      from: '2025-01-02',
      to: '2025-01-02',
      available: { startDate: '2025-01-01', endDate: '2025-01-03' },
    });
    // Against 1 January (180 MWh): (280 - 180) / 180 = 55.6 %.
    expect(a.comparison.previous).toEqual({
      from: '2025-01-01',
      to: '2025-01-01',
      hasData: true,
      daysWithData: 1,
      daysInPeriod: 1,
    });
    expect(a.comparison.rows[0].vsPrevious.totalElectricity).toBe(55.6);
    // An open end takes the data's end: 2 and 3 January.
    const from = await json(original(), '--from', '2025-01-02');
    expect(from.kpis.totalElectricity).toBe(360);
  });

  it('keeps the plants asked for with --plant, repeated for several', async () => {
    const beta = await json(original(), correction(), '--plant', '2');
    expect(beta.kpis).toEqual({
      totalElectricity: 240,
      totalEmissions: 90,
      totalFuelConsumption: 480,
      avgEfficiency: 50,
      // Every reading turns half its fuel into electricity, without heat.
      energyWeightedEfficiency: 50,
    });
    expect(beta.plants.map((p: { plant_id: number }) => p.plant_id)).toEqual([2]);
    expect(beta.scope.plants).toEqual([2]);
    // Beta is in the earlier file only.
    const both = await json(original(), correction(), '--plant', '2', '--plant', '1');
    expect(both.kpis.totalElectricity).toBe(640);
    expect(both.scope.plants).toEqual([1, 2]);
  });

  it('says "No data in this range" for a range without data, exit 0', async () => {
    const a = await json(original(), '--from', '2025-03-01', '--to', '2025-03-02');
    expect(a.scope.message).toBe('No data in this range');
    expect(a.kpis.totalElectricity).toBe(0);
  });

  it('refuses a plant that no file holds, exit 1', async () => {
    const r = await sid('analyze', original(), correction(), '--plant', '9', '--plant', '1');
    expect(r).toMatchObject({
      code: 1,
      stdout: '',
      stderr: 'No data for plant 9 in this scope\n',
    });
  });

  it('refuses a malformed range or plant with the usage text and exit 2', async () => {
    const cases: [string[], string][] = [
      [['--from', '2025-02-30'], 'from must be a date written YYYY-MM-DD, got 2025-02-30'],
      [['--to', 'abc'], 'to must be a date written YYYY-MM-DD, got abc'],
      [
        ['--from', '2025-01-03', '--to', '2025-01-01'],
        'The range starts on 2025-01-03, after it ends on 2025-01-01',
      ],
      [['--plant', 'x'], 'plant must be a whole number, got x'],
    ];
    for (const [options, message] of cases) {
      const r = await sid('analyze', original(), ...options);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr.split('\n\n')[0]).toBe(message);
      expect(r.stderr).toContain('Usage: sid');
    }
    const none = await sid('analyze');
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/^analyze needs at least one FILE\n/);
  });

  it('names every refused file among several, exit 1', async () => {
    const bad = file('bad-plant.csv', `${HEADER}\n2025-01-01 00:00:00,x,A,coal,1,0,2,3,4,5,40\n`);
    const r = await sid('analyze', original(), bad, file('empty-too.csv', ''));
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^bad-plant\.csv: CSV validation failed: Row 2: plant_id/);
    expect(r.stderr).toContain('\nempty-too.csv: ');
  });

  it('analyses one file with a range as a scope of that file', async () => {
    const a = await json(sampleFile, '--to', '2025-01-01', '--now', '2025-06-30');
    expect(a.scope).toMatchObject({ source: 'history', to: '2025-01-01' });
    expect(a.quality.rows).toBe(96); // 4 plants x 24 hours
    expect(a.sec).toBeDefined();
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
      expect(r.stdout).toContain('analyze FILE...');
      expect(r.stdout).toMatch(/--plant ID +analyse this plant only/);
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

describe('sid --profile', () => {
  const profile = HISTORIAN_PROFILE;
  const readings = HISTORIAN_READINGS;
  const exportText = historianExport;
  const profileFile = () => file('historian.json', JSON.stringify(profile));

  it('analyses an export through the profile in MWh and tonnes', async () => {
    const r = await sid(
      'analyze',
      file('historian.csv', exportText(readings)),
      '--profile',
      profileFile(),
    );
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const { kpis, ghgReporting } = JSON.parse(r.stdout) as {
      kpis: { totalElectricity: number; totalEmissions: number; totalFuelConsumption: number };
      ghgReporting: { hours: number; ch4: { reported: string }; n2o: { reported: string } };
    };
    const total = (f: (x: (typeof readings)[number]) => number) =>
      Math.round(readings.reduce((s, x) => s + f(x), 0));
    expect(kpis).toMatchObject({
      totalElectricity: total((x) => x.kWh / 1000),
      totalFuelConsumption: total((x) => (x.kWh * 2) / 1000),
      totalEmissions: total((x) => x.kg / 1000),
    });
    // The profile marks CH4 and N2O absent: not reported, not 0 (issue 27).
    expect(ghgReporting.ch4.reported).toBe('none');
    expect(ghgReporting.n2o.reported).toBe('none');
  });

  it('validates an export through the profile: four readings make an hour', async () => {
    const r = await sid(
      'validate',
      file('historian.csv', exportText(readings)),
      '--profile',
      profileFile(),
    );
    expect(r.code).toBe(0);
    // 00:00 in Berlin in January is 23:00 UTC the day before.
    expect(r.stdout).toMatch(/^OK historian\.csv: 48 rows, 2 plants, 2025-01-14/);
  });

  it('lists the rows the profile cannot read, exit 1', async () => {
    const rows = readings.slice(0, 8).map((x, i) => (i === 2 ? { ...x, clock: '15.01.2025' } : x));
    const r = await sid(
      'validate',
      file('historian.csv', exportText(rows)),
      '--profile',
      profileFile(),
    );
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    const lines = r.stderr.trimEnd().split('\n');
    expect(lines[0]).toBe('The import profile "Historian export" cannot read these rows:');
    expect(lines[1]).toMatch(/^Row 4: /);
    expect(lines.at(-1)).toBe('1 problem in total');
  });

  it('refuses a profile file that is no profile, naming each problem by field, exit 2', async () => {
    const columns: Record<string, string> = { ...profile.columns };
    delete columns.fuel_type;
    const bad = file(
      'bad.json',
      JSON.stringify({ ...profile, columns, units: { CO2_emissions_tonnes: 'MWh' } }),
    );
    const r = await sid('validate', sampleFile, '--profile', bad);
    expect(r.code).toBe(2);
    expect(r.stderr.split('\n\n')[0]).toBe(
      [
        `--profile: ${bad} is not an import profile:`,
        '  columns.fuel_type: columns.fuel_type names no header',
        '  units.CO2_emissions_tonnes: units.CO2_emissions_tonnes must be one of g, kg, t, kt, lb, short_ton',
      ].join('\n'),
    );
    const notJson = await sid('validate', sampleFile, '--profile', file('not.json', '{'));
    expect(notJson.code).toBe(2);
    expect(notJson.stderr).toMatch(/^--profile: .*not\.json is not JSON: /);
  });
});
