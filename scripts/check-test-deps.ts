// The browser journeys and PDF checks need Debian's chromium and poppler-utils. Installs them
// when missing and allowed (root with apt-get); otherwise stops with what to install.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const NEEDED = [
  { file: '/usr/bin/chromium', pkg: 'chromium' },
  { file: '/usr/bin/pdftotext', pkg: 'poppler-utils' },
  { file: '/usr/bin/pdftoppm', pkg: 'poppler-utils' },
];

const missing = () => [...new Set(NEEDED.filter((n) => !existsSync(n.file)).map((n) => n.pkg))];

let packages = missing();
if (packages.length > 0 && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
  console.log(`Installing Debian packages for the browser tests: ${packages.join(' ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...packages], {
      stdio: 'inherit',
      env,
    });
  } catch {
    execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...packages], {
      stdio: 'inherit',
      env,
    });
  }
  packages = missing();
}
if (packages.length > 0) {
  console.error(
    `The browser tests need the Debian packages ${packages.join(' ')} ` +
      `(${NEEDED.filter((n) => packages.includes(n.pkg))
        .map((n) => n.file)
        .join(', ')}). ` +
      `Install them with: sudo apt-get install ${packages.join(' ')}`,
  );
  process.exit(1);
}
