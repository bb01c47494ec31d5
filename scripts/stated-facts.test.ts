import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SOURCES, type Source } from '@domain/sources/sources';
import { sourcesMarkdown } from '@domain/sources/sources-markdown';
import { unsourcedStatements } from './stated-facts/unsourced-statements';

const ROOT = new URL('..', import.meta.url).pathname;
const TABLE: readonly Source[] = Object.values(SOURCES);

// Where the screens', the PDF's and the exports' words are written.
const TEXT_FOLDERS = ['src/web', 'src/server/pdf', 'src/domain'];
const TABLE_FILE = 'src/domain/sources/sources.ts';

// Dates that state no outside fact: an example of a file's date format, and the sample's start.
const NOT_FACTS: Readonly<Record<string, readonly string[]>> = {
  'src/web/features/imports/components/mapping-step.tsx': ['2025-01-31'],
  'src/domain/sample/generate-sample.ts': ['2025-01-01'],
};

function textFiles(): string[] {
  return execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', ...TEXT_FOLDERS],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  )
    .split('\n')
    .filter(
      (f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$|\/testing\/|\/golden\/|fixtures\.ts$/.test(f),
    )
    .filter((f) => f !== TABLE_FILE);
}

describe('facts the product states', () => {
  it('come from the sources table: no screen, PDF or domain text states one the table lacks', () => {
    const unsourced = textFiles().flatMap((file) =>
      unsourcedStatements(readFileSync(`${ROOT}${file}`, 'utf8'), TABLE)
        .filter((s) => !(NOT_FACTS[file] ?? []).includes(s.text))
        .map((s) => `${file}: ${s.kind} "${s.text}"`),
    );
    expect(unsourced).toEqual([]);
  });

  it('are found in a text that cites an unlisted document, writes a deadline out or names an industry figure', () => {
    const code = [
      '// a comment may say 31 March or IEA: it is not shown',
      'const a = `penalty of 100 EUR (Directive 2003/87/EC, Art. 16(3))`;',
      "const b = 'report by 31 March; industry average 45 % (IEA, 2023)';",
      "const c = 'valid hours (MRR Art. 44), Regulation (EU) 2099/1, best in class';",
    ].join('\n');
    expect(unsourcedStatements(code, TABLE)).toEqual([
      { kind: 'citation', text: 'IEA' },
      { kind: 'citation', text: 'Regulation (EU) 2099/1' },
      { kind: 'date', text: '31 March' },
      { kind: 'reference figure', text: 'industry average' },
      { kind: 'reference figure', text: 'best in class' },
    ]);
  });

  it('name a document, its edition and its section in every entry of the table', () => {
    for (const s of TABLE) {
      expect(s.document.length * s.edition.length * s.section.length).toBeGreaterThan(0);
      expect(s.productDefault === true || s.citations.length > 0).toBe(true);
    }
  });

  it('are listed in docs/sources.md as the table writes them (npm run docs:sources)', () => {
    expect(readFileSync(`${ROOT}docs/sources.md`, 'utf8')).toBe(sourcesMarkdown());
  });
});
