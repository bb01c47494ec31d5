// Builds what `npm start` serves: the server bundle (and, once it exists, the web app).
// `--if-stale` skips a build whose output is newer than every source file.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const SERVER_ENTRY = 'src/server/main.ts';
const SERVER_OUT = 'dist/server/main.js';

/** The newest modification time of the files under a directory, in ms. */
function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile())
      newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

function isStale(output: string, sources: string[]): boolean {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((s) => newestMtime(s) > built) || statSync('package.json').mtimeMs > built;
}

const ifStale = process.argv.includes('--if-stale');
if (!ifStale || isStale(SERVER_OUT, ['src/server', 'src/domain'])) {
  await build({
    entryPoints: [SERVER_ENTRY],
    outfile: SERVER_OUT,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Dependencies load from node_modules at run time; only the app's own code is bundled.
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  console.log(`built ${SERVER_OUT}`);
}
