// docs/sources.md as the sources table writes it: the published documents first, then the product
// defaults that the specification sets, so a reader sees which figures no document stands behind.
import { SOURCES, type Source } from './sources';

/** The whole of docs/sources.md, from the sources table. */
export function sourcesMarkdown(): string {
  const entries = Object.entries(SOURCES) as [string, Source][];
  const published = entries.filter(([, s]) => !s.productDefault);
  const defaults = entries.filter(([, s]) => s.productDefault);
  return [
    '# Sources of the facts the product states',
    '',
    'Written by `npm run docs:sources` from `src/domain/sources/sources.ts`; a test fails when',
    'this page and the table differ, and when a screen, the PDF or the domain states a deadline,',
    'citation or reference figure the table does not list.',
    '',
    '## Published documents',
    '',
    ...published.flatMap(([id, s]) => entry(id, s)),
    '## Product defaults (no published source)',
    '',
    'The specification sets these figures; the screens call them defaults or settings, never',
    'published statistics.',
    '',
    ...defaults.flatMap(([id, s]) => entry(id, s)),
  ].join('\n');
}

function entry(id: string, s: Source): string[] {
  return [
    `### ${id}`,
    '',
    ...wrap(s.claim, ''),
    '',
    ...wrap(`- Document: ${s.document}`, '  '),
    `- Edition: ${s.edition}`,
    `- Section: ${s.section}`,
    ...(s.citations.length > 0 ? wrap(`- Cited as: ${s.citations.join('; ')}`, '  ') : []),
    ...(s.url ? [`- URL: ${s.url}`] : []),
    '',
  ];
}

/** The docs keep their lines under 100 characters: words wrapped, continued lines indented. */
function wrap(text: string, indent: string, width = 99): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line !== '' && line.length + 1 + word.length > width) {
      lines.push(line);
      line = indent + word;
    } else {
      line = line === '' ? word : `${line} ${word}`;
    }
  }
  return [...lines, line];
}
