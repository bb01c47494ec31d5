// Builds what `npm start` serves: the server bundle and the web app, then checks the web
// bundle's budget. `--if-stale` skips a part whose output is newer than all of its sources.
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build as esbuild } from 'esbuild';
import { build as viteBuild } from 'vite';
import { writeMeasureSums } from './measure-sums-source';

// The server and its threads, loaded from beside main.js: the worker pool's
// (src/server/work/server-tasks.ts), the uploads' (src/server/work/ingest.ts) and the embedded
// database's (src/server/db/pglite-on-thread.ts).
const SERVER_ENTRIES = {
  main: 'src/server/main.ts',
  'server-worker': 'src/server/work/server-worker.ts',
  'ingest-thread': 'src/server/work/ingest-thread.ts',
  'pglite-thread': 'src/server/db/pglite-thread.ts',
};
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

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside each script, style and other text asset, at the
 * best compression: the server sends the one the browser accepts (serveStatic `precompressed`).
 */
function precompressAssets(dir: string): void {
  for (const name of readdirSync(dir).filter((f) => /\.(js|css|svg|json|txt|map)$/.test(f))) {
    const file = join(dir, name);
    const bytes = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
        },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }));
  }
}

const ifStale = process.argv.includes('--if-stale');
// Before anything is bundled: a measure added to the table since is summed by every bundle.
if (await writeMeasureSums()) console.log('wrote measure-sums.generated.ts');
if (!ifStale || isStale(SERVER_OUT, ['src/server', 'src/domain'])) {
  await esbuild({
    entryPoints: SERVER_ENTRIES,
    outdir: 'dist/server',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Dependencies load from node_modules at run time; only the app's own code is bundled.
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
    // Part of every analysis ETag (src/server/build-id.ts): a new build never answers 304 for an old one.
    define: { __SID_BUILD_ID__: JSON.stringify(Date.now().toString(36)) },
  });
  console.log(`built ${SERVER_OUT} and its threads`);
}

// The `sid` command: bin/sid.js runs this bundle while it is newer than every source in CLI_SOURCES.
const CLI_OUT = 'dist/cli/sid.js';
const CLI_SOURCES = 'dist/cli/sources.json';
if (!ifStale || isStale(CLI_OUT, ['src/cli', 'src/domain'])) {
  const { metafile } = await esbuild({
    entryPoints: { sid: 'src/cli/sid.ts' },
    outdir: 'dist/cli',
    // A command's rarely used parts (the analysis' screen models and their schemas) load on use.
    splitting: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Its few dependencies are bundled too: resolving them from node_modules at each start costs more.
    // Those written in CommonJS call require(), which an ES module bundle must be given.
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
    // Half the bytes to read and parse at each start.
    minify: true,
    metafile: true,
    logLevel: 'warning',
  });
  // The project's files in the bundle, which bin/sid.js checks at each start: far fewer than all of
  // src/cli and src/domain (no tests), and an edited test does not send `sid` to tsx.
  const sources = Object.keys(metafile.inputs).filter((path) => path.startsWith('src/'));
  // Renamed into place: a `sid` starting meanwhile reads the old list or the new one, never half of one.
  writeFileSync(`${CLI_SOURCES}.tmp`, JSON.stringify(sources));
  renameSync(`${CLI_SOURCES}.tmp`, CLI_SOURCES);
  console.log(`built ${CLI_OUT}`);
}

const WEB_OUT = 'dist/web/index.html';
if (!ifStale || isStale(WEB_OUT, ['src/web', 'src/domain'])) {
  // Run from the test runner, NODE_ENV is 'test', which would make Vite ship React's development build.
  process.env.NODE_ENV = 'production';
  await viteBuild({ configFile: 'vite.config.ts', mode: 'production', logLevel: 'warn' });
  console.log(`built ${WEB_OUT}`);
  precompressAssets('dist/web/assets');
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/bundle-budget.ts'], {
    stdio: 'inherit',
  });
}
