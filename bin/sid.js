#!/usr/bin/env node
// Runs the bundled CLI (dist/cli/sid.js, written by `npm run build`) when it is at least as new as
// every source it was built from: it starts in a few tens of milliseconds. Otherwise (a fresh clone,
// or sources edited since the build) the TypeScript runs through tsx, with no build step.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bundle = `${root}dist/cli/sid.js`;
const SOURCES = ['src/cli', 'src/domain'];

/** Whether a file under the directory (recursively) changed after the given time. */
function changedSince(dir, time) {
  return readdirSync(dir, { withFileTypes: true, recursive: true }).some(
    (entry) => entry.isFile() && statSync(`${entry.parentPath}/${entry.name}`).mtimeMs > time,
  );
}

const built = existsSync(bundle) ? statSync(bundle).mtimeMs : -1;
const fresh = built >= 0 && !SOURCES.some((dir) => changedSince(`${root}${dir}`, built));

let main;
if (fresh) {
  ({ main } = await import(bundle));
} else {
  const { register } = await import('tsx/esm/api');
  register();
  ({ main } = await import('../src/cli/sid.ts'));
}
process.exitCode = await main(process.argv.slice(2));
