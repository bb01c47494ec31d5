// An error that escapes every handler is logged with the request that caused it; a rejection
// leaves the process serving, an exception stops it so that its service manager restarts it.
import { execFile } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { parseLogLine, REPO_ROOT } from './testing/spawn-server';

function runGuarded(escape: 'exception' | 'rejection') {
  return new Promise<{ code: number | null; lines: Record<string, unknown>[] }>((resolve) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', 'src/server/testing/guarded-process.ts', escape],
      { cwd: REPO_ROOT, timeout: 30_000 },
      (_error, stdout) =>
        resolve({
          code: child.exitCode,
          lines: stdout.split('\n').flatMap((text) => parseLogLine(text) ?? []),
        }),
    );
  });
}

describe('the process guard', { timeout: 40_000 }, () => {
  it('logs an uncaught exception with its request id and stops the process', async () => {
    const { code, lines } = await runGuarded('exception');
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 60,
        reqId: 'the-escaping-request',
        err: expect.objectContaining({ message: 'escaped as an exception' }),
      }),
    );
    expect(lines.map((line) => line.msg)).toContain('stop called');
    expect(lines.map((line) => line.msg)).not.toContain('still serving');
    expect(code).toBe(1);
  });

  it('logs an unhandled rejection with its request id and goes on serving', async () => {
    const { code, lines } = await runGuarded('rejection');
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 50,
        reqId: 'the-escaping-request',
        err: expect.objectContaining({ message: 'escaped as a rejection' }),
      }),
    );
    expect(lines.map((line) => line.msg)).toContain('still serving');
    expect(code).toBe(0);
  });
});
