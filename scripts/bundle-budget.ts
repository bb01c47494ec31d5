// Prints the size of every built web chunk and fails when the JavaScript the sign-in page
// loads (the entry script and the chunks index.html preloads) exceeds its budget (issue 5).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const WEB_DIR = 'dist/web';
const SIGN_IN_BUDGET_KB = 100;

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const gzipped = (file: string) => gzipSync(readFileSync(join(WEB_DIR, file))).byteLength;

const html = readFileSync(join(WEB_DIR, 'index.html'), 'utf8');
const initial = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);

console.log('Web bundle (KB, raw / gzip):');
for (const name of readdirSync(join(WEB_DIR, 'assets'))
  .filter((f) => /\.(js|css)$/.test(f))
  .sort()) {
  const file = join('assets', name);
  const mark = initial.includes(file) ? '  [sign-in page]' : '';
  console.log(
    `  ${name.padEnd(48)} ${kb(statSync(join(WEB_DIR, file)).size).padStart(8)} ${kb(gzipped(file)).padStart(8)}${mark}`,
  );
}
const total = initial.reduce((sum, f) => sum + gzipped(f), 0);
console.log(`Sign-in page JavaScript: ${kb(total)} KB gzip (budget ${SIGN_IN_BUDGET_KB} KB)`);
if (total > SIGN_IN_BUDGET_KB * 1024) {
  console.error(`Over budget by ${kb(total - SIGN_IN_BUDGET_KB * 1024)} KB gzip.`);
  process.exit(1);
}
