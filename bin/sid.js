#!/usr/bin/env node
// Runs the bundled CLI (dist/cli/sid.js, written by `npm run build`) when it is at least as new as
// every source it was built from: it starts in a few tens of milliseconds. Otherwise (a fresh clone,
// or sources edited since the build) the TypeScript runs through tsx, with no build step.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bundle = `${root}dist/cli/sid.js`;
// The bundle's sources, written by the build beside it: statting only these is quicker than
// walking src/cli and src/domain.
const sourceList = `${root}dist/cli/sources.json`;

/** When a file was last modified, in ms; Infinity for a missing one (a deleted source is a change). */
const modified = (path) => statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? Infinity;

/** Whether the bundle is at least as new as every source it was built from. */
function bundleIsFresh() {
  if (!existsSync(sourceList)) return false;
  const built = modified(bundle);
  const sources = JSON.parse(readFileSync(sourceList, 'utf8'));
  return built !== Infinity && sources.every((path) => modified(`${root}${path}`) <= built);
}

let main;
if (bundleIsFresh()) {
  ({ main } = await import(bundle));
} else {
  const { register } = await import('tsx/esm/api');
  register();
  ({ main } = await import('../src/cli/sid.ts'));
}
process.exitCode = await main(process.argv.slice(2));
