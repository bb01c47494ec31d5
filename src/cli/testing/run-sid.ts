import type { CliIo } from '../cli-io';
import { main } from '../sid';

/** Runs main() with captured output, a fixed today and clock, and only the environment given. */
export async function runSid(argv: string[], env: Readonly<Record<string, string>> = {}) {
  const captured = { stdout: '', stderr: '', writes: 0 };
  const io: CliIo = {
    async out(text) {
      captured.stdout += text;
      captured.writes++;
    },
    err(text) {
      captured.stderr += text;
    },
    today: () => '2025-02-01',
    clock: () => '2025-02-01T12:34:56.000Z',
    env: (name) => env[name],
  };
  const code = await main(argv, io);
  return { code, ...captured };
}
