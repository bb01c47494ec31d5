import { fileURLToPath } from 'node:url';

// Two levels up from src/server/ when run from source, and from dist/server/ when built.
export const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const PUBLIC_DIR = fileURLToPath(new URL('../../public', import.meta.url));
export const WEB_DIST_DIR = fileURLToPath(new URL('../../dist/web', import.meta.url));
export const SAMPLE_CSV_PATH = fileURLToPath(
  new URL('../../public/sample_data.csv', import.meta.url),
);
