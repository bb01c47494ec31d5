// `sid analyze` prints, byte for byte, what the domain makes of its files' parsed rows (the dataset
// and its plant-day cells), whichever way the command reads them: of one file, through a profile,
// and of several merged over a range and plants.
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeResult } from '@domain/completed-analysis';
import { analysisBase } from '@domain/completion/analyze';
import { DEFAULT_GWP_SET } from '@domain/constants';
import { parseCsv } from '@domain/csv/parse';
import { parseScopeFilter } from '@domain/history/date-range';
import { importProfileSchema, profileNotReported } from '@domain/imports/import-profile';
import { OPERATING_HOURS_HEADER, OPERATING_TIME_HEADER } from '@domain/csv/row-rules';
import { UNIT_ID_HEADER } from '@domain/constants';
import { OPTIONAL_MEASURE_HEADERS } from '@domain/readings/measures';
import { plantDayCells } from '@domain/readings/plant-day-cells';
import { generateSampleCsv } from '@domain/sample/generate-sample';
import { csvHeader } from '@domain/testing/csv-header';
import { analyseHistory } from './analyze-history';
import { readThroughProfile } from './load-csv';
import { HISTORIAN_PROFILE, HISTORIAN_READINGS, historianExport } from './testing/historian-export';
import { runSid } from './testing/run-sid';

const NOW = '2025-03-01';
const printed = (analysis: unknown) => JSON.stringify(analysis, null, 2) + '\n';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'sid-analyze-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, content: string): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

function parsed(path: string) {
  const result = parseCsv(readFileSync(path));
  if (!result.ok) throw new Error(result.message);
  return result;
}

async function analyze(...argv: string[]): Promise<string> {
  const r = await runSid(['analyze', ...argv, '--now', NOW]);
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  return r.stdout;
}

/** Plants 1 and 3 by unit, with operating time and the optional measures: a repeated and an idle hour. */
const unitsFile = () =>
  file(
    'units.csv',
    [
      `${csvHeader()},${UNIT_ID_HEADER},${OPERATING_TIME_HEADER},${OPTIONAL_MEASURE_HEADERS.join(',')}`,
      '2025-01-02 00:00:00,1,Plant 1,coal,100,0,250,80,5,1,40,A,1,3,4,31,0,1200',
      '2025-01-02 00:00:00,1,Plant 1,coal,90,0,230,70,5,1,39,B,1,3,4,28,0,1100',
      '2025-01-02 01:00:00,1,Plant 1,coal,0,0,0,0,0,0,0,A,0,0,0,0,0,0',
      '2025-01-02 00:00:00,1,Plant 1,coal,110,0,260,85,5,1,42,A,1,3,4,32,0,1250',
      '2025-01-05 07:00:00,3,Plant 3,natural gas,60,10,130,25,2,0.1,55,G1,0.5,0,2,0,0,13000',
    ].join('\n') + '\n',
  );

/** Days' totals of plant 2: one day run 20 hours, one not at all. */
const dailyFile = () =>
  file(
    'daily.csv',
    [
      `${csvHeader()},${OPERATING_HOURS_HEADER}`,
      '2025-01-03,2,Plant 2,natural gas,2000,0,4000,800,40,4,50,20',
      '2025-01-04,2,Plant 2,natural gas,0,0,0,0,0,0,0,0',
    ].join('\n') + '\n',
  );

describe('sid analyze prints the analysis of the parsed rows', () => {
  it('of one file read in several chunks: the analysis of its dataset', async () => {
    // Over 2 MB: rows cross the boundaries of the chunks the command reads.
    const path = file('sample.csv', generateSampleCsv({ plants: 8, days: 120 }));
    expect(statSync(path).size).toBeGreaterThan(2 * 1024 * 1024);
    const { dataset, quality } = parsed(path);
    const expected = completeResult(analysisBase(dataset, quality, { gwpSet: DEFAULT_GWP_SET }), {
      now: NOW,
    });
    expect(await analyze(path)).toBe(printed(expected));
  });

  it('of an export through a profile: the dataset of the spec CSV it reads as, its absent columns not reported', async () => {
    const path = file('historian.csv', historianExport(HISTORIAN_READINGS));
    const profilePath = file('historian.json', JSON.stringify(HISTORIAN_PROFILE));
    const profile = importProfileSchema.parse(HISTORIAN_PROFILE);
    const read = readThroughProfile(readFileSync(path), profile);
    if (!read.ok) throw new Error(read.message);
    const spec = parseCsv(read.csv);
    if (!spec.ok) throw new Error(spec.message);
    const base = analysisBase(
      spec.dataset,
      spec.quality,
      { gwpSet: DEFAULT_GWP_SET },
      profileNotReported(profile),
    );
    expect(await analyze(path, '--profile', profilePath)).toBe(
      printed(completeResult(base, { now: NOW })),
    );
  });

  it('of several files over a range and plants: the history of their datasets’ plant-day cells', async () => {
    const paths = [file('sample.csv', generateSampleCsv()), unitsFile(), dailyFile()];
    const uploads = paths.map((path, upload) =>
      plantDayCells(parsed(path).dataset).map((cell) => ({ ...cell, upload })),
    );
    const scopes = [
      { scope: {}, options: [] },
      {
        scope: { from: '2025-01-02', to: '2025-01-04', plants: ['1', '2'] },
        options: ['--from', '2025-01-02', '--to', '2025-01-04', '--plant', '1', '--plant', '2'],
      },
    ];
    for (const { scope, options } of scopes) {
      const filter = parseScopeFilter(scope);
      if (!filter.ok) throw new Error(filter.message);
      const expected = await analyseHistory(
        uploads,
        filter.filter,
        { gwpSet: DEFAULT_GWP_SET },
        { now: NOW },
      );
      if (!expected.ok) throw new Error(expected.message);
      expect(await analyze(...paths, ...options)).toBe(printed(expected.analysis));
    }
  });
});
