import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { dataDir } from './browser';

/** The newest message the server's outbox holds for an address, waiting briefly for it. */
export async function latestMailTo(address: string): Promise<string> {
  const dir = join(dataDir(), 'outbox');
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const files = (await readdir(dir).catch(() => [] as string[])).sort().reverse();
    for (const file of files) {
      const text = await readFile(join(dir, file), 'utf8');
      if (text.includes(`To: ${address}\n`)) return text;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${address} in ${dir}`);
}

/** The first link in a message that starts with the given base. */
export function linkIn(message: string, base: string): string {
  const link = message.split(/\s+/).find((word) => word.startsWith(base));
  if (!link) throw new Error(`no link to ${base} in:\n${message}`);
  return link;
}
