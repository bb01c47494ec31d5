// Test helper: a PDF's text as poppler's pdftotext reads it back.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/** The text of a PDF; with `layout` a table row stays on one line. */
export async function pdfText(pdf: Uint8Array, { layout = false } = {}): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'sid-pdf-'));
  try {
    const file = join(dir, 'report.pdf');
    await writeFile(file, pdf);
    const args = [...(layout ? ['-layout'] : []), '-enc', 'UTF-8', file, '-'];
    const { stdout } = await execFileAsync('pdftotext', args, { maxBuffer: 64 * 1024 * 1024 });
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The words a text says twice in a row, "verified verified", read across line ends as pdftotext
 * gives them. Case counts: a heading's last word before a figure's label ("Allowances and
 * position" / "Position: ...") is not a repeat.
 */
export function repeatedWords(text: string): string[] {
  return [...text.matchAll(/\b([a-z]{2,})\s+\1\b/g)].map(([words]) => words.replace(/\s+/, ' '));
}
