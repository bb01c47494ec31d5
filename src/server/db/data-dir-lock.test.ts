import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE_NAME, lockDataDir } from './data-dir-lock';

/** The pid of a process that has exited: nothing runs under it now. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await once(child, 'exit');
  return child.pid!;
}

describe('lockDataDir', () => {
  let dir = '';
  let file = '';
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sid-lock-'));
    file = join(dir, LOCK_FILE_NAME);
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const holdBy = (pid: number, host = hostname()) =>
    writeFile(file, JSON.stringify({ pid, hostname: host }));

  it('takes a free directory with a lock file naming this process, and releases it', async () => {
    const lock = await lockDataDir(dir);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({
      pid: process.pid,
      hostname: hostname(),
    });
    await lock.release();
    expect(await readdir(dir)).toEqual([]);
  });

  it('refuses a directory a running process holds, naming the directory and its pid', async () => {
    // The parent of the test process runs for as long as the test does.
    await holdBy(process.ppid);
    const error = await lockDataDir(dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DataDirLockedError);
    expect((error as Error).message).toContain(`The data directory ${dir} is in use`);
    expect((error as Error).message).toContain(`(pid ${process.ppid})`);
    expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ pid: process.ppid });
  });

  it('refuses a lock of another host, whose process cannot be checked', async () => {
    await holdBy(process.ppid, 'other-host');
    await expect(lockDataDir(dir)).rejects.toThrow('(pid ' + process.ppid + ' on host other-host)');
  });

  it.each([
    ['of a process that has exited (kill -9, a crash)', async () => holdBy(await deadPid())],
    ['of an earlier life of this pid (a restarted container)', () => holdBy(process.pid)],
    ['that is unreadable', () => writeFile(file, 'not json')],
  ])('takes over a lock %s', async (_, leaveLock) => {
    await leaveLock();
    const lock = await lockDataDir(dir);
    expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ pid: process.pid });
    await lock.release();
    expect(await readdir(dir)).toEqual([]);
  });

  it('leaves a lock that is no longer its own in place on release', async () => {
    const lock = await lockDataDir(dir);
    await holdBy(process.ppid);
    await lock.release();
    expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ pid: process.ppid });
  });
});
