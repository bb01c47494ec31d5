import { cp, mkdir, readdir, readFile, rm, symlink } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

// Files a built page or chunk names: index.html's "/assets/x.js", a chunk's "./x-hash.js".
const REFERENCE = /(?:\/assets\/|\.\/)([\w-]+-[\w-]{8}\.(?:js|css))/g;

/** The asset names a copied web build refers to but does not hold (a build caught half-written). */
async function missingAssets(webDir: string): Promise<string[]> {
  const assets = join(webDir, 'assets');
  if (!existsSync(join(webDir, 'index.html')) || !existsSync(assets)) return ['index.html'];
  const present = new Set(await readdir(assets));
  const texts = [await readFile(join(webDir, 'index.html'), 'utf8')];
  for (const name of present) {
    if (name.endsWith('.js')) texts.push(await readFile(join(assets, name), 'utf8'));
  }
  const missing = new Set<string>();
  for (const text of texts) {
    for (const [, name] of text.matchAll(REFERENCE)) if (!present.has(name!)) missing.add(name!);
  }
  return [...missing];
}

/**
 * Copies the build (dist/ and public/) into `dir` and returns the server entry to run there.
 * Others working in the same checkout rebuild dist/ while the journeys run; the server then
 * answers a lazy page's chunk with 404 and the journeys fail for no fault of the app. The
 * server finds its web files and the sample relative to its own file, and its packages
 * through a node_modules link.
 */
export async function privateCopyOfBuild(dir: string): Promise<string> {
  const root = resolve('.');
  for (let attempt = 1; ; attempt++) {
    await rm(join(dir, 'dist'), { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
    await cp(join(root, 'dist'), join(dir, 'dist'), { recursive: true });
    const missing = await missingAssets(join(dir, 'dist', 'web'));
    if (missing.length === 0) break;
    if (attempt === 20) throw new Error(`the web build is incomplete: ${missing.join(', ')}`);
    // Someone else's build is being written: wait for it to finish.
    await new Promise((r) => setTimeout(r, 1_000));
  }
  await cp(join(root, 'public'), join(dir, 'public'), { recursive: true });
  await symlink(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return join(dir, 'dist', 'server', 'main.js');
}
