import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { repoFolders } from './architecture-doc/repo-folders';
import { unnamedFolders } from './architecture-doc/unnamed-folders';

const ROOT = new URL('..', import.meta.url).pathname;

describe('docs/architecture.md', () => {
  it('names every folder of src/, every top-level folder and the first level of e2e, bench, scripts', () => {
    const doc = readFileSync(`${ROOT}docs/architecture.md`, 'utf8');
    const folders = repoFolders(ROOT);
    expect(folders).toContain('src/server/db/queries');
    const missing = unnamedFolders(folders, doc);
    expect(missing, `docs/architecture.md does not name: ${missing.join(', ')}`).toEqual([]);
  });

  it("counts a folder as named by its full path, or by its path inside the room's section", () => {
    const doc = [
      '## src/server',
      '`db/` and `src/web/lib/`.',
      '## src/web',
      'Every feature has `features/<area>/api/`.',
      '## Beside the rooms',
      '`testing/`, `features/<area>/`',
    ].join('\n');
    const folders = [
      'src/server',
      'src/server/db',
      'src/web/lib',
      'src/web/features/reports/api',
      'src/web/features/reports',
      'src/web/testing',
    ];
    expect(unnamedFolders(folders, doc)).toEqual(['src/web/features/reports', 'src/web/testing']);
  });
});
