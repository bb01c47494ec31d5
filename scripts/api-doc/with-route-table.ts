// The generated route table sits between these two lines of docs/api.md; the rest is written by
// hand.
export const TABLE_START =
  '<!-- route table: `npm run docs:api` writes it from /api/openapi.json -->';
export const TABLE_END = '<!-- end of the route table -->';

/** docs/api.md with the route table between its markers replaced by `table`. */
export function withRouteTable(markdown: string, table: string): string {
  const start = markdown.indexOf(TABLE_START);
  const end = markdown.indexOf(TABLE_END);
  if (start < 0 || end < start) {
    throw new Error(`docs/api.md must hold the lines ${TABLE_START} and ${TABLE_END}, in order`);
  }
  return `${markdown.slice(0, start + TABLE_START.length)}\n\n${table.trim()}\n\n${markdown.slice(end)}`;
}
