// `npm run docs:sources`: writes docs/sources.md from the sources table.
import { readFile, writeFile } from 'node:fs/promises';
import { sourcesMarkdown } from '@domain/sources/sources-markdown';

const SOURCES_MD = new URL('../docs/sources.md', import.meta.url);

const before = await readFile(SOURCES_MD, 'utf8').catch(() => '');
const after = sourcesMarkdown();
await writeFile(SOURCES_MD, after);
console.log(before === after ? 'docs/sources.md is up to date' : 'docs/sources.md written');
