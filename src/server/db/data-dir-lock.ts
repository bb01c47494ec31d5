import { readFileSync, unlinkSync } from 'node:fs';
import { link, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';

/** The lock file inside DATA_DIR: which process has the embedded database open. */
export const LOCK_FILE_NAME = 'server.lock';

/** Another live process holds the data directory; the message names it and the directory. */
export class DataDirLockedError extends Error {}

interface Holder {
  pid: number;
  hostname: string;
}

export interface DataDirLock {
  /** Removes the lock file (if it is still this process's). */
  release(): Promise<void>;
}

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code;

function parseHolder(text: string): Holder | null {
  try {
    const value = JSON.parse(text) as Partial<Holder>;
    return typeof value.pid === 'number' && typeof value.hostname === 'string'
      ? { pid: value.pid, hostname: value.hostname }
      : null;
  } catch {
    return null;
  }
}

/**
 * Whether the holder may still run. A process on another host cannot be checked: it is taken as
 * running. Our own pid in the file is a previous life of this process (a restarted container).
 */
function mayBeRunning(holder: Holder): boolean {
  if (holder.hostname !== hostname()) return true;
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    return errorCode(error) === 'EPERM';
  }
}

function lockedError(dataDir: string, file: string, holder: Holder | null): DataDirLockedError {
  const who = holder
    ? `another server process (pid ${holder.pid}${holder.hostname === hostname() ? '' : ` on host ${holder.hostname}`})`
    : 'another server process';
  return new DataDirLockedError(
    `The data directory ${dataDir} is in use by ${who}: two servers on one embedded database ` +
      `would lose data. Stop that server or set DATA_DIR to another directory. ` +
      `If no such server runs, remove ${file}.`,
  );
}

async function readIfPresent(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Takes the data directory for this process, or throws DataDirLockedError naming the process
 * that has it. A lock left by a process that no longer runs (kill -9, a crash) is taken over.
 * The lock is released by `release()` and, failing that, when the process exits.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const file = join(dataDir, LOCK_FILE_NAME);
  const mine = JSON.stringify({ pid: process.pid, hostname: hostname() });
  // Written aside and linked into place: whoever reads the lock file reads it whole.
  const draft = `${file}.${process.pid}.tmp`;
  await writeFile(draft, mine);
  try {
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        await link(draft, file);
        return holdLock(file, mine);
      } catch (error) {
        if (errorCode(error) !== 'EEXIST') throw error;
      }
      const text = await readIfPresent(file);
      if (text === null) continue;
      const holder = parseHolder(text);
      if (holder && mayBeRunning(holder)) throw lockedError(dataDir, file, holder);
      await removeStale(file, text);
    }
    throw lockedError(dataDir, file, parseHolder((await readIfPresent(file)) ?? ''));
  } finally {
    await unlink(draft);
  }
}

// Moves the stale lock aside (one rename wins) and checks that what moved is the stale lock read
// before; a fresh lock that another starting process linked in meanwhile is put back.
async function removeStale(file: string, staleText: string): Promise<void> {
  const aside = `${file}.${process.pid}.stale`;
  try {
    await rename(file, aside);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return;
    throw error;
  }
  if ((await readFile(aside, 'utf8')) !== staleText) {
    await link(aside, file).catch(() => undefined);
  }
  await unlink(aside);
}

function holdLock(file: string, mine: string): DataDirLock {
  const releaseSync = () => {
    try {
      if (readFileSync(file, 'utf8') === mine) unlinkSync(file);
    } catch {
      // Already gone: nothing to release.
    }
  };
  process.once('exit', releaseSync);
  return {
    async release() {
      process.removeListener('exit', releaseSync);
      releaseSync();
    },
  };
}
