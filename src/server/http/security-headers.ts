import type { Context } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';

// Answers that are never the web app's page: they need no nonce, and making one costs a call
// for system randomness on every request (a tenth of the event loop's time under /healthz load).
const NOT_PAGES = /^\/(api|assets)\/|^\/(healthz|readyz)$/;

/** The response's style nonce, made only for a path that the web app's page may answer. */
const pageNonce = (c: Context, directive: string) =>
  NOT_PAGES.test(c.req.path) ? '' : NONCE(c, directive);

/**
 * Security headers with a strict Content-Security-Policy: the web app loads its own scripts,
 * styles, fonts and images only; images may also come from https (avatar URLs). The style
 * elements that dialogs and menus add at run time carry the per-response nonce, which the
 * page reads from index.html (see routes/web-app.ts); other answers have none.
 */
export function securityHeaders() {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", pageNonce],
      imgSrc: ["'self'", 'data:', 'https:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: 'strict-origin-when-cross-origin',
  });
}
