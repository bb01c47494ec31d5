import { readFileSync } from 'node:fs';

export const SAMPLE_PATH = 'public/sample_data.csv';

/** The sample's lines, as in the file (header first). */
export function sampleLines(): string[] {
  return readFileSync(SAMPLE_PATH, 'utf8').trimEnd().split(/\r?\n/);
}

/** A copy of the sample's first rows with a word for a number on line 3 and efficiency 148 on line 5. */
export function brokenCsv(): Buffer {
  const lines = sampleLines().slice(0, 6);
  const cells = (line: number) => lines[line - 1]!.split(',');
  const line3 = cells(3);
  line3[4] = 'plenty';
  const line5 = cells(5);
  line5[10] = '148';
  lines[2] = line3.join(',');
  lines[4] = line5.join(',');
  return Buffer.from(`${lines.join('\n')}\n`);
}
