import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// bin/sid.js in a project of its own, whose bundle and TypeScript entry each print where they ran.
const project = fileURLToPath(new URL('..', import.meta.url));
let dir: string;

const at = (path: string) => join(dir, path);

function write(path: string, content: string): void {
  mkdirSync(join(at(path), '..'), { recursive: true });
  writeFileSync(at(path), content);
}

const mainPrinting = (where: string) =>
  `export async function main() { process.stdout.write('${where}'); return 0; }\n`;

const FILES = ['src/cli/sid.ts', 'src/domain/rule.ts', 'src/domain/rule.test.ts'];

/**
 * Writes the bundle's list of sources (none: no list) and makes every file a minute older than
 * the bundle, except `edited`, a minute newer.
 */
function built(sources: string[] | null, edited: string[] = []): void {
  if (sources) write('dist/cli/sources.json', JSON.stringify(sources));
  else rmSync(at('dist/cli/sources.json'), { force: true });
  const bundleTime = statSync(at('dist/cli/sid.js')).mtime.getTime() / 1000;
  for (const path of FILES) {
    const time = bundleTime + (edited.includes(path) ? 60 : -60);
    utimesSync(at(path), time, time);
  }
}

const sid = () => spawnSync(process.execPath, [at('bin/sid.js')], { encoding: 'utf8' }).stdout;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'sid-bin-'));
  mkdirSync(at('bin'));
  copyFileSync(join(project, 'bin/sid.js'), at('bin/sid.js'));
  // tsx, for the TypeScript entry.
  symlinkSync(join(project, 'node_modules'), at('node_modules'));
  write('package.json', '{ "type": "module" }');
  write('src/cli/sid.ts', mainPrinting('source'));
  write('src/domain/rule.ts', '');
  write('src/domain/rule.test.ts', '');
  write('dist/cli/sid.js', mainPrinting('bundle'));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('bin/sid.js', () => {
  const SOURCES = ['src/cli/sid.ts', 'src/domain/rule.ts'];

  it('runs the bundle while every source it was built from is older', () => {
    built(SOURCES);
    expect(sid()).toBe('bundle');
  });

  it('runs the bundle after an edit to a file the bundle does not hold (a test)', () => {
    built(SOURCES, ['src/domain/rule.test.ts']);
    expect(sid()).toBe('bundle');
  });

  it('runs the TypeScript through tsx after an edit to a source of the bundle', () => {
    built(SOURCES, ['src/domain/rule.ts']);
    expect(sid()).toBe('source');
  });

  it('runs the TypeScript when a source of the bundle is gone', () => {
    built([...SOURCES, 'src/domain/gone.ts']);
    expect(sid()).toBe('source');
  });

  it('runs the TypeScript without the list of sources (a bundle built before the build wrote one)', () => {
    built(null);
    expect(sid()).toBe('source');
  });
});
