// How docs/architecture.md names a folder: its path in backticks (`src/server/db/`, the trailing
// slash optional), or under a room's heading (`## src/server`) its path inside the room (`db/`).
// A segment written `<area>` stands for any folder, so `features/<area>/api/` names every
// feature's api/ folder; each feature itself still has to be named.

const ROOM_HEADING = /^## (src\/[a-z-]+)\s*$/;
const HEADING = /^## (.+)$/;
const CODE = /`([^`\s]+)`/g;
const PLACEHOLDER = /^<[^>]+>$/;

function segments(path: string): string[] {
  return path.replace(/^\.\//, '').replace(/\/$/, '').split('/');
}

/** The paths the document names, as segments; a path ending in a placeholder names nothing. */
function namedPaths(markdown: string): string[][] {
  const named: string[][] = [];
  let room: string | null = null;
  for (const line of markdown.split('\n')) {
    const heading = HEADING.exec(line);
    if (heading) {
      room = ROOM_HEADING.exec(line)?.[1] ?? null;
      named.push(segments(heading[1]!.replaceAll('`', '').trim()));
      continue;
    }
    for (const [, token] of line.matchAll(CODE)) {
      named.push(segments(token!));
      if (room) named.push(segments(`${room}/${token}`));
    }
  }
  return named.filter((path) => !PLACEHOLDER.test(path.at(-1)!));
}

const names = (path: string[], folder: string[]) =>
  path.length === folder.length && path.every((s, i) => s === folder[i] || PLACEHOLDER.test(s));

/** The folders (paths from the repository's root) that the document does not name. */
export function unnamedFolders(folders: readonly string[], markdown: string): string[] {
  const named = namedPaths(markdown);
  return folders.filter((folder) => !named.some((path) => names(path, segments(folder))));
}
