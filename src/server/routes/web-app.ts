import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { declaredPublic } from '../http/route-access';
import { PUBLIC_DIR, WEB_DIST_DIR } from '../paths';

// index.html's <meta name="csp-nonce"> carries this until the server puts the response's nonce there.
const NONCE_PLACEHOLDER = '__CSP_NONCE__';

const NOT_BUILT =
  'The web app is not built. Run `npm run build` (npm start builds it when missing).';

/**
 * The built web app and the public files: a path that names a file gets it; any other path gets
 * index.html, and the web app's router takes over (its catch-all redirects to /dashboard).
 */
export function webAppRoutes(webRoot = WEB_DIST_DIR) {
  const app = new Hono();
  // The pages ask the API for what they show; the sample file is the public demo's.
  const open = declaredPublic("the web app's pages and files, and the sample file");
  app.get('/sample_data.csv', open, serveStatic({ root: PUBLIC_DIR, path: 'sample_data.csv' }));
  // Hashed asset names never change content, so they may be cached for a year.
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  const index = join(webRoot, 'index.html');
  const page = async (c: Context) => {
    if (!existsSync(index)) return c.text(NOT_BUILT, 503);
    c.header('Cache-Control', 'no-cache');
    const nonce = c.get('secureHeadersNonce') ?? '';
    return c.html((await readFile(index, 'utf8')).replace(NONCE_PLACEHOLDER, nonce));
  };
  // index.html is always answered here, never by serveStatic, so it gets this response's nonce.
  app.get('/', open, page);
  app.get('/index.html', open, page);
  // Scripts and styles go as the .br or .gz file the build wrote beside them, per Accept-Encoding.
  if (existsSync(webRoot)) app.get('*', open, serveStatic({ root: webRoot, precompressed: true }));
  app.get('*', open, page);
  return app;
}
