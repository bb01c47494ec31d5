import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname } from 'node:path';

// The rooms whose every folder the architecture names, and the folders beside them whose first
// level it names.
const EVERY_LEVEL = 'src';
const FIRST_LEVEL = ['e2e', 'bench', 'scripts'];

/**
 * The folders docs/architecture.md has to name, read from the work tree: every folder under src/,
 * each top-level folder, and the first level of e2e/, bench/ and scripts/. Git lists the files
 * (new ones included) so that what it ignores (build output, benchmark results) is left out.
 */
export function repoFolders(root: string): string[] {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
    .split('\n')
    .filter((file) => file !== '' && existsSync(`${root}/${file}`));
  const folders = new Set<string>();
  for (const file of files) {
    for (let folder = dirname(file); folder !== '.'; folder = dirname(folder)) folders.add(folder);
  }
  return [...folders]
    .filter((folder) => {
      const [top, ...rest] = folder.split('/');
      if (top!.startsWith('.')) return false;
      if (top === EVERY_LEVEL) return true;
      return rest.length === 0 || (rest.length === 1 && FIRST_LEVEL.includes(top!));
    })
    .sort();
}
