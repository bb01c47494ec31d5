// The benchmarks measure the built server, as production runs it: built first when its sources changed.
import { spawnSync } from 'node:child_process';
import { REPO_ROOT } from '@server/testing/spawn-server';

/** Runs `scripts/build.ts --if-stale`; throws when the build fails. */
export function buildServerIfStale(): void {
  console.error('building dist/server');
  const built = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts', '--if-stale'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('the build failed');
}
