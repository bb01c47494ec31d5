import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { migrateToLatest } from '../migrate';
import { PGliteDialect } from '../pglite-dialect';
import type { Database } from '../schema';

/**
 * A migrated PGlite database, dumped: test databases start from it in about a second instead of
 * running initdb and every migration (several seconds per test file).
 */
export interface MigratedSnapshot {
  /** The data directory, as PGlite's `dumpDataDir` wrote it. */
  dataDir: Blob;
  /** The migrations the run that built it applied. */
  applied: string[];
}

const CACHE_DIR = fileURLToPath(
  new URL('../../../../node_modules/.cache/sid-pglite-snapshot/', import.meta.url),
);

// What the snapshot holds depends on these, so its cache key does: a changed migration, migration
// runner or PGlite (its data-directory format) or Kysely (its bookkeeping tables) builds a new one.
const SOURCE_FILES = ['../migrate.ts', './migrated-snapshot.ts'];
const MIGRATIONS_DIR = new URL('../migrations/', import.meta.url);
const PACKAGES = ['@electric-sql/pglite', 'kysely'];

const require = createRequire(import.meta.url);

/** The installed version; neither package exports its package.json, so it is found above the entry. */
async function installedVersion(name: string): Promise<string> {
  for (let dir = dirname(require.resolve(name)); dir !== dirname(dir); dir = dirname(dir)) {
    const manifest = await readFile(join(dir, 'package.json'), 'utf8').catch(() => null);
    const parsed = manifest ? (JSON.parse(manifest) as { name?: string; version?: string }) : {};
    if (parsed.name === name && parsed.version) return parsed.version;
  }
  throw new Error(`no package.json of ${name} above its entry point`);
}

async function sourceKey(): Promise<string> {
  const hash = createHash('sha256');
  const migrations = (await readdir(MIGRATIONS_DIR)).sort();
  const files: [string, URL][] = [
    ...migrations.map((name): [string, URL] => [name, new URL(name, MIGRATIONS_DIR)]),
    ...SOURCE_FILES.map((path): [string, URL] => [path, new URL(path, import.meta.url)]),
  ];
  for (const [name, file] of files) hash.update(`${name}\0`).update(await readFile(file));
  for (const name of PACKAGES) hash.update(`${name}@${await installedVersion(name)}\0`);
  return hash.digest('hex').slice(0, 16);
}

async function build(): Promise<MigratedSnapshot> {
  const pglite = new PGlite();
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  try {
    const applied = await migrateToLatest(db);
    return { dataDir: await pglite.dumpDataDir('none'), applied };
  } finally {
    await db.destroy();
    if (!pglite.closed) await pglite.close();
  }
}

// A few snapshots stay, the most recently used: switching between branches whose migrations
// differ (or worktrees sharing node_modules) rebuilds none; older ones are deleted.
const KEPT_SNAPSHOTS = 4;

/** Deletes all but the most recently used snapshots; another run may be deleting them too. */
async function pruneLeastRecentlyUsed(): Promise<void> {
  const keys = (await readdir(CACHE_DIR)).flatMap((name) =>
    name.endsWith('.tar') ? [name.slice(0, -'.tar'.length)] : [],
  );
  const used = await Promise.all(
    keys.map(async (key) => {
      const stats = await stat(join(CACHE_DIR, `${key}.tar`)).catch(() => null);
      return { key, time: stats?.mtimeMs ?? 0 };
    }),
  );
  used.sort((a, b) => b.time - a.time);
  for (const { key } of used.slice(KEPT_SNAPSHOTS)) {
    for (const extension of ['tar', 'json']) {
      await rm(join(CACHE_DIR, `${key}.${extension}`), { force: true });
    }
  }
}

/** Each file appears whole (renamed into place), the list of migrations before the data. */
async function store(key: string, snapshot: MigratedSnapshot): Promise<void> {
  await mkdir(CACHE_DIR, { recursive: true });
  const contents: [string, string | Uint8Array][] = [
    ['json', JSON.stringify(snapshot.applied)],
    ['tar', new Uint8Array(await snapshot.dataDir.arrayBuffer())],
  ];
  for (const [extension, content] of contents) {
    const path = join(CACHE_DIR, `${key}.${extension}`);
    const partial = `${path}.${process.pid}.partial`;
    await writeFile(partial, content);
    await rename(partial, path);
  }
  await pruneLeastRecentlyUsed();
}

async function cachedOrBuilt(): Promise<MigratedSnapshot> {
  const key = await sourceKey();
  const path = join(CACHE_DIR, key);
  try {
    const [tar, applied] = await Promise.all([
      readFile(`${path}.tar`),
      readFile(`${path}.json`, 'utf8'),
    ]);
    // Marks it used, so that pruning keeps it.
    const now = new Date();
    await utimes(`${path}.tar`, now, now).catch(() => undefined);
    return { dataDir: new Blob([tar]), applied: JSON.parse(applied) as string[] };
  } catch {
    // Not built for these sources yet (or pruned meanwhile): build it.
  }
  const snapshot = await build();
  // The cache only saves time: a run that cannot write it still has its snapshot.
  await store(key, snapshot).catch((error: unknown) =>
    console.warn(`the migrated test database was not cached in ${CACHE_DIR}:`, error),
  );
  return snapshot;
}

let snapshot: Promise<MigratedSnapshot> | undefined;

/** The snapshot of today's migrations: from the cache, else built once and cached. */
export function migratedSnapshot(): Promise<MigratedSnapshot> {
  snapshot ??= cachedOrBuilt();
  return snapshot;
}
